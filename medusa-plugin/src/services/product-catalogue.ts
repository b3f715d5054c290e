import { OPEN_PRODUCT_REQUEST_STATUSES, PRODUCT_MESSAGES, type ProductListInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import { containsPattern } from "../lib/sql";
import type { StockOverviewService } from "../modules/stocks";
import type ProductLinkService from "./product-link";
import type { LinkView, Viewer } from "./product-link";

export type StockAtLocation = { locationId: string; locationName: string; onHand: number; available: number };

type InjectedDependencies = {
  manager: EntityManager;
  productLinkService: ProductLinkService;
  stockOverviewService: StockOverviewService;
};

/**
 * The merchant's view of the platform catalogue (Medusa's products): what it sells (linked to one
 * of its shops) and may sell (every published product), with its stock per location and the sales
 * of the last 30 days. Support sees every product, drafts too, and every organisation's figures.
 */
export default class ProductCatalogueService extends PlatformService<InjectedDependencies> {
  async list(viewer: Viewer, input: ProductListInput) {
    const params: unknown[] = [viewer.organisationId, viewer.isSupport];
    const where = ["p.deleted_at IS NULL", "($2::boolean OR p.status = 'published' OR linked.n > 0)"];
    if (input.scope === "linked") where.push("linked.n > 0");
    if (input.search) {
      params.push(containsPattern(input.search));
      where.push(
        `(lower(p.title) LIKE $${params.length} OR EXISTS (SELECT 1 FROM product_variant v WHERE v.product_id = p.id
           AND v.deleted_at IS NULL AND lower(coalesce(v.sku, '')) LIKE $${params.length}))`,
      );
    }
    const from = `
      FROM product p
      LEFT JOIN LATERAL (
        SELECT count(*)::int AS n FROM shop_product_link l
          JOIN shop s ON s.id = l.shop_id JOIN product_variant v ON v.id = l.variant_id
         WHERE v.product_id = p.id AND ($2::boolean OR s.organisation_id = $1)) linked ON TRUE
      WHERE ${where.join(" AND ")}`;
    const [{ total }] = await this.activeManager_.query(`SELECT count(*)::int AS total ${from}`, params);
    const rows: Array<Record<string, unknown>> = await this.activeManager_.query(
      `SELECT p.id, p.title, p.status, p.thumbnail, linked.n AS links,
              (SELECT count(*)::int FROM product_variant v WHERE v.product_id = p.id AND v.deleted_at IS NULL) AS variants,
              (SELECT coalesce(array_agg(v.sku ORDER BY v.sku), '{}') FROM product_variant v
                WHERE v.product_id = p.id AND v.deleted_at IS NULL AND v.sku IS NOT NULL) AS skus
         ${from} ORDER BY linked.n > 0 DESC, p.title, p.id
        LIMIT ${input.pageSize} OFFSET ${(input.page - 1) * input.pageSize}`,
      params,
    );
    const ids = rows.map((row) => row.id as string);
    const stock = await this.stockByProduct(viewer, ids);
    const sales = await this.salesByProduct(viewer, ids);
    return {
      items: rows.map((row) => ({
        id: row.id as string,
        title: row.title as string,
        status: row.status as string,
        thumbnail: (row.thumbnail as string | null) ?? null,
        variants: row.variants as number,
        skus: row.skus as string[],
        linked: (row.links as number) > 0,
        stock: stock.get(row.id as string) ?? [],
        sales30Days: sales.get(row.id as string) ?? 0,
      })),
      total,
      page: input.page,
      pageSize: input.pageSize,
    };
  }

  /** Product overview: variants with stock and sales, links, open requests and their chats. */
  async overview(viewer: Viewer, productId: string) {
    const [product] = await this.activeManager_.query(
      `SELECT id, title, subtitle, status, thumbnail, description, hs_code, mid_code, origin_country
         FROM product WHERE id = $1 AND deleted_at IS NULL AND ($2::boolean OR status = 'published'
           OR EXISTS (SELECT 1 FROM product_variant v JOIN shop_product_link l ON l.variant_id = v.id
                        JOIN shop s ON s.id = l.shop_id WHERE v.product_id = product.id AND s.organisation_id = $3))`,
      [productId, viewer.isSupport, viewer.organisationId],
    );
    if (!product) throw new DomainError("NOT_FOUND", PRODUCT_MESSAGES.notFound);
    const variants: Array<Record<string, unknown>> = await this.activeManager_.query(
      `SELECT id, title, sku, barcode FROM product_variant WHERE product_id = $1 AND deleted_at IS NULL
        ORDER BY variant_rank NULLS LAST, created_at, id`,
      [productId],
    );
    const variantIds = variants.map((v) => v.id as string);
    const stock = await this.stockRows(viewer, `ls.variant_id = ANY($VAR)`, variantIds);
    const sales = await this.salesRows(viewer, `li.variant_id = ANY($VAR)`, variantIds);
    const links: LinkView[] = await this.deps_.productLinkService.linksOfProduct(viewer, productId);
    // The stock hint (spec §9) is the merchant's own: where a variant runs short, and how many to order.
    const below = viewer.isSupport
      ? []
      : (await this.deps_.stockOverviewService.rows(viewer.organisationId, { belowHint: true }, productId)).rows;
    const requests: Array<Record<string, unknown>> = await this.activeManager_.query(
      `SELECT r.id, r.product_name, r.status, r.created_at, s.name AS shop_name
         FROM product_request r JOIN shop s ON s.id = r.shop_id
        WHERE r.product_id = $1 AND r.status = ANY($2) AND ($3::boolean OR r.organisation_id = $4)
        ORDER BY r.created_at DESC`,
      [productId, OPEN_PRODUCT_REQUEST_STATUSES, viewer.isSupport, viewer.organisationId],
    );
    // Stock on its way: stock orders not yet received or cancelled that hold this product.
    const stockOrders: Array<Record<string, unknown>> = await this.activeManager_.query(
      `SELECT so.id, so.number, so.status, so.import_method, so.created_at, l.name AS location_name,
              sum(i.quantity - i.received_quantity)::int AS open_quantity
         FROM stock_order so JOIN stock_order_item i ON i.stock_order_id = so.id
         JOIN location l ON l.id = so.location_id
        WHERE i.variant_id = ANY($1) AND so.status IN ('pending','processing')
          AND ($2::boolean OR so.organisation_id = $3)
        GROUP BY so.id, l.name ORDER BY so.created_at DESC LIMIT 50`,
      [variantIds, viewer.isSupport, viewer.organisationId],
    );
    const chats: Array<Record<string, unknown>> = await this.activeManager_.query(
      `SELECT c.id, c.subject_title, c.status, c.last_message_at, rec.name AS receiver_name
         FROM chat c JOIN product_request r ON r.id = c.subject_id
         JOIN organisation rec ON rec.id = c.receiver_organisation_id
        WHERE c.subject_type = 'product_request' AND r.product_id = $1
          AND ($2::boolean OR c.organisation_id = $3 OR c.receiver_organisation_id = $3)
        ORDER BY c.last_message_at DESC LIMIT 50`,
      [productId, viewer.isSupport, viewer.organisationId],
    );
    return {
      product: {
        id: product.id as string,
        title: product.title as string,
        subtitle: (product.subtitle as string | null) ?? null,
        status: product.status as string,
        thumbnail: (product.thumbnail as string | null) ?? null,
        hsCode: (product.hs_code as string | null) ?? null,
        midCode: (product.mid_code as string | null) ?? null,
        originCountry: (product.origin_country as string | null) ?? null,
      },
      variants: variants.map((v) => ({
        id: v.id as string,
        title: v.title as string,
        sku: (v.sku as string | null) ?? null,
        barcode: (v.barcode as string | null) ?? null,
        stock: stock.filter((s) => s.key === v.id).map(({ key: _key, ...rest }) => rest),
        sales30Days: sales.find((s) => s.key === v.id)?.quantity ?? 0,
        belowHint: below
          .filter((row) => row.variant.id === v.id)
          .map((row) => ({ locationName: row.location.name, proposedQuantity: row.hint.proposedQuantity })),
      })),
      links,
      openRequests: requests.map((r) => ({
        id: r.id as string,
        productName: r.product_name as string,
        status: r.status as string,
        shopName: r.shop_name as string,
        createdAt: r.created_at as Date,
      })),
      openStockOrders: stockOrders.map((o) => ({
        id: o.id as string,
        number: o.number as number,
        status: o.status as string,
        importMethod: o.import_method as string,
        locationName: o.location_name as string,
        openQuantity: o.open_quantity as number,
        createdAt: o.created_at as Date,
      })),
      chats: chats.map((c) => ({
        id: c.id as string,
        title: (c.subject_title as string | null) ?? null,
        status: c.status as string,
        receiver: c.receiver_name as string,
        lastMessageAt: c.last_message_at as Date,
      })),
    };
  }

  private async stockByProduct(viewer: Viewer, productIds: string[]): Promise<Map<string, StockAtLocation[]>> {
    const rows = await this.stockRows(viewer, `v.product_id = ANY($VAR)`, productIds, "v.product_id");
    const map = new Map<string, StockAtLocation[]>();
    for (const { key, ...row } of rows) map.set(key, [...(map.get(key) ?? []), row]);
    return map;
  }

  private async salesByProduct(viewer: Viewer, productIds: string[]): Promise<Map<string, number>> {
    const rows = await this.salesRows(viewer, `v.product_id = ANY($VAR)`, productIds, "v.product_id");
    return new Map(rows.map((row) => [row.key, row.quantity]));
  }

  /** The viewer's stock (support: everyone's) per location, grouped by `key`. */
  private async stockRows(viewer: Viewer, filter: string, ids: string[], key = "ls.variant_id") {
    if (ids.length === 0) return [];
    const rows: Array<Record<string, unknown>> = await this.activeManager_.query(
      `SELECT ${key} AS key, loc.id AS location_id, loc.name AS location_name,
              sum(ls.on_hand)::int AS on_hand, sum(ls.on_hand - ls.reserved)::int AS available
         FROM location_stock ls
         JOIN location loc ON loc.id = ls.location_id
         JOIN product_variant v ON v.id = ls.variant_id
        WHERE ${filter.replace("$VAR", "$1")} AND ($2::boolean OR ls.organisation_id = $3)
        GROUP BY ${key}, loc.id, loc.name ORDER BY loc.name`,
      [ids, viewer.isSupport, viewer.organisationId],
    );
    return rows.map((row) => ({
      key: row.key as string,
      locationId: row.location_id as string,
      locationName: row.location_name as string,
      onHand: row.on_hand as number,
      available: row.available as number,
    }));
  }

  /** Units sold in the last 30 days (not cancelled orders), grouped by `key`. */
  private async salesRows(viewer: Viewer, filter: string, ids: string[], key = "li.variant_id") {
    if (ids.length === 0) return [];
    const rows: Array<Record<string, unknown>> = await this.activeManager_.query(
      `SELECT ${key} AS key, sum(li.quantity)::int AS quantity
         FROM line_item li
         JOIN order_extension e ON e.order_id = li.order_id
         JOIN "order" o ON o.id = li.order_id
         JOIN product_variant v ON v.id = li.variant_id
        WHERE ${filter.replace("$VAR", "$1")} AND ($2::boolean OR e.organisation_id = $3)
          AND o.status <> 'canceled' AND e.created_at >= now() - interval '30 days'
        GROUP BY ${key}`,
      [ids, viewer.isSupport, viewer.organisationId],
    );
    return rows.map((row) => ({ key: row.key as string, quantity: row.quantity as number }));
  }
}
