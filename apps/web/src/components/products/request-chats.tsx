import { mayAccess, startChatFormSchema } from "@platform/domain";
import { Link, useNavigate } from "@tanstack/react-router";
import { Card } from "@tremor/react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorKey, trpc } from "../../lib/trpc";
import { useSchemaForm } from "../../lib/use-schema-form";
import { ReceiverField, UnreadBadge } from "../chats/chat-parts";
import { useMe } from "../dashboard/use-me";
import { FormAlert } from "../form-alert";
import { SubmitButton } from "../submit-button";
import { EmptyState, LoadingBlock } from "../ui/query-state";
import { TextAreaField } from "../ui/text-area-field";
import { UserText } from "../ui/user-text";

/**
 * The product-request chat (spec §2): the request's chats, and for its merchant a new one with the
 * assigned producer (supplier hours apply) or support, with a first message.
 */
export function RequestChats({ requestId }: { requestId: string }) {
  const { t } = useTranslation(["products", "chats"]);
  const me = useMe();
  const navigate = useNavigate();
  const mayStart = mayAccess("startChats", me.role);
  const chats = trpc.chats.list.useQuery({ subjectType: "product_request", subjectId: requestId });
  const receivers = trpc.chats.receivers.useQuery(
    { subjectType: "product_request", subjectId: requestId },
    { enabled: mayStart },
  );
  const create = trpc.chats.create.useMutation();
  const [receiver, setReceiver] = useState("");
  const [body, setBody] = useState("");
  const {
    errors,
    failure,
    field,
    formRef,
    submit: check,
  } = useSchemaForm(startChatFormSchema, {
    failureKey: (error) => errorKey(error, "chats:errors.sendFailed"),
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const values = {
      subjectType: "product_request",
      subjectId: requestId,
      receiverOrganisationId: receiver,
      body,
      files: [],
      claimId: undefined,
    };
    await check(values, async (data) => {
      const started = await create.mutateAsync(data);
      await navigate({ to: "/a/chats/$chatId", params: { chatId: started.chatId } });
    });
  }

  return (
    <Card aria-labelledby="request-chats-title" data-testid="request-chats">
      <h2 id="request-chats-title" className="mb-3 text-base font-semibold text-tremor-content-strong">
        {t("products:detail.chats")}
      </h2>
      {chats.isPending ? (
        <LoadingBlock rows={1} />
      ) : chats.data && chats.data.items.length > 0 ? (
        <ul className="mb-4 space-y-1">
          {chats.data.items.map((chat) => (
            <li key={chat.id}>
              <Link
                to="/a/chats/$chatId"
                params={{ chatId: chat.id }}
                className="text-sm text-indigo-700 hover:underline"
              >
                {chat.receiver.id === me.organisation?.id ? (
                  <UserText>{chat.organisation.name}</UserText>
                ) : chat.receiver.type === "platform" ? (
                  t("chats:start.support")
                ) : (
                  <UserText>{chat.receiver.name}</UserText>
                )}
              </Link>
              <UnreadBadge count={chat.unread} className="ml-2" />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState>{t("products:detail.noChats")}</EmptyState>
      )}
      {mayStart && (
        <form ref={formRef} onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-3">
          <FormAlert messageKey={failure} />
          <ReceiverField
            receivers={receivers.data}
            value={receiver}
            onChange={setReceiver}
            errors={errors.receiverOrganisationId}
          />
          <TextAreaField
            label={t("products:detail.message")}
            {...field("body")}
            rows={3}
            value={body}
            onChange={setBody}
          />
          <div className="flex justify-end">
            <SubmitButton pending={create.isPending} fullWidth={false}>
              {t("products:detail.send")}
            </SubmitButton>
          </div>
        </form>
      )}
    </Card>
  );
}
