import { generateEntityId } from "@medusajs/medusa";
import { type CreateRetourInput, RETOUR_MESSAGES } from "@platform/domain";
import { DomainError } from "../../lib/domain-error";
import { recordAudit } from "../audit";
import { recordWebhookEvent } from "../webhooks";
import { findRetourLocation, listOrderLines, lockRetourOrder, type OrderLine } from "./data-access/retour-orders";
import { insertRetour, insertRetourItem } from "./data-access/retours";
import { getRetour } from "./get-retour";
import { lineSku, lineTitle } from "./line-title";
import { markOrderReturned } from "./mark-order-returned";
import type { RetourDeps } from "./retour-deps";
import type { RetourView } from "./types";

/**
 * Support records a retour. Everything is checked first — the order exists, the location is a
 * retour location, every line belongs to the order and no line returns more than it shipped
 * (earlier retours included), A-grade lines have a platform variant — then the retour, its
 * items and the A-grade stock are written in one transaction, or nothing is.
 */
export async function recordRetour(
  deps: RetourDeps,
  customerId: string,
  input: CreateRetourInput,
): Promise<RetourView> {
  const id = await deps.manager.transaction(async (manager) => {
    // The order's row lock serialises retours of one order, so "no more than shipped" holds.
    const order = await lockRetourOrder(manager, input.orderId);
    if (!order) throw new DomainError("BAD_REQUEST", RETOUR_MESSAGES.orderNotFound, "orderId");
    const location = await findRetourLocation(manager, input.locationId, order.organisation_id);
    if (!location) throw new DomainError("BAD_REQUEST", RETOUR_MESSAGES.selectLocation, "locationId");
    if (location.type !== "retour") {
      throw new DomainError("BAD_REQUEST", RETOUR_MESSAGES.notRetourLocation, "locationId");
    }
    const lines = await listOrderLines(manager, input.orderId);
    const byId = new Map(lines.map((line) => [line.id, line]));
    const items = input.items.filter((item) => item.gradeA + item.gradeB + item.gradeC > 0);
    if (items.length === 0) throw new DomainError("BAD_REQUEST", RETOUR_MESSAGES.nothingReturned, "items");
    for (const [index, item] of input.items.entries()) {
      const line = byId.get(item.lineItemId);
      if (!line) throw new DomainError("BAD_REQUEST", RETOUR_MESSAGES.itemNotInOrder, `items.${index}`);
      if (line.returned + item.gradeA + item.gradeB + item.gradeC > line.shipped) {
        throw new DomainError("BAD_REQUEST", RETOUR_MESSAGES.moreThanShipped, `items.${index}`);
      }
      if (item.gradeA > 0 && !line.variant_id) {
        throw new DomainError("BAD_REQUEST", RETOUR_MESSAGES.gradeANeedsVariant, `items.${index}`);
      }
    }
    const sum = (grade: "gradeA" | "gradeB" | "gradeC") => items.reduce((total, item) => total + item[grade], 0);
    const retourId = generateEntityId(undefined, "ret");
    const number = await insertRetour(manager, {
      id: retourId,
      organisationId: order.organisation_id,
      orderId: input.orderId,
      shopId: order.shop_id,
      locationId: input.locationId,
      gradeA: sum("gradeA"),
      gradeB: sum("gradeB"),
      gradeC: sum("gradeC"),
      totalItems: sum("gradeA") + sum("gradeB") + sum("gradeC"),
      note: input.note ?? null,
      createdBy: customerId,
    });
    const back = new Map<string, number>();
    for (const [index, item] of items.entries()) {
      const line = byId.get(item.lineItemId) as OrderLine;
      await insertRetourItem(manager, {
        id: generateEntityId(undefined, "reti"),
        retourId,
        lineItemId: line.id,
        variantId: line.variant_id,
        line: index + 1,
        title: lineTitle(line),
        sku: lineSku(line),
        gradeA: item.gradeA,
        gradeB: item.gradeB,
        gradeC: item.gradeC,
      });
      if (item.gradeA > 0 && line.variant_id) {
        back.set(line.variant_id, (back.get(line.variant_id) ?? 0) + item.gradeA);
      }
    }
    // Grade A is resellable: back into the retour location's stock (variant order: no deadlocks).
    for (const [variantId, quantity] of [...back].sort(([a], [b]) => (a < b ? -1 : 1))) {
      await deps.stock.addStock(manager, {
        organisationId: order.organisation_id,
        locationId: input.locationId,
        variantId,
        quantity,
      });
    }
    await markOrderReturned(deps, manager, {
      actor: customerId,
      organisationId: order.organisation_id,
      orderId: input.orderId,
      lines,
      items,
    });
    await recordAudit(manager, {
      organisationId: order.organisation_id,
      subjectType: "retour",
      subjectId: retourId,
      subjectLabel: `R-${number}`,
      action: "retour.created",
      after: {
        order_id: input.orderId,
        location_id: input.locationId,
        grade_a: sum("gradeA"),
        grade_b: sum("gradeB"),
        grade_c: sum("gradeC"),
        note: input.note ?? null,
      },
    });
    // The note is free text (it may name the end customer): the webhook carries counts only.
    await recordWebhookEvent(manager, {
      organisationId: order.organisation_id,
      type: "retour.recorded",
      data: {
        retourId,
        number: `R-${number}`,
        orderId: input.orderId,
        locationId: input.locationId,
        gradeA: sum("gradeA"),
        gradeB: sum("gradeB"),
        gradeC: sum("gradeC"),
      },
    });
    return retourId;
  });
  return await getRetour(deps.manager, { organisationId: "", role: "support" }, id);
}
