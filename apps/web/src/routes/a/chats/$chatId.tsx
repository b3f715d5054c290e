import { createFileRoute, Link } from "@tanstack/react-router";
import { Badge, Button, Card } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AvailabilityNotice, useFormatOpening } from "../../../components/chats/availability";
import { ChatContext } from "../../../components/chats/chat-context";
import { Composer } from "../../../components/chats/composer";
import { MessageList } from "../../../components/chats/message-list";
import { useLiveMessages } from "../../../components/chats/use-live-messages";
import { useMe } from "../../../components/dashboard/use-me";
import { PageHeader } from "../../../components/ui/page-header";
import { ErrorCallout, LoadingBlock } from "../../../components/ui/query-state";
import { allowArea } from "../../../lib/guards";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/chats/$chatId")({
  beforeLoad: ({ context }) => allowArea(context.me, "chats"),
  component: ChatRoute,
});

/** One chat: messages live, the composer, the supplier's availability and the order beside it. */
function ChatRoute() {
  const { chatId } = Route.useParams();
  const { t } = useTranslation("chats");
  const me = useMe();
  const formatOpening = useFormatOpening();
  const chat = trpc.chats.get.useQuery({ chatId }, { refetchInterval: 60_000 });
  const live = useLiveMessages(chatId);
  const [sentAway, setSentAway] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const setStatus = trpc.chats.setStatus.useMutation({
    onSuccess: () => {
      void utils.chats.get.invalidate({ chatId });
      void utils.chats.list.invalidate();
    },
  });

  if (chat.isPending) return <LoadingBlock rows={6} />;
  if (chat.isError) return <ErrorCallout error={chat.error} onRetry={() => void chat.refetch()} />;
  const data = chat.data;
  const receiverName = data.receiver.type === "platform" ? t("start.support") : data.receiver.name;
  const otherParty = me.organisation?.id === data.organisation.id ? receiverName : data.organisation.name;

  return (
    <div>
      <Link to="/a/chats" className="mb-2 inline-block text-sm text-indigo-700 hover:underline">
        ← {t("view.back")}
      </Link>
      <PageHeader
        title={t("view.with", { name: otherParty })}
        description={data.orderNumber ? `${t("context.orderNumber")} ${data.orderNumber}` : undefined}
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="space-y-4">
          {data.availability && (
            <AvailabilityNotice availability={data.availability} own={me.organisation?.id === data.receiver.id} />
          )}
          <Card>
            <div className="mb-3 flex items-center justify-end gap-2">
              <Button
                size="xs"
                variant="secondary"
                loading={setStatus.isPending}
                onClick={() => setStatus.mutate({ chatId, status: data.status === "open" ? "closed" : "open" })}
              >
                {data.status === "open" ? t("view.close") : t("view.reopen")}
              </Button>
              <Badge color={live.live === "live" ? "emerald" : "amber"} size="xs" data-testid="live-status">
                {t(`view.${live.live}`)}
              </Badge>
            </div>
            {live.query.isError ? (
              <ErrorCallout error={live.query.error} onRetry={() => void live.query.refetch()} />
            ) : live.query.isPending ? (
              <LoadingBlock rows={4} />
            ) : (
              <MessageList
                messages={live.messages}
                ownCustomerId={me.customer.id}
                hasMore={live.hasMore}
                loadingOlder={live.loadingOlder}
                onLoadOlder={() => void live.loadOlder()}
              />
            )}
            {sentAway ? (
              <p className="mt-3 text-sm text-amber-700" role="status" data-testid="sent-away">
                {sentAway}
              </p>
            ) : null}
            {data.status === "closed" ? (
              <p className="mt-3 text-sm text-tremor-content" data-testid="chat-closed">
                {t("view.closedNotice")}
              </p>
            ) : null}
            <div className="mt-4">
              <Composer
                chatId={chatId}
                disabled={data.status === "closed"}
                onSent={(message) => {
                  live.add([message]);
                  const away = data.availability && !data.availability.available ? data.availability : null;
                  setSentAway(
                    away?.nextOpening && me.organisation?.id === data.organisation.id
                      ? t("view.sentAway", { when: formatOpening(away.nextOpening, away.timeZone) })
                      : null,
                  );
                }}
              />
            </div>
          </Card>
        </div>
        <ChatContext chat={data} />
      </div>
    </div>
  );
}
