import { Button, Card } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { errorKey, trpc } from "../../lib/trpc";
import { FormAlert } from "../form-alert";
import { DataTable } from "../ui/list-scaffold";
import { SectionHeader } from "../ui/page-header";
import { EmptyState, LoadingBlock } from "../ui/query-state";
import { SelectField } from "../ui/select-field";
import { UserText } from "../ui/user-text";
import { ShopProductSearch } from "./shop-product-search";

/**
 * The Linking tab: which shop products (per connected shop, by Shopify variant) sell which of the
 * product's variants; link with a search of the shop's products, unlink. Adding a link matches the
 * shop's orders that need linking again, and says how many.
 */
export function LinkingPanel({
  productId,
  variants,
}: {
  productId: string;
  variants: Array<{ id: string; title: string; sku: string | null }>;
}) {
  const { t } = useTranslation("products");
  const utils = trpc.useUtils();
  const links = trpc.products.links.useQuery({ productId });
  const shops = trpc.products.shops.useQuery();
  const link = trpc.products.link.useMutation();
  const unlink = trpc.products.unlink.useMutation();
  const [shopId, setShopId] = useState("");
  const [variantId, setVariantId] = useState(variants[0]?.id ?? "");
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const variantLabel = (id: string) => {
    const variant = variants.find((v) => v.id === id);
    return variant ? `${variant.title}${variant.sku ? ` (${variant.sku})` : ""}` : id;
  };
  const refresh = async () => {
    await Promise.all([
      utils.products.links.invalidate({ productId }),
      utils.products.shopProducts.invalidate(),
      utils.products.overview.invalidate({ productId }),
      utils.products.list.invalidate(),
      utils.orders.list.invalidate(),
    ]);
  };

  return (
    <Card aria-labelledby="linking-title" data-testid="linking-panel">
      <SectionHeader id="linking-title" title={t("linking.title")} description={t("linking.description")} />
      <FormAlert messageKey={failure} />
      {notice && (
        <p
          role="status"
          className="mb-3 rounded-tremor-default bg-emerald-50 px-3 py-2 text-sm text-emerald-800"
          data-testid="link-notice"
        >
          {notice}
        </p>
      )}
      {links.isPending ? (
        <LoadingBlock rows={2} />
      ) : (links.data ?? []).length === 0 ? (
        <EmptyState>{t("linking.empty")}</EmptyState>
      ) : (
        <DataTable
          label={t("linking.title")}
          rows={links.data ?? []}
          rowKey={(row) => row.id}
          rowTestId="link-row"
          columns={[
            { header: t("linking.shop"), value: "user", cell: (row) => row.shopName },
            {
              header: t("linking.shopProduct"),
              className: "whitespace-normal",
              cell: (row) => (
                <>
                  <UserText>{row.shopProductTitle ?? row.sku ?? "—"}</UserText>
                  {row.shopifyVariantId && (
                    <span className="block text-xs text-tremor-content">
                      {t("linking.shopVariant")}: <UserText>{row.shopifyVariantId}</UserText>
                    </span>
                  )}
                </>
              ),
            },
            { header: t("linking.variant"), value: "user", cell: (row) => variantLabel(row.variantId) },
            {
              header: t("linking.unlink"),
              actions: true,
              hideHeader: true,
              className: "text-right",
              cell: (row) => (
                <Button
                  size="xs"
                  variant="secondary"
                  loading={unlink.isPending && unlink.variables?.linkId === row.id}
                  onClick={async () => {
                    setFailure(null);
                    try {
                      await unlink.mutateAsync({ linkId: row.id });
                      toast.success(t("linking.unlinked"));
                      await refresh();
                    } catch (error) {
                      setFailure(errorKey(error, "products:errors.linkFailed"));
                    }
                  }}
                >
                  {t("linking.unlink")}
                </Button>
              ),
            },
          ]}
        />
      )}
      <div className="mt-5 space-y-3 border-t border-tremor-border pt-4">
        <h3 className="text-sm font-semibold text-tremor-content-strong">{t("linking.add")}</h3>
        {shops.data && shops.data.length === 0 ? (
          <p className="text-sm text-tremor-content">{t("linking.noShops")}</p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label={t("linking.shop")}
              name="linkShopId"
              value={shopId}
              placeholder={t("linking.chooseShop")}
              onChange={(event) => setShopId(event.target.value)}
              userOptions
              options={(shops.data ?? []).map((shop) => ({
                value: shop.id,
                label:
                  shops.data && new Set(shops.data.map((s) => s.organisationName)).size > 1
                    ? `${shop.name} (${shop.organisationName})`
                    : shop.name,
              }))}
            />
            <SelectField
              label={t("linking.chooseVariant")}
              name="linkVariantId"
              value={variantId}
              onChange={(event) => setVariantId(event.target.value)}
              userOptions
              options={variants.map((v) => ({ value: v.id, label: variantLabel(v.id) }))}
            />
          </div>
        )}
        {shopId && (
          <ShopProductSearch
            shopId={shopId}
            label={t("linking.search")}
            chooseLabel={t("linking.link")}
            describe={(hit) =>
              hit.linkedVariantId ? t("linking.linkedTo", { variant: variantLabel(hit.linkedVariantId) }) : null
            }
            onChoose={async (hit) => {
              setFailure(null);
              setNotice(null);
              try {
                const result = await link.mutateAsync({
                  shopId,
                  shopifyProductId: hit.productId,
                  shopifyVariantId: hit.variantId,
                  variantId,
                  title: hit.variantTitle === "Default Title" ? hit.title : `${hit.title} – ${hit.variantTitle}`,
                });
                const message =
                  result.rematchedOrders > 0
                    ? t("linking.rematched", { count: result.rematchedOrders })
                    : t("linking.linked");
                setNotice(message);
                toast.success(message);
                await refresh();
              } catch (error) {
                setFailure(errorKey(error, "products:errors.linkFailed"));
              }
            }}
          />
        )}
      </div>
    </Card>
  );
}
