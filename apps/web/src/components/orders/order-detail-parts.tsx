// The order detail page's building blocks: a titled section, a facts list, a refused Shopify push.
import { Button, Card } from "@tremor/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { errorKey, type RouterOutputs, trpc } from "../../lib/trpc";

type Order = RouterOutputs["orders"]["get"];

export function Section({
  id,
  title,
  actions,
  children,
}: {
  id: string;
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card aria-labelledby={id}>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 id={id} className="text-base font-semibold text-tremor-content-strong">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </Card>
  );
}

export function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-tremor-content">{label}</dt>
          <dd className="text-tremor-content-strong">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Why the shop was not told about a shipment (Shopify's own words when it refused it), and a way to
 * send it again once the cause is fixed in Shopify.
 */
export function ShipmentPushError({
  orderId,
  shipmentId,
  error,
}: {
  orderId: string;
  shipmentId: string;
  error: NonNullable<Order["shipments"][number]["pushError"]>;
}) {
  const { t } = useTranslation("orders");
  const utils = trpc.useUtils();
  const retry = trpc.orders.retryPush.useMutation();
  async function send() {
    try {
      await retry.mutateAsync({ orderId, shipmentId });
      toast.success(t("fulfilment.push.retried"));
    } catch (failure) {
      toast.error(t(errorKey(failure)));
    }
    await utils.orders.get.invalidate({ orderId });
  }
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-rose-700" data-testid="shipment-push-error">
      <p>
        {error.kind === "rejected" ? (
          <>
            {t("fulfilment.push.error_rejected")} <q>{error.message}</q>
          </>
        ) : (
          t("fulfilment.push.error_unreachable")
        )}
      </p>
      <Button size="xs" variant="secondary" loading={retry.isPending} onClick={() => void send()}>
        {t("fulfilment.push.retry")}
      </Button>
    </div>
  );
}

/** Order detail (spec §2): summary, shipping information, packaging, fulfilment, claims and history. */
