import { STOCK_ORDER_MESSAGES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { type AuditEntryInput, recordAudit } from "../audit";
import { lockStockOrder, type OrderRow, type StockOrderStep, takeStep } from "./data-access/stock-orders";
import { visibleOrder } from "./get-stock-order";
import type { StockOrderViewer } from "./types";

type StepRule = { allowed: (row: OrderRow) => boolean; refusal: string; action: AuditEntryInput["action"] };

const STEPS: Record<StockOrderStep, StepRule> = {
  /** The supplier (or support) confirms: pending → processing. */
  confirm: {
    allowed: (row) => row.status === "pending",
    refusal: STOCK_ORDER_MESSAGES.notPending,
    action: "stock_order.confirmed",
  },
  /** The supplier (or support) marks it shipped: the arrival window now counts from today. */
  ship: {
    allowed: (row) => row.status === "processing" && !row.shipped_at,
    refusal: STOCK_ORDER_MESSAGES.notConfirmed,
    action: "stock_order.shipped",
  },
  /** The merchant or support cancels an order that has not shipped. */
  cancel: {
    allowed: (row) => (row.status === "pending" || row.status === "processing") && !row.shipped_at,
    refusal: STOCK_ORDER_MESSAGES.notCancellable,
    action: "stock_order.cancelled",
  },
};

/** One step of the order under its row lock, in the caller's transaction, with its audit entry. */
export async function takeStockOrderStep(
  manager: EntityManager,
  viewer: StockOrderViewer,
  stockOrderId: string,
  step: StockOrderStep,
): Promise<void> {
  const { allowed, refusal, action } = STEPS[step];
  await lockStockOrder(manager, stockOrderId);
  const row = await visibleOrder(manager, viewer, stockOrderId);
  if (!allowed(row)) throw new DomainError("BAD_REQUEST", refusal);
  const after = await takeStep(manager, stockOrderId, step);
  await recordAudit(manager, {
    organisationId: row.organisation_id,
    subjectType: "stock_order",
    subjectId: stockOrderId,
    subjectLabel: `#${row.number}`,
    action,
    before: { status: row.status, shipped_at: row.shipped_at },
    after: { status: after.status, shipped_at: after.shipped_at },
  });
}
