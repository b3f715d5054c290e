import { Button } from "@tremor/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "../../lib/toast";
import { errorKey, trpc } from "../../lib/trpc";
import { FormField } from "../form-field";
import { ConfirmDialog } from "../ui/confirm-dialog";

type Item = { id: string; title: string; sku: string | null; quantity: number; receivedQuantity: number };

/**
 * Support receives a delivery: everything still on its way, or some quantities. One receipt key per
 * opened action, so a retried or doubled request adds nothing twice.
 */
export function ReceiveActions({ stockOrderId, items }: { stockOrderId: string; items: Item[] }) {
  const { t } = useTranslation("stockOrders");
  const utils = trpc.useUtils();
  const [partial, setPartial] = useState(false);
  const [receiptKey, setReceiptKey] = useState(() => crypto.randomUUID());
  const [quantities, setQuantities] = useState<Record<string, string>>({});
  const receive = trpc.stockOrders.receive.useMutation({
    onSuccess: (answer) => {
      toast.success(answer.repeated ? t("detail.repeated") : t("detail.receivedToast", { count: answer.received }));
      setReceiptKey(crypto.randomUUID());
      setPartial(false);
      setQuantities({});
      void utils.stockOrders.invalidate();
      void utils.stocks.invalidate();
    },
    onError: (error) => toast.error(t(errorKey(error, "stockOrders:errors.actionFailed"))),
  });
  const open = items.filter((item) => item.receivedQuantity < item.quantity);

  return (
    <>
      <Button onClick={() => receive.mutate({ stockOrderId, receiptKey })} loading={receive.isPending && !partial}>
        {t("detail.receiveAll")}
      </Button>
      <Button variant="secondary" onClick={() => setPartial(true)}>
        {t("detail.receivePartial")}
      </Button>
      <ConfirmDialog
        open={partial}
        title={t("detail.receiveTitle")}
        confirmLabel={t("detail.receiveSave")}
        tone="primary"
        pending={receive.isPending}
        onClose={() => setPartial(false)}
        onConfirm={() =>
          receive.mutate({
            stockOrderId,
            receiptKey,
            items: open.map((item) => ({ itemId: item.id, quantity: Number(quantities[item.id] || 0) })),
          })
        }
      >
        <p>{t("detail.receiveHint")}</p>
        {open.map((item) => (
          <FormField
            key={item.id}
            label={`${item.title}${item.sku ? ` (${item.sku})` : ""} — ${item.quantity - item.receivedQuantity}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={item.quantity - item.receivedQuantity}
            value={quantities[item.id] ?? ""}
            onChange={(event) => setQuantities((previous) => ({ ...previous, [item.id]: event.target.value }))}
          />
        ))}
      </ConfirmDialog>
    </>
  );
}
