import { INVITATION_TTL_DAYS, inviteMemberSchema, MEMBER_ROLES } from "@platform/domain";
import { Button, Card } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFormatDate } from "../../lib/format";
import { toast } from "../../lib/toast";
import { errorKey, type RouterOutputs, trpc } from "../../lib/trpc";
import { useSchemaForm } from "../../lib/use-schema-form";
import { useMe } from "../dashboard/use-me";
import { FormAlert } from "../form-alert";
import { FormField } from "../form-field";
import { SubmitButton } from "../submit-button";
import { InvitationStatusBadge, MemberRoleBadge, OrganisationTypeBadge } from "../ui/badges";
import { ListScaffold } from "../ui/list-scaffold";
import { SectionHeader } from "../ui/page-header";
import { SelectField } from "../ui/select-field";
import { UserText } from "../ui/user-text";
import { useInvitationSent } from "./use-invitation-sent";

type Invitation = RouterOutputs["invitations"]["list"][number];

/** Owners and admins invite people by email and follow their invitations (resend, revoke). */
export function InvitationsPanel() {
  return (
    <div className="space-y-6">
      <InviteMemberForm />
      <InvitationsList />
    </div>
  );
}

function InviteMemberForm() {
  const { t } = useTranslation(["invitations", "members", "common"]);
  const me = useMe();
  const invite = trpc.invitations.invite.useMutation();
  const { failure, field, formRef, handleSubmit } = useSchemaForm(inviteMemberSchema);

  const sent = useInvitationSent();
  const onSubmit = handleSubmit(async (data, form) => await sent(await invite.mutateAsync(data), form));

  return (
    <Card>
      <SectionHeader
        title={t("invitations:inviteMember")}
        description={t("invitations:inviteIntro", { days: INVITATION_TTL_DAYS })}
      />
      <form ref={formRef} noValidate onSubmit={onSubmit} className="space-y-4">
        <FormAlert messageKey={failure} />
        <fieldset disabled={invite.isPending} className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-start">
          <FormField label={t("invitations:fields.email")} {...field("email")} type="email" autoComplete="off" />
          <SelectField
            label={t("invitations:fields.role")}
            {...field("role")}
            defaultValue="member"
            // Only an owner invites an owner (the server says so too).
            options={MEMBER_ROLES.map((role) => ({
              value: role,
              label: t(`members:roles.${role}`),
              disabled: role === "owner" && me.memberRole !== "owner",
            }))}
          />
          <div className="sm:pt-6">
            <SubmitButton pending={invite.isPending} fullWidth={false}>
              {t("invitations:send")}
            </SubmitButton>
          </div>
        </fieldset>
      </form>
    </Card>
  );
}

/**
 * The invitations an organisation sent, with resend and revoke while open. `organisation`: the
 * organisations it invited ("Invite organisation": an agency's clients, support's invitations).
 */
export function InvitationsList({ kind = "all" }: { kind?: "all" | "organisation" }) {
  const { t } = useTranslation(["invitations", "common"]);
  const formatDate = useFormatDate();
  // `kind` is fixed for a mounted list, so the same hooks run on every render.
  const procedures =
    kind === "organisation"
      ? {
          list: trpc.invitations.sentOrganisations,
          resend: trpc.invitations.resendOrganisation,
          revoke: trpc.invitations.revokeOrganisation,
        }
      : { list: trpc.invitations.list, resend: trpc.invitations.resend, revoke: trpc.invitations.revoke };
  const invitations = procedures.list.useQuery();
  const utils = trpc.useUtils();
  const resend = procedures.resend.useMutation();
  const revoke = procedures.revoke.useMutation();
  const [busy, setBusy] = useState<string | null>(null);

  const act = async (invitation: Invitation, action: "resend" | "revoke") => {
    setBusy(`${action}:${invitation.id}`);
    try {
      if (action === "resend") {
        await resend.mutateAsync({ invitationId: invitation.id });
        toast.success(t("invitations:resent"));
      } else {
        await revoke.mutateAsync({ invitationId: invitation.id });
        toast.success(t("invitations:revoked"));
      }
      await utils.invitations.invalidate();
    } catch (error) {
      toast.error(t(errorKey(error)));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Card>
      <SectionHeader title={t(kind === "organisation" ? "invitations:sentOrganisations" : "invitations:title")} />
      <ListScaffold
        card={false}
        label={t(kind === "organisation" ? "invitations:sentOrganisations" : "invitations:title")}
        query={invitations}
        loadingRows={3}
        empty={t("invitations:empty")}
        rowKey={(invitation) => invitation.id}
        rowTestId="invitation-row"
        columns={[
          {
            header: t("invitations:columns.email"),
            className: "font-medium text-tremor-content-strong",
            value: "user",
            cell: (invitation) => invitation.email,
          },
          {
            header: t("invitations:columns.invitedAs"),
            cell: (invitation) =>
              invitation.kind === "member" ? (
                <MemberRoleBadge role={invitation.role} />
              ) : (
                <span className="inline-flex items-center gap-2">
                  <UserText>{invitation.organisationName}</UserText>
                  <OrganisationTypeBadge type={invitation.organisationType} />
                </span>
              ),
          },
          {
            header: t("invitations:columns.status"),
            cell: (invitation) => <InvitationStatusBadge status={invitation.status} />,
          },
          { header: t("invitations:columns.expires"), cell: (invitation) => formatDate(invitation.expiresAt) },
          {
            header: t("invitations:columns.actions"),
            actions: true,
            headerClassName: "text-right",
            className: "text-right",
            cell: (invitation) =>
              (invitation.status === "pending" || invitation.status === "expired") && (
                <span className="inline-flex gap-2">
                  <Button
                    size="xs"
                    variant="secondary"
                    loading={busy === `resend:${invitation.id}`}
                    disabled={busy !== null}
                    onClick={() => void act(invitation, "resend")}
                    aria-label={t("invitations:resendTo", { email: invitation.email })}
                  >
                    {t("invitations:resend")}
                  </Button>
                  <Button
                    size="xs"
                    variant="secondary"
                    color="rose"
                    loading={busy === `revoke:${invitation.id}`}
                    disabled={busy !== null}
                    onClick={() => void act(invitation, "revoke")}
                    aria-label={t("invitations:revokeFor", { email: invitation.email })}
                  >
                    {t("invitations:revoke")}
                  </Button>
                </span>
              ),
          },
        ]}
      />
    </Card>
  );
}
