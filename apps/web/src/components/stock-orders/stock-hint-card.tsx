import { Link } from "@tanstack/react-router";
import { Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc";
import { UserText } from "../ui/user-text";

/** The customer dashboard's stock hint (spec §9): how many variants are below it, with a link to them. */
export function StockHintCard() {
  const { t } = useTranslation("stocks");
  const below = trpc.stocks.list.useQuery({ belowHint: true, pageSize: 5 });
  if (!below.data) return null;
  return (
    <Card data-testid="stock-hint-card">
      <h2 className="text-lg font-semibold text-tremor-content-strong">{t("hint.dashboardTitle")}</h2>
      <p className="mt-1 text-sm text-tremor-content">
        {below.data.total > 0 ? t("hint.summary", { count: below.data.total }) : t("hint.summaryNone")}
      </p>
      {below.data.items.length > 0 && (
        <ul className="mt-3 space-y-1 text-sm text-tremor-content-strong">
          {below.data.items.map((row) => (
            <li key={`${row.variant.id}:${row.location.id}`}>
              <UserText>
                {row.variant.productTitle} – {row.variant.title} · {row.location.name}
              </UserText>
              : {/* Nothing to order when what is on its way covers the hint. */}
              {row.hint.proposedQuantity > 0
                ? t("hint.below", { count: row.hint.proposedQuantity })
                : t("hint.belowOnTheWay")}
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/a/stocks"
        search={below.data.total > 0 ? { belowHint: true } : {}}
        className="mt-3 inline-block text-sm font-medium text-indigo-700 hover:underline"
      >
        {t("hint.open")}
      </Link>
    </Card>
  );
}
