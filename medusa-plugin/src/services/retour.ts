import { generateEntityId } from "@medusajs/medusa";
import {
  type CreateRetourInput,
  RETOUR_MESSAGES,
  type RetourFilters,
  type RetourListInput,
  type RetourOrderOptionsInput,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import { RETOUR_SELECT, type RetourRow, type RetourViewer, retourWhere, toRetourView } from "../lib/retour-view";
import { containsPattern } from "../lib/sql";
import { recordAudit } from "../modules/audit";
import type LocationStockService from "./location-stock";
import type OrderHistoryService from "./order-history";

type InjectedDependencies = { locationStockService: LocationStockService; orderHistoryService: OrderHistoryService };

export type { RetourView, RetourViewer } from "../lib/retour-view";

type OrderLine = {
  id: string;
  title: string;
  description: string | null;
  variant_id: string | null;
  metadata: Record<string, unknown> | null;
  quantity: number;
  shipped: number;
  returned: number;
};

/** An order line as the Record retour form and the stored retour item name it. */
function lineTitle(line: Pick<OrderLine, "title" | "description" | "metadata">): string {
  return (line.metadata?.variant_name as string | undefined) || line.description || line.title;
}

const LINES_SQL = `
  SELECT li.id, li.title, li.description, li.variant_id, li.metadata, li.quantity,
         coalesce(li.shipped_quantity, 0)::int AS shipped,
         coalesce((SELECT sum(ri.grade_a + ri.grade_b + ri.grade_c) FROM retour_item ri
                    WHERE ri.line_item_id = li.id), 0)::int AS returned
    FROM line_item li WHERE li.order_id = $1
   ORDER BY li.created_at, (li.metadata->>'position')::int NULLS LAST, li.id`;

/**
 * Retours (spec §2, §3): support records an order's returned items at a retour location, graded
 * A, B and C per line; A-grade units go back into that location's stock in the same transaction.
 * Merchants read their own retours, support all of them (list, CSV rows).
 */
export default class RetourService extends PlatformService<InjectedDependencies> {
  async list(viewer: RetourViewer, input: RetourListInput) {
    const params: unknown[] = [];
    const where = retourWhere(viewer, input, params);
    const [{ total }] = await this.activeManager_.query(
      `SELECT count(*)::int AS total FROM retour r
         JOIN organisation org ON org.id = r.organisation_id
         JOIN "order" o ON o.id = r.order_id
         LEFT JOIN order_extension e ON e.order_id = r.order_id ${where}`,
      params,
    );
    params.push(input.pageSize, (input.page - 1) * input.pageSize);
    const rows: RetourRow[] = await this.activeManager_.query(
      `${RETOUR_SELECT} ${where} ORDER BY r.created_at DESC, r.id DESC
        LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { items: rows.map(toRetourView), total, page: input.page, pageSize: input.pageSize };
  }

  /** Every retour the filters find (the CSV export), newest first, read in batches of 500. */
  async *rows(viewer: RetourViewer, filters: RetourFilters) {
    for (let offset = 0; ; offset += 500) {
      const params: unknown[] = [];
      const where = retourWhere(viewer, filters, params);
      params.push(offset);
      const rows: RetourRow[] = await this.activeManager_.query(
        `${RETOUR_SELECT} ${where} ORDER BY r.created_at DESC, r.id DESC LIMIT 500 OFFSET $${params.length}`,
        params,
      );
      yield* rows.map(toRetourView);
      if (rows.length < 500) return;
    }
  }

  /** The shop filter's choices: a merchant's own shops; for support, the shops that have retours. */
  async shops(viewer: RetourViewer): Promise<Array<{ id: string; name: string }>> {
    if (viewer.role === "support") {
      return await this.activeManager_.query(
        `SELECT s.id, s.name FROM shop s WHERE EXISTS (SELECT 1 FROM retour r WHERE r.shop_id = s.id)
          ORDER BY lower(s.name), s.id`,
      );
    }
    return await this.activeManager_.query(
      `SELECT id, name FROM shop WHERE organisation_id = $1 ORDER BY lower(name), id`,
      [viewer.organisationId],
    );
  }

  /** Support: the retour locations (platform warehouses of type retour) a retour can be recorded at. */
  async locations(): Promise<Array<{ id: string; name: string; status: string }>> {
    return await this.activeManager_.query(
      `SELECT id, name, status FROM location WHERE type = 'retour' ORDER BY lower(name), id`,
    );
  }

  /** Support: orders of any merchant by number ("#1001", "1001"), with what each line shipped and already returned. */
  async orderOptions(input: RetourOrderOptionsInput) {
    const digits = input.search.replace(/^#/, "").trim();
    if (!digits) return [];
    const params: unknown[] = [containsPattern(digits)];
    let byNumber = "";
    if (/^\d{1,9}$/.test(digits)) {
      params.push(Number(digits));
      byNumber = ` OR o.display_id = $2`;
    }
    const orders: Array<{ id: string; number: string; organisation_name: string; shop_name: string | null }> =
      await this.activeManager_.query(
        `SELECT o.id, coalesce(e.external_order_name, '#' || o.display_id) AS number,
                org.name AS organisation_name, s.name AS shop_name
           FROM order_extension e JOIN "order" o ON o.id = e.order_id
           JOIN organisation org ON org.id = e.organisation_id
           LEFT JOIN shop s ON s.id = e.shop_id
          WHERE lower(coalesce(e.external_order_name, '')) LIKE $1${byNumber}
          ORDER BY e.created_at DESC, o.id DESC LIMIT 10`,
        params,
      );
    const result = [];
    for (const order of orders) {
      const lines: OrderLine[] = await this.activeManager_.query(LINES_SQL, [order.id]);
      result.push({
        id: order.id,
        number: order.number,
        organisationName: order.organisation_name,
        shopName: order.shop_name,
        items: lines.map((line) => ({
          lineItemId: line.id,
          title: lineTitle(line),
          sku: (line.metadata?.sku as string | null | undefined) ?? null,
          linked: line.variant_id !== null,
          quantity: line.quantity,
          shipped: line.shipped,
          returned: line.returned,
        })),
      });
    }
    return result;
  }

  /**
   * Support records a retour. Everything is checked first — the order exists, the location is a
   * retour location, every line belongs to the order and no line returns more than it shipped
   * (earlier retours included), A-grade lines have a platform variant — then the retour, its
   * items and the A-grade stock are written in one transaction, or nothing is.
   */
  async create(customerId: string, input: CreateRetourInput) {
    const id = await this.transaction_(async (manager) => {
      // The order's row lock serialises retours of one order, so "no more than shipped" holds.
      const [order] = await manager.query(
        `SELECT order_id, organisation_id, shop_id FROM order_extension WHERE order_id = $1 FOR UPDATE`,
        [input.orderId],
      );
      if (!order) throw new DomainError("BAD_REQUEST", RETOUR_MESSAGES.orderNotFound, "orderId");
      const [location] = await manager.query(
        `SELECT id, type FROM location WHERE id = $1 AND (organisation_id IS NULL OR organisation_id = $2)`,
        [input.locationId, order.organisation_id],
      );
      if (!location) throw new DomainError("BAD_REQUEST", RETOUR_MESSAGES.selectLocation, "locationId");
      if (location.type !== "retour") {
        throw new DomainError("BAD_REQUEST", RETOUR_MESSAGES.notRetourLocation, "locationId");
      }
      const lines: OrderLine[] = await manager.query(LINES_SQL, [input.orderId]);
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
      await manager.query(
        `INSERT INTO retour (id, organisation_id, order_id, shop_id, location_id, grade_a, grade_b, grade_c,
                             total_items, note, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          retourId,
          order.organisation_id,
          input.orderId,
          order.shop_id,
          input.locationId,
          sum("gradeA"),
          sum("gradeB"),
          sum("gradeC"),
          sum("gradeA") + sum("gradeB") + sum("gradeC"),
          input.note ?? null,
          customerId,
        ],
      );
      const back = new Map<string, number>();
      for (const [index, item] of items.entries()) {
        const line = byId.get(item.lineItemId) as OrderLine;
        await manager.query(
          `INSERT INTO retour_item (id, retour_id, line_item_id, variant_id, line, title, sku, grade_a, grade_b, grade_c)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [
            generateEntityId(undefined, "reti"),
            retourId,
            line.id,
            line.variant_id,
            index + 1,
            lineTitle(line),
            (line.metadata?.sku as string | null | undefined) ?? null,
            item.gradeA,
            item.gradeB,
            item.gradeC,
          ],
        );
        if (item.gradeA > 0 && line.variant_id) {
          back.set(line.variant_id, (back.get(line.variant_id) ?? 0) + item.gradeA);
        }
      }
      // Grade A is resellable: back into the retour location's stock (variant order: no deadlocks).
      for (const [variantId, quantity] of [...back].sort(([a], [b]) => (a < b ? -1 : 1))) {
        await this.deps_.locationStockService.addStock(manager, {
          organisationId: order.organisation_id,
          locationId: input.locationId,
          variantId,
          quantity,
        });
      }
      await this.markReturned(manager, customerId, order.organisation_id, input.orderId, lines, items);
      const [{ number }] = await manager.query(`SELECT number FROM retour WHERE id = $1`, [retourId]);
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
      return retourId;
    });
    return await this.get({ organisationId: "", role: "support" }, id);
  }

  /**
   * A retour is a return: the order becomes partially returned, or returned once every unit it
   * was ordered with came back (a later shipment of the rest sets it shipped again), with the
   * change in the order's history.
   */
  private async markReturned(
    manager: EntityManager,
    actor: string,
    organisationId: string,
    orderId: string,
    lines: OrderLine[],
    items: CreateRetourInput["items"],
  ): Promise<void> {
    const ordered = lines.reduce((total, line) => total + Number(line.quantity), 0);
    const returned =
      lines.reduce((total, line) => total + line.returned, 0) +
      items.reduce((total, item) => total + item.gradeA + item.gradeB + item.gradeC, 0);
    const status = returned >= ordered ? "returned" : "partially_returned";
    const [order] = await manager.query(`SELECT fulfillment_status FROM "order" WHERE id = $1`, [orderId]);
    if (!order || order.fulfillment_status === status) return;
    await manager.query(`UPDATE "order" SET fulfillment_status = $2, updated_at = now() WHERE id = $1`, [
      orderId,
      status,
    ]);
    await this.deps_.orderHistoryService.record(manager, {
      orderId,
      organisationId,
      type: "status_changed",
      data: { field: "fulfillment", from: order.fulfillment_status, to: status },
      actor,
    });
  }

  async get(viewer: RetourViewer, retourId: string) {
    const params: unknown[] = [];
    const where = retourWhere(viewer, {}, params);
    params.push(retourId);
    const [row]: RetourRow[] = await this.activeManager_.query(
      `${RETOUR_SELECT} ${where ? `${where} AND` : "WHERE"} r.id = $${params.length}`,
      params,
    );
    if (!row) throw new DomainError("NOT_FOUND", RETOUR_MESSAGES.notFound);
    return toRetourView(row);
  }
}
