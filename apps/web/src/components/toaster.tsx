import { TOAST_OPTIONS } from "@platform/domain";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Toaster as SonnerToaster, toast } from "sonner";
import { toasterStore } from "../lib/toast";

/** sonner's Toaster with the product's options; tells lib/toast once it listens. */
export default function Toaster() {
  const { t } = useTranslation("common");
  // A parent's effect runs after its children's: the Toaster has subscribed by now.
  useEffect(() => toasterStore.mounted(toast), []);
  return (
    <SonnerToaster
      position={TOAST_OPTIONS.position}
      duration={TOAST_OPTIONS.durationMs}
      visibleToasts={TOAST_OPTIONS.visibleToasts}
      richColors
      closeButton
      // sonner's own labels are English ("Notifications alt+T", "Close toast").
      containerAriaLabel={t("toast.region")}
      toastOptions={{ closeButtonAriaLabel: t("toast.close") }}
    />
  );
}
