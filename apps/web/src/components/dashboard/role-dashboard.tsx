import type { Role } from "@platform/domain";
import { type ComponentType, lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../lib/format";
import { i18n } from "../../lib/i18n";
import { PlainBadge, PlainCallout, type PlainColour } from "../ui/plain-tremor";
import { LoadingBlock } from "../ui/query-state";
import { UserText } from "../ui/user-text";
import { useMe } from "./use-me";

const COLOR: Record<Role, PlainColour> = {
  customer: "indigo",
  agency: "violet",
  support: "sky",
  waitlist: "amber",
  disabled_customer: "rose",
  service_provider: "emerald",
  supplier: "teal",
};

/**
 * Each role's dashboard is a chunk of its own, loaded with the namespaces it reads besides
 * `dashboard` (which /a loads before a dashboard: lib/i18n.ts `loadNamespacesFor`), so nothing
 * on it shows a key while they arrive and a role downloads only its own screen.
 */
function lazyDashboard(load: () => Promise<ComponentType>, namespaces: string[] = []) {
  return lazy(async () => {
    const [Dashboard] = await Promise.all([load(), namespaces.length ? i18n.loadNamespaces(namespaces) : undefined]);
    return { default: Dashboard };
  });
}

/** Each role's first question, answered with its own figures (server: dashboard.<role>). */
const DASHBOARD: Record<Role, ComponentType> = {
  customer: lazyDashboard(() => import("./customer-dashboard").then((m) => m.CustomerDashboard), ["orders", "stocks"]),
  agency: lazyDashboard(() => import("./agency-dashboard").then((m) => m.AgencyDashboard)),
  support: lazyDashboard(() => import("./support-dashboard").then((m) => m.SupportDashboard), ["invoices", "shops"]),
  waitlist: lazyDashboard(() => import("./waitlist-dashboard").then((m) => m.WaitlistDashboard)),
  disabled_customer: lazyDashboard(() => import("./disabled-dashboard").then((m) => m.DisabledDashboard)),
  service_provider: lazyDashboard(() => import("./provider-dashboard").then((m) => m.ProviderDashboard), ["bookings"]),
  supplier: lazyDashboard(() => import("./supplier-dashboard").then((m) => m.SupplierDashboard), ["products"]),
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
        <PlainBadge color={COLOR[role]} data-testid="role-badge">
          {t(`roles.${role}`)}
        </PlainBadge>
      </header>
      {(role === "disabled_customer" || role === "waitlist") && (
        <PlainCallout title={t(`title.${role}`)} color={COLOR[role]}>
          {t(`intro.${role}`, { date: disabledSince })}
        </PlainCallout>
      )}
      <Suspense fallback={<LoadingBlock rows={3} />}>
        <Dashboard />
      </Suspense>
    </div>
  );
}
