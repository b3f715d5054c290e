import { createFileRoute } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { ProductsTable } from "../../../components/products/products-table";
import { PageHeader } from "../../../components/ui/page-header";
import { allowArea } from "../../../lib/guards";
import { listSearch } from "../../../lib/list-search";
import { productsSearchSchema } from "../../../lib/search";

export const Route = createFileRoute("/a/products/")({
  validateSearch: (search) => productsSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "products"),
  component: ProductsRoute,
});

/** Products: a merchant's sold and sellable products (to their overview); support's catalogue (to Product edit). */
function ProductsRoute() {
  const { t } = useTranslation("products");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { me } = Route.useRouteContext();
  const { setFilter, setPage } = listSearch<typeof search>(navigate);
  const isSupport = me.role === "support";
  return (
    <div>
      <PageHeader
        title={t("products.title")}
        description={isSupport ? t("products.subtitleSupport") : t("products.subtitle")}
      />
      <ProductsTable
        search={search}
        setFilter={setFilter}
        setPage={setPage}
        target={isSupport ? "/a/products/$productId" : "/a/product-overview/$productId"}
        showScope={!isSupport}
      />
    </div>
  );
}
