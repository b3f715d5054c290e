import type { ProductService, ProductVariantService } from "@medusajs/medusa";
import { generateEntityId } from "@medusajs/medusa";
import {
  type AssignProducerInput,
  ATTACHMENT_RULE,
  type CreateProductRequestInput,
  PRODUCT_REQUEST_MESSAGES as M,
  type MoveProductRequestInput,
  mayMoveRequest,
  type ProductRequestListInput,
  type ProductRequestStatus,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { platformTimeZone } from "../lib/dates";
import { DomainError } from "../lib/domain-error";
import { PlatformService } from "../lib/platform-service";
import { type ProductRequestDetail, type RequestViewer, SELECT, scope, toView } from "../lib/product-request-view";
import { containsPattern } from "../lib/sql";
import { recordAudit } from "../modules/audit";
import type ProductLinkService from "./product-link";
import UploadService from "./upload";

export const PRODUCT_REQUEST_SUBJECT = "product_request";

type InjectedDependencies = {
  manager: EntityManager;
  uploadService: UploadService;
  productService: ProductService;
  productVariantService: ProductVariantService;
  productLinkService: ProductLinkService;
};

/** Product requests (spec §2–§5): the merchant's wishes, support's decisions, the producer's answers. */
export default class ProductRequestService extends PlatformService<InjectedDependencies> {
  constructor(container: InjectedDependencies, ...rest: unknown[]) {
    super(container, ...rest);
    // The assigned producer reads the request's documents too.
    UploadService.registerAccess(PRODUCT_REQUEST_SUBJECT, async (manager, request) => {
      const [row] = await manager.query(
        `SELECT 1 FROM product_request WHERE id = $1 AND producer_organisation_id = $2`,
        [request.subjectId, request.organisationId],
      );
      return Boolean(row);
    });
  }

  private get uploads_(): UploadService {
    return this.deps_.uploadService;
  }

  /** A request for one of the organisation's shops with its documents, as draft or submitted (pending). */
  async create(
    organisationId: string,
    customerId: string,
    input: CreateProductRequestInput,
  ): Promise<ProductRequestDetail> {
    const id = await this.transaction_(async (manager) => {
      const [shop] = await manager.query(`SELECT id FROM shop WHERE id = $1 AND organisation_id = $2 FOR SHARE`, [
        input.shopId,
        organisationId,
      ]);
      if (!shop) throw new DomainError("BAD_REQUEST", M.shopRequired, "shopId");
      const requestId = generateEntityId(undefined, "preq");
      const status: ProductRequestStatus = input.submit ? "pending" : "draft";
      await manager.query(
        `INSERT INTO product_request (id, organisation_id, shop_id, shopify_product_id, shopify_variant_id,
           shop_product_title, product_name, producer_name, description, brand_service, dropshipping_offer,
           bulk_order_offer, bulk_amount, import_method, photo_content, colour_box, product_specification,
           product_requirements, status, created_by)
         VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13,$14,$15,$16,$17,$18,$19,$20)`,
        [
          requestId,
          organisationId,
          input.shopId,
          input.shopProduct?.productId ?? null,
          input.shopProduct?.variantId ?? null,
          input.shopProduct?.title ?? null,
          input.productName,
          input.producerName,
          input.description,
          input.brandService,
          input.dropshippingOffer,
          input.bulkOrderOffer,
          input.bulkOrderOffer ? input.bulkAmount : null,
          input.bulkOrderOffer ? input.importMethod : null,
          input.photoContent,
          input.colourBox,
          input.productSpecification,
          input.productRequirements,
          status,
          customerId,
        ],
      );
      await this.uploads_.attach(manager, {
        organisationId,
        uploadIds: input.files.map((file) => file.id),
        subjectType: PRODUCT_REQUEST_SUBJECT,
        subjectId: requestId,
        rule: ATTACHMENT_RULE,
      });
      await this.record(manager, requestId, "created", null, status, { organisationId, customerId });
      return requestId;
    });
    return (await this.get({ organisationId, customerId, role: "customer" }, id)) as ProductRequestDetail;
  }

  async list(viewer: RequestViewer, input: ProductRequestListInput) {
    const params: unknown[] = [];
    const where = [scope(viewer, params)];
    const add = (sql: (n: number) => string, value: unknown) => {
      params.push(value);
      where.push(sql(params.length));
    };
    if (input.status) add((n) => `r.status = $${n}`, input.status);
    if (input.shopId) add((n) => `r.shop_id = $${n}`, input.shopId);
    if (input.from) add((n) => `r.created_at >= ($${n}::date)::timestamp AT TIME ZONE '${zone()}'`, input.from);
    if (input.to) add((n) => `r.created_at < ($${n}::date + 1)::timestamp AT TIME ZONE '${zone()}'`, input.to);
    if (input.search) {
      add(
        (n) =>
          `(lower(r.product_name) LIKE $${n} OR lower(r.producer_name) LIKE $${n} OR lower(coalesce(r.shop_product_title, '')) LIKE $${n} OR lower(org.name) LIKE $${n})`,
        containsPattern(input.search),
      );
    }
    const [{ total }] = await this.activeManager_.query(
      `SELECT count(*)::int AS total FROM product_request r JOIN organisation org ON org.id = r.organisation_id
        WHERE ${where.join(" AND ")}`,
      params,
    );
    const rows: Array<Record<string, unknown>> = await this.activeManager_.query(
      `${SELECT} WHERE ${where.join(" AND ")} ORDER BY r.created_at DESC, r.id DESC
        LIMIT ${input.pageSize} OFFSET ${(input.page - 1) * input.pageSize}`,
      params,
    );
    return { items: rows.map(toView), total, page: input.page, pageSize: input.pageSize };
  }

  async get(viewer: RequestViewer, id: string): Promise<ProductRequestDetail | null> {
    const params: unknown[] = [id];
    const [row] = await this.activeManager_.query(`${SELECT} WHERE r.id = $1 AND ${scope(viewer, params)}`, params);
    if (!row) return null;
    const files = (await this.uploads_.listFor(PRODUCT_REQUEST_SUBJECT, [id])).get(id) ?? [];
    const events: Array<Record<string, unknown>> = await this.activeManager_.query(
      `SELECT e.type, e.from_status, e.to_status, e.created_at,
              nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '') AS actor,
              o.name AS actor_organisation
         FROM product_request_event e
         LEFT JOIN customer c ON c.id = e.actor_customer_id
         LEFT JOIN organisation o ON o.id = e.actor_organisation_id
        WHERE e.request_id = $1 ORDER BY e.id`,
      [id],
    );
    return {
      ...toView(row),
      files: files.map((file) => this.uploads_.toView(file)),
      history: events.map((e) => ({
        type: e.type as string,
        from: (e.from_status as string | null) ?? null,
        to: (e.to_status as string | null) ?? null,
        actor: (e.actor as string | null) ?? null,
        actorOrganisation: (e.actor_organisation as string | null) ?? null,
        at: e.created_at as Date,
      })),
    };
  }

  /** The active supplier organisations (producers), by name. */
  async producers(): Promise<Array<{ id: string; name: string }>> {
    return await this.activeManager_.query(
      `SELECT id, name FROM organisation WHERE type = 'supplier' AND status = 'active' AND deleted_at IS NULL
          AND (disabled_at IS NULL OR disabled_at > now()) ORDER BY name, id`,
    );
  }

  /** Support assigns (or removes) the producer: an active supplier organisation. */
  async assignProducer(viewer: RequestViewer, input: AssignProducerInput): Promise<ProductRequestDetail> {
    await this.transaction_(async (manager) => {
      const request = await this.lock(manager, input.requestId);
      if (request.status === "published" || request.status === "n/a") {
        throw new DomainError("BAD_REQUEST", M.transitionNotAllowed);
      }
      if (input.producerOrganisationId) {
        const [producer] = await manager.query(
          `SELECT 1 FROM organisation WHERE id = $1 AND type = 'supplier' AND status = 'active' AND deleted_at IS NULL
             AND (disabled_at IS NULL OR disabled_at > now())`,
          [input.producerOrganisationId],
        );
        if (!producer) throw new DomainError("BAD_REQUEST", M.notProducer, "producerOrganisationId");
      }
      await manager.query(
        `UPDATE product_request SET producer_organisation_id = $2, updated_at = now() WHERE id = $1`,
        [input.requestId, input.producerOrganisationId],
      );
      if (request.product_id && input.producerOrganisationId) {
        await manager.query(
          `INSERT INTO product_supplier (product_id, organisation_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
          [request.product_id, input.producerOrganisationId],
        );
      }
      await this.record(
        manager,
        input.requestId,
        "producer_assigned",
        null,
        null,
        viewer,
        { producerOrganisationId: input.producerOrganisationId },
        request.producer_organisation_id ?? null,
      );
    });
    return (await this.get(viewer, input.requestId)) as ProductRequestDetail;
  }

  /**
   * A status change. The merchant submits a draft (or a declined request again) and withdraws (n/a);
   * support accepts (needs a producer; makes the draft Medusa product), declines, publishes (the
   * product goes live and is linked to the shop's product) and closes (n/a).
   */
  async move(viewer: RequestViewer, input: MoveProductRequestInput): Promise<ProductRequestDetail> {
    const isSupport = viewer.role === "support";
    await this.transaction_(async (manager) => {
      const request = await this.lock(manager, input.requestId);
      const own = request.organisation_id === viewer.organisationId;
      if (!isSupport && !own) throw new DomainError("NOT_FOUND", M.notFound);
      const from = request.status as ProductRequestStatus;
      const to = input.status;
      const merchantMay = to === "pending" || (to === "n/a" && (from === "draft" || from === "pending"));
      if (!mayMoveRequest(from, to) || (!isSupport && !merchantMay) || (isSupport && to === "pending" && !own)) {
        throw new DomainError("BAD_REQUEST", M.transitionNotAllowed, "status");
      }
      let productId: string | null = request.product_id;
      if (to === "accepted") {
        if (!request.producer_organisation_id) throw new DomainError("BAD_REQUEST", M.producerRequired, "status");
        productId = productId ?? (await this.createDraftProduct(manager, request));
        await manager.query(
          `INSERT INTO product_supplier (product_id, organisation_id) VALUES ($1, $2) ON CONFLICT DO NOTHING`,
          [productId, request.producer_organisation_id],
        );
      }
      if (to === "published") await this.publish(manager, request);
      await manager.query(`UPDATE product_request SET status = $2, product_id = $3, updated_at = now() WHERE id = $1`, [
        input.requestId,
        to,
        productId,
      ]);
      await this.record(
        manager,
        input.requestId,
        "status_changed",
        from,
        to,
        viewer,
        input.note ? { note: input.note } : {},
      );
    });
    return (await this.get(viewer, input.requestId)) as ProductRequestDetail;
  }

  private async lock(manager: EntityManager, id: string) {
    const [request] = await manager.query(`SELECT * FROM product_request WHERE id = $1 FOR UPDATE`, [id]);
    if (!request) throw new DomainError("NOT_FOUND", M.notFound);
    return request as Record<string, string | null> & {
      status: string;
      organisation_id: string;
      product_id: string | null;
    };
  }

  /** The draft Medusa product that answers the request, with one default variant. */
  private async createDraftProduct(manager: EntityManager, request: Record<string, unknown>): Promise<string> {
    const products = this.deps_.productService.withTransaction(manager);
    const product = await products.create({
      title: request.product_name as string,
      description: request.description as string,
      status: "draft" as never,
      options: [{ title: "Variant" }],
      metadata: { product_request_id: request.id },
    } as Parameters<ProductService["create"]>[0]);
    const withOptions = await products.retrieve(product.id, { relations: ["options"] });
    await this.deps_.productVariantService.withTransaction(manager).create(product.id, {
      title: "Default",
      inventory_quantity: 0,
      manage_inventory: false,
      prices: [{ currency_code: "eur", amount: 0 }],
      options: [{ option_id: withOptions.options[0]?.id as string, value: "Default" }],
    } as Parameters<ProductVariantService["create"]>[1]);
    return product.id;
  }

  /** Publishes the request's product and links the shop's product to its first variant. */
  private async publish(manager: EntityManager, request: Record<string, string | null>): Promise<void> {
    if (!request.product_id) throw new DomainError("BAD_REQUEST", M.transitionNotAllowed, "status");
    await this.deps_.productService
      .withTransaction(manager)
      .update(request.product_id, { status: "published" as never });
    if (!request.shopify_variant_id) return;
    const [variant] = await manager.query(
      `SELECT id FROM product_variant WHERE product_id = $1 AND deleted_at IS NULL ORDER BY created_at, id LIMIT 1`,
      [request.product_id],
    );
    if (!variant) throw new DomainError("BAD_REQUEST", M.shopProductGone, "status");
    await this.deps_.productLinkService.linkIn(manager, request.shop_id as string, {
      shopifyProductId: request.shopify_product_id,
      shopifyVariantId: request.shopify_variant_id,
      variantId: variant.id,
      title: request.shop_product_title,
    });
  }

  private async record(
    manager: EntityManager,
    requestId: string,
    type: string,
    from: string | null,
    to: string | null,
    actor: { organisationId: string; customerId: string },
    data: Record<string, unknown> = {},
    /** The producer before an assignment (for the audit log's before → after). */
    previousProducer: string | null = null,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO product_request_event (request_id, type, from_status, to_status, data, actor_customer_id, actor_organisation_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [requestId, type, from, to, JSON.stringify(data), actor.customerId, actor.organisationId],
    );
    const [request] = await manager.query(
      `SELECT organisation_id, product_name, producer_organisation_id FROM product_request WHERE id = $1`,
      [requestId],
    );
    const action =
      type === "created"
        ? "product_request.created"
        : type === "producer_assigned"
          ? "product_request.producer_assigned"
          : "product_request.status_changed";
    await recordAudit(manager, {
      organisationId: request?.organisation_id ?? actor.organisationId,
      subjectType: "product_request",
      subjectId: requestId,
      subjectLabel: request?.product_name ?? null,
      action,
      before:
        type === "created"
          ? null
          : type === "producer_assigned"
            ? { producer_organisation_id: previousProducer }
            : { status: from },
      after:
        type === "producer_assigned"
          ? { producer_organisation_id: request?.producer_organisation_id ?? null }
          : { status: to, ...(typeof data.note === "string" ? { note: data.note } : {}) },
      actor: actor.customerId,
    });
  }
}

function zone(): string {
  return platformTimeZone().replace(/'/g, "");
}
