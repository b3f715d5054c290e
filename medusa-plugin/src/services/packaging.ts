import { generateEntityId } from "@medusajs/medusa";
import {
  type CreatePackagingInput,
  CUSTOM_PACKAGING_MIN_SALES,
  PACKAGING_MESSAGES,
  type PackagingListInput,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { recordAudit } from "../lib/audit";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import { containsPattern } from "../lib/sql";
import type { PackagingViewer } from "./packaging-stock";

export type PackagingView = {
  id: string;
  kind: "stock" | "custom";
  organisationId: string | null;
  name: string;
  type: string;
  size: string;
  status: "active" | "inactive";
  price: number;
  currencyCode: string;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  weightG: number;
  moq: number;
  productionMinDays: number;
  productionMaxDays: number;
  customSize: boolean;
  /** The viewer's organisation's stock over all locations (support: everyone's). */
  inStock: number;
};

type PackagingRow = {
  id: string;
  kind: "stock" | "custom";
  organisation_id: string | null;
  name: string;
  type: string;
  size: string;
  status: "active" | "inactive";
  price: number;
  currency_code: string;
  length_mm: number;
  width_mm: number;
  height_mm: number;
  weight_g: number;
  moq: number;
  production_min_days: number;
  production_max_days: number;
  custom_size: boolean;
  in_stock: number;
};

export const toPackagingView = (row: PackagingRow): PackagingView => ({
  id: row.id,
  kind: row.kind,
  organisationId: row.organisation_id,
  name: row.name,
  type: row.type,
  size: row.size,
  status: row.status,
  price: row.price,
  currencyCode: row.currency_code,
  lengthMm: row.length_mm,
  widthMm: row.width_mm,
  heightMm: row.height_mm,
  weightG: row.weight_g,
  moq: row.moq,
  productionMinDays: row.production_min_days,
  productionMaxDays: row.production_max_days,
  customSize: row.custom_size,
  inStock: Number(row.in_stock ?? 0),
});

/** The packaging catalogue, organisations' custom packaging, variants' default packaging, print templates. */
export default class PackagingService extends PlatformService {
  /** Stock packaging and the viewer's own custom packaging (support: all). */
  private visible(viewer: PackagingViewer, params: unknown[]): string {
    if (viewer.role === "support") return "TRUE";
    params.push(viewer.organisationId);
    return `(p.organisation_id IS NULL OR p.organisation_id = $${params.length})`;
  }

  private select(viewer: PackagingViewer, params: unknown[]): string {
    params.push(viewer.role === "support" ? null : viewer.organisationId);
    return `SELECT p.*, (SELECT coalesce(sum(s.on_hand), 0)::int FROM packaging_stock s
                         WHERE s.packaging_id = p.id AND ($${params.length}::varchar IS NULL OR s.organisation_id = $${params.length})) AS in_stock
              FROM packaging p`;
  }

  async list(viewer: PackagingViewer, input: PackagingListInput) {
    const params: unknown[] = [];
    const where = [this.visible(viewer, params)];
    const add = (sql: (n: number) => string, value: unknown) => {
      params.push(value);
      where.push(sql(params.length));
    };
    if (input.type) add((n) => `p.type = $${n}`, input.type);
    if (input.kind) add((n) => `p.kind = $${n}`, input.kind);
    if (input.status) add((n) => `p.status = $${n}`, input.status);
    if (input.search)
      add((n) => `(lower(p.name) LIKE $${n} OR lower(p.size) LIKE $${n})`, containsPattern(input.search));
    const whereSql = `WHERE ${where.join(" AND ")}`;
    const [{ total }] = await this.activeManager_.query(
      `SELECT count(*)::int AS total FROM packaging p ${whereSql}`,
      params,
    );
    const select = this.select(viewer, params);
    params.push(input.pageSize, (input.page - 1) * input.pageSize);
    const rows: PackagingRow[] = await this.activeManager_.query(
      `${select} ${whereSql} ORDER BY p.kind DESC, p.type, p.name, p.id LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { items: rows.map(toPackagingView), total, page: input.page, pageSize: input.pageSize };
  }

  async get(viewer: PackagingViewer, packagingId: string): Promise<PackagingView> {
    const params: unknown[] = [];
    const select = this.select(viewer, params);
    const visible = this.visible(viewer, params);
    params.push(packagingId);
    const [row] = await this.activeManager_.query(`${select} WHERE ${visible} AND p.id = $${params.length}`, params);
    if (!row) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.notFound);
    return toPackagingView(row);
  }

  /** Support adds a stock packaging to the catalogue. */
  async create(input: CreatePackagingInput): Promise<PackagingView> {
    const id = generateEntityId(undefined, "pkg");
    await this.transaction_(async (manager) => {
      await this.insertStock(manager, id, input);
      await recordAudit(manager, {
        organisationId: null,
        subjectType: "packaging",
        subjectId: id,
        subjectLabel: input.name,
        action: "packaging.created",
        after: { ...input },
      });
    });
    return await this.get({ organisationId: "", role: "support" }, id);
  }

  private async insertStock(manager: EntityManager, id: string, input: CreatePackagingInput): Promise<void> {
    await manager.query(
      `INSERT INTO packaging (id, kind, name, type, size, price, length_mm, width_mm, height_mm, weight_g, moq,
                              production_min_days, production_max_days, custom_size)
       VALUES ($1, 'stock', $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
      [
        id,
        input.name,
        input.type,
        input.size,
        input.price,
        input.lengthMm,
        input.widthMm,
        input.heightMm,
        input.weightG,
        input.moq,
        input.productionMinDays,
        input.productionMaxDays,
        input.customSize,
      ],
    );
  }

  /** The organisation's variants' default packaging. */
  async variantDefaults(organisationId: string): Promise<
    Array<{
      variantId: string;
      sku: string | null;
      productTitle: string;
      variantTitle: string;
      packaging: { id: string; name: string; size: string };
    }>
  > {
    const rows: Array<Record<string, string>> = await this.activeManager_.query(
      `SELECT vp.variant_id, v.sku, v.title AS variant_title, pr.title AS product_title, p.id AS packaging_id, p.name, p.size
         FROM variant_packaging vp
         JOIN product_variant v ON v.id = vp.variant_id JOIN product pr ON pr.id = v.product_id
         JOIN packaging p ON p.id = vp.packaging_id
        WHERE vp.organisation_id = $1 ORDER BY pr.title, v.title`,
      [organisationId],
    );
    return rows.map((row) => ({
      variantId: row.variant_id,
      sku: row.sku,
      productTitle: row.product_title,
      variantTitle: row.variant_title,
      packaging: { id: row.packaging_id, name: row.name, size: row.size },
    }));
  }

  /** Sets (or with null clears) a variant's default packaging: a visible, active packaging. */
  async setVariantDefault(organisationId: string, variantId: string, packagingId: string | null): Promise<void> {
    await this.transaction_(async (manager) => {
      const [variant] = await manager.query(
        `SELECT id, coalesce(sku, title) AS label FROM product_variant WHERE id = $1 AND deleted_at IS NULL`,
        [variantId],
      );
      if (!variant) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.variantNotFound, "variantId");
      const defaultOf = async () =>
        (
          await manager.query(
            `SELECT p.id, p.name FROM variant_packaging vp JOIN packaging p ON p.id = vp.packaging_id
              WHERE vp.organisation_id = $1 AND vp.variant_id = $2`,
            [organisationId, variantId],
          )
        )[0] ?? null;
      const before = await defaultOf();
      const audit = async () =>
        await recordAudit(manager, {
          organisationId,
          subjectType: "packaging",
          subjectId: variantId,
          subjectLabel: variant.label,
          action: "packaging.variant_default_set",
          before: { packaging: before?.name ?? null, packaging_id: before?.id ?? null },
          after: await defaultOf().then((now) => ({ packaging: now?.name ?? null, packaging_id: now?.id ?? null })),
        });
      if (packagingId === null) {
        await manager.query(`DELETE FROM variant_packaging WHERE organisation_id = $1 AND variant_id = $2`, [
          organisationId,
          variantId,
        ]);
        await audit();
        return;
      }
      const [packaging] = await manager.query(
        `SELECT id FROM packaging WHERE id = $1 AND status = 'active' AND (organisation_id IS NULL OR organisation_id = $2)`,
        [packagingId, organisationId],
      );
      if (!packaging) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.notFound, "packagingId");
      await manager.query(
        `INSERT INTO variant_packaging (organisation_id, variant_id, packaging_id) VALUES ($1, $2, $3)
         ON CONFLICT (organisation_id, variant_id) DO UPDATE SET packaging_id = excluded.packaging_id, updated_at = now()`,
        [organisationId, variantId, packagingId],
      );
      await audit();
    });
  }

  /** Units of the product (any of its variants) sold in the organisation's orders that were not cancelled. */
  async salesOfProduct(organisationId: string, variantId: string): Promise<{ sales: number; product: string }> {
    const [row] = await this.activeManager_.query(
      `SELECT pr.title AS product,
              (SELECT coalesce(sum(li.quantity), 0)::int
                 FROM line_item li
                 JOIN product_variant v2 ON v2.id = li.variant_id AND v2.product_id = v.product_id
                 JOIN order_extension e ON e.order_id = li.order_id AND e.organisation_id = $1
                 JOIN "order" o ON o.id = li.order_id AND o.status <> 'canceled') AS sales
         FROM product_variant v JOIN product pr ON pr.id = v.product_id
        WHERE v.id = $2 AND v.deleted_at IS NULL`,
      [organisationId, variantId],
    );
    if (!row) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.variantNotFound, "variantId");
    return { sales: row.sales, product: row.product };
  }

  /** Whether the custom-size print template may be downloaded (spec §5, §9), and the sales so far. */
  async printTemplateStatus(organisationId: string, variantId: string) {
    const { sales, product } = await this.salesOfProduct(organisationId, variantId);
    return { product, sales, required: CUSTOM_PACKAGING_MIN_SALES, allowed: sales >= CUSTOM_PACKAGING_MIN_SALES };
  }

  /**
   * The custom-size print template: an SVG dieline of a folding box sized to the variant's
   * dimensions (plus 5 mm play), refused below 10 sales.
   */
  async printTemplate(organisationId: string, variantId: string): Promise<{ fileName: string; svg: string }> {
    const status = await this.printTemplateStatus(organisationId, variantId);
    if (!status.allowed) throw new DomainError("FORBIDDEN", PACKAGING_MESSAGES.templateLocked);
    const [v] = await this.activeManager_.query(
      `SELECT coalesce(v.sku, v.id) AS sku, coalesce(v.length, pr.length, 200) AS l, coalesce(v.width, pr.width, 150) AS w,
              coalesce(v.height, pr.height, 80) AS h
         FROM product_variant v JOIN product pr ON pr.id = v.product_id WHERE v.id = $1`,
      [variantId],
    );
    const play = 5;
    const [l, w, h] = [Number(v.l) + play, Number(v.w) + play, Number(v.h) + play];
    const width = 2 * l + 2 * w + 20;
    const height = 2 * w + h;
    const panels = [0, l, l + w, 2 * l + w]
      .map((x, i) => `<rect x="${x}" y="${w}" width="${i % 2 === 0 ? l : w}" height="${h}" fill="none" stroke="#000"/>`)
      .join("");
    const svg =
      `<?xml version="1.0" encoding="UTF-8"?>\n` +
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}mm" height="${height}mm" viewBox="0 0 ${width} ${height}">` +
      `<title>${escapeXml(status.product)}: ${l} x ${w} x ${h} mm</title>${panels}` +
      `<rect x="0" y="0" width="${l}" height="${w}" fill="none" stroke="#000" stroke-dasharray="4 2"/>` +
      `<rect x="0" y="${w + h}" width="${l}" height="${w}" fill="none" stroke="#000" stroke-dasharray="4 2"/>` +
      `<rect x="${2 * l + 2 * w}" y="${w}" width="20" height="${h}" fill="none" stroke="#000" stroke-dasharray="4 2"/>` +
      `</svg>\n`;
    return { fileName: `print-template-${String(v.sku).replace(/[^\w.-]+/g, "_")}.svg`, svg };
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
