import { ORGANISATION_MESSAGES, slackWebhookSchema } from "@platform/domain";
import { Button, Callout } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { errorKey, trpc } from "../../lib/trpc";
import { settingsFormOptions, useSchemaForm } from "../../lib/use-schema-form";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { SubmitButton } from "../submit-button";
import { SectionHeader } from "../ui/page-header";
import type { OwnOrganisation } from "./company-details-form";

/** The Slack webhook section: the incoming-webhook URL events are posted to, and a test message. */
export function SlackForm({ organisation, editable }: { organisation: OwnOrganisation; editable: boolean }) {
  const { t } = useTranslation(["organisations", "common"]);
  const { failure, field, formRef, handleSubmit } = useSchemaForm(
    slackWebhookSchema,
    settingsFormOptions(ORGANISATION_MESSAGES.updateFailed),
  );
  const utils = trpc.useUtils();
  const save = trpc.organisation.updateSlack.useMutation();
  const test = trpc.organisation.testSlack.useMutation();
  const saved = organisation.slackWebhookUrl ?? "";
  const [url, setUrl] = useState(saved);

  const onSubmit = handleSubmit(
    async (data) => {
      await save.mutateAsync({ url: data.url });
      toast.success(t(data.url ? "organisations:slack.saved" : "organisations:slack.removed"));
      await utils.organisation.get.invalidate();
    },
    () => ({ url }),
  );

  const sendTest = async () => {
    try {
      await test.mutateAsync();
      toast.success(t("organisations:slack.testSent"));
    } catch (error) {
      toast.error(t(errorKey(error)));
    }
  };

  const unsaved = url.trim() !== saved;
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-6">
      <SectionHeader title={t("organisations:slack.title")} description={t("organisations:slack.intro")} />
      {!editable && <Callout title={t("organisations:readOnly.title")}>{t("organisations:readOnly.body")}</Callout>}
      <FormAlert messageKey={failure} />
      <fieldset disabled={!editable || save.isPending}>
        <FormField
          label={t("organisations:slack.url")}
          {...field("url")}
          type="url"
          inputMode="url"
          placeholder="https://hooks.slack.com/services/…"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          autoComplete="off"
          hint={t("organisations:slack.urlHint")}
        />
      </fieldset>
      {editable && (
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
          <Button
            type="button"
            variant="secondary"
            onClick={() => void sendTest()}
            loading={test.isPending}
            disabled={!saved || unsaved}
            title={unsaved ? t("organisations:slack.saveFirst") : undefined}
          >
            {t("organisations:slack.test")}
          </Button>
          <SubmitButton pending={save.isPending} fullWidth={false}>
            {t("organisations:slack.save")}
          </SubmitButton>
        </div>
      )}
      {editable && saved && unsaved && (
        <p className="text-right text-xs text-tremor-content">{t("organisations:slack.saveFirst")}</p>
      )}
    </form>
  );
}
