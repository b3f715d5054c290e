import { mayAccess, type ProductRequestStatus, type StockOrderStatus } from "@platform/domain";
import { createFileRoute, Link } from "@tanstack/react-router";
import { Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { LinkingPanel } from "../../../components/products/linking-panel";
import { RequestStatusBadge } from "../../../components/products/request-status-badge";
import { StockAt } from "../../../components/products/stock-at";
import { StockOrderStatusBadge } from "../../../components/stock-orders/stock-order-parts";
import { DataTable } from "../../../components/ui/list-scaffold";
import { PageHeader } from "../../../components/ui/page-header";
import { EmptyState, ErrorCallout, LoadingBlock } from "../../../components/ui/query-state";
import { UserSentence, UserText } from "../../../components/ui/user-text";
import { useFormatDate } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/product-overview/$productId")({
  beforeLoad: ({ context }) => allowArea(context.me, "productOverview"),
  component: ProductOverviewRoute,
});

/** One product: variants with stock and 30 days' sales, links to the shops, open requests, chats. */
function ProductOverviewRoute() {
  const { t } = useTranslation("products");
  const formatDate = useFormatDate();
  const { productId } = Route.useParams();
  const { me } = Route.useRouteContext();
  const overview = trpc.products.overview.useQuery({ productId });

  if (overview.isPending) return <LoadingBlock rows={6} />;
  if (overview.isError) return <ErrorCallout error={overview.error} onRetry={() => void overview.refetch()} />;
  const { product, variants, openRequests, openStockOrders, chats } = overview.data;

  return (
    <div>
      <Link to="/a/product-overview" className="mb-3 inline-block text-sm text-indigo-700 hover:underline">
        ← {t("overview.back")}
      </Link>
      <PageHeader
        title={<UserText>{product.title}</UserText>}
        description={product.subtitle ? <UserText>{product.subtitle}</UserText> : undefined}
        actions={
          mayAccess("editProducts", me.role) ? (
            <Link
              to="/a/products/$productId"
              params={{ productId }}
              className="text-sm text-indigo-700 hover:underline"
            >
              {t("detail.editProduct")}
            </Link>
          ) : null
        }
      />
      <div className="space-y-4">
        <Card aria-labelledby="variants-title">
          <h2 id="variants-title" className="mb-3 text-base font-semibold text-tremor-content-strong">
            {t("overview.variants")}
          </h2>
          <p className="mb-3 text-sm text-tremor-content">
            {t("overview.hsCode")}: {product.hsCode ?? "—"} · {t("overview.midCode")}: {product.midCode ?? "—"} ·{" "}
            {t("overview.originCountry")}: {product.originCountry ?? "—"}
          </p>
          <DataTable
            label={t("overview.variants")}
            rows={variants}
            rowKey={(variant) => variant.id}
            rowTestId="variant-row"
            scrollRegion
            columns={[
              {
                header: t("overview.variant"),
                className: "font-medium text-tremor-content-strong",
                value: "user",
                cell: (variant) => variant.title,
              },
              { header: t("overview.sku"), value: "user", cell: (variant) => variant.sku ?? "—" },
              { header: t("overview.barcode"), value: "user", cell: (variant) => variant.barcode ?? "—" },
              {
                header: t("overview.stock"),
                className: "whitespace-normal text-sm",
                cell: (variant) => (
                  <>
                    {variant.stock.length === 0
                      ? t("products.noStock")
                      : variant.stock.map((s) => (
                          <span key={s.locationId} className="block">
                            <StockAt stock={s} />
                          </span>
                        ))}
                    {variant.belowHint.map((hint) => (
                      <span key={hint.locationName} data-testid="stock-hint" className="block text-amber-700">
                        <UserSentence values={{ location: hint.locationName }}>
                          {(marks) =>
                            hint.proposedQuantity > 0
                              ? t("overview.belowHint", { ...marks, count: hint.proposedQuantity })
                              : t("overview.belowHintOnTheWay", marks)
                          }
                        </UserSentence>
                      </span>
                    ))}
                  </>
                ),
              },
              {
                header: t("overview.sales30"),
                headerClassName: "text-right",
                className: "text-right tabular-nums",
                cell: (variant) => variant.sales30Days,
              },
            ]}
          />
        </Card>
        {mayAccess("linkProducts", me.role) && <LinkingPanel productId={productId} variants={variants} />}
        <div className="grid gap-4 lg:grid-cols-2">
          <Card aria-labelledby="open-requests-title">
            <h2 id="open-requests-title" className="mb-3 text-base font-semibold text-tremor-content-strong">
              {t("overview.openRequests")}
            </h2>
            {openRequests.length === 0 ? (
              <EmptyState>{t("overview.noOpenRequests")}</EmptyState>
            ) : (
              <ul className="space-y-2 text-sm">
                {openRequests.map((request) => (
                  <li key={request.id} className="flex items-center justify-between gap-2">
                    <Link
                      to="/a/product-requests/$requestId"
                      params={{ requestId: request.id }}
                      className="text-indigo-700 hover:underline"
                    >
                      <UserText>
                        {request.productName} · {request.shopName}
                      </UserText>
                    </Link>
                    <RequestStatusBadge status={request.status as ProductRequestStatus} />
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card aria-labelledby="open-stock-orders-title">
            <h2 id="open-stock-orders-title" className="mb-3 text-base font-semibold text-tremor-content-strong">
              {t("overview.openStockOrders")}
            </h2>
            {openStockOrders.length === 0 ? (
              <EmptyState>{t("overview.noOpenStockOrders")}</EmptyState>
            ) : (
              <ul className="space-y-2 text-sm">
                {openStockOrders.map((order) => (
                  <li key={order.id} className="flex items-center justify-between gap-2">
                    <span>
                      {mayAccess("stockOrders", me.role) ? (
                        // In a line of text: underlined, not told apart by its colour alone.
                        <Link
                          to="/a/stock-orders/$stockOrderId"
                          params={{ stockOrderId: order.id }}
                          className="text-indigo-700 underline underline-offset-2"
                        >
                          #{order.number}
                        </Link>
                      ) : (
                        `#${order.number}`
                      )}{" "}
                      · {t("overview.stockOrderLine", { quantity: order.openQuantity, location: order.locationName })}
                    </span>
                    <StockOrderStatusBadge status={order.status as StockOrderStatus} />
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <Card aria-labelledby="product-chats-title">
            <h2 id="product-chats-title" className="mb-3 text-base font-semibold text-tremor-content-strong">
              {t("overview.chats")}
            </h2>
            {chats.length === 0 ? (
              <EmptyState>{t("overview.noChats")}</EmptyState>
            ) : (
              <ul className="space-y-2 text-sm">
                {chats.map((chat) => (
                  <li key={chat.id}>
                    <Link
                      to="/a/chats/$chatId"
                      params={{ chatId: chat.id }}
                      className="text-indigo-700 hover:underline"
                    >
                      <UserText>
                        {chat.title ?? product.title} · {chat.receiver}
                      </UserText>
                    </Link>{" "}
                    <span className="text-tremor-content">{formatDate(chat.lastMessageAt)}</span>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </div>
      </div>
    </div>
  );
}
