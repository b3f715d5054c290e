import { createFileRoute } from "@tanstack/react-router";
import { Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "../../../components/ui/page-header";
import { EmptyState, ErrorCallout, LoadingBlock } from "../../../components/ui/query-state";
import { SelectField } from "../../../components/ui/select-field";
import { TABLE_WRAPPER } from "../../../components/ui/table";
import { allowArea } from "../../../lib/guards";
import { packagingStocksSearchSchema } from "../../../lib/packaging-search";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/packaging/stocks")({
  validateSearch: (search) => packagingStocksSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "packagingStocks"),
  component: PackagingStocksRoute,
});

/** Packaging stock per location: on hand, reserved by open orders, arriving from packaging orders. */
function PackagingStocksRoute() {
  const { t } = useTranslation("packaging");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { me } = Route.useRouteContext();
  const locations = trpc.locations.list.useQuery({ page: 1, pageSize: 100 });
  const stocks = trpc.packaging.stocks.useQuery({ locationId: search.locationId });
  return (
    <div>
      <PageHeader title={t("stocks.title")} description={t("stocks.description")} />
      <Card>
        <SelectField
          label={t("stocks.location")}
          className="mb-4 md:w-72"
          value={search.locationId ?? ""}
          placeholder={t("stocks.allLocations")}
          options={(locations.data?.items ?? []).map((l) => ({ value: l.id, label: l.name }))}
          onChange={(event) => void navigate({ search: { locationId: event.target.value || undefined } })}
        />
        {stocks.isPending ? (
          <LoadingBlock rows={4} />
        ) : stocks.isError ? (
          <ErrorCallout error={stocks.error} onRetry={() => void stocks.refetch()} />
        ) : stocks.data.length === 0 ? (
          <EmptyState>{t("stocks.empty")}</EmptyState>
        ) : (
          <div className={TABLE_WRAPPER}>
            <Table>
              <TableHead>
                <TableRow>
                  {me.role === "support" && <TableHeaderCell>{t("fields.organisation")}</TableHeaderCell>}
                  <TableHeaderCell>{t("stocks.location")}</TableHeaderCell>
                  <TableHeaderCell>{t("fields.name")}</TableHeaderCell>
                  <TableHeaderCell>{t("fields.size")}</TableHeaderCell>
                  <TableHeaderCell>{t("stocks.onHand")}</TableHeaderCell>
                  <TableHeaderCell>{t("stocks.reserved")}</TableHeaderCell>
                  <TableHeaderCell>{t("stocks.arriving")}</TableHeaderCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {stocks.data.map((row) => (
                  <TableRow
                    key={`${row.organisation.id}-${row.location.id}-${row.packaging.id}`}
                    data-testid="packaging-stock-row"
                  >
                    {me.role === "support" && <TableCell>{row.organisation.name}</TableCell>}
                    <TableCell>{row.location.name}</TableCell>
                    <TableCell>{row.packaging.name}</TableCell>
                    <TableCell>{row.packaging.size}</TableCell>
                    <TableCell data-testid="packaging-on-hand">{row.onHand}</TableCell>
                    <TableCell>{row.reserved}</TableCell>
                    <TableCell data-testid="packaging-arriving">{row.arriving}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        )}
      </Card>
    </div>
  );
}
