import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Button, Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { SearchBox } from "../../components/organisations/search-box";
import { ArrivalWindow, HintBadge, StockQueryState } from "../../components/stock-orders/stock-order-parts";
import { CheckboxField } from "../../components/ui/checkbox-field";
import { PageHeader } from "../../components/ui/page-header";
import { Pagination } from "../../components/ui/pagination";
import { SelectField } from "../../components/ui/select-field";
import { TABLE_WRAPPER } from "../../components/ui/table";
import { downloadFile } from "../../lib/downloads";
import { allowArea } from "../../lib/guards";
import { listSearch } from "../../lib/list-search";
import { PAGE_SIZE, stocksSearchSchema } from "../../lib/search";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

export const Route = createFileRoute("/a/stocks")({
  validateSearch: (search) => stocksSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "stocks"),
  component: StocksRoute,
});

/** Every variant the merchant holds or has on its way, per location, with sales and the stock hint (spec §9). */
function StocksRoute() {
  const { t, i18n } = useTranslation("stocks");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const page = search.page ?? 1;
  const [exporting, setExporting] = useState(false);
  const filters = { search: search.search, locationId: search.locationId, belowHint: search.belowHint };
  const list = trpc.stocks.list.useQuery(
    { ...filters, page, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  const locations = trpc.locations.list.useQuery({ pageSize: 100 });
  const { setFilter, setPage } = listSearch<typeof search>(navigate);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });

  async function exportCsv() {
    setExporting(true);
    const query = new URLSearchParams(
      Object.entries(filters)
        .filter((entry): entry is [string, string | boolean] => entry[1] !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    const ok = await downloadFile(`/store/stock-export?${query}`, "stocks.csv");
    setExporting(false);
    if (!ok) toast.error(t("exportFailed"));
  }

  return (
    <div>
      <PageHeader
        title={t("title")}
        description={t("intro")}
        actions={
          <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting}>
            {t("export")}
          </Button>
        }
      />
      <Card>
        <div className="mb-4 flex flex-col gap-3 md:flex-row md:items-end">
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
          <div className="pb-2">
            <CheckboxField
              label={t("filters.belowHint")}
              checked={search.belowHint === true}
              onChange={(event) => setFilter({ belowHint: event.target.checked ? true : undefined })}
            />
          </div>
        </div>
        {list.data && (
          <p className="mb-3 text-sm text-tremor-content">{t("hint.explain", { days: list.data.hintDays })}</p>
        )}
        <StockQueryState query={list} isEmpty={(data) => data.items.length === 0}>
          {(data) => (
            <div className={list.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
              {/* A wide table scrolls sideways; the region takes focus so the keyboard can scroll it. */}
              {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1). */}
              <section tabIndex={0} aria-label={t("title")} className={TABLE_WRAPPER}>
                <Table className="overflow-visible">
                  <TableHead>
                    <TableRow>
                      <TableHeaderCell>{t("columns.product")}</TableHeaderCell>
                      <TableHeaderCell>{t("columns.location")}</TableHeaderCell>
                      <TableHeaderCell className="text-right">{t("columns.onHand")}</TableHeaderCell>
                      <TableHeaderCell className="text-right">{t("columns.reserved")}</TableHeaderCell>
                      <TableHeaderCell className="text-right">{t("columns.available")}</TableHeaderCell>
                      <TableHeaderCell className="text-right">{t("columns.arriving")}</TableHeaderCell>
                      <TableHeaderCell className="text-right">{t("columns.salesPerDay")}</TableHeaderCell>
                      <TableHeaderCell>{t("columns.hint")}</TableHeaderCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {data.items.map((row) => (
                      <TableRow key={`${row.variant.id}:${row.location.id}`} data-testid="stock-row">
                        <TableCell>
                          <span className="font-medium text-tremor-content-strong">{row.variant.productTitle}</span>
                          <span className="block text-xs text-tremor-content">
                            {row.variant.title}
                            {row.variant.sku ? ` · ${row.variant.sku}` : ""}
                          </span>
                        </TableCell>
                        <TableCell>{row.location.name}</TableCell>
                        <TableCell className="text-right" data-testid="stock-on-hand">
                          {row.onHand}
                        </TableCell>
                        <TableCell className="text-right">{row.reserved}</TableCell>
                        <TableCell className="text-right" data-testid="stock-available">
                          {row.available}
                        </TableCell>
                        <TableCell className="text-right" data-testid="stock-arriving">
                          {row.arriving}
                          {row.arriving > 0 && (
                            <span className="block text-xs text-tremor-content">
                              <ArrivalWindow window={row.expectedArrival} />
                            </span>
                          )}
                        </TableCell>
                        <TableCell className="text-right">{number.format(row.salesPerDay)}</TableCell>
                        <TableCell>
                          <HintBadge hint={row.hint} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </section>
              <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
            </div>
          )}
        </StockQueryState>
      </Card>
    </div>
  );
}
