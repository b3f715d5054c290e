import {
  type Address,
  type Customer,
  generateEntityId,
  type LineItem,
  type LineItemTaxLine,
  type Order,
  type SalesChannelService,
  type ShippingMethod,
  type ShippingMethodTaxLine,
  type ShippingOption,
  type ShippingProfileService,
} from "@medusajs/medusa";
import type { EntityManager, Repository } from "typeorm";
import { PlatformService } from "../lib/platform-service";
import type { IncomingAddress, IncomingLineItem, IncomingOrder } from "../lib/shopify/orders";
import { OrderExtension } from "../models/order-extension";
import type { Shop } from "../models/shop";
import type LocationStockService from "./location-stock";
import type OrderHistoryService from "./order-history";
import type OrderIntakeService from "./order-intake";
import type OrderRoutingService from "./order-routing";

/** The one guest customer redacted orders point to (Medusa's order needs a customer). */
export const REDACTED_EMAIL = "redacted@privacy.invalid";
export const NO_EMAIL = (shopDomain: string) => `no-email@${shopDomain}`;
/** Marks the shipping option orders from shops carry (Medusa's shipping method needs one per region). */
export const SHOP_SHIPPING_OPTION = "Shop shipping";

export type InjectedDependencies = {
  orderRecordsService: OrderRecordsService;
  orderIntakeService: OrderIntakeService;
  manager: EntityManager;
  orderRepository: Repository<Order>;
  lineItemRepository: Repository<LineItem>;
  lineItemTaxLineRepository: Repository<LineItemTaxLine>;
  addressRepository: Repository<Address>;
  customerRepository: Repository<Customer>;
  shippingMethodRepository: Repository<ShippingMethod>;
  shippingMethodTaxLineRepository: Repository<ShippingMethodTaxLine>;
  shippingOptionRepository: Repository<ShippingOption>;
  salesChannelService: SalesChannelService;
  shippingProfileService: ShippingProfileService;
  locationStockService: LocationStockService;
  orderRoutingService: OrderRoutingService;
  orderHistoryService: OrderHistoryService;
};

/** A manual order's content: platform variants with quantities, priced from the variant's price. */
export type ManualOrderInput = {
  email: string | null;
  shippingAddress: Omit<IncomingAddress, "company" | "address2" | "province" | "phone"> & {
    company?: string | null;
    address2?: string | null;
    province?: string | null;
    phone?: string | null;
  };
  items: Array<{ variantId: string; quantity: number }>;
};

export type OrderPatch = Parameters<Repository<Order>["update"]>[1];
export type AddressPatch = Parameters<Repository<Address>["update"]>[1];

export type Match = { variantId: string; gtin: string | null };

export const MANUAL_CURRENCY = "EUR";

export type IntakeResult = { orderId: string; created: boolean; stale: boolean };

/** What the amounts of a Shopify line become in Medusa: a net unit price and its tax rates. */
export function netUnitPrice(
  line: { unitPrice: number; quantity: number; discount: number; taxLines: Array<{ amount: number }> },
  taxesIncluded: boolean,
) {
  const quantity = Math.max(1, line.quantity);
  const gross = line.unitPrice * quantity - line.discount;
  const tax = line.taxLines.reduce((sum, t) => sum + t.amount, 0);
  return Math.round((taxesIncluded ? gross - tax : gross) / quantity);
}

export function addressFields(address: IncomingAddress | null) {
  return {
    first_name: address?.firstName ?? null,
    last_name: address?.lastName ?? null,
    company: address?.company ?? null,
    address_1: address?.address1 ?? null,
    address_2: address?.address2 ?? null,
    city: address?.city ?? null,
    postal_code: address?.postalCode ?? null,
    province: address?.province ?? null,
    country_code: address?.countryCode ?? null,
    phone: address?.phone ?? null,
  };
}

export function customerNameOf(order: IncomingOrder): string | null {
  const parts = [order.shippingAddress?.firstName, order.shippingAddress?.lastName].filter(Boolean);
  if (parts.length) return parts.join(" ");
  const fromCustomer = [order.customer?.firstName, order.customer?.lastName].filter(Boolean);
  return fromCustomer.length ? fromCustomer.join(" ") : null;
}

/**
 * Medusa's own order tables, written through Medusa's repositories: line items with tax lines,
 * guest customers, the region, sales channel and "Shop shipping" option an order needs. Shared by
 * the Shopify intake and manual orders, so both write orders Medusa reads as its own.
 */
