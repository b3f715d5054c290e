import { mayAccess, type Role } from "@platform/domain";
import { Link } from "@tanstack/react-router";
import { Badge, Callout, Card, Text, Title } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { areasFor } from "../../lib/navigation";
import { StockHintCard } from "../stock-orders/stock-hint-card";
import { FailedDeliveries } from "./failed-deliveries";
import { useMe } from "./use-me";

type TremorColor = "indigo" | "violet" | "sky" | "amber" | "rose" | "emerald" | "teal";

const COLOR: Record<Role, TremorColor> = {
  customer: "indigo",
  agency: "violet",
  support: "sky",
  waitlist: "amber",
  disabled_customer: "rose",
  service_provider: "emerald",
  supplier: "teal",
};

/** Who and where you are: the role's landing page inside /a. */
export function RoleDashboard({ role }: { role: Role }) {
  const { t, i18n } = useTranslation("dashboard");
  const me = useMe();
  const organisation = me.organisation;
  const disabledSince = organisation?.disabledAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: "long" }).format(new Date(organisation.disabledAt))
    : "";
  return (
    <div className="space-y-6" data-testid={`dashboard-${role}`}>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <Text>{t(`title.${role}`)}</Text>
          <h1 className="text-2xl font-semibold text-tremor-content-strong">
            {t("welcome", { name: me.customer.firstName || me.customer.email })}
          </h1>
        </div>
        <Badge color={COLOR[role]} size="lg" data-testid="role-badge">
          {t(`roles.${role}`)}
        </Badge>
      </header>

      <Callout title={t(`title.${role}`)} color={COLOR[role]}>
        {t(`intro.${role}`, { date: disabledSince })}
      </Callout>

      <section className="grid gap-4 sm:grid-cols-3">
        <InfoCard label={t("cards.organisation")} value={organisation?.name ?? "—"} />
        <InfoCard
          label={t("cards.organisationType")}
          value={organisation ? t(`organisationTypes.${organisation.type}`) : "—"}
        />
        <InfoCard label={t("cards.signedInAs")} value={me.customer.email} />
      </section>

      {role === "customer" && <StockHintCard />}

      <Shortcuts role={role} />
      {mayAccess("intakeHealth", role) && <FailedDeliveries />}
    </div>
  );
}

/** The screens this role has, one card each (none for a disabled organisation: only invoices remain). */
function Shortcuts({ role }: { role: Role }) {
  const { t } = useTranslation(["dashboard", "common"]);
  const areas = areasFor(role);
  if (areas.length === 0) return null;
  return (
    <section aria-labelledby="shortcuts-title">
      <h2 id="shortcuts-title" className="mb-3 text-lg font-semibold text-tremor-content-strong">
        {t("dashboard:shortcuts.title")}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {areas.map((area) => (
          <li key={area.to}>
            <Link
              to={area.to}
              className="block h-full rounded-tremor-default bg-white p-4 shadow-tremor-card ring-1 ring-tremor-border transition hover:ring-indigo-300"
            >
              <span className="font-semibold text-indigo-700">{t(`common:${area.label}`)}</span>
              <span className="mt-1 block text-sm text-tremor-content">
                {t(`dashboard:shortcuts.${area.label.replace("nav.", "")}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function InfoCard({ label, value }: { label: string; value: string }) {
  return (
    <Card>
      <Text className="uppercase tracking-wide">{label}</Text>
      <Title className="mt-2 truncate">{value}</Title>
    </Card>
  );
}
