import type { Role } from "@platform/domain";
import { Badge, Callout } from "@tremor/react";
import type { ComponentType } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/format";
import { UserText } from "../ui/user-text";
import { AgencyDashboard } from "./agency-dashboard";
import { CustomerDashboard } from "./customer-dashboard";
import { DisabledDashboard } from "./disabled-dashboard";
import { ProviderDashboard } from "./provider-dashboard";
import { SupplierDashboard } from "./supplier-dashboard";
import { SupportDashboard } from "./support-dashboard";
import { useMe } from "./use-me";
import { WaitlistDashboard } from "./waitlist-dashboard";

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

/** Each role's first question, answered with its own figures (server: dashboard.<role>). */
const DASHBOARD: Record<Role, ComponentType> = {
  customer: CustomerDashboard,
  agency: AgencyDashboard,
  support: SupportDashboard,
  waitlist: WaitlistDashboard,
  disabled_customer: DisabledDashboard,
  service_provider: ProviderDashboard,
  supplier: SupplierDashboard,
};

/** The role's landing page inside /a: who is signed in, then the role's figures and charts. */
export function RoleDashboard({ role }: { role: Role }) {
  const { t, i18n } = useTranslation("dashboard");
  const me = useMe();
  const organisation = me.organisation;
  const disabledSince = organisation?.disabledAt ? formatDate(organisation.disabledAt, i18n.language, "long") : "";
  const Dashboard = DASHBOARD[role];
  return (
    <div className="space-y-6" data-testid={`dashboard-${role}`}>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold text-tremor-content-strong">{t(`title.${role}`)}</h1>
          <p className="text-sm text-tremor-content">
            {t("welcome", { name: me.customer.firstName || me.customer.email })}
            {organisation ? " · " : ""}
            {organisation && <UserText>{organisation.name}</UserText>}
          </p>
        </div>
        <Badge color={COLOR[role]} size="lg" data-testid="role-badge">
          {t(`roles.${role}`)}
        </Badge>
      </header>
      {(role === "disabled_customer" || role === "waitlist") && (
        <Callout title={t(`title.${role}`)} color={COLOR[role]}>
          {t(`intro.${role}`, { date: disabledSince })}
        </Callout>
      )}
      <Dashboard />
    </div>
  );
}
