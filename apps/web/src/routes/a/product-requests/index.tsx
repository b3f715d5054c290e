import { productRequestStatusesFor, requestStatusKey } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { FormField } from "../../../components/form-field";
import { SearchBox } from "../../../components/organisations/search-box";
import { RequestStatusBadge } from "../../../components/products/request-status-badge";
import { EnumFilter } from "../../../components/ui/enum-filter";
import { ListScaffold } from "../../../components/ui/list-scaffold";
import { PageHeader } from "../../../components/ui/page-header";
import { SelectField } from "../../../components/ui/select-field";
import { LINK_BUTTON } from "../../../components/ui/table";
import { UserText } from "../../../components/ui/user-text";
import { useFormatDate } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { listSearch } from "../../../lib/list-search";
import { PAGE_SIZE, productRequestsSearchSchema } from "../../../lib/search";
import { type RouterOutputs, trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/product-requests/")({
  validateSearch: (search) => productRequestsSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "productRequests"),
  component: ProductRequestsRoute,
});

type ProductRequest = RouterOutputs["productRequests"]["list"]["items"][number];

/** Product requests: the merchant's own, a producer's assigned ones, or (support) all. */
function ProductRequestsRoute() {
  const { t } = useTranslation("products");
  const formatDate = useFormatDate();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { me } = Route.useRouteContext();
  const isMerchant = me.role === "customer";
  const page = search.page ?? 1;
  const list = trpc.productRequests.list.useQuery(
    { ...search, page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const shops = trpc.shops.list.useQuery(undefined, { enabled: isMerchant });
  const { setFilter, setPage } = listSearch<typeof search>(navigate);
  const subtitle =
    me.role === "support"
      ? t("requests.subtitleSupport")
      : me.role === "supplier"
        ? t("requests.subtitleSupplier")
        : t("requests.subtitle");

  return (
    <div>
      <PageHeader
        title={t("requests.title")}
        description={subtitle}
        actions={
          isMerchant ? (
            <Link to="/a/product-requests/new" className={LINK_BUTTON}>
              {t("requests.new")}
            </Link>
          ) : null
        }
      />
      <ListScaffold
        label={t("requests.title")}
        query={list}
        empty={t("requests.empty")}
        onPage={setPage}
        rowKey={(request) => request.id}
        rowTestId="request-row"
        filtersLabel={t("requests.search")}
        filtersClassName="mb-4 grid gap-3 md:grid-cols-3 xl:grid-cols-5"
        filters={
          <>
            <SearchBox
              label={t("requests.search")}
              value={search.search}
              onSearch={(value) => setFilter({ search: value })}
            />
            <EnumFilter
              label={t("requests.status")}
              value={search.status}
              values={productRequestStatusesFor(me.role)}
              allLabel={t("requests.allStatuses")}
              labelOf={(status) => t(`status.${requestStatusKey(status)}`)}
              onChange={(status) => setFilter({ status })}
            />
            {isMerchant && (
              <SelectField
                label={t("requests.shop")}
                value={search.shopId ?? ""}
                placeholder={t("requests.allShops")}
                onChange={(e) => setFilter({ shopId: e.target.value || undefined })}
                options={(shops.data?.items ?? []).map((shop) => ({ value: shop.id, label: shop.name }))}
              />
            )}
            <FormField
              label={t("requests.from")}
              type="date"
              value={search.from ?? ""}
              max={search.to}
              onChange={(e) => setFilter({ from: e.target.value || undefined })}
            />
            <FormField
              label={t("requests.to")}
              type="date"
              value={search.to ?? ""}
              min={search.from}
              onChange={(e) => setFilter({ to: e.target.value || undefined })}
            />
          </>
        }
        columns={[
          {
            header: t("requests.product"),
            className: "font-medium text-tremor-content-strong",
            cell: (request: ProductRequest) => (
              <Link
                to="/a/product-requests/$requestId"
                params={{ requestId: request.id }}
                className="text-indigo-700 hover:underline"
              >
                <UserText>{request.productName}</UserText>
              </Link>
            ),
          },
          ...(isMerchant
            ? []
            : [
                {
                  header: t("requests.organisation"),
                  value: "user" as const,
                  cell: (request: ProductRequest) => request.organisation.name,
                },
              ]),
          { header: t("requests.shop"), value: "user", cell: (request: ProductRequest) => request.shop.name },
          {
            header: t("requests.producer"),
            value: "user",
            cell: (request: ProductRequest) => request.producer?.name ?? request.producerName,
          },
          {
            header: t("requests.status"),
            cell: (request: ProductRequest) => <RequestStatusBadge status={request.status} />,
          },
          { header: t("requests.created"), cell: (request: ProductRequest) => formatDate(request.createdAt) },
        ]}
      />
    </div>
  );
}
