import { CHAT_STATUSES, CLAIM_TYPES, chatClaimFilterApplies, chatTabsFor, type Role } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Badge } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { UnreadBadge } from "../../../components/chats/chat-parts";
import { useMe } from "../../../components/dashboard/use-me";
import { SearchBox } from "../../../components/organisations/search-box";
import { EnumFilter } from "../../../components/ui/enum-filter";
import { FlagFilter } from "../../../components/ui/list-filters";
import { ListScaffold } from "../../../components/ui/list-scaffold";
import { PageHeader } from "../../../components/ui/page-header";
import { UserText } from "../../../components/ui/user-text";
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

/** Each role's own words above its chats (the merchant's text speaks of "your orders"). */
const INTRO: Partial<Record<Role, string>> = {
  support: "chats:introSupport",
  supplier: "chats:introSupplier",
  service_provider: "chats:introProvider",
};

/**
 * Chats overview (spec §2): one tab per subject kind the role takes part in (the first opens),
 * filters by order number and claim type (order chats; claims only where they apply to the role)
 * and status in the URL.
 */
function ChatsRoute() {
  const { t } = useTranslation(["chats", "claims"]);
  const formatDate = useFormatDate();
  const me = useMe();
  const tabs = chatTabsFor(me.role);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const tab = search.tab && tabs.includes(search.tab) ? search.tab : (tabs[0] ?? "order");
  const orderFilters = tab === "order";
  const claimFilter = orderFilters && chatClaimFilterApplies(me.role);
  const page = search.page ?? 1;
  const orderNumber = orderFilters ? search.orderNumber : undefined;
  const claimType = claimFilter ? search.claimType : undefined;
  const filtered = Boolean(orderNumber || claimType || search.status || search.waiting);
  const list = trpc.chats.list.useQuery(
    {
      subjectType: tab,
      orderNumber,
      claimType,
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
      <PageHeader title={t("chats:title")} description={t((me.role && INTRO[me.role]) || "chats:intro")} />
      <div role="tablist" aria-label={t("chats:title")} className="mb-4 flex flex-wrap gap-2">
        {tabs.map((kind) => (
          <button
            key={kind}
            type="button"
            role="tab"
            aria-selected={tab === kind}
            // The order filters mean nothing on the other tabs: they go with the order tab.
            onClick={() =>
              setFilter({
                tab: kind === tabs[0] ? undefined : kind,
                ...(kind === "order" ? {} : { orderNumber: undefined, claimType: undefined }),
              })
            }
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
            {orderFilters && (
              <SearchBox
                label={t("chats:filters.orderNumber")}
                placeholder={t("chats:filters.orderNumberPlaceholder")}
                value={orderNumber}
                onSearch={(value) => setFilter({ orderNumber: value })}
              />
            )}
            {claimFilter && (
              <EnumFilter
                label={t("chats:filters.claimType")}
                value={claimType}
                values={CLAIM_TYPES}
                allLabel={t("chats:filters.all")}
                labelOf={(type) => t(`claims:type.${type}`)}
                onChange={(value) => setFilter({ claimType: value })}
                className="md:w-48"
              />
            )}
            <EnumFilter
              label={t("chats:filters.status")}
              value={search.status}
              values={CHAT_STATUSES}
              allLabel={t("chats:filters.all")}
              labelOf={(status) => t(`chats:status.${status}`)}
              onChange={(status) => setFilter({ status })}
              className="md:w-40"
            />
            <FlagFilter
              label={t("chats:filters.waiting")}
              checked={search.waiting}
              onChange={(waiting) => setFilter({ waiting })}
              className="flex items-end"
            />
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
                <UserText className="block max-w-[14rem] truncate text-xs font-normal text-tremor-content">
                  {chat.title ?? "—"}
                </UserText>
              </>
            ),
          },
          {
            header: t("chats:columns.organisationShop"),
            cell: (chat: Chat) => (
              <>
                <UserText className="block">{chat.organisation.name}</UserText>
                <UserText className="block text-xs text-tremor-content" data-testid="chat-shop">
                  {chat.shopName ?? "—"}
                </UserText>
              </>
            ),
          },
          {
            header: t("chats:columns.receiver"),
            cell: (chat: Chat) =>
              chat.receiver.type === "platform" ? t("chats:start.support") : <UserText>{chat.receiver.name}</UserText>,
          },
          ...(claimFilter
            ? [
                {
                  header: t("chats:columns.claim"),
                  cell: (chat: Chat) => (chat.claim ? t(`claims:type.${chat.claim.type}`) : t("chats:noClaim")),
                },
              ]
            : []),
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
                <UserText className="block max-w-[12rem] truncate text-xs text-tremor-content">
                  {chat.lastMessage}
                </UserText>
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
