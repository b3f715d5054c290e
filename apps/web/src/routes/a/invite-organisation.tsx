import {
  INVITABLE_ORGANISATION_TYPES,
  inviteOrganisationSchema,
  ORGANISATION_MESSAGES,
  type OrganisationType,
} from "@platform/domain";
import { createFileRoute } from "@tanstack/react-router";
import { Card } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { useMe } from "../../components/dashboard/use-me";
import { FormField } from "../../components/form-field";
import { InvitationsList } from "../../components/organisation/invitations-panel";
import { useInvitationSent } from "../../components/organisation/use-invitation-sent";
import { SubmitButton } from "../../components/submit-button";
import { PageHeader } from "../../components/ui/page-header";
import { SelectField } from "../../components/ui/select-field";
import { allowArea } from "../../lib/guards";
import { trpc } from "../../lib/trpc";
import { useSchemaForm } from "../../lib/use-schema-form";

export const Route = createFileRoute("/a/invite-organisation")({
  beforeLoad: ({ context }) => allowArea(context.me, "inviteOrganisation"),
  component: InviteOrganisationRoute,
});

/** Invite organisation: support invites any kind of organisation, an agency a merchant client; below, what it sent. */
function InviteOrganisationRoute() {
  const { t } = useTranslation(["invitations", "organisations", "dashboard"]);
  const me = useMe();
  const invite = trpc.invitations.inviteOrganisation.useMutation();
  // A field's problem (address taken, type not allowed) shows under the field; anything else is the spec's message.
  const { formRef, field, handleSubmit } = useSchemaForm(inviteOrganisationSchema, {
    failureKey: ORGANISATION_MESSAGES.createFailed,
    failureAsToast: true,
  });
  const types: readonly OrganisationType[] = me.role === "agency" ? ["merchant"] : INVITABLE_ORGANISATION_TYPES;

  const sent = useInvitationSent();
  const onSubmit = handleSubmit(async (data, form) => await sent(await invite.mutateAsync(data), form));

  return (
    <div>
      <PageHeader
        title={t("invitations:inviteOrganisation")}
        description={t(me.role === "agency" ? "invitations:organisationIntroAgency" : "invitations:organisationIntro")}
      />
      <Card className="max-w-2xl">
        <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
          <fieldset disabled={invite.isPending} className="space-y-4">
            <FormField
              label={t("invitations:fields.organisationName")}
              {...field("organisationName")}
              autoComplete="off"
            />
            <FormField
              label={t("invitations:fields.email")}
              {...field("email")}
              type="email"
              autoComplete="off"
              hint={t("invitations:organisationEmailHint")}
            />
            <SelectField
              label={t("invitations:fields.type")}
              {...field("type")}
              defaultValue="merchant"
              options={types.map((type) => ({ value: type, label: t(`dashboard:organisationTypes.${type}`) }))}
            />
          </fieldset>
          <div className="flex justify-end">
            <SubmitButton pending={invite.isPending} fullWidth={false}>
              {t("invitations:send")}
            </SubmitButton>
          </div>
        </form>
      </Card>
      <div className="mt-6">
        <InvitationsList kind="organisation" />
      </div>
    </div>
  );
}
