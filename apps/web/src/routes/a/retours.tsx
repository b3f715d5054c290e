import { keepPreviousData } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Button } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormField } from "../../components/form-field";
import { SearchBox } from "../../components/organisations/search-box";
import { RecordRetourDialog } from "../../components/retours/record-retour-dialog";
import { ExportButton } from "../../components/ui/export-button";
import { ListScaffold } from "../../components/ui/list-scaffold";
import { PageHeader } from "../../components/ui/page-header";
import { SelectField } from "../../components/ui/select-field";
import { UserText } from "../../components/ui/user-text";
import { useFormatDate } from "../../lib/format";
import { allowArea } from "../../lib/guards";
import { listSearch } from "../../lib/list-search";
import { PAGE_SIZE, type RetoursSearch, retoursSearchSchema } from "../../lib/search";
import { type RouterOutputs, trpc } from "../../lib/trpc";

/** The URL's filters as the server takes them (the list and the CSV export alike). */
function retourFilters(search: RetoursSearch) {
  return { search: search.search, shopId: search.shopId, createdFrom: search.from, createdTo: search.to };
}

export const Route = createFileRoute("/a/retours")({
  validateSearch: (search) => retoursSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "retours"),
  loaderDeps: ({ search }) => search,
  // The first page of the list and the shop filter arrive with the screen.
  loader: async ({ context, deps }) => {
    await Promise.all([
      context.utils.retours.list.prefetch({ ...retourFilters(deps), page: deps.page ?? 1, pageSize: PAGE_SIZE }),
      context.utils.retours.shops.prefetch(),
    ]);
  },
  component: RetoursRoute,
});

type Retour = RouterOutputs["retours"]["list"]["items"][number];

/** Spec §2 Retour table: the merchant's own retours, support's all (support records them), with a date filter. */
function RetoursRoute() {
  const { t } = useTranslation(["retours", "invoices"]);
  const formatDate = useFormatDate();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { me } = Route.useRouteContext();
  const support = me.role === "support";
  const [recording, setRecording] = useState(false);
  const filters = retourFilters(search);
  // The loader's prefetch already tried once more (spec §9: one retry): a failed load is not
  // asked for a second round when the screen mounts; "Try again" and the next visit ask again.
  const list = trpc.retours.list.useQuery(
    { ...filters, page: search.page ?? 1, pageSize: PAGE_SIZE },
    { placeholderData: keepPreviousData, retryOnMount: false },
  );
  const shops = trpc.retours.shops.useQuery(undefined, { retryOnMount: false });
  const { setFilter, setPage } = listSearch<typeof search>(navigate);

  return (
    <div>
      <PageHeader
        title={t("title")}
        description={support ? t("introSupport") : t("intro")}
        actions={
          <div className="flex flex-wrap gap-2">
            <ExportButton
              path="/store/retour-export"
              filters={filters}
              fileName="retours.csv"
              label={t("export")}
              failedLabel={t("exportFailed")}
            />
            {support && <Button onClick={() => setRecording(true)}>{t("record")}</Button>}
          </div>
        }
      />
      <ListScaffold
        label={t("list.label")}
        query={list}
        empty={t("errors.noDataFound")}
        onPage={setPage}
        rowKey={(retour) => retour.id}
        rowTestId="retour-row"
        filters={
          <>
            <SearchBox
              label={support ? t("filters.searchSupport") : t("filters.search")}
              placeholder={t("filters.searchPlaceholder")}
              value={search.search}
              onSearch={(value) => setFilter({ search: value })}
            />
            <SelectField
              label={t("filters.shop")}
              value={search.shopId ?? ""}
              placeholder={t("filters.allShops")}
              onChange={(event) => setFilter({ shopId: event.target.value || undefined })}
              options={(shops.data ?? []).map((shop) => ({ value: shop.id, label: shop.name }))}
              className="md:w-52"
            />
            <FormField
              label={t("filters.from")}
              type="date"
              value={search.from ?? ""}
              max={search.to}
              onChange={(event) => setFilter({ from: event.target.value || undefined })}
            />
            <FormField
              label={t("filters.to")}
              type="date"
              value={search.to ?? ""}
              min={search.from}
              onChange={(event) => setFilter({ to: event.target.value || undefined })}
            />
          </>
        }
        // Issue 34: support's 13 fields fit a 1,280 px laptop in 8 columns. What belongs together
        // shares a cell (the day under the order, the shop under its merchant, the three grades,
        // invoiced and its status), as the phone's cards read them too.
        columns={[
          {
            header: t("list.orderNumber"),
            cell: (retour: Retour) => (
              <>
                <span data-testid="retour-order" className="font-medium text-tremor-content-strong">
                  {retour.order.number}
                </span>
                <span className="block whitespace-nowrap text-xs text-tremor-content">
                  {t("list.createdOn", { date: formatDate(retour.createdAt) })}
                </span>
              </>
            ),
          },
          support
            ? {
                header: t("list.merchantShop"),
                wrap: true,
                cell: (retour: Retour) => (
                  <>
                    <UserText>{retour.organisation.name}</UserText>
                    <span className="block text-xs text-tremor-content">
                      {retour.shop ? <UserText>{retour.shop.name}</UserText> : "—"}
                    </span>
                  </>
                ),
              }
            : {
                header: t("list.shop"),
                value: "user" as const,
                wrap: true,
                cell: (retour: Retour) => retour.shop?.name ?? "—",
              },
          { header: t("list.location"), value: "user", wrap: true, cell: (retour: Retour) => retour.location.name },
          {
            header: t("list.grades"),
            className: "whitespace-nowrap",
            cell: (retour: Retour) => t("list.itemGrades", { a: retour.gradeA, b: retour.gradeB, c: retour.gradeC }),
          },
          {
            header: t("list.returnedItems"),
            className: "min-w-48 whitespace-normal",
            cell: (retour: Retour) => (
              <ul className="space-y-1 text-xs">
                {retour.items.map((item) => (
                  <li key={`${item.title}:${item.sku ?? ""}`}>
                    <UserText className="text-tremor-content-strong">{item.title}</UserText>
                    {item.sku ? " · " : ""}
                    {item.sku && <UserText className="[overflow-wrap:anywhere]">{item.sku}</UserText>}
                    <span className="block text-tremor-content">
                      {t("list.itemGrades", { a: item.gradeA, b: item.gradeB, c: item.gradeC })}
                    </span>
                  </li>
                ))}
              </ul>
            ),
          },
          {
            header: t("list.totalItems"),
            className: "text-right",
            cell: (retour: Retour) => <span data-testid="retour-total">{retour.totalItems}</span>,
          },
          {
            header: t("list.note"),
            className: "min-w-32 max-w-xs whitespace-normal text-sm [overflow-wrap:anywhere]",
            value: "user",
            cell: (retour: Retour) => retour.note ?? "—",
          },
          {
            header: t("list.invoice"),
            wrap: true,
            cell: (retour: Retour) =>
              retour.invoice?.status ? (
                <>
                  {t(`invoices:status.${retour.invoice.status}`)}
                  {retour.invoice.number && (
                    <span className="block whitespace-nowrap text-xs text-tremor-content">{retour.invoice.number}</span>
                  )}
                </>
              ) : retour.invoiced ? (
                t("list.invoiced")
              ) : (
                t("list.notInvoiced")
              ),
          },
        ]}
      />
      {recording && <RecordRetourDialog onClose={() => setRecording(false)} />}
    </div>
  );
}
