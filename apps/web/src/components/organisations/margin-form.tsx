import { agencyMarginSchema } from "@platform/domain";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { serverFieldErrors } from "../../lib/forms";
import { toast } from "../../lib/toast";
import { errorKey, trpc } from "../../lib/trpc";
import { useSchemaForm } from "../../lib/use-schema-form";
import { FormField } from "../form-field";
import { SubmitButton } from "../submit-button";

/** An agency's margin on one client organisation (0–100 %, at most two decimals), saved on its own. */
export function MarginForm({
  organisationId,
  organisationName,
  value,
  compact = false,
}: {
  organisationId: string;
  organisationName: string;
  value: number | null;
  /** One table row: the label is for screen readers, input and button side by side. */
  compact?: boolean;
}) {
  const { t } = useTranslation(["organisations", "common"]);
  const utils = trpc.useUtils();
  const setMargin = trpc.organisation.setMargin.useMutation();
  const [text, setText] = useState(value === null ? "" : String(value));
  const { field, formRef, handleSubmit } = useSchemaForm(agencyMarginSchema, {
    failureAsToast: true,
    // The field's message under the field, and the server's message as a toast.
    mapError: (error) => ({ fieldErrors: serverFieldErrors(error) ?? {}, failure: errorKey(error) }),
  });

  const onSubmit = handleSubmit(
    async (data) => {
      await setMargin.mutateAsync(data);
      toast.success(t("organisations:margin.saved", { name: organisationName }));
      await Promise.all([utils.organisation.list.invalidate(), utils.organisation.byId.invalidate({ organisationId })]);
    },
    () => {
      // German keyboards type a decimal comma.
      const number = text.trim() === "" ? Number.NaN : Number(text.trim().replace(",", "."));
      return { organisationId, marginPercent: number };
    },
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      className={compact ? "flex items-start justify-end gap-2" : "space-y-4"}
      data-testid="margin-form"
    >
      <div className={compact ? "w-28" : undefined}>
        <FormField
          label={t("organisations:margin.labelFor", { name: organisationName })}
          hideLabel={compact}
          {...field("marginPercent")}
          inputMode="decimal"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="0.00"
        />
      </div>
      <SubmitButton pending={setMargin.isPending} fullWidth={false}>
        {t("organisations:margin.save")}
      </SubmitButton>
    </form>
  );
}
