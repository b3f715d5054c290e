import { createFileRoute, Link } from "@tanstack/react-router";
import { Tab, TabGroup, TabList } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { AdminGate } from "../../../components/products/admin-gate";
import { useAdminProduct } from "../../../components/products/admin-product";
import { LinkingPanel } from "../../../components/products/linking-panel";
import { ProductDetailsForm } from "../../../components/products/product-details-form";
import { VariantForm } from "../../../components/products/variant-form";
import { PageHeader } from "../../../components/ui/page-header";
import { ErrorCallout, LoadingBlock } from "../../../components/ui/query-state";
import { UserText } from "../../../components/ui/user-text";
import { allowArea } from "../../../lib/guards";
import { PRODUCT_EDIT_TABS, productEditSearchSchema } from "../../../lib/search";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/products/$productId")({
  validateSearch: (search) => productEditSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "editProducts"),
  component: ProductEditRoute,
});

/**
 * Product edit (spec §2, support): the catalogue data of spec §3 through Medusa's admin API
 * (medusa-js, support's admin identity), and the Linking tab. Medusa Admin (/app) stays the full tool.
 */
function ProductEditRoute() {
  const { t } = useTranslation("products");
  const { productId } = Route.useParams();
  const { me } = Route.useRouteContext();
  return (
    <div>
      <Link to="/a/products" className="mb-3 inline-block text-sm text-indigo-700 hover:underline">
        ← {t("overview.back")}
      </Link>
      <AdminGate email={me.customer.email}>
        {(signOut) => <ProductEdit productId={productId} onSignedOut={signOut} />}
      </AdminGate>
    </div>
  );
}

function ProductEdit({ productId, onSignedOut }: { productId: string; onSignedOut: () => void }) {
  const { t } = useTranslation("products");
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const product = useAdminProduct(productId, onSignedOut);
  const overview = trpc.products.overview.useQuery({ productId });
  const tab = search.tab ?? "details";

  if (product.isPending) return <LoadingBlock rows={8} />;
  if (product.isError) return <ErrorCallout error={product.error} onRetry={() => void product.refetch()} />;
  const data = product.data;

  return (
    <>
      <PageHeader
        title={
          <>
            {t("edit.title")}: <UserText>{data.title}</UserText>
          </>
        }
        actions={
          <a href={`/app/a/products/${data.id}`} className="text-sm text-indigo-700 hover:underline">
            {t("edit.openInAdmin")}
          </a>
        }
      />
      <TabGroup
        index={PRODUCT_EDIT_TABS.indexOf(tab)}
        onIndexChange={(index) => void navigate({ search: { tab: PRODUCT_EDIT_TABS[index] }, replace: true })}
        className="mb-4"
      >
        <TabList className="flex-wrap gap-y-1">
          {PRODUCT_EDIT_TABS.map((name) => (
            <Tab key={name}>{t(`edit.tabs.${name}`)}</Tab>
          ))}
        </TabList>
      </TabGroup>
      {tab === "details" && <ProductDetailsForm key={data.id} product={data} onSignedOut={onSignedOut} />}
      {tab === "variants" && (
        <div className="space-y-4">
          {data.variants.map((variant) => (
            <VariantForm
              key={variant.id}
              productId={data.id}
              variant={variant}
              stock={overview.data?.variants.find((v) => v.id === variant.id)?.stock ?? []}
              onSignedOut={onSignedOut}
            />
          ))}
        </div>
      )}
      {tab === "linking" && (
        <LinkingPanel
          productId={data.id}
          variants={data.variants.map((variant) => ({ id: variant.id, title: variant.title, sku: variant.sku }))}
        />
      )}
    </>
  );
}
