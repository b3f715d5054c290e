import { Button, Dialog, DialogPanel } from "@tremor/react";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";

type Props = {
  open: boolean;
  /** Also the dialog's accessible name. */
  title: string;
  children?: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending?: boolean;
  tone?: "danger" | "primary";
  confirmDisabled?: boolean;
};

/** A modal confirmation (focus trapped, Escape cancels); its content may hold a confirmation field. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  pending = false,
  tone = "danger",
  confirmDisabled = false,
}: Props) {
  const { t } = useTranslation("common");
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!pending && !confirmDisabled) onConfirm();
  };
  return (
    <Dialog
      open={open}
      onClose={() => !pending && onClose()}
      // Headless UI names a dialog only through its own DialogTitle, which Tremor does not export.
      aria-label={title}
    >
      <DialogPanel className="max-w-md">
        <form onSubmit={onSubmit} noValidate>
          <h2 className="text-lg font-semibold text-tremor-content-strong">{title}</h2>
          {children && <div className="mt-3 space-y-3 text-sm text-tremor-content">{children}</div>}
          <div className="mt-6 flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={onClose} disabled={pending}>
              {t("actions.cancel")}
            </Button>
            <Button
              type="submit"
              color={tone === "danger" ? "rose" : "indigo"}
              loading={pending}
              disabled={confirmDisabled}
            >
              {confirmLabel}
            </Button>
          </div>
        </form>
      </DialogPanel>
    </Dialog>
  );
}
