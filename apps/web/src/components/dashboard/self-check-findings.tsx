import { Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../lib/format";
import type { RouterOutputs } from "../../lib/trpc";
import { UserText } from "../ui/user-text";

type SelfCheck = RouterOutputs["dashboard"]["support"]["selfCheck"];

/** Support: the books' self-check, beside Shopify's intake and Stripe's unbooked events: broken rules and their rows. */
export function SelfCheckFindings({ selfCheck }: { selfCheck: SelfCheck }) {
  const { t } = useTranslation("dashboard");
  const formatDate = useFormatDate();
  return (
    <section aria-labelledby="self-check-title" data-testid="self-check">
      <h2 id="self-check-title" className="mb-1 text-lg font-semibold text-tremor-content-strong">
        {t("support.selfCheck.title")}
      </h2>
      <p className="mb-3 text-sm text-tremor-content">
        {selfCheck.checkedAt
          ? t("support.selfCheck.checkedAt", { date: formatDate(selfCheck.checkedAt) })
          : t("support.selfCheck.notYet")}
      </p>
      {selfCheck.checkedAt && selfCheck.findings.length === 0 ? (
        <p className="text-sm" data-testid="self-check-empty">
          {t("support.selfCheck.empty")}
        </p>
      ) : null}
      <ul className="space-y-3">
        {selfCheck.findings.map((finding) => (
          <li key={finding.id}>
            <Card className="p-4" data-testid={`self-check-${finding.id}`}>
              <h3 className="font-medium text-tremor-content-strong">
                {t(`support.selfCheck.rules.${finding.id}`, { defaultValue: finding.id })}
              </h3>
              <p className="text-sm text-tremor-content">
                {t("support.selfCheck.violations", { count: finding.violations })}
              </p>
              <ul className="mt-2 space-y-1 text-xs">
                {finding.sample.map((row, index) => (
                  // The check's own row: references (numbers, ids), shown as they were read.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the rows have no id of their own.
                  <li key={index}>
                    <UserText>
                      {Object.entries(row)
                        .map(([key, value]) => `${key}: ${value === null ? "—" : String(value)}`)
                        .join(" · ")}
                    </UserText>
                  </li>
                ))}
              </ul>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
