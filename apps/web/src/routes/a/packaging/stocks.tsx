import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { ListScaffold } from "../../../components/ui/list-scaffold";
import { PageHeader } from "../../../components/ui/page-header";
import { SelectField } from "../../../components/ui/select-field";
import { allowArea } from "../../../lib/guards";
import { packagingStocksSearchSchema } from "../../../lib/packaging-search";
import { type RouterOutputs, trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/packaging/stocks")({
  validateSearch: (search) => packagingStocksSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "packagingStocks"),
  component: PackagingStocksRoute,
});

type Stock = RouterOutputs["packaging"]["stocks"][number];

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
      <PageHeader
        title={t("stocks.title")}
        description={t(me.role === "support" ? "stocks.descriptionSupport" : "stocks.description")}
      />
      <ListScaffold
        label={t("stocks.title")}
        query={stocks}
        loadingRows={4}
        empty={t("stocks.empty")}
        rowKey={(row) => `${row.organisation.id}-${row.location.id}-${row.packaging.id}`}
        rowTestId="packaging-stock-row"
        filters={
          <SelectField
            label={t("stocks.location")}
            className="md:w-72"
            value={search.locationId ?? ""}
            placeholder={t("stocks.allLocations")}
            options={(locations.data?.items ?? []).map((l) => ({ value: l.id, label: l.name }))}
            onChange={(event) => void navigate({ search: { locationId: event.target.value || undefined } })}
          />
        }
        columns={[
          // Support sees every organisation's stock; the others only their own.
          ...(me.role === "support"
            ? [
                {
                  header: t("fields.organisation"),
                  value: "user" as const,
                  cell: (row: Stock) => row.organisation.name,
                },
              ]
            : []),
          { header: t("stocks.location"), value: "user", cell: (row: Stock) => row.location.name || "—" },
          { header: t("fields.name"), value: "user", cell: (row: Stock) => row.packaging.name },
          { header: t("fields.size"), value: "user", cell: (row: Stock) => row.packaging.size },
          { header: t("stocks.onHand"), testId: "packaging-on-hand", cell: (row: Stock) => row.onHand },
          { header: t("stocks.reserved"), cell: (row: Stock) => row.reserved },
          { header: t("stocks.arriving"), testId: "packaging-arriving", cell: (row: Stock) => row.arriving },
        ]}
      />
    </div>
  );
}
