import { generateEntityId } from "@medusajs/medusa";
import {
  type BuyPackagingInput,
  type CreateOrderUniqueInput,
  type OverrideDimensionsInput,
  PACKAGING_MESSAGES,
  PACKAGING_ORDER_STATUSES,
  type PackagingOrderListInput,
  type PackagingOrderStatus,
  type UploadedFileRef,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { type AuditEntryInput, recordAudit } from "../lib/audit";
import { registerChatSubject } from "../lib/chat-subjects";
import { DomainError } from "../lib/domain-error";
import {
  mayReadPackagingOrderFiles,
  PACKAGING_ORDER_PRODUCER_SUBJECT,
  PACKAGING_ORDER_SUBJECT,
  type PackagingOrderView,
  packagingOrderChatSubject,
  SELECT,
  scope,
  toView,
} from "../lib/packaging-order-view";
import { PlatformService } from "../lib/platform-service";
import { containsPattern, returnedRows } from "../lib/sql";
import type PackagingStockService from "./packaging-stock";
import type { PackagingViewer } from "./packaging-stock";
import UploadService from "./upload";

type InjectedDependencies = {
  manager: EntityManager;
  uploadService: UploadService;
  packagingStockService: PackagingStockService;
};

UploadService.registerAccess(PACKAGING_ORDER_SUBJECT, mayReadPackagingOrderFiles);
UploadService.registerAccess(PACKAGING_ORDER_PRODUCER_SUBJECT, mayReadPackagingOrderFiles);
registerChatSubject("packaging_order", packagingOrderChatSubject);

/** Packaging orders: buy packaging, order-unique custom print, production by the producer, arrival into stock. */
export default class PackagingOrderService extends PlatformService {
  protected readonly uploads_: UploadService;
  protected readonly stock_: PackagingStockService;

  constructor(container: InjectedDependencies) {
    // biome-ignore lint/complexity/noArguments: Medusa's base service wants the raw constructor arguments.
    super(...(arguments as unknown as [InjectedDependencies]));
    this.uploads_ = container.uploadService;
    this.stock_ = container.packagingStockService;
  }

  /** A location the merchant may stock: a platform warehouse or its own, active. */
  private async location(manager: EntityManager, organisationId: string, locationId: string) {
    const [row] = await manager.query(
      `SELECT id FROM location WHERE id = $1 AND status = 'active' AND (organisation_id IS NULL OR organisation_id = $2)`,
      [locationId, organisationId],
    );
    if (!row) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.locationNotFound, "locationId");
    return row.id as string;
  }

  private async stockPackaging(manager: EntityManager, packagingId: string) {
    const [row] = await manager.query(`SELECT * FROM packaging WHERE id = $1 AND kind = 'stock'`, [packagingId]);
    if (!row) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.notFound, "packagingId");
    if (row.status !== "active") throw new DomainError("BAD_REQUEST", PACKAGING_MESSAGES.inactive, "packagingId");
    return row;
  }

  /** Buy packaging: stock packaging for a location, at least its MOQ; arrival expected after its production days. */
  async buy(organisationId: string, customerId: string, input: BuyPackagingInput): Promise<PackagingOrderView> {
    const id = await this.transaction_(async (manager) => {
      const packaging = await this.stockPackaging(manager, input.packagingId);
      if (input.quantity < packaging.moq) throw new DomainError("BAD_REQUEST", PACKAGING_MESSAGES.belowMoq, "quantity");
      const locationId = await this.location(manager, organisationId, input.locationId);
      return await this.insert(manager, {
        organisationId,
        customerId,
        kind: "stock",
        locationId,
        packaging,
        quantity: input.quantity,
      });
    });
    return await this.getOrThrow({ organisationId, role: "customer" }, id);
  }

  /**
   * Order-unique packaging: printed for one customer order, found by its number among the
   * organisation's orders. An unknown number stores nothing ("Error creating packaging order.
   * Order not found."). The size is a catalogue packaging; the organisation gets its own custom
   * packaging of that size, which arrives into its stock.
   */
  async createOrderUnique(
    organisationId: string,
    customerId: string,
    input: CreateOrderUniqueInput,
  ): Promise<PackagingOrderView> {
    const id = await this.transaction_(async (manager) => {
      const digits = input.orderNumber.replace(/^#/, "");
      const [order] = await manager.query(
        `SELECT e.order_id, e.location_id, coalesce(e.external_order_name, '#' || o.display_id) AS number
           FROM order_extension e JOIN "order" o ON o.id = e.order_id
          WHERE e.organisation_id = $1 AND ($4::varchar IS NULL OR e.shop_id = $4)
            AND (lower(e.external_order_name) IN (lower($2), lower('#' || $3)) OR
                 (e.external_order_name IS NULL AND o.display_id::text = $3))
          ORDER BY o.created_at DESC LIMIT 1`,
        [organisationId, input.orderNumber, digits, input.shopId ?? null],
      );
      if (!order) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.orderNotFound, "orderNumber");
      const [variant] = await manager.query(
        `SELECT v.id, pr.title FROM product_variant v JOIN product pr ON pr.id = v.product_id
          WHERE v.id = $1 AND v.deleted_at IS NULL`,
        [input.variantId],
      );
      if (!variant) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.variantNotFound, "variantId");
      const size = await this.stockPackaging(manager, input.packagingId);
      const locationId = order.location_id
        ? order.location_id
        : (
            await manager.query(
              `SELECT id FROM location WHERE status = 'active' AND (organisation_id IS NULL OR organisation_id = $1)
                ORDER BY organisation_id NULLS LAST, created_at LIMIT 1`,
              [organisationId],
            )
          )[0]?.id;
      if (!locationId) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.locationNotFound);
      const customId = generateEntityId(undefined, "pkg");
      await manager.query(
        `INSERT INTO packaging (id, organisation_id, kind, name, type, size, price, length_mm, width_mm, height_mm,
                                weight_g, moq, production_min_days, production_max_days, custom_size)
         SELECT $1, $2, 'custom', left($3 || ' – ' || $4, 200), type, size, price, length_mm, width_mm, height_mm,
                weight_g, 1, production_min_days, production_max_days, true
           FROM packaging WHERE id = $5`,
        [customId, organisationId, variant.title, order.number, size.id],
      );
      const [custom] = await manager.query(`SELECT * FROM packaging WHERE id = $1`, [customId]);
      const created = await this.insert(manager, {
        organisationId,
        customerId,
        kind: "order_unique",
        locationId,
        packaging: custom,
        quantity: input.quantity,
        orderId: order.order_id,
        variantId: variant.id,
      });
      await this.uploads_.attach(manager, {
        organisationId,
        uploadIds: input.files.map((file) => file.id),
        subjectType: PACKAGING_ORDER_SUBJECT,
        subjectId: created,
      });
      return created;
    });
    return await this.getOrThrow({ organisationId, role: "customer" }, id);
  }

  private async insert(
    manager: EntityManager,
    o: {
      organisationId: string;
      customerId: string;
      kind: "stock" | "order_unique";
      locationId: string;
      packaging: {
        id: string;
        price: number;
        length_mm: number;
        width_mm: number;
        height_mm: number;
        production_min_days: number;
        production_max_days: number;
      };
      quantity: number;
      orderId?: string;
      variantId?: string;
    },
  ): Promise<string> {
    const id = generateEntityId(undefined, "pko");
    await manager.query(
      `INSERT INTO packaging_order (id, organisation_id, kind, location_id, packaging_id, quantity, unit_price, total,
                                    order_id, variant_id, length_mm, width_mm, height_mm,
                                    expected_arrival_from, expected_arrival_to, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, current_date + $14::int, current_date + $15::int, $16)`,
      [
        id,
        o.organisationId,
        o.kind,
        o.locationId,
        o.packaging.id,
        o.quantity,
        o.packaging.price,
        o.packaging.price * o.quantity,
        o.orderId ?? null,
        o.variantId ?? null,
        o.packaging.length_mm,
        o.packaging.width_mm,
        o.packaging.height_mm,
        o.packaging.production_min_days,
        o.packaging.production_max_days,
        o.customerId,
      ],
    );
    const [{ number }] = await manager.query(`SELECT number FROM packaging_order WHERE id = $1`, [id]);
    await recordAudit(manager, {
      organisationId: o.organisationId,
      subjectType: "packaging_order",
      subjectId: id,
      subjectLabel: `PO-${number}`,
      action: "packaging_order.created",
      after: {
        kind: o.kind,
        packaging_id: o.packaging.id,
        location_id: o.locationId,
        quantity: o.quantity,
        total: o.packaging.price * o.quantity,
        order_id: o.orderId ?? null,
        status: "open",
      },
    });
    return id;
  }

  /** The audit entry of a change of a locked packaging order (its row before, the fields after). */
  private async audit(
    manager: EntityManager,
    before: Record<string, unknown>,
    action: AuditEntryInput["action"],
    fields: string[],
  ): Promise<void> {
    const [after] = await manager.query(`SELECT * FROM packaging_order WHERE id = $1`, [before.id]);
    await recordAudit(manager, {
      organisationId: before.organisation_id as string,
      subjectType: "packaging_order",
      subjectId: before.id as string,
      subjectLabel: `PO-${before.number}`,
      action,
      before: Object.fromEntries(fields.map((field) => [field, before[field]])),
      after: Object.fromEntries(fields.map((field) => [field, after?.[field]])),
    });
  }

  async list(viewer: PackagingViewer, input: PackagingOrderListInput) {
    const params: unknown[] = [];
    const where = [scope(viewer, params)];
    if (input.status) {
      params.push(input.status);
      where.push(`po.status = $${params.length}`);
    }
    if (input.search) {
      params.push(containsPattern(input.search));
      const n = params.length;
      where.push(
        `(('po-' || po.number) LIKE $${n} OR po.number::text LIKE $${n} OR lower(p.name) LIKE $${n} OR lower(org.name) LIKE $${n})`,
      );
    }
    const whereSql = `WHERE ${where.join(" AND ")}`;
    const [{ total }] = await this.activeManager_.query(
      `SELECT count(*)::int AS total FROM packaging_order po JOIN packaging p ON p.id = po.packaging_id
         JOIN organisation org ON org.id = po.organisation_id ${whereSql}`,
      params,
    );
    params.push(input.pageSize, (input.page - 1) * input.pageSize);
    const items = await this.views(
      `${whereSql} ORDER BY po.created_at DESC, po.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
      false,
    );
    return { items, total, page: input.page, pageSize: input.pageSize };
  }

  async get(viewer: PackagingViewer, id: string): Promise<PackagingOrderView | null> {
    const params: unknown[] = [id];
    return (await this.views(`WHERE po.id = $1 AND ${scope(viewer, params)}`, params, true))[0] ?? null;
  }

  async getOrThrow(viewer: PackagingViewer, id: string): Promise<PackagingOrderView> {
    const view = await this.get(viewer, id);
    if (!view) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.notFound);
    return view;
  }

  /** Locks a packaging order the viewer may produce: support, or its assigned producer. */
  private async lockForProducer(manager: EntityManager, viewer: PackagingViewer, id: string) {
    const [row] = await manager.query(`SELECT * FROM packaging_order WHERE id = $1 FOR UPDATE`, [id]);
    if (!row) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.notFound);
    if (viewer.role !== "support" && row.producer_organisation_id !== viewer.organisationId) {
      throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.notFound);
    }
    return row;
  }

  /**
   * Moves the order forward (open → in progress → on the way → arrived). Setting the status it
   * already has changes nothing; arrived adds the quantity to the location's stock exactly once.
   */
  async setStatus(viewer: PackagingViewer, id: string, status: PackagingOrderStatus): Promise<PackagingOrderView> {
    await this.transaction_(async (manager) => {
      const row = await this.lockForProducer(manager, viewer, id);
      if (row.status === status) return;
      if (PACKAGING_ORDER_STATUSES.indexOf(status) < PACKAGING_ORDER_STATUSES.indexOf(row.status)) {
        throw new DomainError("BAD_REQUEST", PACKAGING_MESSAGES.statusOrder, "status");
      }
      await manager.query(
        `UPDATE packaging_order SET status = $2::varchar, arrived_at = CASE WHEN $2::varchar = 'arrived' THEN now() ELSE arrived_at END,
                updated_at = now() WHERE id = $1`,
        [id, status],
      );
      if (status === "arrived") await this.stock_.addArrival(manager, row);
      await this.audit(manager, row, "packaging_order.status_changed", ["status"]);
    });
    return await this.getOrThrow(viewer, id);
  }

  /** Support assigns the producer: an active supplier organisation. */
  async assignProducer(id: string, producerOrganisationId: string): Promise<PackagingOrderView> {
    await this.transaction_(async (manager) => {
      const [producer] = await manager.query(
        `SELECT id FROM organisation WHERE id = $1 AND type = 'supplier' AND status = 'active' AND disabled_at IS NULL`,
        [producerOrganisationId],
      );
      if (!producer) {
        throw new DomainError("BAD_REQUEST", PACKAGING_MESSAGES.producerInvalid, "producerOrganisationId");
      }
      const [before] = await manager.query(`SELECT * FROM packaging_order WHERE id = $1 FOR UPDATE`, [id]);
      const updated = returnedRows(
        await manager.query(
          `UPDATE packaging_order SET producer_organisation_id = $2, updated_at = now() WHERE id = $1 RETURNING id`,
          [id, producerOrganisationId],
        ),
      );
      if (updated.length === 0 || !before) throw new DomainError("NOT_FOUND", PACKAGING_MESSAGES.notFound);
      await this.audit(manager, before, "packaging_order.producer_assigned", ["producer_organisation_id"]);
    });
    return await this.getOrThrow({ organisationId: "", role: "support" }, id);
  }

  /** The producer's print files (thumbnails made on upload), attached to the order. */
  async addProducerFiles(viewer: PackagingViewer, id: string, files: UploadedFileRef[]): Promise<PackagingOrderView> {
    await this.transaction_(async (manager) => {
      const row = await this.lockForProducer(manager, viewer, id);
      const attached = await this.uploads_.attach(manager, {
        organisationId: viewer.organisationId,
        uploadIds: files.map((file) => file.id),
        subjectType: PACKAGING_ORDER_PRODUCER_SUBJECT,
        subjectId: id,
      });
      await recordAudit(manager, {
        organisationId: row.organisation_id,
        subjectType: "packaging_order",
        subjectId: id,
        subjectLabel: `PO-${row.number}`,
        action: "packaging_order.files_added",
        after: { files: attached.map((file) => file.name) },
      });
    });
    return await this.getOrThrow(viewer, id);
  }

  /** Support or the producer overrides the dimensions the packaging is made in. */
  async overrideDimensions(
    viewer: PackagingViewer,
    customerId: string,
    input: OverrideDimensionsInput,
  ): Promise<PackagingOrderView> {
    await this.transaction_(async (manager) => {
      const row = await this.lockForProducer(manager, viewer, input.packagingOrderId);
      await manager.query(
        `UPDATE packaging_order SET length_mm = $2, width_mm = $3, height_mm = $4, dimensions_overridden_by = $5,
                dimensions_overridden_at = now(), updated_at = now() WHERE id = $1`,
        [input.packagingOrderId, input.lengthMm, input.widthMm, input.heightMm, customerId],
      );
      await this.audit(manager, row, "packaging_order.dimensions_overridden", ["length_mm", "width_mm", "height_mm"]);
    });
    return await this.getOrThrow(viewer, input.packagingOrderId);
  }

  private async views(tail: string, params: unknown[], withFiles: boolean): Promise<PackagingOrderView[]> {
    const rows: Array<Record<string, never>> = await this.activeManager_.query(`${SELECT} ${tail}`, params);
    const ids = rows.map((row) => row.id as string);
    const customer = withFiles ? await this.uploads_.listFor(PACKAGING_ORDER_SUBJECT, ids) : new Map();
    const producer = withFiles ? await this.uploads_.listFor(PACKAGING_ORDER_PRODUCER_SUBJECT, ids) : new Map();
    return rows.map((row) =>
      toView(
        row,
        (customer.get(row.id) ?? []).map((u: never) => this.uploads_.toView(u)),
        (producer.get(row.id) ?? []).map((u: never) => this.uploads_.toView(u)),
      ),
    );
  }
}
