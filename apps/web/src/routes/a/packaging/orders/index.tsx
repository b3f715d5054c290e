import { PACKAGING_ORDER_STATUSES } from "@platform/domain";
import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { SearchBox } from "../../../../components/organisations/search-box";
import { PackagingOrderStatusBadge } from "../../../../components/packaging/badges";
import { EnumFilter } from "../../../../components/ui/enum-filter";
import { LinkButton } from "../../../../components/ui/link-button";
import { ListScaffold } from "../../../../components/ui/list-scaffold";
import { PageHeader } from "../../../../components/ui/page-header";
import { useFormatDate, useFormatMoney } from "../../../../lib/format";
import { allowArea } from "../../../../lib/guards";
import { listSearch } from "../../../../lib/list-search";
import { packagingOrdersSearchSchema } from "../../../../lib/packaging-search";
import { PAGE_SIZE } from "../../../../lib/search";
import { type RouterOutputs, trpc } from "../../../../lib/trpc";

export const Route = createFileRoute("/a/packaging/orders/")({
  validateSearch: (search) => packagingOrdersSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "packagingUi"),
  component: PackagingOrdersRoute,
});

type PackagingOrder = RouterOutputs["packaging"]["orders"]["items"][number];

/** Packaging orders: the merchant's own, the producer's assigned ones, every one for support. */
function PackagingOrdersRoute() {
  const { t } = useTranslation("packaging");
  const money = useFormatMoney();
  const date = useFormatDate();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { me } = Route.useRouteContext();
  const list = trpc.packaging.orders.useQuery(
    { search: search.search, status: search.status, page: search.page ?? 1, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const { setFilter, setPage } = listSearch<typeof search>(navigate);
  return (
    <div>
      <PageHeader
        title={t("orders.title")}
        description={t(
          me.role === "support"
            ? "orders.descriptionSupport"
            : me.role === "supplier"
              ? "orders.descriptionSupplier"
              : "orders.description",
        )}
        actions={
          me.role === "customer" ? <LinkButton to="/a/packaging/orders/new">{t("orders.new")}</LinkButton> : undefined
        }
      />
      <ListScaffold
        label={t("orders.title")}
        query={list}
        loadingRows={5}
        empty={t("orders.empty")}
        onPage={setPage}
        rowKey={(o) => o.id}
        rowTestId="packaging-order-row"
        filters={
          <>
            <SearchBox
              label={t("orders.search")}
              placeholder={t("orders.searchPlaceholder")}
              value={search.search}
              onSearch={(value) => setFilter({ search: value })}
            />
            <EnumFilter
              label={t("orders.status")}
              value={search.status}
              values={PACKAGING_ORDER_STATUSES}
              allLabel={t("list.all")}
              labelOf={(status) => t(`orderStatus.${status}`)}
              onChange={(status) => setFilter({ status })}
              className="md:w-48"
            />
          </>
        }
        columns={[
          {
            header: t("fields.number"),
            cell: (o: PackagingOrder) => (
              <>
                <Link
                  to="/a/packaging/orders/$packagingOrderId"
                  params={{ packagingOrderId: o.id }}
                  className="font-medium text-indigo-700 hover:underline"
                >
                  {o.number}
                </Link>
                <span className="block text-xs text-tremor-content">{t(`orderKind.${o.kind}`)}</span>
              </>
            ),
          },
          { header: t("fields.status"), cell: (o: PackagingOrder) => <PackagingOrderStatusBadge status={o.status} /> },
          {
            header: t("fields.name"),
            value: "user",
            cell: (o: PackagingOrder) => (
              <>
                {o.packaging.name}
                <span className="block text-xs text-tremor-content">{o.packaging.size}</span>
              </>
            ),
          },
          { header: t("fields.quantity"), cell: (o: PackagingOrder) => o.quantity },
          { header: t("fields.location"), value: "user", cell: (o: PackagingOrder) => o.location.name },
          { header: t("fields.total"), value: "money", cell: (o: PackagingOrder) => money(o.total, o.currencyCode) },
          { header: t("fields.paymentStatus"), cell: (o: PackagingOrder) => t(`paymentStatus.${o.paymentStatus}`) },
          { header: t("fields.createdAt"), cell: (o: PackagingOrder) => date(o.createdAt) },
        ]}
      />
    </div>
  );
}
