import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Badge, Button, Card } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AddStockDialog } from "../../../components/locations/add-stock-dialog";
import { AdjustStockDialog, type StockToAdjust } from "../../../components/locations/adjust-stock-dialog";
import { LocationStatusBadge, LocationTypeBadge } from "../../../components/locations/location-badges";
import { LocationFormDialog } from "../../../components/locations/location-form-dialog";
import { SearchBox } from "../../../components/organisations/search-box";
import { AreaError } from "../../../components/ui/area-error";
import { ListScaffold } from "../../../components/ui/list-scaffold";
import { PageHeader, SectionHeader } from "../../../components/ui/page-header";
import { ErrorCallout, LoadingBlock } from "../../../components/ui/query-state";
import { UserText } from "../../../components/ui/user-text";
import { countryName } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { listSearch } from "../../../lib/list-search";
import { locationSearchSchema, PAGE_SIZE } from "../../../lib/search";
import { pathId } from "../../../lib/search-params";
import { type RouterOutputs, trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/locations/$locationId")({
  params: { parse: (params) => ({ locationId: pathId(params.locationId, "locationId") }) },
  validateSearch: (search) => locationSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "locations"),
  errorComponent: AreaError,
  component: LocationDetailRoute,
});

/** A location: its address, type and status, and the stocks there per variant (on hand, reserved, available). */

type Stock = RouterOutputs["locations"]["get"]["stocks"]["items"][number];

function LocationDetailRoute() {
  const { t, i18n } = useTranslation("locations");
  const { locationId } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { setFilter, setPage } = listSearch<typeof search>(navigate);
  const { me } = Route.useRouteContext();
  const page = search.page ?? 1;
  const [adjusting, setAdjusting] = useState<StockToAdjust | null>(null);
  const [editing, setEditing] = useState(false);
  const [addingStock, setAddingStock] = useState(false);
  const detail = trpc.locations.get.useQuery(
    { locationId, search: search.search, page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const number = new Intl.NumberFormat(i18n.language);

  const back = (
    <Link to="/a/locations" className="inline-block text-sm font-medium text-indigo-700 hover:underline">
      ← {t("detail.back")}
    </Link>
  );
  if (detail.isPending) return <LoadingBlock rows={6} />;
  if (detail.isError || !detail.data) {
    return (
      <div className="space-y-6">
        {back}
        <ErrorCallout error={detail.error} onRetry={() => void detail.refetch()} />
      </div>
    );
  }
  const { location, totals } = detail.data;
  const address = [
    location.address1,
    location.address2,
    [location.postalCode, location.city].filter(Boolean).join(" "),
    countryName(location.countryCode, i18n.language),
  ].filter(Boolean);
  const showOrganisation = me.role === "support";

  return (
    <div className="space-y-6">
      {back}
      <PageHeader
        title={<UserText>{location.name}</UserText>}
        actions={
          <>
            <LocationTypeBadge type={location.type} />
            <LocationStatusBadge status={location.status} />
            {location.platform ? (
              <Badge color="blue">{t("list.platform")}</Badge>
            ) : (
              <Badge color="gray">{location.organisation?.name ?? t("list.own")}</Badge>
            )}
            {me.role === "support" && (
              <Button variant="secondary" onClick={() => setEditing(true)}>
                {t("form.edit")}
              </Button>
            )}
          </>
        }
      />
      <Card>
        <dl className="grid gap-4 text-sm sm:grid-cols-3">
          <div>
            <dt className="font-medium text-tremor-content-emphasis">{t("detail.address")}</dt>
            <dd className="mt-1 text-tremor-content" data-testid="location-address" data-user-content="">
              {address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </dd>
          </div>
          {location.phone && (
            <div>
              <dt className="font-medium text-tremor-content-emphasis">{t("detail.phone")}</dt>
              <dd className="mt-1 text-tremor-content">{location.phone}</dd>
            </div>
          )}
        </dl>
      </Card>
      <Card>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <SectionHeader title={t("detail.stocks")} description={t("detail.stocksDescription")} />
          {me.role === "support" && (
            <Button variant="secondary" onClick={() => setAddingStock(true)}>
              {t("addStock.action")}
            </Button>
          )}
        </div>
        <p className="mb-4 text-sm font-medium text-tremor-content-strong" data-testid="stock-totals">
          {t("detail.totals", {
            onHand: number.format(totals.onHand),
            reserved: number.format(totals.reserved),
            available: number.format(totals.available),
          })}
        </p>
        <ListScaffold
          card={false}
          label={t("detail.stocks")}
          query={{ ...detail, data: detail.data.stocks }}
          empty={t("detail.noStock")}
          onPage={setPage}
          rowKey={(stock) => `${stock.organisation.id}:${stock.variantId}`}
          rowTestId="stock-row"
          scrollRegion={!showOrganisation}
          filtersClassName="mb-4 md:w-80"
          filters={
            <SearchBox
              label={t("list.search")}
              placeholder={t("detail.searchPlaceholder")}
              value={search.search}
              onSearch={(value) => setFilter({ search: value })}
            />
          }
          columns={[
            {
              header: t("detail.product"),
              className: "font-medium text-tremor-content-strong",
              value: "user",
              cell: (stock) => stock.productTitle,
            },
            { header: t("detail.variant"), value: "user", cell: (stock) => stock.variantTitle },
            {
              header: t("detail.sku"),
              className: "font-mono text-xs",
              value: "user",
              cell: (stock) => stock.sku ?? "–",
            },
            ...(showOrganisation
              ? [
                  {
                    header: t("detail.organisation"),
                    value: "user" as const,
                    cell: (stock: Stock) => stock.organisation.name,
                  },
                ]
              : []),
            {
              header: t("detail.onHand"),
              headerClassName: "text-right",
              className: "text-right tabular-nums",
              cell: (stock) => number.format(stock.onHand),
            },
            {
              header: t("detail.reserved"),
              headerClassName: "text-right",
              className: "text-right tabular-nums",
              cell: (stock) => number.format(stock.reserved),
            },
            {
              header: t("detail.available"),
              headerClassName: "text-right",
              className: "text-right font-medium tabular-nums",
              cell: (stock) => (
                <span className={stock.available === 0 ? "text-rose-600" : "text-tremor-content-strong"}>
                  {number.format(stock.available)}
                </span>
              ),
            },
            ...(showOrganisation
              ? [
                  {
                    header: t("adjust.action"),
                    actions: true,
                    hideHeader: true,
                    className: "text-right",
                    cell: (stock: Stock) => (
                      <Button size="xs" variant="secondary" onClick={() => setAdjusting(stock)}>
                        {t("adjust.action")}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      {editing && <LocationFormDialog location={location} onClose={() => setEditing(false)} />}
      {addingStock && <AddStockDialog locationId={location.id} onClose={() => setAddingStock(false)} />}
      {adjusting && <AdjustStockDialog locationId={location.id} stock={adjusting} onClose={() => setAdjusting(null)} />}
    </div>
  );
}
