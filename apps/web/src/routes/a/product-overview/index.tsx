import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { ProductsTable } from "../../../components/products/products-table";
import { PageHeader } from "../../../components/ui/page-header";
import { allowArea } from "../../../lib/guards";
import { listSearch } from "../../../lib/list-search";
import { productsSearchSchema } from "../../../lib/search";

export const Route = createFileRoute("/a/product-overview/")({
  validateSearch: (search) => productsSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "productOverview"),
  component: ProductOverviewPickerRoute,
});

/** Product overview: choose the product (linked ones first). */
function ProductOverviewPickerRoute() {
  const { t } = useTranslation("products");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { me } = Route.useRouteContext();
  const { setFilter, setPage } = listSearch<typeof search>(navigate);
  return (
    <div>
      <PageHeader title={t("overview.title")} description={t("overview.subtitle")} />
      <ProductsTable
        search={search}
        setFilter={setFilter}
        setPage={setPage}
        target="/a/product-overview/$productId"
        showScope={me.role !== "support"}
      />
    </div>
  );
}
