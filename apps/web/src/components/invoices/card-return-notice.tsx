import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc";
import { FormAlert } from "../form-alert";

/**
 * Back from Stripe's hosted page (`?card=processing` or `?card=cancelled` on the invoice). The
 * return itself proves nothing: the invoice shows "processing" and is polled until Stripe's webhook
 * has marked it paid; a cancelled or declined payment leaves it unpaid, and says so.
 */
export function CardReturnNotice({
  invoiceId,
  status,
  card,
}: {
  invoiceId: string;
  status: string;
  card: "processing" | "cancelled" | undefined;
}) {
  const { t } = useTranslation("invoices");
  const utils = trpc.useUtils();
  const waiting = card === "processing" && status !== "paid";
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void utils.invoices.get.invalidate({ invoiceId }), 1500);
    return () => clearInterval(timer);
  }, [waiting, utils, invoiceId]);

  if (card === "cancelled" && status !== "paid") return <FormAlert messageKey="invoices:card.cancelled" />;
  if (card !== "processing") return null;
  if (status === "paid") return <FormAlert tone="success" messageKey="invoices:card.paidNotice" />;
  return (
    <div
      role="status"
      className="rounded-tremor-default border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-800"
    >
      {t("card.processing")}
    </div>
  );
}
