import {
  CLAIM_ATTACHMENTS,
  CLAIM_MESSAGES,
  type ClaimListInput,
  type ClaimStatus,
  type ClaimType,
  type CreateClaimInput,
  type DecideClaimInput,
  type UploadedFile,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import { config } from "../lib/config";
import { DomainError } from "../lib/domain-error";
import { isLanguage, translate } from "../lib/i18n";
import { PlatformService } from "../lib/platform-service";
import { containsPattern } from "../lib/sql";
import { Claim } from "../models/claim";
import { recordAudit } from "../modules/audit";
import { notifyMembers } from "../modules/notifications";
import type InvoiceService from "./invoice";
import type MailerService from "./mailer";
import type OrderHistoryService from "./order-history";
import type UploadService from "./upload";

export const CLAIM_SUBJECT = "claim";

export type ClaimView = {
  id: string;
  orderId: string;
  orderNumber: string;
  organisation: { id: string; name: string };
  type: ClaimType;
  description: string;
  status: ClaimStatus;
  amount: number | null;
  currencyCode: string;
  newTrackingNumber: string | null;
  newTrackingUrl: string | null;
  note: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  files: UploadedFile[];
};

type InjectedDependencies = {
  manager: EntityManager;
  uploadService: UploadService;
  mailerService: MailerService;
  orderHistoryService: OrderHistoryService;
  invoiceService: InvoiceService;
};

type ClaimRow = Claim & {
  order_number: string;
  organisation_name: string;
  order_currency: string;
};

/** The columns every claim view needs: the claim, its order's number and currency, its organisation's name. */
const CLAIM_SELECT = `
  SELECT c.*, coalesce(e.external_order_name, '#' || o.display_id) AS order_number,
         e.currency_code AS order_currency, org.name AS organisation_name
    FROM claim c
    JOIN "order" o ON o.id = c.order_id
    JOIN order_extension e ON e.order_id = c.order_id
    JOIN organisation org ON org.id = c.organisation_id`;

/** Claims on orders: merchants create them with files, support decides. */
export default class PlatformClaimService extends PlatformService {
  protected readonly uploads_: UploadService;
  protected readonly mailer_: MailerService;
  protected readonly history_: OrderHistoryService;
  protected readonly invoices_: InvoiceService;

  constructor(container: InjectedDependencies) {
    // biome-ignore lint/complexity/noArguments: Medusa's base service wants the raw constructor arguments.
    super(...(arguments as unknown as [InjectedDependencies]));
    this.uploads_ = container.uploadService;
    this.mailer_ = container.mailerService;
    this.history_ = container.orderHistoryService;
    this.invoices_ = container.invoiceService;
  }

  /** A claim on one of the organisation's orders, with the organisation's own freshly uploaded files. */
  async create(organisationId: string, customerId: string, input: CreateClaimInput): Promise<ClaimView> {
    const id = await this.transaction_(async (manager) => {
      const [order] = await manager.query(
        `SELECT o.status, coalesce(e.external_order_name, '#' || o.display_id) AS number
           FROM order_extension e JOIN "order" o ON o.id = e.order_id
          WHERE e.order_id = $1 AND e.organisation_id = $2 FOR SHARE OF e`,
        [input.orderId, organisationId],
      );
      if (!order) throw new DomainError("NOT_FOUND", CLAIM_MESSAGES.createFailed);
      if (order.status === "canceled") throw new DomainError("BAD_REQUEST", CLAIM_MESSAGES.orderCanceled);
      const repo = manager.getRepository(Claim);
      const claim = await repo.save(
        repo.create({
          order_id: input.orderId,
          organisation_id: organisationId,
          type: input.type,
          description: input.description,
          status: "pending",
          created_by: customerId,
        }),
      );
      const files = await this.uploads_.attach(manager, {
        organisationId,
        uploadIds: input.files.map((file) => file.id),
        subjectType: CLAIM_SUBJECT,
        subjectId: claim.id,
        rule: CLAIM_ATTACHMENTS,
      });
      await recordAudit(manager, {
        organisationId,
        subjectType: "claim",
        subjectId: claim.id,
        subjectLabel: order.number,
        action: "claim.created",
        after: {
          order_id: input.orderId,
          type: input.type,
          description: input.description,
          status: "pending",
          files: files.map((file) => file.name),
        },
        actor: customerId,
      });
      await this.history_.record(manager, {
        orderId: input.orderId,
        organisationId,
        type: "claim_created",
        data: { claimId: claim.id, claimType: input.type },
        actor: customerId,
      });
      return claim.id;
    });
    return (await this.views(`WHERE c.id = $1`, [id]))[0] as ClaimView;
  }

  /** The claims of one of the organisation's orders, oldest first. */
  async listForOrder(organisationId: string | null, orderId: string): Promise<ClaimView[]> {
    return organisationId
      ? await this.views(`WHERE c.order_id = $1 AND c.organisation_id = $2 ORDER BY c.created_at, c.id`, [
          orderId,
          organisationId,
        ])
      : await this.views(`WHERE c.order_id = $1 ORDER BY c.created_at, c.id`, [orderId]);
  }

  /** Every organisation's claims (support), newest first. */
  async list(input: ClaimListInput): Promise<{ items: ClaimView[]; total: number; page: number; pageSize: number }> {
    const params: unknown[] = [];
    const where: string[] = [];
    const add = (sql: (n: number) => string, value: unknown) => {
      params.push(value);
      where.push(sql(params.length));
    };
    if (input.status) add((n) => `c.status = $${n}`, input.status);
    if (input.type) add((n) => `c.type = $${n}`, input.type);
    if (input.search) {
      const term = containsPattern(input.search);
      add(
        (n) => `(lower(coalesce(e.external_order_name, '#' || o.display_id)) LIKE $${n} OR lower(org.name) LIKE $${n})`,
        term,
      );
    }
    const whereSql = where.length ? `WHERE ${where.join(" AND ")}` : "";
    const [{ total }] = await this.activeManager_.query(
      `SELECT count(*)::int AS total FROM claim c
         JOIN "order" o ON o.id = c.order_id
         JOIN order_extension e ON e.order_id = c.order_id
         JOIN organisation org ON org.id = c.organisation_id ${whereSql}`,
      params,
    );
    params.push(input.pageSize, (input.page - 1) * input.pageSize);
    const items = await this.views(
      `${whereSql} ORDER BY c.created_at DESC, c.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { items, total, page: input.page, pageSize: input.pageSize };
  }

  /** Support's decision: the status with its amount (refunded, credit) or new tracking number. */
  async decide(customerId: string, input: DecideClaimInput): Promise<ClaimView> {
    await this.transaction_(async (manager) => {
      const [claim] = await manager.query(
        `SELECT c.id, c.order_id, c.organisation_id, c.type, c.status, c.amount, c.new_tracking_number,
                c.decision_note, e.currency_code,
                coalesce(e.external_order_name, '#' || o.display_id) AS order_number
           FROM claim c JOIN order_extension e ON e.order_id = c.order_id JOIN "order" o ON o.id = c.order_id
          WHERE c.id = $1 FOR UPDATE OF c`,
        [input.claimId],
      );
      if (!claim) throw new DomainError("NOT_FOUND", CLAIM_MESSAGES.notFound);
      const paidOut = input.status === "refunded" || input.status === "credit";
      const tracking = input.status === "new_tracking_number";
      await manager.getRepository(Claim).update(
        { id: input.claimId },
        {
          status: input.status,
          amount: paidOut ? input.amount : null,
          currency_code: paidOut ? claim.currency_code : null,
          new_tracking_number: tracking ? input.trackingNumber : null,
          new_tracking_url: tracking ? input.trackingUrl || null : null,
          decision_note: input.note || null,
          decided_by: customerId,
          decided_at: new Date(),
        },
      );
      await recordAudit(manager, {
        organisationId: claim.organisation_id,
        subjectType: "claim",
        subjectId: claim.id,
        subjectLabel: claim.order_number,
        action: "claim.decided",
        before: {
          status: claim.status,
          amount: claim.amount,
          new_tracking_number: claim.new_tracking_number,
          note: claim.decision_note,
        },
        after: {
          status: input.status,
          amount: paidOut ? input.amount : null,
          new_tracking_number: tracking ? input.trackingNumber : null,
          note: input.note || null,
        },
        actor: customerId,
      });
      if (input.status === "refunded" || input.status === "credit") {
        // Refunded or credited: a credit note for the amount, in the same transaction (one per claim).
        await this.invoices_.creditForClaim(
          manager,
          {
            id: claim.id,
            orderId: claim.order_id,
            organisationId: claim.organisation_id,
            orderNumber: claim.order_number,
            amount: input.amount,
            currencyCode: claim.currency_code,
          },
          customerId,
        );
      }
      await notifyMembers(manager, {
        organisationIds: [claim.organisation_id],
        kind: "claim_decided",
        subjectType: "claim",
        subjectId: claim.id,
        params: { orderId: claim.order_id, orderNumber: claim.order_number, status: input.status },
      });
      await this.history_.record(manager, {
        orderId: claim.order_id,
        organisationId: claim.organisation_id,
        type: "claim_decided",
        data: { claimId: claim.id, claimType: claim.type, status: input.status },
        actor: customerId,
      });
    });
    const claim = (await this.views(`WHERE c.id = $1`, [input.claimId]))[0] as ClaimView;
    // The decision stands even when the mail cannot be sent; the failure is logged.
    await this.mailDecision(claim).catch((error: unknown) =>
      console.error(`[mail] claimDecided for ${claim.id} failed`, error),
    );
    return claim;
  }

  /** Tells the member who created the claim what support decided, in their language. */
  private async mailDecision(claim: ClaimView): Promise<void> {
    const [creator] = await this.activeManager_.query(
      `SELECT c.email, c.first_name, s.language FROM claim cl JOIN customer c ON c.id = cl.created_by
         LEFT JOIN customer_setting s ON s.customer_id = c.id WHERE cl.id = $1`,
      [claim.id],
    );
    if (!creator?.email) return;
    const language = isLanguage(creator.language) ? creator.language : "en";
    const money = (minor: number) =>
      new Intl.NumberFormat(language, { style: "currency", currency: claim.currencyCode.toUpperCase() }).format(
        minor / 100,
      );
    const outcome = [
      claim.amount !== null && (claim.status === "refunded" || claim.status === "credit")
        ? translate(language, `mail:claimOutcome.${claim.status}`, { amount: money(claim.amount) })
        : null,
      claim.newTrackingNumber
        ? translate(language, "mail:claimOutcome.newTracking", { number: claim.newTrackingNumber })
        : null,
      claim.note ? translate(language, "mail:claimOutcome.note", { note: claim.note }) : null,
    ]
      .filter(Boolean)
      .join("\n");
    await this.mailer_.sendTranslated(creator.email, language, "claimDecided", {
      name: creator.first_name ?? "",
      order: claim.orderNumber,
      type: translate(language, `claims:type.${claim.type}`),
      status: translate(language, `claims:status.${claim.status}`),
      outcome,
      link: `${config.publicUrl()}/a/orders/${encodeURIComponent(claim.orderId)}`,
    });
  }

  private async views(tail: string, params: unknown[]): Promise<ClaimView[]> {
    const rows: ClaimRow[] = await this.activeManager_.query(`${CLAIM_SELECT} ${tail}`, params);
    const files = await this.uploads_.listFor(
      CLAIM_SUBJECT,
      rows.map((row) => row.id),
      this.activeManager_,
    );
    return rows.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      orderNumber: row.order_number,
      organisation: { id: row.organisation_id, name: row.organisation_name },
      type: row.type,
      description: row.description,
      status: row.status,
      amount: row.amount,
      currencyCode: row.currency_code ?? row.order_currency,
      newTrackingNumber: row.new_tracking_number,
      newTrackingUrl: row.new_tracking_url,
      note: row.decision_note,
      createdAt: row.created_at,
      decidedAt: row.decided_at,
      files: (files.get(row.id) ?? []).map((upload) => this.uploads_.toView(upload)),
    }));
  }
}
