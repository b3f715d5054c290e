import { createFileRoute, Link, useNavigate } from "@tanstack/react-router";
import { Badge, Button } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { OrderChatButton } from "../../../components/chats/order-chat-button";
import { OrderClaims } from "../../../components/claims/order-claims";
import { useMe } from "../../../components/dashboard/use-me";
import { OrderRouting } from "../../../components/locations/order-routing";
import { EditAddressDialog } from "../../../components/orders/edit-address-dialog";
import { EditItemsDialog } from "../../../components/orders/edit-items-dialog";
import { Facts, Section, ShipmentPushError } from "../../../components/orders/order-detail-parts";
import { OrderHistory } from "../../../components/orders/order-history";
import { ShipDialog } from "../../../components/orders/ship-dialog";
import { FulfillmentStatusBadge, PaymentStatusBadge } from "../../../components/orders/status-badges";
import { OrderPackaging } from "../../../components/packaging/order-packaging";
import { AreaError } from "../../../components/ui/area-error";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { DataTable } from "../../../components/ui/list-scaffold";
import { PageHeader } from "../../../components/ui/page-header";
import { ErrorCallout, LoadingBlock } from "../../../components/ui/query-state";
import { UserText } from "../../../components/ui/user-text";
import { countryName, useFormatDate, useFormatMoney } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { pathId } from "../../../lib/search-params";
import { toast } from "../../../lib/toast";
import { errorKey, type RouterOutputs, trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/orders/$orderId")({
  params: { parse: (params) => ({ orderId: pathId(params.orderId, "orderId") }) },
  beforeLoad: ({ context }) => allowArea(context.me, "orders"),
  // Prefetch only: an unknown or foreign id is shown by the page (GoneNotice), not thrown into
  // the router, whose error path logs to the console.
  loader: ({ context, params }) => context.utils.orders.get.prefetch({ orderId: params.orderId }),
  errorComponent: AreaError,
  component: OrderDetailRoute,
});

type Order = RouterOutputs["orders"]["get"];

function OrderDetailRoute() {
  const { orderId } = Route.useParams();
  // The loader's prefetch already tried once more (spec §9): no second round when the page mounts.
  const query = trpc.orders.get.useQuery({ orderId }, { retryOnMount: false });
  if (query.isPending) return <LoadingBlock rows={6} />;
  if (query.isError) return <ErrorCallout error={query.error} onRetry={() => void query.refetch()} />;
  return <OrderDetail order={query.data} />;
}

