import { agencyMarginSchema, type FieldErrors } from "@platform/domain";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { serverFieldErrors, validate } from "../../lib/forms";
import { errorKey, trpc } from "../../lib/trpc";
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
  const [errors, setErrors] = useState<FieldErrors>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // German keyboards type a decimal comma.
    const number = text.trim() === "" ? Number.NaN : Number(text.trim().replace(",", "."));
    const result = validate(agencyMarginSchema, { organisationId, marginPercent: number });
    if (result.errors) return setErrors(result.errors);
    try {
      await setMargin.mutateAsync(result.data);
    } catch (error) {
      setErrors(serverFieldErrors(error) ?? {});
      toast.error(t(errorKey(error)));
      return;
    }
    setErrors({});
    toast.success(t("organisations:margin.saved", { name: organisationName }));
    await Promise.all([utils.organisation.list.invalidate(), utils.organisation.byId.invalidate({ organisationId })]);
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      className={compact ? "flex items-start justify-end gap-2" : "space-y-4"}
      data-testid="margin-form"
    >
      <div className={compact ? "w-28" : undefined}>
        <FormField
          label={t("organisations:margin.labelFor", { name: organisationName })}
          hideLabel={compact}
          name="marginPercent"
          inputMode="decimal"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="0.00"
          errors={errors.marginPercent}
        />
      </div>
      <SubmitButton pending={setMargin.isPending} fullWidth={false}>
        {t("organisations:margin.save")}
      </SubmitButton>
    </form>
  );
}
