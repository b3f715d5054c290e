import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Button, Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { NotificationEntry } from "../../components/notifications/notification-entry";
import { useMarkAllRead, useMarkRead } from "../../components/notifications/use-notifications";
import { PageHeader } from "../../components/ui/page-header";
import { PagedResults } from "../../components/ui/query-state";
import { allowArea } from "../../lib/guards";
import { notificationsSearchSchema } from "../../lib/search";
import { errorKey, trpc } from "../../lib/trpc";

export const Route = createFileRoute("/a/notifications")({
  validateSearch: (search) => notificationsSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "notifications"),
  component: NotificationsRoute,
});

const PAGE_SIZE = 20;

/** All of the user's notifications, newest first, in pages; the bell shows the newest few. */
function NotificationsRoute() {
  const { t } = useTranslation("notifications");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const unreadOnly = search.unreadOnly ?? false;
  const list = trpc.notifications.list.useQuery(
    { page: search.page ?? 1, pageSize: PAGE_SIZE, unreadOnly },
    { placeholderData: keepPreviousData },
  );
  const unread = trpc.notifications.unreadCount.useQuery(undefined, { staleTime: 30_000 });
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  return (
    <div>
      <PageHeader
        title={t("page.title")}
        description={t("page.subtitle")}
        actions={
          <Button
            variant="secondary"
            disabled={!unread.data || markAll.isPending}
            onClick={() => markAll.mutate(undefined, { onError: (error) => toast.error(t(errorKey(error))) })}
          >
            {t("panel.markAllRead")}
          </Button>
        }
      />
      <Card>
        <label className="mb-4 flex items-center gap-2 text-sm text-tremor-content-emphasis">
          <input
            type="checkbox"
            className="h-4 w-4 rounded border-tremor-border"
            checked={unreadOnly}
            onChange={(event) =>
              void navigate({ search: { unreadOnly: event.target.checked || undefined, page: undefined } })
            }
          />
          {t("page.unreadOnly")}
        </label>
        <PagedResults
          query={list}
          empty={t("panel.empty")}
          onPage={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
        >
          {(items) => (
            <ul aria-label={t("page.listLabel")} className="divide-y divide-tremor-border">
              {items.map((item) => (
                <li key={item.id} className="py-1">
                  <NotificationEntry item={item} onOpen={markRead} />
                </li>
              ))}
            </ul>
          )}
        </PagedResults>
      </Card>
    </div>
  );
}
