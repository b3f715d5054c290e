import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../lib/format";
import { trpc } from "../../lib/trpc";
import { ErrorCallout, LoadingBlock } from "../ui/query-state";
import { UserSentence } from "../ui/user-text";

/**
 * The order detail's "packaging details (packaging stock changes)": the packaging its items use,
 * the warning when its location lacks it, and what its shipments drew from the packaging stock.
 */
export function OrderPackaging({ orderId }: { orderId: string }) {
  const { t } = useTranslation("packaging");
  const date = useFormatDate();
  const view = trpc.packaging.forOrder.useQuery({ orderId });
  if (view.isPending) return <LoadingBlock rows={2} />;
  if (view.isError) return <ErrorCallout error={view.error} onRetry={() => void view.refetch()} />;
  const { planned, lacking, changes, locationName } = view.data;
  if (planned.length === 0 && changes.length === 0) {
    return <p className="text-sm text-tremor-content">{t("orderCard.none")}</p>;
  }
  return (
    <div className="space-y-3 text-sm" data-testid="order-packaging">
      {planned.length > 0 && (
        <div>
          <h3 className="font-medium text-tremor-content-strong">{t("orderCard.uses")}</h3>
          <ul>
            {planned.map((p) => (
              <li key={p.packagingId}>
                {p.quantity} × {p.name} ({p.size})
              </li>
            ))}
          </ul>
        </div>
      )}
      {lacking.map((l) => (
        <p
          key={l.packagingId}
          role="status"
          data-testid="packaging-lacking"
          className="rounded-tremor-default border border-amber-200 bg-amber-50 px-3 py-2 text-amber-800"
        >
          <UserSentence values={{ location: locationName }}>
            {(marks) => t("orderCard.lacking", { ...l, ...marks })}
          </UserSentence>
        </p>
      ))}
      <div>
        <h3 className="font-medium text-tremor-content-strong">{t("orderCard.changes")}</h3>
        {changes.length === 0 ? (
          <p className="text-tremor-content">{t("orderCard.noChanges")}</p>
        ) : (
          <ul data-testid="packaging-stock-changes">
            {changes.map((c) => (
              <li key={c.id}>
                <UserSentence values={{ name: c.name, size: c.size, location: c.locationName }}>
                  {(marks) => t("orderCard.change", { ...marks, change: c.quantityChange, onHandAfter: c.onHandAfter })}
                </UserSentence>
                {c.missing > 0 && (
                  <span className="text-rose-700"> · {t("orderCard.missing", { count: c.missing })}</span>
                )}
                <span className="text-tremor-content"> · {date(c.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
