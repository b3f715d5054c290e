import { Button } from "@tremor/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { UserText } from "../ui/user-text";
import { FileList } from "../uploads/file-list";
import type { ChatMessage } from "./use-live-messages";

/** Messages oldest first, with author, organisation and time; the view follows new messages. */
export function MessageList({
  messages,
  ownCustomerId,
  hasMore,
  loadingOlder,
  onLoadOlder,
}: {
  messages: ChatMessage[];
  ownCustomerId: string;
  hasMore: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}) {
  const { t, i18n } = useTranslation("chats");
  const end = useRef<HTMLLIElement>(null);
  const newest = messages.at(-1)?.seq;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the newest message changes
  useEffect(() => {
    end.current?.scrollIntoView({ block: "end" });
  }, [newest]);
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: "medium", timeStyle: "short" });
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1), also when no message holds a link or a button.
    <section tabIndex={0} aria-label={t("view.history")} className="max-h-[60vh] min-h-[16rem] overflow-y-auto pr-1">
      {hasMore && (
        <div className="mb-3 text-center">
          <Button size="xs" variant="secondary" loading={loadingOlder} onClick={onLoadOlder}>
            {t("view.loadOlder")}
          </Button>
        </div>
      )}
      {messages.length === 0 ? (
        <p className="py-8 text-center text-sm text-tremor-content">{t("view.noMessages")}</p>
      ) : null}
      <ol className="space-y-3" aria-live="polite" aria-label={t("title")}>
        {messages.map((message) => {
          const own = message.author.customerId === ownCustomerId;
          return (
            <li
              key={message.seq}
              className={`flex ${own ? "justify-end" : "justify-start"}`}
              data-testid="chat-message"
              data-seq={message.seq}
            >
              <div
                className={`max-w-[85%] rounded-tremor-default px-3 py-2 text-sm ${
                  own
                    ? "bg-indigo-50 text-tremor-content-strong"
                    : "bg-tremor-background-subtle text-tremor-content-strong"
                }`}
              >
                <p className="mb-1 text-xs text-tremor-content">
                  <span className="font-semibold text-tremor-content-emphasis">
                    {own ? t("view.you") : <UserText>{message.author.name}</UserText>}
                  </span>{" "}
                  · <UserText>{message.author.organisationName}</UserText> ·{" "}
                  <time dateTime={new Date(message.createdAt).toISOString()}>
                    {time.format(new Date(message.createdAt))}
                  </time>
                </p>
                <p className="whitespace-pre-line break-words" data-testid="chat-message-body" data-user-content="">
                  {message.body}
                </p>
                {message.files.length > 0 && (
                  <div className="mt-2">
                    <FileList files={message.files} />
                  </div>
                )}
              </div>
            </li>
          );
        })}
        <li ref={end} aria-hidden />
      </ol>
    </section>
  );
}
