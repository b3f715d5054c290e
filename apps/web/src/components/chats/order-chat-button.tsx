import { startChatFormSchema } from "@platform/domain";
import { useNavigate } from "@tanstack/react-router";
import { Button, Dialog, DialogPanel } from "@tremor/react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorKey, trpc } from "../../lib/trpc";
import { useSchemaForm } from "../../lib/use-schema-form";
import { FormAlert } from "../form-alert";
import { DialogActions } from "../ui/dialog-actions";
import { LoadingBlock } from "../ui/query-state";
import { SelectField } from "../ui/select-field";
import { TextAreaField } from "../ui/text-area-field";
import { ReceiverField, UnreadBadge } from "./chat-parts";

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
  const {
    errors,
    failure,
    field,
    fieldName,
    formRef,
    submit: check,
  } = useSchemaForm(startChatFormSchema, {
    failureKey: (error) => errorKey(error, "chats:errors.sendFailed"),
  });
  const existing = trpc.chats.list.useQuery({ subjectType: "order", subjectId: orderId }, { enabled: open });
  const receivers = trpc.chats.receivers.useQuery({ subjectType: "order", subjectId: orderId }, { enabled: open });
  const claims = trpc.claims.listForOrder.useQuery({ orderId }, { enabled: open });
  const create = trpc.chats.create.useMutation();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = {
      subjectType: "order",
      subjectId: orderId,
      receiverOrganisationId: receiver,
      claimId: claimId || undefined,
      body,
      files: [],
    };
    await check(values, async (data) => {
      const started = await create.mutateAsync(data);
      setOpen(false);
      await navigate({ to: "/a/chats/$chatId", params: { chatId: started.chatId } });
    });
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
                    <UnreadBadge count={chat.unread} className="ml-2" />
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
            <FormAlert messageKey={failure} />
            <ReceiverField
              receivers={receivers.data}
              value={receiver}
              onChange={setReceiver}
              errors={errors.receiverOrganisationId}
            />
            {receivers.data && !receivers.data.some((org) => org.type !== "platform") ? (
              <p className="text-sm text-tremor-content" data-testid="no-supplier-hint">
                {t("chats:start.noSupplier")}
              </p>
            ) : null}
            <SelectField
              label={t("chats:start.claim")}
              name={fieldName("claimId")}
              value={claimId}
              placeholder={t("chats:start.noClaim")}
              onChange={(event) => setClaimId(event.target.value)}
              options={(claims.data ?? []).map((claim) => ({
                value: claim.id,
                label: `${t(`claims:type.${claim.type}`)} · ${t(`claims:status.${claim.status}`)}`,
              }))}
            />
            <TextAreaField
              label={t("chats:start.message")}
              {...field("body")}
              rows={4}
              value={body}
              onChange={setBody}
            />
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
