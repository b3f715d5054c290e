import { DASHBOARD_PATH, ROLES, type Role } from "@platform/domain/plain";
import { createFileRoute, redirect } from "@tanstack/react-router";
import { RoleDashboard } from "../../../components/dashboard/role-dashboard";

const SLUG_TO_ROLE = Object.fromEntries(ROLES.map((role) => [DASHBOARD_PATH[role].split("/").pop(), role])) as Record<
  string,
  Role
>;

/** One dashboard per role (/a/dashboard/customer, …/support, …); a user only sees their own. */
export const Route = createFileRoute("/a/dashboard/$role")({
  params: { parse: (params) => ({ role: params.role }) },
  beforeLoad: ({ context, params }) => {
    const role = SLUG_TO_ROLE[params.role];
    if (!role || role !== context.me.role) {
      throw redirect({ to: context.me.dashboardPath ?? "/a" });
    }
    return { role };
  },
  component: DashboardRoute,
});

function DashboardRoute() {
  const { role } = Route.useRouteContext();
  return <RoleDashboard role={role} />;
}
