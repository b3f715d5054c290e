import { createFileRoute, Link } from "@tanstack/react-router";
import { Badge, Button, Card } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ReceiveActions } from "../../../components/stock-orders/receive-dialog";
import {
  ArrivalWindow,
  StockOrderStatusBadge,
  StockQueryState,
} from "../../../components/stock-orders/stock-order-parts";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog";
import { DataTable } from "../../../components/ui/list-scaffold";
import { PageHeader } from "../../../components/ui/page-header";
import { UserText } from "../../../components/ui/user-text";
import { useFormatDate, useFormatMoney } from "../../../lib/format";
import { allowArea } from "../../../lib/guards";
import { toast } from "../../../lib/toast";
import { errorKey, trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/stock-orders/$stockOrderId")({
  beforeLoad: ({ context }) => allowArea(context.me, "stockOrders"),
  component: StockOrderRoute,
});

function StockOrderRoute() {
  const { t } = useTranslation("stockOrders");
  const { stockOrderId } = Route.useParams();
  const { me } = Route.useRouteContext();
  const formatDate = useFormatDate();
  const formatMoney = useFormatMoney();
  const utils = trpc.useUtils();
  const [cancelling, setCancelling] = useState(false);
  const order = trpc.stockOrders.get.useQuery({ stockOrderId });
  const done = (messageKey: string) => () => {
    toast.success(t(messageKey));
    setCancelling(false);
    void utils.stockOrders.invalidate();
  };
  const failed = (error: unknown) => toast.error(t(errorKey(error, "stockOrders:errors.actionFailed")));
  const confirm = trpc.stockOrders.confirm.useMutation({ onSuccess: done("detail.confirmed"), onError: failed });
  const ship = trpc.stockOrders.ship.useMutation({ onSuccess: done("detail.shipped"), onError: failed });
  const cancel = trpc.stockOrders.cancel.useMutation({ onSuccess: done("detail.cancelled"), onError: failed });
  const supplies = me.role === "supplier" || me.role === "support";

  return (
    <div className="space-y-6">
      <Link to="/a/stock-orders" className="text-sm text-indigo-700 hover:underline">
        ← {t("detail.back")}
      </Link>
      <StockQueryState query={order} isEmpty={() => false}>
        {(data) => (
          <>
            <PageHeader
              title={t("detail.title", { number: data.number })}
              description={t(`step.${data.step}`)}
              actions={
                <>
                  {supplies && data.step === "pending" && (
                    <Button onClick={() => confirm.mutate({ stockOrderId })} loading={confirm.isPending}>
                      {t("detail.confirm")}
                    </Button>
                  )}
                  {supplies && data.step === "confirmed" && (
                    <Button onClick={() => ship.mutate({ stockOrderId })} loading={ship.isPending}>
                      {t("detail.ship")}
                    </Button>
                  )}
                  {me.role === "support" && data.step === "shipped" && (
                    <ReceiveActions stockOrderId={stockOrderId} items={data.items} />
                  )}
                  {me.role === "customer" && (data.step === "pending" || data.step === "confirmed") && (
                    <Button variant="secondary" color="rose" onClick={() => setCancelling(true)}>
                      {t("detail.cancel")}
                    </Button>
                  )}
                </>
              }
            />
            <Card>
              <dl className="grid gap-4 text-sm sm:grid-cols-3">
                <Field label={t("list.status")}>
                  <StockOrderStatusBadge status={data.status} />
                </Field>
                <Field label={t("list.supplier")}>
                  <UserText>{data.supplier.name}</UserText>
                </Field>
                <Field label={t("list.merchant")}>
                  <UserText>{data.organisation.name}</UserText>
                </Field>
                <Field label={t("list.location")}>
                  <UserText>{data.location.name}</UserText>
                </Field>
                <Field label={t("list.importMethod")}>{t(`importMethod.${data.importMethod}`)}</Field>
                <Field label={t("list.expected")}>
                  {data.expectedArrival || data.importMethod === "china_stock" ? (
                    <span data-testid="expected-arrival">
                      <ArrivalWindow window={data.expectedArrival} />
                    </span>
                  ) : (
                    "—"
                  )}
                </Field>
                <Field label={t("detail.ordered")}>{formatDate(data.createdAt)}</Field>
                {data.confirmedAt && <Field label={t("detail.confirmedAt")}>{formatDate(data.confirmedAt)}</Field>}
                {data.shippedAt && <Field label={t("detail.shippedAt")}>{formatDate(data.shippedAt)}</Field>}
                {data.completedAt && <Field label={t("detail.completedAt")}>{formatDate(data.completedAt)}</Field>}
                {data.cancelledAt && <Field label={t("detail.cancelledAt")}>{formatDate(data.cancelledAt)}</Field>}
                <Field label={t("list.total")}>{formatMoney(data.total, data.currencyCode)}</Field>
                <Field label={t("payment.title")}>
                  <Badge color={data.invoiced ? "emerald" : "gray"}>
                    {data.invoiced ? t("payment.invoiced") : t("payment.notInvoiced")}
                  </Badge>
                </Field>
                {data.note && (
                  <Field label={t("detail.note")}>
                    <UserText>{data.note}</UserText>
                  </Field>
                )}
              </dl>
            </Card>
            <Card>
              <h2 className="mb-3 text-base font-semibold text-tremor-content-strong">{t("detail.items")}</h2>
              <DataTable
                label={t("detail.items")}
                rows={data.items}
                rowKey={(item) => item.id}
                rowTestId="stock-order-item"
                scrollRegion
                columns={[
                  { header: t("detail.variant"), value: "user", cell: (item) => item.title },
                  { header: t("detail.sku"), value: "user", cell: (item) => item.sku ?? "—" },
                  {
                    header: t("detail.quantity"),
                    headerClassName: "text-right",
                    className: "text-right",
                    cell: (item) => item.quantity,
                  },
                  {
                    header: t("detail.price"),
                    headerClassName: "text-right",
                    className: "text-right",
                    value: "money",
                    cell: (item) => formatMoney(item.unitPrice, data.currencyCode),
                  },
                  {
                    header: t("detail.lineTotal"),
                    headerClassName: "text-right",
                    className: "text-right",
                    value: "money",
                    cell: (item) => formatMoney(item.total, data.currencyCode),
                  },
                  {
                    header: t("detail.received"),
                    headerClassName: "text-right",
                    className: "text-right",
                    cell: (item) => item.receivedQuantity,
                  },
                ]}
              />
            </Card>
            <ConfirmDialog
              open={cancelling}
              title={t("detail.cancel")}
              confirmLabel={t("detail.cancel")}
              pending={cancel.isPending}
              onClose={() => setCancelling(false)}
              onConfirm={() => cancel.mutate({ stockOrderId })}
            >
              <p>{t("detail.cancelConfirm")}</p>
            </ConfirmDialog>
          </>
        )}
      </StockQueryState>
    </div>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-tremor-content">{label}</dt>
      <dd className="mt-1 font-medium text-tremor-content-strong">{children}</dd>
    </div>
  );
}
