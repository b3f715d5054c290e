import { router } from "../../../../trpc/trpc";
import { accept } from "./accept";
import { check } from "./check";
import { invite } from "./invite";
import { inviteOrganisation } from "./invite-organisation";
import { list } from "./list";
import { resend } from "./resend";
import { revoke } from "./revoke";
import { resendOrganisation, revokeOrganisation, sentOrganisations } from "./sent-organisations";

export const invitationsRouter = router({
  invite,
  inviteOrganisation,
  list,
  resend,
  revoke,
  sentOrganisations,
  resendOrganisation,
  revokeOrganisation,
  check,
  accept,
});
