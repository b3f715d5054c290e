import { disableOwnAccountSchema, ORGANISATION_MESSAGES } from "@platform/domain";
import { useNavigate } from "@tanstack/react-router";
import { Button } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { trpc } from "../../lib/trpc";
import { FieldErrorsFailure, useSchemaForm } from "../../lib/use-schema-form";
import { FormField } from "../form-field";
import { ConfirmDialog } from "../ui/confirm-dialog";

/** The owner disables the organisation at once, after typing its name; then only the disabled dashboard remains. */
export function DisableAccount({ organisationName }: { organisationName: string }) {
  const { t } = useTranslation(["settings", "common"]);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const disable = trpc.organisation.disableOwn.useMutation();
  const [open, setOpen] = useState(false);
  const [confirmName, setConfirmName] = useState("");
  const { field, reset, submit } = useSchemaForm(disableOwnAccountSchema, { failureAsToast: true });

  const close = () => {
    setOpen(false);
    setConfirmName("");
    reset();
  };

  const onConfirm = async () => {
    await submit({ confirmName }, async (data) => {
      if (data.confirmName !== organisationName) {
        throw new FieldErrorsFailure({ confirmName: [ORGANISATION_MESSAGES.confirmDisable] });
      }
      await disable.mutateAsync(data);
      close();
      toast.success(t("settings:disable.done"));
      // The session now says disabled: the guard sends everyone to the disabled dashboard.
      await utils.session.me.invalidate();
      await navigate({ to: "/a" });
    });
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-tremor-content">{t("settings:disable.intro")}</p>
      <Button color="rose" variant="secondary" onClick={() => setOpen(true)}>
        {t("settings:disable.button")}
      </Button>
      <ConfirmDialog
        open={open}
        title={t("settings:disable.confirmTitle", { organisation: organisationName })}
        confirmLabel={t("settings:disable.confirm")}
        pending={disable.isPending}
        onClose={close}
        onConfirm={() => void onConfirm()}
      >
        <p>{t("settings:disable.confirmBody")}</p>
        <FormField
          label={t("settings:disable.confirmLabel")}
          {...field("confirmName")}
          value={confirmName}
          onChange={(event) => setConfirmName(event.target.value)}
          autoComplete="off"
          placeholder={organisationName}
        />
      </ConfirmDialog>
    </div>
  );
}
