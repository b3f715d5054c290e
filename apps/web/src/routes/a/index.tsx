import { createFileRoute, redirect } from "@tanstack/react-router";
import { NoOrganisation } from "../../components/dashboard/no-organisation";

export const Route = createFileRoute("/a/")({
  beforeLoad: ({ context }) => {
    if (context.me.dashboardPath) throw redirect({ to: context.me.dashboardPath });
  },
  component: NoOrganisation,
});
