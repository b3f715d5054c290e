import { type AdjustStockInput, LOCATION_MESSAGES, type LocationVariantsInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { recordAudit } from "../lib/audit";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import { returnedRows } from "../lib/sql";
import { notifyStockBelowHint } from "../lib/stock-hint-notices";
import { searchVariants, type VariantOption } from "../lib/variant-search";

import { assertMerchant } from "./location";
import type OrderRoutingService from "./order-routing";

type InjectedDependencies = { manager: EntityManager; orderRoutingService: OrderRoutingService };

/**
 * An organisation's stock per location: support's counts, and what orders reserve, release and
 * (once paid, spec §9) draw. Every change is a conditional UPDATE, so stock is never oversold.
 */
export default class LocationStockService extends PlatformService<InjectedDependencies> {
  /** Support: platform variants to count stock of (search by product, variant or SKU). */
  async variantOptions(input: LocationVariantsInput): Promise<VariantOption[]> {
    return await searchVariants(this.activeManager_, input.search);
  }

  /** Goods arrived (a received stock order): on hand goes up, inside the caller's transaction. */
  async addStock(
    manager: EntityManager,
    row: { organisationId: string; locationId: string; variantId: string; quantity: number },
  ): Promise<void> {
    await manager.query(
      `INSERT INTO location_stock (organisation_id, location_id, variant_id, on_hand, reserved)
       VALUES ($1, $2, $3, $4, 0)
       ON CONFLICT (organisation_id, location_id, variant_id)
       DO UPDATE SET on_hand = location_stock.on_hand + excluded.on_hand, updated_at = now()`,
      [row.organisationId, row.locationId, row.variantId, row.quantity],
    );
  }

  /** Support counted the organisation's goods at a location: on hand is set, never below what is reserved. */
  async adjustStock(input: AdjustStockInput) {
    const stock = await this.transaction_(async (manager) => {
      const [location] = await manager.query(
        `SELECT id, name FROM location WHERE id = $1 AND (organisation_id IS NULL OR organisation_id = $2)`,
        [input.locationId, input.organisationId],
      );
      if (!location) throw new DomainError("NOT_FOUND", LOCATION_MESSAGES.notFound, "locationId");
      await assertMerchant(manager, input.organisationId);
      const [variant] = await manager.query(
        `SELECT id, coalesce(sku, title) AS label FROM product_variant WHERE id = $1 AND deleted_at IS NULL`,
        [input.variantId],
      );
      if (!variant) throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.unknownVariant, "variantId");
      await manager.query(
        `INSERT INTO location_stock (organisation_id, location_id, variant_id, on_hand, reserved)
         VALUES ($1, $2, $3, 0, 0) ON CONFLICT DO NOTHING`,
        [input.organisationId, input.locationId, input.variantId],
      );
      const [before] = await manager.query(
        `SELECT on_hand FROM location_stock WHERE organisation_id = $1 AND location_id = $2 AND variant_id = $3 FOR UPDATE`,
        [input.organisationId, input.locationId, input.variantId],
      );
      const [row] = returnedRows<{ on_hand: number; reserved: number }>(
        await manager.query(
          `UPDATE location_stock SET on_hand = $4, updated_at = now()
            WHERE organisation_id = $1 AND location_id = $2 AND variant_id = $3 AND reserved <= $4
          RETURNING on_hand, reserved`,
          [input.organisationId, input.locationId, input.variantId, input.onHand],
        ),
      );
      if (!row) throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.belowReserved, "onHand");
      await notifyStockBelowHint(manager, input.organisationId, input.locationId, [
        { variantId: input.variantId, drop: Number(before?.on_hand ?? 0) - row.on_hand },
      ]);
      await recordAudit(manager, {
        organisationId: input.organisationId,
        subjectType: "stock",
        subjectId: `${input.locationId}:${input.variantId}`,
        subjectLabel: `${variant.label} @ ${location.name}`,
        action: "stock.adjusted",
        before: { on_hand: before?.on_hand ?? 0 },
        after: { on_hand: row.on_hand },
      });
      return { onHand: row.on_hand, reserved: row.reserved, available: row.on_hand - row.reserved };
    });
    // More stock may let waiting orders ship.
    const routed =
      stock.available > 0 ? await this.deps_.orderRoutingService.routeWaitingOrders(input.organisationId) : 0;
    return { ...stock, routedOrders: routed };
  }

  /** Gives back what the order reserved and has not drawn (order edited, deleted or cancelled). */
  async releaseOrder(manager: EntityManager, orderId: string): Promise<number> {
    const released = returnedRows<{
      organisation_id: string;
      location_id: string;
      variant_id: string;
      quantity: number;
    }>(
      await manager.query(
        `UPDATE stock_reservation SET status = 'released', released_at = now()
          WHERE order_id = $1 AND status = 'awaiting_payment'
        RETURNING organisation_id, location_id, variant_id, quantity`,
        [orderId],
      ),
    );
    for (const row of [...released].sort((a, b) => (a.variant_id < b.variant_id ? -1 : 1))) {
      await manager.query(
        `UPDATE location_stock SET reserved = reserved - $4, updated_at = now()
          WHERE organisation_id = $1 AND location_id = $2 AND variant_id = $3`,
        [row.organisation_id, row.location_id, row.variant_id, row.quantity],
      );
    }
    return released.length;
  }

  /**
   * Spec §9: an order draws on stock once its invoice is paid. Its awaiting-payment reservations
   * become drawn: on hand and reserved both go down by the quantity.
   */
  async drawOrder(manager: EntityManager, orderId: string): Promise<{ drawn: number }> {
    const drawn = returnedRows<{ organisation_id: string; location_id: string; variant_id: string; quantity: number }>(
      await manager.query(
        `UPDATE stock_reservation SET status = 'drawn', drawn_at = now()
          WHERE order_id = $1 AND status = 'awaiting_payment'
        RETURNING organisation_id, location_id, variant_id, quantity`,
        [orderId],
      ),
    );
    if (drawn.length === 0) throw new DomainError("BAD_REQUEST", LOCATION_MESSAGES.nothingToDraw);
    const [order] = await manager.query(
      `SELECT e.organisation_id, coalesce(e.external_order_name, '#' || o.display_id) AS label
         FROM order_extension e JOIN "order" o ON o.id = e.order_id WHERE e.order_id = $1`,
      [orderId],
    );
    await recordAudit(manager, {
      organisationId: order?.organisation_id ?? drawn[0]?.organisation_id ?? null,
      subjectType: "order",
      subjectId: orderId,
      subjectLabel: order?.label ?? null,
      action: "order.stock_drawn",
      after: { drawn: drawn.reduce((sum, row) => sum + row.quantity, 0) },
    });
    for (const row of [...drawn].sort((a, b) => (a.variant_id < b.variant_id ? -1 : 1))) {
      await manager.query(
        `UPDATE location_stock SET on_hand = on_hand - $4, reserved = reserved - $4, updated_at = now()
          WHERE organisation_id = $1 AND location_id = $2 AND variant_id = $3`,
        [row.organisation_id, row.location_id, row.variant_id, row.quantity],
      );
    }
    return { drawn: drawn.reduce((sum, row) => sum + row.quantity, 0) };
  }
}
