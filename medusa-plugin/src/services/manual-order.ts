import { ORDER_MESSAGES } from "@platform/domain";
import { type EntityManager, In } from "typeorm";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import type { IncomingAddress, IncomingLineItem, IncomingOrder } from "../lib/shopify/orders";
import type { Shop } from "../models/shop";
import { type InjectedDependencies, MANUAL_CURRENCY, type ManualOrderInput, type Match } from "./order-records";

/** Orders a merchant enters by hand for its own shop: platform variants, priced from the catalogue. */
export default class ManualOrderService extends PlatformService<InjectedDependencies> {
  /**
   * A manual order (spec §2 "create"): the same Medusa rows a shop's order becomes, priced from the
   * platform variants' EUR prices with the region's tax rate, and without a Shopify id.
   */
  async createManual(shop: Shop, input: ManualOrderInput): Promise<string> {
    if (!shop.organisation_id) throw new Error(`shop ${shop.domain} has no organisation`);
    const address: IncomingAddress = {
      company: null,
      address2: null,
      province: null,
      phone: null,
      ...input.shippingAddress,
      // Medusa's country table keys on lower-case ISO codes, as the Shopify intake writes them.
      countryCode: input.shippingAddress.countryCode?.toLowerCase() ?? null,
    };
    const draft = await this.manualOrder(this.manager_, shop, address, input.email, input.items);
    const regionId = await this.deps_.orderRecordsService.regionFor(draft.incoming);
    const shippingOptionId = await this.deps_.orderRecordsService.shopShippingOption(regionId);
    const salesChannelId = await this.deps_.orderRecordsService.salesChannelId();
    return await this.transaction_(async (manager) => {
      return await this.deps_.orderIntakeService.create(
        manager,
        shop,
        draft.incoming,
        { regionId, shippingOptionId, salesChannelId },
        draft.matches,
      );
    });
  }

  /** A manual order's items, replaced (inside the caller's transaction) while nothing is shipped. */
  async replaceManualItems(manager: EntityManager, orderId: string, items: ManualOrderInput["items"]): Promise<void> {
    const repos = this.deps_.orderRecordsService.repos(manager);
    const order = await repos.order.findOneOrFail({ where: { id: orderId }, relations: ["shipping_address"] });
    const extension = await repos.extension.findOneOrFail({ where: { order_id: orderId } });
    const [shop] = extension.shop_id
      ? await manager.query(`SELECT * FROM shop WHERE id = $1`, [extension.shop_id])
      : [null];
    const address = order.shipping_address;
    const draft = await this.manualOrder(
      manager,
      shop as Shop,
      {
        firstName: address?.first_name ?? null,
        lastName: address?.last_name ?? null,
        company: address?.company ?? null,
        address1: address?.address_1 ?? null,
        address2: address?.address_2 ?? null,
        city: address?.city ?? null,
        postalCode: address?.postal_code ?? null,
        province: address?.province ?? null,
        countryCode: address?.country_code ?? null,
        phone: address?.phone ?? null,
      },
      order.email,
      items,
    );
    const existing = await repos.item.find({ where: { order_id: orderId }, select: ["id"] });
    if (existing.length) {
      await repos.itemTax.delete({ item_id: In(existing.map((i) => i.id)) });
      await repos.item.delete(existing.map((i) => i.id));
    }
    await this.deps_.orderRecordsService.writeItems(manager, shop as Shop, orderId, draft.incoming, "", draft.matches);
    const { totals } = draft.incoming;
    await repos.extension.update(
      { order_id: orderId },
      {
        subtotal: totals.subtotal,
        shipping_total: totals.shipping,
        tax_total: totals.tax,
        discount_total: 0,
        total: totals.total,
        needs_linking: false,
      },
    );
  }

  /** Prices and names of the variants of a manual order, as an IncomingOrder the intake can write. */
  private async manualOrder(
    manager: EntityManager,
    shop: Shop,
    address: IncomingAddress,
    email: string | null,
    items: ManualOrderInput["items"],
  ): Promise<{ incoming: IncomingOrder; matches: Map<string, Match> }> {
    const variantIds = items.map((i) => i.variantId);
    const variants: Array<{
      id: string;
      title: string;
      product_title: string;
      sku: string | null;
      gtin: string | null;
      price: string | null;
    }> = await manager.query(
      `SELECT v.id, v.title, p.title AS product_title, v.sku, coalesce(v.barcode, v.ean, v.upc) AS gtin,
              (SELECT ma.amount FROM product_variant_money_amount pvma
                 JOIN money_amount ma ON ma.id = pvma.money_amount_id AND ma.deleted_at IS NULL
                WHERE pvma.variant_id = v.id AND pvma.deleted_at IS NULL AND ma.currency_code = 'eur'
                  AND ma.region_id IS NULL AND ma.price_list_id IS NULL
                ORDER BY ma.created_at LIMIT 1) AS price
         FROM product_variant v JOIN product p ON p.id = v.product_id
        WHERE v.id = ANY($1) AND v.deleted_at IS NULL AND p.deleted_at IS NULL`,
      [variantIds],
    );
    const byId = new Map(variants.map((v) => [v.id, v]));
    const unknown = items.findIndex((i) => !byId.get(i.variantId)?.price);
    if (unknown >= 0) throw new DomainError("BAD_REQUEST", ORDER_MESSAGES.variantUnknown, `items.${unknown}.variantId`);
    const [region] = await manager.query(
      `SELECT r.tax_rate FROM region r JOIN country c ON c.region_id = r.id
        WHERE c.iso_2 = lower($1) AND r.deleted_at IS NULL LIMIT 1`,
      [address.countryCode ?? ""],
    );
    const rate = Number(region?.tax_rate ?? 0);
    const matches = new Map<string, Match>();
    const lineItems: IncomingLineItem[] = items.map((item, index) => {
      const variant = byId.get(item.variantId) as (typeof variants)[number];
      const lineId = `manual-${index}`;
      matches.set(lineId, { variantId: variant.id, gtin: variant.gtin });
      const unitPrice = Number(variant.price);
      const tax = Math.round((unitPrice * item.quantity * rate) / 100);
      return {
        id: lineId,
        variantId: null,
        sku: variant.sku,
        title: variant.product_title,
        variantTitle: variant.title,
        name: `${variant.product_title} - ${variant.title}`,
        quantity: item.quantity,
        unitPrice,
        discount: 0,
        taxLines: rate > 0 ? [{ title: "VAT", ratePercent: rate, amount: tax }] : [],
      };
    });
    const subtotal = lineItems.reduce((sum, l) => sum + l.unitPrice * l.quantity, 0);
    const tax = lineItems.reduce((sum, l) => sum + l.taxLines.reduce((t, x) => t + x.amount, 0), 0);
    const now = new Date();
    return {
      matches,
      incoming: {
        id: "manual",
        name: null,
        createdAt: now,
        updatedAt: now,
        cancelledAt: null,
        email: email ?? `no-email@${shop?.domain ?? "manual.invalid"}`,
        phone: address.phone,
        currency: MANUAL_CURRENCY,
        taxesIncluded: false,
        financialStatus: null,
        fulfillmentStatus: null,
        customer: null,
        shippingAddress: address,
        billingAddress: address,
        lineItems,
        shippingLines: [],
        totals: { subtotal, shipping: 0, tax, discount: 0, total: subtotal + tax },
      },
    };
  }
}
