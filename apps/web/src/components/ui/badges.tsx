import type { InvitationStatus, MemberRole, OrganisationStatus, OrganisationType } from "@platform/domain";
import { Badge } from "@tremor/react";
import { useTranslation } from "react-i18next";
import { isPast, useFormatDate } from "../../lib/format";

const STATUS_COLOR: Record<OrganisationStatus, "amber" | "emerald" | "gray"> = {
  waitlist: "amber",
  active: "emerald",
  declined: "gray",
};

/**
 * An organisation's state: disabled (its disabled_at has passed) wins over the status; a disable
 * date still ahead is shown next to it.
 */
export function OrganisationStatusBadge({
  status,
  disabledAt,
}: {
  status: OrganisationStatus;
  disabledAt: Date | string | null;
}) {
  const { t } = useTranslation("organisations");
  const formatDate = useFormatDate();
  if (disabledAt && isPast(disabledAt)) {
    return (
      <Badge color="rose" data-testid="organisation-status">
        {t("status.disabled")}
      </Badge>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge color={STATUS_COLOR[status]} data-testid="organisation-status">
        {t(`status.${status}`)}
      </Badge>
      {disabledAt && <Badge color="orange">{t("status.disabledFrom", { date: formatDate(disabledAt) })}</Badge>}
    </span>
  );
}

const TYPE_COLOR: Record<OrganisationType, "indigo" | "violet" | "teal" | "emerald" | "sky"> = {
  merchant: "indigo",
  agency: "violet",
  supplier: "teal",
  service_provider: "emerald",
  platform: "sky",
};

export function OrganisationTypeBadge({ type }: { type: OrganisationType }) {
  const { t } = useTranslation("dashboard");
  return <Badge color={TYPE_COLOR[type]}>{t(`organisationTypes.${type}`)}</Badge>;
}

const ROLE_COLOR: Record<MemberRole, "indigo" | "sky" | "gray"> = { owner: "indigo", admin: "sky", member: "gray" };

export function MemberRoleBadge({ role }: { role: MemberRole }) {
  const { t } = useTranslation("members");
  return <Badge color={ROLE_COLOR[role]}>{t(`roles.${role}`)}</Badge>;
}

const INVITATION_COLOR: Record<InvitationStatus, "amber" | "emerald" | "gray" | "rose"> = {
  pending: "amber",
  accepted: "emerald",
  expired: "gray",
  revoked: "rose",
};

export function InvitationStatusBadge({ status }: { status: InvitationStatus }) {
  const { t } = useTranslation("invitations");
  return <Badge color={INVITATION_COLOR[status]}>{t(`status.${status}`)}</Badge>;
}