function OrderDetail({ order }: { order: Order }) {
  const { t, i18n } = useTranslation(["orders", "shops"]);
  const { orderId } = Route.useParams();
  const navigate = useNavigate();
  const formatDate = useFormatDate();
  const money = useFormatMoney();
  const utils = trpc.useUtils();
  const [dialog, setDialog] = useState<"ship" | "address" | "items" | "delete" | null>(null);
  const remove = trpc.orders.delete.useMutation();
  const m = (minor: number) => money(minor, order.currencyCode);
  const cancelled = order.status === "canceled";
  const me = useMe();

  async function confirmDelete() {
    try {
      await remove.mutateAsync({ orderId });
      await utils.orders.list.invalidate();
      toast.success(t("delete.done", { number: order.number }));
      void navigate({ to: "/a/orders" });
    } catch (error) {
      toast.error(t(errorKey(error)));
      setDialog(null);
    }
  }

  const address = order.shippingAddress;
  return (
    <div className="space-y-6">
      <Link to="/a/orders" className="text-sm text-indigo-700 hover:underline">
        ← {t("detail.back")}
      </Link>
      <PageHeader
        title={t("detail.title", { number: order.number })}
        description={t(order.source === "manual" ? "detail.manualFrom" : "detail.from", {
          date: formatDate(order.createdAt, "long"),
          shop: order.shop?.name ?? "—",
        })}
        actions={
          <>
            {me.role === "customer" && <OrderChatButton orderId={order.id} />}
            {order.rules.canShip && <Button onClick={() => setDialog("ship")}>{t("ship.button")}</Button>}
            <Button
              variant="secondary"
              color="rose"
              disabled={!order.rules.canDelete}
              onClick={() => setDialog("delete")}
            >
              {t("delete.button")}
            </Button>
          </>
        }
      />
      {!order.rules.canDelete && order.rules.deleteBlockedReason && (
        <p className="-mt-4 text-right text-xs text-tremor-content" data-testid="delete-blocked">
          {t(order.rules.deleteBlockedReason)}
        </p>
      )}

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Section
            id="order-summary"
            title={t("detail.summary")}
            actions={
              order.rules.canEditItems ? (
                <Button size="xs" variant="secondary" onClick={() => setDialog("items")}>
                  {t("editItems.button")}
                </Button>
              ) : null
            }
          >
            {!order.rules.canEditItems && order.rules.itemsBlockedReason && (
              // Why the items cannot change here (the server refuses the same edit with the same reason).
              <p className="mb-3 text-xs text-tremor-content" data-testid="items-blocked">
                {t(order.rules.itemsBlockedReason)}
              </p>
            )}
            <div className="mb-4 flex flex-wrap gap-2">
              <PaymentStatusBadge status={order.paymentStatus} />
              <FulfillmentStatusBadge status={order.fulfillmentStatus} />
              {cancelled && <Badge color="gray">{t("orderStatus.canceled")}</Badge>}
              {order.invoiced && <Badge color="emerald">{t("detail.invoiced")}</Badge>}
              {order.needsLinking && <Badge color="amber">{t("needsLinking")}</Badge>}
            </div>
            <DataTable
              label={t("detail.summary")}
              rows={order.items}
              rowKey={(item) => item.id}
              rowTestId="order-item"
              scrollRegion
              columns={[
                {
                  header: t("items.variant"),
                  className: "text-tremor-content-strong",
                  cell: (item) => (
                    <>
                      <UserText>{item.variantName ?? item.title}</UserText>
                      {item.needsLinking && (
                        <Badge color="amber" className="ml-2">
                          {t("needsLinking")}
                        </Badge>
                      )}
                    </>
                  ),
                },
                { header: t("items.sku"), value: "user", cell: (item) => item.sku ?? "—" },
                { header: t("items.gtin"), value: "user", cell: (item) => item.gtin ?? "—" },
                {
                  header: t("items.quantity"),
                  headerClassName: "text-right",
                  className: "text-right tabular-nums",
                  cell: (item) => item.quantity,
                },
                {
                  header: t("items.shipped"),
                  headerClassName: "text-right",
                  className: "text-right tabular-nums",
                  cell: (item) => item.shippedQuantity,
                },
                {
                  header: order.taxesIncluded ? t("items.priceGross") : t("items.priceNet"),
                  headerClassName: "text-right",
                  className: "text-right tabular-nums",
                  cell: (item) => m(item.unitPrice),
                },
              ]}
            />
            <div className="mt-4 ml-auto max-w-xs" data-testid="order-totals">
              {/* As the shop charged it: with the tax included it is shown, not added again. */}
              <Facts
                rows={[
                  ...(order.discountTotal > 0
                    ? [[t("totals.discount"), m(-order.discountTotal)] as [string, string]]
                    : []),
                  [order.taxesIncluded ? t("totals.subtotalGross") : t("totals.subtotalNet"), m(order.subtotal)],
                  [order.taxesIncluded ? t("totals.shippingGross") : t("totals.shippingNet"), m(order.shippingTotal)],
                  ...(order.taxesIncluded ? [] : [[t("totals.taxAdded"), m(order.taxTotal)] as [string, string]]),
                  [
                    t("totals.total"),
                    <strong key="total" data-testid="order-total">
                      {m(order.total)}
                    </strong>,
                  ],
                  ...(order.taxesIncluded ? [[t("totals.taxIncluded"), m(order.taxTotal)] as [string, string]] : []),
                ]}
              />
            </div>
          </Section>

          <Section id="order-fulfilment" title={t("fulfilment.title")}>
            <Facts
              rows={[
                [
                  t("fulfilment.method"),
                  order.shipmentMethod ? t(`shops:shipmentMethods.${order.shipmentMethod}`) : "—",
                ],
                [
                  t("fulfilment.location"),
                  order.locationName ? (
                    <UserText key="location">{order.locationName}</UserText>
                  ) : (
                    t("fulfilment.noLocation")
                  ),
                ],
              ]}
            />
            {order.shipments.length === 0 ? (
              <p className="mt-4 text-sm text-tremor-content">{t("fulfilment.none")}</p>
            ) : (
              <ul className="mt-4 divide-y divide-tremor-border">
                {order.shipments.map((shipment) => (
                  <li key={shipment.id} className="space-y-1 py-3" data-testid="shipment">
                    <p className="text-sm font-medium text-tremor-content-strong">
                      {t("fulfilment.shipment", { date: formatDate(shipment.createdAt) })}
                      {shipment.pushStatus && (
                        <Badge
                          className="ml-2"
                          color={
                            shipment.pushStatus === "done"
                              ? "emerald"
                              : shipment.pushStatus === "failed"
                                ? "rose"
                                : "amber"
                          }
                        >
                          {t(`fulfilment.push.${shipment.pushStatus}`)}
                        </Badge>
                      )}
                    </p>
                    <p className="text-sm text-tremor-content" data-user-content="">
                      {shipment.items.map((item) => `${item.quantity} × ${item.title}`).join(", ")}
                    </p>
                    {shipment.pushError && (
                      <ShipmentPushError orderId={order.id} shipmentId={shipment.id} error={shipment.pushError} />
                    )}
                    {shipment.pushWaiting && (
                      <p className="text-sm text-amber-700" data-testid="shipment-push-waiting">
                        {shipment.pushWaiting.kind === "on_hold"
                          ? t("fulfilment.push.waiting_on_hold", {
                              reason: t(`fulfilment.push.hold_reason.${shipment.pushWaiting.detail}`, {
                                defaultValue: t("fulfilment.push.hold_reason.OTHER"),
                              }),
                            })
                          : t("fulfilment.push.waiting_scheduled", {
                              date: Number.isFinite(Date.parse(shipment.pushWaiting.detail))
                                ? new Intl.DateTimeFormat(i18n.language, {
                                    dateStyle: "medium",
                                    timeStyle: "short",
                                  }).format(new Date(shipment.pushWaiting.detail))
                                : shipment.pushWaiting.detail,
                            })}
                      </p>
                    )}
                    <p className="text-sm">
                      {shipment.trackingNumbers.map((number, index) => {
                        const url = shipment.trackingUrls[index];
                        return (
                          <span key={number} className="mr-3">
                            {t("fulfilment.tracking")}{" "}
                            {url ? (
                              <a
                                href={url}
                                target="_blank"
                                rel="noreferrer noopener"
                                className="text-indigo-700 underline"
                              >
                                {number}
                              </a>
                            ) : (
                              number
                            )}
                          </span>
                        );
                      })}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Section>

          <OrderClaims orderId={order.id} canCreate={!cancelled} />
          <OrderHistory orderId={order.id} />
        </div>

        <div className="space-y-6">
          <Section
            id="order-shipping"
            title={t("shipping.title")}
            actions={
              order.rules.canEditAddress ? (
                <Button size="xs" variant="secondary" onClick={() => setDialog("address")}>
                  {t("edit.addressButton")}
                </Button>
              ) : null
            }
          >
            {order.customerDataWithheld && (
              <div className="mb-3 text-sm" data-testid="customer-data-withheld">
                <p className="font-medium text-amber-700">{t("customerHidden")}</p>
                <p className="text-tremor-content">{t("customerHiddenHint")}</p>
              </div>
            )}
            {address ? (
              <address
                className="text-sm not-italic leading-6 text-tremor-content-strong"
                data-testid="shipping-address"
                data-user-content=""
              >
                {[address.firstName, address.lastName].filter(Boolean).join(" ")}
                {address.company && <br />}
                {address.company}
                <br />
                {address.address1}
                {address.address2 && (
                  <>
                    <br />
                    {address.address2}
                  </>
                )}
                <br />
                {[address.postalCode, address.city].filter(Boolean).join(" ")}
                {address.province && `, ${address.province}`}
                <br />
                {address.countryCode ? countryName(address.countryCode, i18n.language) : ""}
                {address.phone && (
                  <>
                    <br />
                    {address.phone}
                  </>
                )}
              </address>
            ) : (
              <p className="text-sm text-tremor-content">{t("shipping.none")}</p>
            )}
            <div className="mt-4">
              <Facts
                rows={[
                  [t("detail.customer"), <UserText key="customer">{order.customerName ?? "—"}</UserText>],
                  [t("detail.email"), <UserText key="email">{order.email ?? "—"}</UserText>],
                ]}
              />
            </div>
            {!order.rules.canEditAddress && order.rules.editBlockedReason && (
              <p className="mt-3 text-xs text-tremor-content">{t(order.rules.editBlockedReason)}</p>
            )}
          </Section>

          <OrderRouting orderId={order.id} />

          <Section id="order-packaging" title={t("packaging.title")}>
            <OrderPackaging orderId={order.id} />
          </Section>
        </div>
      </div>

      {dialog === "ship" && <ShipDialog order={order} open onClose={() => setDialog(null)} />}
      {dialog === "address" && <EditAddressDialog order={order} open onClose={() => setDialog(null)} />}
      {dialog === "items" && <EditItemsDialog order={order} open onClose={() => setDialog(null)} />}
      <ConfirmDialog
        open={dialog === "delete"}
        title={t("delete.title", { number: order.number })}
        confirmLabel={t("delete.confirm")}
        pending={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDialog(null)}
      >
        <p className="text-sm text-tremor-content">{t("delete.body")}</p>
      </ConfirmDialog>
    </div>
  );
}