export default class OrderRecordsService extends PlatformService<InjectedDependencies> {
  private readonly shippingOptionByRegion_ = new Map<string, string>();
  private salesChannelId_: string | null | undefined;

  repos(manager: EntityManager) {
    const d = this.deps_;
    return {
      order: manager.withRepository(d.orderRepository),
      item: manager.withRepository(d.lineItemRepository),
      itemTax: manager.withRepository(d.lineItemTaxLineRepository),
      address: manager.withRepository(d.addressRepository),
      customer: manager.withRepository(d.customerRepository),
      shipping: manager.withRepository(d.shippingMethodRepository),
      shippingTax: manager.withRepository(d.shippingMethodTaxLineRepository),
      extension: manager.getRepository(OrderExtension),
    };
  }

  /** Line items (matched to platform variants), their tax lines and the shipping method. Returns "needs linking". */
  async writeItems(
    manager: EntityManager,
    shop: Shop,
    orderId: string,
    incoming: IncomingOrder,
    shippingOptionId: string,
    preMatched: Map<string, Match> | null = null,
  ): Promise<boolean> {
    const repos = this.repos(manager);
    const matches = preMatched ?? (await this.matchVariants(manager, shop, incoming.lineItems));
    const items = incoming.lineItems.map((line, position) => {
      const match = matches.get(line.id) ?? null;
      return repos.item.create({
        order_id: orderId,
        title: line.title,
        description: line.variantTitle ?? "",
        unit_price: netUnitPrice(line, incoming.taxesIncluded),
        quantity: line.quantity,
        variant_id: match?.variantId ?? null,
        allow_discounts: false,
        has_shipping: false,
        should_merge: false,
        is_giftcard: false,
        is_return: false,
        metadata: {
          variant_name: line.name,
          // Lines saved together share created_at: the position keeps the shop's order of lines.
          position,
          sku: line.sku,
          gtin: match?.gtin ?? null,
          ...(preMatched ? {} : { shopify_line_item_id: line.id, shopify_variant_id: line.variantId }),
          needs_linking: !match,
        },
      } as Partial<LineItem> as LineItem);
    });
    const saved = items.length ? await repos.item.save(items) : [];
    const taxLines = saved.flatMap((item, index) =>
      (incoming.lineItems[index]?.taxLines ?? [])
        .filter((t) => t.ratePercent > 0)
        .map((t) => repos.itemTax.create({ item_id: item.id, rate: t.ratePercent, name: t.title, code: null })),
    );
    if (taxLines.length) await repos.itemTax.save(taxLines);
    for (const line of incoming.shippingLines) {
      const method = await repos.shipping.save(
        repos.shipping.create({
          order_id: orderId,
          shipping_option_id: shippingOptionId,
          price: netUnitPrice({ ...line, unitPrice: line.price, quantity: 1 }, incoming.taxesIncluded),
          data: { title: line.title, source: "shopify" },
        } as Partial<ShippingMethod> as ShippingMethod),
      );
      const shippingTaxes = line.taxLines
        .filter((t) => t.ratePercent > 0)
        .map((t) =>
          repos.shippingTax.create({ shipping_method_id: method.id, rate: t.ratePercent, name: t.title, code: null }),
        );
      if (shippingTaxes.length) await repos.shippingTax.save(shippingTaxes);
    }
    return incoming.lineItems.some((line) => !matches.has(line.id));
  }

