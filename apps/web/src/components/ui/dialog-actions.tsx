import { Button } from "@tremor/react";
import type { ReactNode } from "react";

/** A dialog form's footer: Cancel (disabled while saving) and the submit button. */
export function DialogActions({
  onCancel,
  pending,
  cancelLabel,
  submitLabel,
}: {
  onCancel: () => void;
  pending: boolean;
  cancelLabel: ReactNode;
  submitLabel: ReactNode;
}) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Button type="button" variant="secondary" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type="submit" loading={pending}>
        {submitLabel}
      </Button>
    </div>
  );
}
