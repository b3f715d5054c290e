import { CHAT_STATUSES, CHAT_SUBJECT_TYPES, CLAIM_TYPES } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Badge } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { UnreadBadge } from "../../../components/chats/chat-parts";
import { SearchBox } from "../../../components/organisations/search-box";
import { CheckboxField } from "../../../components/ui/checkbox-field";
import { EnumFilter } from "../../../components/ui/enum-filter";
import { ListScaffold } from "../../../components/ui/list-scaffold";
import { PageHeader } from "../../../components/ui/page-header";
import { useFormatDate } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { listSearch } from "../../../lib/list-search";
import { chatsSearchSchema, PAGE_SIZE } from "../../../lib/search";
import { type RouterOutputs, trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/chats/")({
  validateSearch: (search) => chatsSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "chats"),
  component: ChatsRoute,
});

type Chat = RouterOutputs["chats"]["list"]["items"][number];

/** Chats overview (spec §2): one tab per subject kind, filters by order number, claim type and status in the URL. */
function ChatsRoute() {
  const { t } = useTranslation(["chats", "claims"]);
  const formatDate = useFormatDate();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const tab = search.tab ?? "order";
  const page = search.page ?? 1;
  const filtered = Boolean(search.orderNumber || search.claimType || search.status || search.waiting);
  const list = trpc.chats.list.useQuery(
    {
      subjectType: tab,
      orderNumber: search.orderNumber,
      claimType: search.claimType,
      status: search.status,
      waiting: search.waiting,
      page,
      pageSize: PAGE_SIZE,
    },
    { placeholderData: keepPreviousData, refetchInterval: 30_000 },
  );
  const { setFilter, setPage } = listSearch<typeof search>(navigate);

  return (
    <div>
      <PageHeader title={t("chats:title")} description={t("chats:intro")} />
      <div role="tablist" aria-label={t("chats:title")} className="mb-4 flex flex-wrap gap-2">
        {CHAT_SUBJECT_TYPES.map((kind) => (
          <button
            key={kind}
            type="button"
            role="tab"
            aria-selected={tab === kind}
            onClick={() => setFilter({ tab: kind === "order" ? undefined : kind })}
            className={`rounded-tremor-default px-3 py-1.5 text-sm font-medium ${
              tab === kind
                ? "bg-indigo-600 text-white"
                : "border border-tremor-border bg-white text-tremor-content-emphasis hover:bg-tremor-background-subtle"
            }`}
          >
            {t(`chats:tabs.${kind}`)}
          </button>
        ))}
      </div>
      <ListScaffold
        label={t("chats:title")}
        query={list}
        loadingRows={5}
        empty={filtered ? t("chats:emptyFiltered") : t("chats:empty")}
        onPage={setPage}
        rowKey={(chat) => chat.id}
        rowTestId="chat-row"
        filters={
          <>
            <SearchBox
              label={t("chats:filters.orderNumber")}
              placeholder={t("chats:filters.orderNumberPlaceholder")}
              value={search.orderNumber}
              onSearch={(value) => setFilter({ orderNumber: value })}
            />
            <EnumFilter
              label={t("chats:filters.claimType")}
              value={search.claimType}
              values={CLAIM_TYPES}
              allLabel={t("chats:filters.all")}
              labelOf={(type) => t(`claims:type.${type}`)}
              onChange={(claimType) => setFilter({ claimType })}
              className="md:w-48"
            />
            <EnumFilter
              label={t("chats:filters.status")}
              value={search.status}
              values={CHAT_STATUSES}
              allLabel={t("chats:filters.all")}
              labelOf={(status) => t(`chats:status.${status}`)}
              onChange={(status) => setFilter({ status })}
              className="md:w-40"
            />
            <div className="flex items-end">
              <CheckboxField
                label={t("chats:filters.waiting")}
                checked={search.waiting === true}
                onChange={(event) => setFilter({ waiting: event.target.checked ? true : undefined })}
              />
            </div>
          </>
        }
        columns={[
          {
            header: t("chats:columns.subjectProduct"),
            className: "font-medium text-tremor-content-strong",
            cell: (chat: Chat) => (
              <>
                <Link
                  to="/a/chats/$chatId"
                  params={{ chatId: chat.id }}
                  className="text-indigo-700 underline-offset-2 hover:underline"
                >
                  {chat.orderNumber ?? t(`chats:tabs.${chat.subjectType}`)}
                </Link>
                <span className="block max-w-[14rem] truncate text-xs font-normal text-tremor-content">
                  {chat.title ?? "—"}
                </span>
              </>
            ),
          },
          {
            header: t("chats:columns.organisationShop"),
            cell: (chat: Chat) => (
              <>
                <span className="block">{chat.organisation.name}</span>
                <span className="block text-xs text-tremor-content" data-testid="chat-shop">
                  {chat.shopName ?? "—"}
                </span>
              </>
            ),
          },
          {
            header: t("chats:columns.receiver"),
            cell: (chat: Chat) => (chat.receiver.type === "platform" ? t("chats:start.support") : chat.receiver.name),
          },
          {
            header: t("chats:columns.claim"),
            cell: (chat: Chat) => (chat.claim ? t(`claims:type.${chat.claim.type}`) : t("chats:noClaim")),
          },
          {
            header: t("chats:columns.status"),
            cell: (chat: Chat) => (
              <Badge color={chat.status === "open" ? "emerald" : "gray"} size="xs">
                {t(`chats:status.${chat.status}`)}
              </Badge>
            ),
          },
          { header: t("chats:columns.created"), cell: (chat: Chat) => formatDate(chat.createdAt) },
          {
            header: t("chats:columns.lastMessage"),
            cell: (chat: Chat) => (
              <>
                <span className="block">{formatDate(chat.lastMessageAt)}</span>
                <span className="block max-w-[16rem] truncate text-xs text-tremor-content">{chat.lastMessage}</span>
              </>
            ),
          },
          {
            header: t("chats:columns.unread"),
            cell: (chat: Chat) => <UnreadBadge count={chat.unread} testId="chat-unread" />,
          },
        ]}
      />
    </div>
  );
}
