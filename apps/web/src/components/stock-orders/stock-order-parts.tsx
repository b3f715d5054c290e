import type { StockOrderStatus } from "@platform/domain";
import { Badge, Callout } from "@tremor/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../lib/format";
import { GoneNotice, isGone } from "../ui/area-error";
import { EmptyState, LoadingBlock } from "../ui/query-state";

const STATUS_COLOR: Record<StockOrderStatus, "amber" | "blue" | "emerald" | "gray"> = {
  pending: "amber",
  processing: "blue",
  completed: "emerald",
  cancelled: "gray",
};

export function StockOrderStatusBadge({ status }: { status: StockOrderStatus }) {
  const { t } = useTranslation("stockOrders");
  return (
    <Badge color={STATUS_COLOR[status]} data-testid="stock-order-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

/** The import method's expected arrival window (none for stock in China). */
export function ArrivalWindow({ window }: { window: { earliest: Date; latest: Date } | null }) {
  const { t } = useTranslation("stockOrders");
  const formatDate = useFormatDate();
  if (!window) return <span className="text-tremor-content">{t("noWindow")}</span>;
  return <span>{t("window", { from: formatDate(window.earliest), to: formatDate(window.latest) })}</span>;
}

/** Spec §8: a failed load says "No data fetched", with a retry. */
export function NoDataFetched({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation("stockOrders");
  return (
    <Callout color="rose" title={t("errors.noDataFetched")} role="alert">
      <button type="button" onClick={onRetry} className="font-semibold underline">
        {t("retry")}
      </button>
    </Callout>
  );
}

/** The stock lists' states for ListScaffold: empty says "No data found", a failed load "No data fetched" (spec §8). */
export function useStockListStates() {
  const { t } = useTranslation("stockOrders");
  return {
    empty: t("errors.noDataFound"),
    failure: (retry: () => void) => <NoDataFetched onRetry={retry} />,
    loadingRows: 4,
  };
}

/** Loading, failed ("No data fetched" + retry), empty ("No data found"), or the content. */
export function StockQueryState<T>({
  query,
  isEmpty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: unknown; data: T | undefined; refetch: () => unknown };
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}) {
  const { t } = useTranslation("stockOrders");
  if (query.isPending) return <LoadingBlock rows={4} />;
  if (query.isError && isGone(query.error)) return <GoneNotice error={query.error} />;
  if (query.isError || query.data === undefined) return <NoDataFetched onRetry={() => void query.refetch()} />;
  if (isEmpty(query.data)) return <EmptyState>{t("errors.noDataFound")}</EmptyState>;
  return <>{children(query.data)}</>;
}

/** A variant's stock hint (spec §9) in words. */
export function HintBadge({
  hint,
}: {
  hint: { target: number; below: boolean; proposedQuantity: number; dailyRate: number };
}) {
  const { t } = useTranslation("stocks");
  if (hint.below) {
    return hint.proposedQuantity > 0 ? (
      <Badge color="rose" data-testid="stock-hint">
        {t("hint.below", { count: hint.proposedQuantity })}
      </Badge>
    ) : (
      <Badge color="amber" data-testid="stock-hint">
        {t("hint.belowOnTheWay")}
      </Badge>
    );
  }
  return (
    <Badge color={hint.dailyRate > 0 ? "emerald" : "gray"} data-testid="stock-hint">
      {hint.dailyRate > 0 ? t("hint.ok") : t("hint.none")}
    </Badge>
  );
}