  /**
   * Shopify line → platform variant: an explicit link by Shopify variant id, then a link by SKU,
   * then (the default match) a platform variant with the same SKU, which is recorded as the shop's link.
   */
  async matchVariants(manager: EntityManager, shop: Shop, lines: IncomingLineItem[]): Promise<Map<string, Match>> {
    const variantIds = lines.map((l) => l.variantId).filter((v): v is string => Boolean(v));
    const skus = lines.map((l) => l.sku).filter((s): s is string => Boolean(s));
    const links: Array<{
      shopify_variant_id: string | null;
      sku: string | null;
      variant_id: string;
      gtin: string | null;
    }> = await manager.query(
      `SELECT l.shopify_variant_id, l.sku, l.variant_id, coalesce(v.barcode, v.ean, v.upc) AS gtin
           FROM shop_product_link l JOIN product_variant v ON v.id = l.variant_id AND v.deleted_at IS NULL
          WHERE l.shop_id = $1 AND (l.shopify_variant_id = ANY($2) OR l.sku = ANY($3))`,
      [shop.id, variantIds, skus],
    );
    const byVariant = new Map(links.filter((l) => l.shopify_variant_id).map((l) => [l.shopify_variant_id, l]));
    const bySku = new Map(links.filter((l) => l.sku).map((l) => [l.sku, l]));
    const missingSkus = skus.filter((sku) => !bySku.has(sku));
    if (missingSkus.length) {
      const variants: Array<{ id: string; sku: string; gtin: string | null }> = await manager.query(
        `SELECT id, sku, coalesce(barcode, ean, upc) AS gtin FROM product_variant
          WHERE sku = ANY($1) AND deleted_at IS NULL`,
        [missingSkus],
      );
      for (const variant of variants) {
        await manager.query(
          `INSERT INTO shop_product_link (id, shop_id, sku, variant_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
          [generateEntityId(undefined, "spl"), shop.id, variant.sku, variant.id],
        );
        bySku.set(variant.sku, {
          shopify_variant_id: null,
          sku: variant.sku,
          variant_id: variant.id,
          gtin: variant.gtin,
        });
      }
    }
    const result = new Map<string, Match>();
    for (const line of lines) {
      const link = (line.variantId && byVariant.get(line.variantId)) || (line.sku && bySku.get(line.sku)) || null;
      if (link) result.set(line.id, { variantId: link.variant_id, gtin: link.gtin });
    }
    return result;
  }

  /** Medusa's guest customer for the address (unique per email among guests), created when new. */
  async guestCustomer(manager: EntityManager, email: string): Promise<string> {
    const repo = this.repos(manager).customer;
    await repo
      .createQueryBuilder()
      .insert()
      .values({ id: generateEntityId(undefined, "cus"), email, has_account: false })
      .orIgnore()
      .execute();
    const customer = await repo.findOneOrFail({ where: { email, has_account: false }, select: ["id"] });
    return customer.id;
  }

  /** The region of the shipping country, else one with the order's currency, else the first. */
  async regionFor(incoming: IncomingOrder): Promise<string> {
    const rows: Array<{ id: string }> = await this.manager_.query(
      `SELECT r.id FROM region r
         LEFT JOIN country c ON c.region_id = r.id AND c.iso_2 = $1
        WHERE r.deleted_at IS NULL
        ORDER BY (c.iso_2 IS NOT NULL) DESC, (r.currency_code = $2) DESC, r.created_at
        LIMIT 1`,
      [incoming.shippingAddress?.countryCode ?? "", incoming.currency.toLowerCase()],
    );
    if (!rows[0]) throw new Error("No region exists: create one in Medusa Admin before importing orders");
    return rows[0].id;
  }

  async salesChannelId(): Promise<string | null> {
    if (this.salesChannelId_ === undefined) {
      const channel = await this.deps_.salesChannelService.retrieveDefault().catch(() => null);
      this.salesChannelId_ = channel?.id ?? null;
    }
    return this.salesChannelId_;
  }

  /** Medusa's shipping method needs a shipping option: one admin-only "Shop shipping" option per region. */
  async shopShippingOption(regionId: string): Promise<string> {
    const cached = this.shippingOptionByRegion_.get(regionId);
    if (cached) return cached;
    const id = await this.manager_.transaction(async (manager) => {
      await manager.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`shop-shipping-option:${regionId}`]);
      const repo = manager.withRepository(this.deps_.shippingOptionRepository);
      const found = await repo
        .createQueryBuilder("o")
        .where("o.region_id = :regionId AND o.name = :name AND o.admin_only = true AND o.deleted_at IS NULL", {
          regionId,
          name: SHOP_SHIPPING_OPTION,
        })
        .getOne();
      if (found) return found.id;
      const profile = await this.deps_.shippingProfileService.withTransaction(manager).retrieveDefault();
      const created = await repo.save(
        repo.create({
          name: SHOP_SHIPPING_OPTION,
          region_id: regionId,
          profile_id: profile?.id,
          provider_id: "manual",
          price_type: "flat_rate",
          amount: 0,
          is_return: false,
          admin_only: true,
          data: { source: "shop" },
        } as Partial<ShippingOption> as ShippingOption),
      );
      return created.id;
    });
    this.shippingOptionByRegion_.set(regionId, id);
    return id;
  }
}
