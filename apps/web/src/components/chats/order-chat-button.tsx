import { chatMessageBody } from "@platform/domain";
import { useNavigate } from "@tanstack/react-router";
import { Badge, Button, Dialog, DialogPanel } from "@tremor/react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { serverFieldErrors } from "../../lib/forms";
import { errorKey, trpc } from "../../lib/trpc";
import { FormAlert } from "../form-alert";
import { DialogActions } from "../ui/dialog-actions";
import { LoadingBlock } from "../ui/query-state";
import { SelectField } from "../ui/select-field";

const TEXTAREA_CLASS =
  "block w-full rounded-tremor-default border bg-white px-3 py-2 text-sm text-tremor-content-strong shadow-tremor-input outline-none transition focus:border-indigo-500 focus:ring-2 focus:ring-indigo-200";

/**
 * "Open chat" on the order detail: the order's existing chats, and a new one with a supplier,
 * producer or support (optionally about one of the order's claims) with its first message.
 */
export function OrderChatButton({ orderId }: { orderId: string }) {
  const { t } = useTranslation(["chats", "claims", "common"]);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [receiver, setReceiver] = useState("");
  const [claimId, setClaimId] = useState("");
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const existing = trpc.chats.list.useQuery({ subjectType: "order", subjectId: orderId }, { enabled: open });
  const receivers = trpc.chats.receivers.useQuery({ subjectType: "order", subjectId: orderId }, { enabled: open });
  const claims = trpc.claims.listForOrder.useQuery({ orderId }, { enabled: open });
  const create = trpc.chats.create.useMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    const next: Record<string, string[]> = {};
    if (!receiver) next.receiverOrganisationId = ["chats:errors.receiverInvalid"];
    const checked = chatMessageBody.safeParse(body);
    if (!checked.success) next.body = [checked.error.issues[0]?.message ?? "chats:errors.emptyMessage"];
    setErrors(next);
    if (Object.keys(next).length > 0 || !checked.success) return;
    try {
      const started = await create.mutateAsync({
        subjectType: "order",
        subjectId: orderId,
        receiverOrganisationId: receiver,
        claimId: claimId || undefined,
        body: checked.data,
        files: [],
      });
      setOpen(false);
      await navigate({ to: "/a/chats/$chatId", params: { chatId: started.chatId } });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
      else setFailure(errorKey(error, "chats:errors.sendFailed"));
    }
  }

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} data-testid="open-order-chat">
        {t("chats:start.button")}
      </Button>
      <Dialog open={open} onClose={() => !create.isPending && setOpen(false)} aria-label={t("chats:start.title")}>
        <DialogPanel className="max-w-lg">
          <h2 className="mb-4 text-lg font-semibold text-tremor-content-strong">{t("chats:start.title")}</h2>
          {existing.isPending ? (
            <LoadingBlock rows={1} />
          ) : existing.data && existing.data.items.length > 0 ? (
            <div className="mb-4">
              <h3 className="mb-2 text-sm font-medium text-tremor-content-emphasis">{t("chats:start.existing")}</h3>
              <ul className="space-y-1">
                {existing.data.items.map((chat) => (
                  <li key={chat.id}>
                    <button
                      type="button"
                      className="text-sm text-indigo-700 hover:underline"
                      onClick={() => {
                        setOpen(false);
                        void navigate({ to: "/a/chats/$chatId", params: { chatId: chat.id } });
                      }}
                    >
                      {chat.receiver.type === "platform" ? t("chats:start.support") : chat.receiver.name}
                      {chat.claim ? ` · ${t(`claims:type.${chat.claim.type}`)}` : ""}
                    </button>
                    {chat.unread > 0 ? (
                      <Badge color="indigo" size="xs" className="ml-2">
                        {t("chats:unreadBadge", { count: chat.unread })}
                      </Badge>
                    ) : null}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
            <FormAlert messageKey={failure} />
            <SelectField
              label={t("chats:start.receiver")}
              name="receiverOrganisationId"
              value={receiver}
              placeholder={t("chats:start.receiverPlaceholder")}
              onChange={(event) => setReceiver(event.target.value)}
              options={(receivers.data ?? []).map((org) => ({
                value: org.id,
                label: org.type === "platform" ? t("chats:start.support") : org.name,
              }))}
              errors={errors.receiverOrganisationId}
            />
            {receivers.data && !receivers.data.some((org) => org.type !== "platform") ? (
              <p className="text-sm text-tremor-content" data-testid="no-supplier-hint">
                {t("chats:start.noSupplier")}
              </p>
            ) : null}
            <SelectField
              label={t("chats:start.claim")}
              name="claimId"
              value={claimId}
              placeholder={t("chats:start.noClaim")}
              onChange={(event) => setClaimId(event.target.value)}
              options={(claims.data ?? []).map((claim) => ({
                value: claim.id,
                label: `${t(`claims:type.${claim.type}`)} · ${t(`claims:status.${claim.status}`)}`,
              }))}
            />
            <div className="space-y-1">
              <label htmlFor="order-chat-body" className="block text-sm font-medium text-tremor-content-emphasis">
                {t("chats:start.message")}
              </label>
              <textarea
                id="order-chat-body"
                name="body"
                rows={4}
                value={body}
                maxLength={5000}
                onChange={(event) => setBody(event.target.value)}
                aria-invalid={Boolean(errors.body?.length)}
                aria-describedby={errors.body?.length ? "order-chat-body-error" : undefined}
                className={`${TEXTAREA_CLASS} ${errors.body?.length ? "border-rose-500" : "border-tremor-border"}`}
              />
              {errors.body?.length ? (
                <p id="order-chat-body-error" className="text-sm text-rose-600">
                  {errors.body.map((key) => t(key)).join(" ")}
                </p>
              ) : null}
            </div>
            <DialogActions
              onCancel={() => setOpen(false)}
              pending={create.isPending}
              cancelLabel={t("claims:dialog.cancel")}
              submitLabel={t("chats:start.submit")}
            />
          </form>
        </DialogPanel>
      </Dialog>
    </>
  );
}
