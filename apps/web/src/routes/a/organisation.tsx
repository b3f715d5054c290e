import { createFileRoute } from "@tanstack/react-router";
import { Card, Tab, TabGroup, TabList } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../components/dashboard/use-me";
import { CompanyDetailsForm } from "../../components/organisation/company-details-form";
import { ContainerForm } from "../../components/organisation/container-form";
import { InvitationsPanel } from "../../components/organisation/invitations-panel";
import { MembersPanel } from "../../components/organisation/members-panel";
import { SlackForm } from "../../components/organisation/slack-form";
import { OrganisationStatusBadge, OrganisationTypeBadge } from "../../components/ui/badges";
import { PageHeader } from "../../components/ui/page-header";
import { ErrorCallout, LoadingBlock } from "../../components/ui/query-state";
import { allowArea, canManage } from "../../lib/guards";
import { type OrganisationTab, organisationSearchSchema } from "../../lib/search";
import { trpc } from "../../lib/trpc";

export const Route = createFileRoute("/a/organisation")({
  validateSearch: (search) => organisationSearchSchema.parse(search),
  beforeLoad: ({ context }) => allowArea(context.me, "organisation"),
  component: OrganisationRoute,
});

/** The own organisation: details, members, invitations (owners and admins), Container and Slack. */
function OrganisationRoute() {
  const { t } = useTranslation("organisations");
  const me = useMe();
  const manage = canManage(me);
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const organisation = trpc.organisation.get.useQuery();

  const tabs: OrganisationTab[] = manage
    ? ["details", "members", "invitations", "container", "slack"]
    : ["details", "members", "container", "slack"];
  const current = search.tab && tabs.includes(search.tab) ? search.tab : "details";
  const index = tabs.indexOf(current);

  return (
    <div>
      <PageHeader
        title={organisation.data?.name ?? me.organisation?.name ?? t("title")}
        description={t("intro")}
        actions={
          organisation.data && (
            <>
              <OrganisationTypeBadge type={organisation.data.type} />
              <OrganisationStatusBadge status={organisation.data.status} disabledAt={organisation.data.disabledAt} />
            </>
          )
        }
      />
      <TabGroup
        index={index}
        onIndexChange={(next) =>
          void navigate({ search: (previous) => ({ ...previous, tab: tabs[next] }), replace: true })
        }
      >
        {/* The tabs wrap on a phone: a list that scrolls sideways hides its last tabs. */}
        <TabList aria-label={t("tabs.label")} className="flex-wrap gap-y-1">
          {tabs.map((tab) => (
            <Tab key={tab} className="shrink-0">
              {t(`tabs.${tab}`)}
            </Tab>
          ))}
        </TabList>
      </TabGroup>
      <div role="tabpanel" aria-label={t(`tabs.${current}`)} className="mt-6" data-testid={`tab-${current}`}>
        {current === "members" ? (
          <MembersPanel />
        ) : current === "invitations" ? (
          <InvitationsPanel />
        ) : organisation.isPending ? (
          <Card>
            <LoadingBlock rows={5} />
          </Card>
        ) : organisation.isError ? (
          <ErrorCallout error={organisation.error} onRetry={() => void organisation.refetch()} />
        ) : (
          <Card>
            {current === "details" && <CompanyDetailsForm organisation={organisation.data} editable={manage} />}
            {current === "container" && <ContainerForm organisation={organisation.data} editable={manage} />}
            {current === "slack" && <SlackForm organisation={organisation.data} editable={manage} />}
          </Card>
        )}
      </div>
    </div>
  );
}
