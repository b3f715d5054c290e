import { createFileRoute } from "@tanstack/react-router";
import { Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { PersonalSettingsForm } from "../../../components/settings/personal-settings-form";
import { PageHeader } from "../../../components/ui/page-header";
import { ErrorCallout, LoadingBlock } from "../../../components/ui/query-state";
import { allowSettings } from "../../../lib/guards";
import { trpc } from "../../../lib/trpc";

export const Route = createFileRoute("/a/settings/personal")({
  beforeLoad: ({ context }) => allowSettings(context.me),
  component: PersonalSettingsRoute,
});

/** Personal settings: chat e-mail notifications and language. */
function PersonalSettingsRoute() {
  const { t } = useTranslation("settings");
  const settings = trpc.settings.personal.useQuery();
  return (
    <div>
      <PageHeader title={t("personal")} description={t("personalIntro")} />
      <Card className="max-w-2xl">
        {settings.isPending ? (
          <LoadingBlock rows={3} />
        ) : settings.isError ? (
          <ErrorCallout error={settings.error} onRetry={() => void settings.refetch()} />
        ) : (
          // Read again (e.g. after the header's language switch): the form starts from the saved values.
          <PersonalSettingsForm key={JSON.stringify(settings.data)} settings={settings.data} />
        )}
      </Card>
    </div>
  );
}
