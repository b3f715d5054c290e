import { mayAccess } from "@platform/domain";
import { createFileRoute } from "@tanstack/react-router";
import { Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../../components/dashboard/use-me";
import { CompanyDetailsForm } from "../../../components/organisation/company-details-form";
import { ApiKeysPanel } from "../../../components/settings/api-keys";
import { ChangePasswordForm } from "../../../components/settings/change-password-form";
import { DisableAccount } from "../../../components/settings/disable-account";
import { WebhooksPanel } from "../../../components/settings/webhooks";
import { PageHeader, SectionHeader } from "../../../components/ui/page-header";
import { ErrorCallout, LoadingBlock } from "../../../components/ui/query-state";
import { allowSettings, canManage } from "../../../lib/guards";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/settings/user")({
  beforeLoad: ({ context }) => allowSettings(context.me),
  component: UserSettingsRoute,
});

/** User settings: organisation details, change password and (owners) disable account. */
function UserSettingsRoute() {
  const { t } = useTranslation("settings");
  const me = useMe();
  const organisation = trpc.organisation.get.useQuery();

  return (
    <div className="space-y-6">
      <PageHeader title={t("user")} description={t("userIntro")} />
      <Card>
        <SectionHeader title={t("organisationDetails")} />
        {organisation.isPending ? (
          <LoadingBlock rows={5} />
        ) : organisation.isError ? (
          <ErrorCallout error={organisation.error} onRetry={() => void organisation.refetch()} />
        ) : (
          <CompanyDetailsForm organisation={organisation.data} editable={canManage(me)} />
        )}
      </Card>
      <Card>
        <SectionHeader title={t("changePassword")} description={t("changePasswordIntro")} />
        <ChangePasswordForm />
      </Card>
      {mayAccess("apiKeys", me.role, me.memberRole) && (
        <Card>
          <SectionHeader title={t("apiKeys.title")} description={t("apiKeys.intro")} />
          <ApiKeysPanel />
        </Card>
      )}
      {mayAccess("webhooks", me.role, me.memberRole) && (
        <Card>
          <SectionHeader title={t("webhooks.title")} description={t("webhooks.intro")} />
          <WebhooksPanel />
        </Card>
      )}
      {me.memberRole === "owner" && me.organisation && me.role !== "support" && (
        <Card className="ring-rose-200">
          <SectionHeader title={t("disableAccount")} />
          <DisableAccount organisationName={me.organisation.name} />
        </Card>
      )}
    </div>
  );
}
