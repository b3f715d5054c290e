import { SHOP_DRIFT_FIX, type ShopDriftKind } from "@platform/domain";
import { Link } from "@tanstack/react-router";
import { Button, Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../lib/format";
import { toast } from "../../lib/toast";
import { errorKey, type RouterOutputs, trpc } from "../../lib/trpc";
import { DataTable } from "../ui/list-scaffold";
import { QueryResults } from "../ui/query-state";
import { UserText } from "../ui/user-text";

type Drift = RouterOutputs["shopReconciliation"]["list"]["items"][number];

/** What differs, in words: the quantities per Shopify line, or the tracking numbers Shopify lacks. */
function DriftDetail({ drift }: { drift: Drift }) {
  const { t } = useTranslation("shops");
  const detail = drift.detail as {
    lines?: Array<{ lineId: string; platform: number; shop: number }>;
    missing?: string[];
  };
  return (
    <>
      <span className="block">{t(`drift.kinds.${drift.kind as ShopDriftKind}`)}</span>
      {detail.lines?.map((line) => (
        <span key={line.lineId} className="block text-xs text-tremor-content">
          {t("drift.lineDiffers", { line: line.lineId, platform: line.platform, shop: line.shop })}
        </span>
      ))}
      {detail.missing?.length ? (
        <UserText className="block text-xs text-tremor-content">{detail.missing.join(", ")}</UserText>
      ) : null}
    </>
  );
}

/** Support: stored shop orders that differ from Shopify's order now (the periodic check, or now), each with its fix. */
export function ShopDrifts() {
  const { t } = useTranslation("shops");
  const formatDate = useFormatDate();
  const utils = trpc.useUtils();
  const query = trpc.shopReconciliation.list.useQuery();
  const run = trpc.shopReconciliation.run.useMutation();
  const fix = trpc.shopReconciliation.fix.useMutation();

  async function checkNow() {
    try {
      const result = await run.mutateAsync();
      toast.success(t("drift.checked", { count: result.drifts }));
    } catch (failure) {
      toast.error(t(errorKey(failure)));
    }
    await utils.shopReconciliation.list.invalidate();
  }
  async function fixDrift(drift: Drift) {
    try {
      const { fixed } = await fix.mutateAsync({ driftId: drift.id });
      toast.success(t(`drift.fixed.${fixed}`));
    } catch (failure) {
      toast.error(t(errorKey(failure)));
    }
    await utils.shopReconciliation.list.invalidate();
  }

  return (
    <section aria-labelledby="shop-drifts-title" data-testid="shop-drifts">
      <div className="mb-1 flex flex-wrap items-center justify-between gap-2">
        <h2 id="shop-drifts-title" className="text-lg font-semibold text-tremor-content-strong">
          {t("drift.title")}
        </h2>
        <Button size="xs" variant="secondary" loading={run.isPending} onClick={() => void checkNow()}>
          {t("drift.checkNow")}
        </Button>
      </div>
      <p className="mb-3 text-sm text-tremor-content">
        {query.data?.checkedAt ? t("drift.checkedAt", { date: formatDate(query.data.checkedAt) }) : t("drift.notYet")}
        {query.data?.failedShops.length ? (
          <span className="block text-rose-700">
            {t("drift.failedShops", { shops: query.data.failedShops.join(", ") })}
          </span>
        ) : null}
      </p>
      <QueryResults query={query} items={(data) => data.items} loadingRows={2} empty={t("drift.empty")}>
        {(items) => (
          <Card className="p-0">
            <DataTable
              label={t("drift.title")}
              rows={items}
              rowKey={(item) => item.id}
              columns={[
                {
                  header: t("drift.columns.order"),
                  cell: (item: Drift) => (
                    <>
                      <Link
                        to="/a/orders/$orderId"
                        params={{ orderId: item.orderId }}
                        className="text-indigo-700 hover:underline"
                      >
                        <UserText>{item.orderRef}</UserText>
                      </Link>
                      <UserText className="block text-xs text-tremor-content">
                        {item.organisationName ?? item.shopDomain}
                      </UserText>
                    </>
                  ),
                },
                {
                  header: t("drift.columns.difference"),
                  className: "whitespace-normal break-words",
                  cell: (item: Drift) => <DriftDetail drift={item} />,
                },
                {
                  header: t("drift.columns.found"),
                  className: "whitespace-nowrap",
                  cell: (item: Drift) => formatDate(item.foundAt),
                },
                {
                  header: t("drift.columns.fix"),
                  cell: (item: Drift) => {
                    const action = SHOP_DRIFT_FIX[item.kind as ShopDriftKind];
                    return action ? (
                      <Button
                        size="xs"
                        variant="secondary"
                        loading={fix.isPending && fix.variables?.driftId === item.id}
                        onClick={() => void fixDrift(item)}
                      >
                        {t(`drift.fix.${action}`)}
                      </Button>
                    ) : (
                      <span className="text-xs text-tremor-content">{t("drift.noFix")}</span>
                    );
                  },
                },
              ]}
            />
          </Card>
        )}
      </QueryResults>
    </section>
  );
}
