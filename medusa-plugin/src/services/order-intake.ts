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
import { ORDER_MESSAGES } from "@platform/domain";
import { type EntityManager, In, type Repository } from "typeorm";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import {
  fulfillmentStatusOf,
  type IncomingAddress,
  type IncomingLineItem,
  type IncomingOrder,
  paymentStatusOf,
} from "../lib/shopify/orders";
import { OrderExtension } from "../models/order-extension";
import type { Shop } from "../models/shop";
import type LocationService from "./location";
import type OrderHistoryService from "./order-history";

/** The one guest customer redacted orders point to (Medusa's order needs a customer). */
export const REDACTED_EMAIL = "redacted@privacy.invalid";
const NO_EMAIL = (shopDomain: string) => `no-email@${shopDomain}`;
/** Marks the shipping option orders from shops carry (Medusa's shipping method needs one per region). */
const SHOP_SHIPPING_OPTION = "Shop shipping";

type InjectedDependencies = {
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
  locationService: LocationService;
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

type OrderPatch = Parameters<Repository<Order>["update"]>[1];
type AddressPatch = Parameters<Repository<Address>["update"]>[1];

type Match = { variantId: string; gtin: string | null };

const MANUAL_CURRENCY = "EUR";

export type IntakeResult = { orderId: string; created: boolean; stale: boolean };

/** What the amounts of a Shopify line become in Medusa: a net unit price and its tax rates. */
function netUnitPrice(
  line: { unitPrice: number; quantity: number; discount: number; taxLines: Array<{ amount: number }> },
  taxesIncluded: boolean,
) {
  const quantity = Math.max(1, line.quantity);
  const gross = line.unitPrice * quantity - line.discount;
  const tax = line.taxLines.reduce((sum, t) => sum + t.amount, 0);
  return Math.round((taxesIncluded ? gross - tax : gross) / quantity);
}

function addressFields(address: IncomingAddress | null) {
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

function customerNameOf(order: IncomingOrder): string | null {
  const parts = [order.shippingAddress?.firstName, order.shippingAddress?.lastName].filter(Boolean);
  if (parts.length) return parts.join(" ");
  const fromCustomer = [order.customer?.firstName, order.customer?.lastName].filter(Boolean);
  return fromCustomer.length ? fromCustomer.join(" ") : null;
}

/**
 * Shopify orders → ordinary Medusa orders (Medusa's own tables, written through its repositories in
 * one transaction), plus our order_extension row. Idempotent: a transaction-scoped advisory lock on
 * the business key (shop, Shopify order id) serialises concurrent deliveries of one order, and the
 * unique index on that key is the last guard; older versions never overwrite newer ones.
 */
export default class OrderIntakeService extends PlatformService {
  protected readonly deps_: InjectedDependencies;
  private readonly shippingOptionByRegion_ = new Map<string, string>();
  private salesChannelId_: string | null | undefined;

  constructor(container: InjectedDependencies) {
    // biome-ignore lint/complexity/noArguments: Medusa's base service wants the raw constructor arguments.
    super(...(arguments as unknown as [InjectedDependencies]));
    this.deps_ = container;
  }

  private repos(manager: EntityManager) {
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

  /**
   * `create` (orders/create, reconciliation) leaves a stored order alone unless Shopify's version is
   * newer; `update` (orders/updated, orders/cancelled) applies the same version too (two changes
   * within Shopify's one-second updated_at resolution).
   */
  async upsert(shop: Shop, incoming: IncomingOrder, mode: "create" | "update" = "create"): Promise<IntakeResult> {
    if (!shop.organisation_id) throw new Error(`shop ${shop.domain} has no organisation yet`);
    // Read-mostly lookups outside the order's transaction, so concurrent intakes do not queue on them.
    const regionId = await this.regionFor(incoming);
    const shippingOptionId = await this.shopShippingOption(regionId);
    const salesChannelId = await this.salesChannelId();
    return await this.transaction_(async (manager) => {
      await manager.query("SELECT pg_advisory_xact_lock(hashtext($1))", [`shop-order:${shop.id}:${incoming.id}`]);
      const repos = this.repos(manager);
      const existing = await repos.extension.findOne({
        where: { shop_id: shop.id, external_order_id: incoming.id },
      });
      if (existing) {
        const stored = existing.external_updated_at?.getTime() ?? 0;
        const version = incoming.updatedAt.getTime();
        if (version < stored || (mode === "create" && version <= stored)) {
          return { orderId: existing.order_id, created: false, stale: true };
        }
        await this.update(manager, existing, shop, incoming, shippingOptionId);
        return { orderId: existing.order_id, created: false, stale: false };
      }
      const orderId = await this.create(manager, shop, incoming, { regionId, shippingOptionId, salesChannelId });
      return { orderId, created: true, stale: false };
    });
  }

  private async create(
    manager: EntityManager,
    shop: Shop,
    incoming: IncomingOrder,
    ids: { regionId: string; shippingOptionId: string; salesChannelId: string | null },
    /** A manual order: its lines already name platform variants, and it has no Shopify id. */
    manual: Map<string, Match> | null = null,
  ): Promise<string> {
    const repos = this.repos(manager);
    const email = (incoming.email ?? NO_EMAIL(shop.domain)).toLowerCase();
    const customerId = await this.guestCustomer(manager, email);
    const [shippingAddress, billingAddress] = await repos.address.save([
      repos.address.create(addressFields(incoming.shippingAddress)),
      repos.address.create(addressFields(incoming.billingAddress ?? incoming.shippingAddress)),
    ]);
    const order = await repos.order.save(
      repos.order.create({
        status: incoming.cancelledAt ? "canceled" : "pending",
        fulfillment_status: fulfillmentStatusOf(incoming),
        payment_status: manual ? "not_paid" : paymentStatusOf(incoming),
        customer_id: customerId,
        email,
        region_id: ids.regionId,
        currency_code: incoming.currency.toLowerCase(),
        shipping_address_id: shippingAddress?.id,
        billing_address_id: billingAddress?.id,
        external_id: manual ? null : `gid://shopify/Order/${incoming.id}`,
        sales_channel_id: ids.salesChannelId,
        no_notification: true,
        canceled_at: incoming.cancelledAt ?? undefined,
        created_at: incoming.createdAt,
        metadata: manual
          ? { source: "manual", shop_domain: shop.domain }
          : { source: "shopify", shop_domain: shop.domain, shopify_order_name: incoming.name },
      } as Partial<Order> as Order),
    );
    const needsLinking = await this.writeItems(manager, shop, order.id, incoming, ids.shippingOptionId, manual);
    await repos.extension.insert({
      order_id: order.id,
      organisation_id: shop.organisation_id as string,
      shop_id: shop.id,
      external_order_id: manual ? null : incoming.id,
      ...this.extensionFields(incoming, needsLinking),
      created_at: incoming.createdAt,
    });
    if (!manual) {
      await this.deps_.orderHistoryService.record(manager, {
        orderId: order.id,
        organisationId: shop.organisation_id as string,
        type: "created",
        data: { source: "shopify", shop: shop.domain, name: incoming.name },
        actor: "shop",
      });
    }
    // Where it ships from, with its stock reserved, in the same transaction (cancelled: not routed).
    if (!incoming.cancelledAt) await this.deps_.locationService.routeOrder(manager, order.id);
    return order.id;
  }

  private extensionFields(incoming: IncomingOrder, needsLinking: boolean) {
    return {
      external_order_name: incoming.name,
      external_customer_id: incoming.customer?.id ?? null,
      external_updated_at: incoming.updatedAt,
      customer_name: customerNameOf(incoming),
      currency_code: incoming.currency.toLowerCase(),
      subtotal: incoming.totals.subtotal,
      shipping_total: incoming.totals.shipping,
      tax_total: incoming.totals.tax,
      discount_total: incoming.totals.discount,
      total: incoming.totals.total,
      needs_linking: needsLinking,
    };
  }

  private async update(
    manager: EntityManager,
    existing: OrderExtension,
    shop: Shop,
    incoming: IncomingOrder,
    shippingOptionId: string,
  ): Promise<void> {
    const repos = this.repos(manager);
    const order = await repos.order.findOneOrFail({ where: { id: existing.order_id } });
    const shipped = Boolean(existing.shipped_at);
    const next = {
      status: incoming.cancelledAt ? "canceled" : order.status,
      payment: paymentStatusOf(incoming),
      fulfillment: incoming.cancelledAt
        ? "canceled"
        : shipped
          ? order.fulfillment_status
          : fulfillmentStatusOf(incoming),
    };
    const changes = [
      { field: "status", from: order.status as string, to: next.status as string },
      { field: "payment", from: order.payment_status as string, to: next.payment },
      { field: "fulfillment", from: order.fulfillment_status as string, to: next.fulfillment as string },
    ].filter((c) => c.from !== c.to);
    for (const change of changes) {
      await this.deps_.orderHistoryService.record(manager, {
        orderId: order.id,
        organisationId: existing.organisation_id,
        type: "status_changed",
        data: change,
        actor: "shop",
      });
    }
    await repos.order.update({ id: order.id }, {
      status: next.status,
      fulfillment_status: next.fulfillment as Order["fulfillment_status"],
      payment_status: next.payment as Order["payment_status"],
      canceled_at: incoming.cancelledAt ?? undefined,
    } as OrderPatch);
    if (existing.redacted_at) {
      // After a redaction no personal data comes back in; statuses still follow Shopify.
      await repos.extension.update({ order_id: order.id }, { external_updated_at: incoming.updatedAt });
      return;
    }
    if (incoming.email) await repos.order.update({ id: order.id }, { email: incoming.email.toLowerCase() });
    // A member's correction of the address wins over the shop's later versions.
    if (order.shipping_address_id && !existing.address_edited_at) {
      await repos.address.update({ id: order.shipping_address_id }, addressFields(incoming.shippingAddress));
    }
    if (order.billing_address_id) {
      await repos.address.update(
        { id: order.billing_address_id },
        addressFields(incoming.billingAddress ?? incoming.shippingAddress),
      );
    }
    let needsLinking = existing.needs_linking;
    if (!shipped) {
      // Items and shipping follow Shopify's latest version until the order has left the warehouse.
      const items = await repos.item.find({ where: { order_id: order.id }, select: ["id"] });
      if (items.length) {
        await repos.itemTax.delete({ item_id: In(items.map((i) => i.id)) });
        await repos.item.delete(items.map((i) => i.id));
      }
      const methods = await repos.shipping.find({ where: { order_id: order.id }, select: ["id"] });
      if (methods.length) {
        await repos.shippingTax.delete({ shipping_method_id: In(methods.map((m) => m.id)) });
        await repos.shipping.delete(methods.map((m) => m.id));
      }
      needsLinking = await this.writeItems(manager, shop, order.id, incoming, shippingOptionId);
    }
    const fields = this.extensionFields(incoming, needsLinking);
    if (existing.address_edited_at) fields.customer_name = existing.customer_name;
    await repos.extension.update({ order_id: order.id }, fields);
    if (incoming.cancelledAt) {
      // A cancelled order gives back the stock it reserved.
      await this.deps_.locationService.releaseOrder(manager, order.id);
    } else if (!shipped) {
      // New items (or address): route again; its earlier reservation is released first.
      await this.deps_.locationService.routeOrder(manager, order.id);
    }
  }

  /** Line items (matched to platform variants), their tax lines and the shipping method. Returns "needs linking". */
  private async writeItems(
    manager: EntityManager,
    shop: Shop,
    orderId: string,
    incoming: IncomingOrder,
    shippingOptionId: string,
    preMatched: Map<string, Match> | null = null,
  ): Promise<boolean> {
    const repos = this.repos(manager);
    const matches = preMatched ?? (await this.matchVariants(manager, shop, incoming.lineItems));
    const items = incoming.lineItems.map((line) => {
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
    const regionId = await this.regionFor(draft.incoming);
    const shippingOptionId = await this.shopShippingOption(regionId);
    const salesChannelId = await this.salesChannelId();
    return await this.transaction_(async (manager) => {
      return await this.create(
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
    const repos = this.repos(manager);
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
    await this.writeItems(manager, shop as Shop, orderId, draft.incoming, "", draft.matches);
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

  /**
   * Shopify line → platform variant: an explicit link by Shopify variant id, then a link by SKU,
   * then (the default match) a platform variant with the same SKU, which is recorded as the shop's link.
   */
  private async matchVariants(
    manager: EntityManager,
    shop: Shop,
    lines: IncomingLineItem[],
  ): Promise<Map<string, Match>> {
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
  private async guestCustomer(manager: EntityManager, email: string): Promise<string> {
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
  private async regionFor(incoming: IncomingOrder): Promise<string> {
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

  private async salesChannelId(): Promise<string | null> {
    if (this.salesChannelId_ === undefined) {
      const channel = await this.deps_.salesChannelService.retrieveDefault().catch(() => null);
      this.salesChannelId_ = channel?.id ?? null;
    }
    return this.salesChannelId_;
  }

  /** Medusa's shipping method needs a shipping option: one admin-only "Shop shipping" option per region. */
  private async shopShippingOption(regionId: string): Promise<string> {
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

  /**
   * customers/redact and shop/redact: the personal data of the shop's imported orders (all of them,
   * or the customer's) is erased — email, names, addresses, phone — and the orders point to one
   * anonymous guest customer. Items, amounts and statuses stay (bookkeeping).
   */
  async redact(
    shop: Shop,
    filter: { all: true } | { customerId: string | null; email: string | null; orderIds: string[] },
  ): Promise<number> {
    return await this.transaction_(async (manager) => {
      const params: unknown[] = [shop.id];
      let where = "TRUE";
      if (!("all" in filter)) {
        params.push(filter.orderIds, filter.customerId ?? "", (filter.email ?? "").toLowerCase());
        where = "(e.external_order_id = ANY($2) OR e.external_customer_id = $3 OR lower(o.email) = $4)";
      }
      const rows: Array<{ id: string; customer_id: string; shipping_address_id: string; billing_address_id: string }> =
        await manager.query(
          `SELECT o.id, o.customer_id, o.shipping_address_id, o.billing_address_id
             FROM order_extension e JOIN "order" o ON o.id = e.order_id
            WHERE e.shop_id = $1 AND ${where}`,
          params,
        );
      if (!rows.length) return 0;
      const repos = this.repos(manager);
      const anonymous = await this.guestCustomer(manager, REDACTED_EMAIL);
      const orderIds = rows.map((r) => r.id);
      await repos.order
        .createQueryBuilder()
        .update()
        .set({ email: REDACTED_EMAIL, customer_id: anonymous })
        .whereInIds(orderIds)
        .execute();
      const addressIds = rows.flatMap((r) => [r.shipping_address_id, r.billing_address_id]).filter(Boolean);
      if (addressIds.length) {
        await repos.address
          .createQueryBuilder()
          .update()
          .set({
            first_name: null,
            last_name: null,
            company: null,
            address_1: null,
            address_2: null,
            city: null,
            postal_code: null,
            province: null,
            phone: null,
          } as AddressPatch)
          .whereInIds(addressIds)
          .execute();
      }
      await manager.query(
        `UPDATE order_extension SET customer_name = NULL, external_customer_id = NULL, redacted_at = now(), updated_at = now()
          WHERE order_id = ANY($1)`,
        [orderIds],
      );
      // Guest customers left without orders are erased too (anonymised and deleted, as Medusa soft-deletes).
      const formerCustomers = [...new Set(rows.map((r) => r.customer_id))].filter((id) => id !== anonymous);
      await manager.query(
        `UPDATE customer c SET email = 'redacted+' || c.id || '@privacy.invalid', first_name = NULL, last_name = NULL,
                phone = NULL, deleted_at = now()
          WHERE c.id = ANY($1) AND c.has_account = false
            AND NOT EXISTS (SELECT 1 FROM "order" o WHERE o.customer_id = c.id)`,
        [formerCustomers],
      );
      return rows.length;
    });
  }

  /** The order names Shopify's customers/data_request asks about (what we hold for that customer). */
  async ordersOfCustomer(shop: Shop, customerId: string | null, email: string | null, orderIds: string[]) {
    const rows: Array<{ id: string; name: string | null; display_id: number }> = await this.manager_.query(
      `SELECT o.id, e.external_order_name AS name, o.display_id
         FROM order_extension e JOIN "order" o ON o.id = e.order_id
        WHERE e.shop_id = $1 AND (e.external_order_id = ANY($2) OR e.external_customer_id = $3 OR lower(o.email) = $4)
        ORDER BY o.display_id`,
      [shop.id, orderIds, customerId ?? "", (email ?? "").toLowerCase()],
    );
    return rows;
  }
}
