import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";

/** After an invitation went out: the form empties, a toast names the address, the lists of sent invitations reload. */
export function useInvitationSent() {
  const { t } = useTranslation("invitations");
  const utils = trpc.useUtils();
  return async (invitation: { email: string }, form: HTMLFormElement) => {
    form.reset();
    toast.success(t("sent", { email: invitation.email }));
    await utils.invitations.invalidate();
  };
}
