import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { SearchBox } from "../../components/organisations/search-box";
import { ArrivalWindow, HintBadge, useStockListStates } from "../../components/stock-orders/stock-order-parts";
import { ExportButton } from "../../components/ui/export-button";
import { FlagFilter } from "../../components/ui/list-filters";
import { ListScaffold } from "../../components/ui/list-scaffold";
import { PageHeader } from "../../components/ui/page-header";
import { SelectField } from "../../components/ui/select-field";
import { UserText } from "../../components/ui/user-text";
import { allowArea } from "../../lib/guards";
import { listSearch } from "../../lib/list-search";
import { PAGE_SIZE, stocksSearchSchema } from "../../lib/search";
import { type RouterOutputs, trpc } from "../../lib/trpc";

export const Route = createFileRoute("/a/stocks")({
  validateSearch: (search) => stocksSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "stocks"),
  component: StocksRoute,
});

type StockRow = RouterOutputs["stocks"]["list"]["items"][number];

/** Every variant the merchant holds or has on its way, per location, with sales and the stock hint (spec §9). */
function StocksRoute() {
  const { t, i18n } = useTranslation("stocks");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const page = search.page ?? 1;
  const filters = { search: search.search, locationId: search.locationId, belowHint: search.belowHint };
  const list = trpc.stocks.list.useQuery(
    { ...filters, page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const locations = trpc.locations.list.useQuery({ pageSize: 100 });
  const { setFilter, setPage } = listSearch<typeof search>(navigate);
  const states = useStockListStates();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });

  return (
    <div>
      <PageHeader
        title={t("title")}
        description={t("intro")}
        actions={
          <ExportButton
            path="/store/stock-export"
            filters={filters}
            fileName="stocks.csv"
            label={t("export")}
            failedLabel={t("exportFailed")}
          />
        }
      />
      <ListScaffold
        label={t("title")}
        query={list}
        {...states}
        onPage={setPage}
        rowKey={(row) => `${row.variant.id}:${row.location.id}`}
        rowTestId="stock-row"
        scrollRegion
        filters={
          <>
            <SearchBox
              label={t("filters.search")}
              placeholder={t("filters.searchPlaceholder")}
              value={search.search}
              onSearch={(value) => setFilter({ search: value })}
            />
            <SelectField
              label={t("filters.location")}
              value={search.locationId ?? ""}
              placeholder={t("filters.allLocations")}
              onChange={(event) => setFilter({ locationId: event.target.value || undefined })}
              options={(locations.data?.items ?? []).map((location) => ({ value: location.id, label: location.name }))}
              className="md:w-56"
            />
            <FlagFilter
              label={t("filters.belowHint")}
              checked={search.belowHint}
              onChange={(belowHint) => setFilter({ belowHint })}
              className="pb-2"
            />
          </>
        }
        notice={
          list.data && (
            <p className="mb-3 text-sm text-tremor-content">{t("hint.explain", { days: list.data.hintDays })}</p>
          )
        }
        columns={[
          {
            header: t("columns.product"),
            wrap: true,
            cell: (row: StockRow) => (
              <>
                <UserText className="font-medium text-tremor-content-strong">{row.variant.productTitle}</UserText>
                <UserText className="block text-xs text-tremor-content">
                  {row.variant.title}
                  {row.variant.sku ? ` · ${row.variant.sku}` : ""}
                </UserText>
              </>
            ),
          },
          { header: t("columns.location"), wrap: true, value: "user", cell: (row: StockRow) => row.location.name },
          {
            header: t("columns.onHand"),
            headerClassName: "text-right",
            className: "text-right",
            testId: "stock-on-hand",
            cell: (row: StockRow) => row.onHand,
          },
          {
            header: t("columns.reserved"),
            headerClassName: "text-right",
            className: "text-right",
            cell: (row: StockRow) => row.reserved,
          },
          {
            header: t("columns.available"),
            headerClassName: "text-right",
            className: "text-right",
            testId: "stock-available",
            cell: (row: StockRow) => row.available,
          },
          {
            header: t("columns.arriving"),
            headerClassName: "text-right",
            className: "text-right",
            testId: "stock-arriving",
            cell: (row: StockRow) => (
              <>
                {row.arriving}
                {row.arriving > 0 && (
                  <span className="block text-xs text-tremor-content">
                    <ArrivalWindow window={row.expectedArrival} />
                  </span>
                )}
              </>
            ),
          },
          {
            header: t("columns.salesPerDay"),
            headerClassName: "text-right",
            className: "text-right",
            cell: (row: StockRow) => number.format(row.salesPerDay),
          },
          { header: t("columns.hint"), cell: (row: StockRow) => <HintBadge hint={row.hint} /> },
        ]}
      />
    </div>
  );
}
