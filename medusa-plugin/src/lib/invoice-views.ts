import type {
  InvoiceLineKind,
  InvoiceListInput,
  InvoiceOwner,
  InvoiceStatus,
  InvoiceType,
  Language,
  UploadedFile,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import type UploadService from "../services/upload";
import { todayInPlatformZone } from "./dates";
import { containsPattern } from "./sql";

/** Uploads attached to an invoice: the customer's bank transfer proof. */
export const INVOICE_SUBJECT = "invoice";

/** Support sees every invoice; a member sees its organisation's, an agency also its clients' (owner others). */
export type InvoiceViewer = { organisationId: string | null; support: boolean };

export type InvoiceSummary = {
  id: string;
  number: string;
  type: InvoiceType;
  owner: InvoiceOwner;
  status: InvoiceStatus;
  organisation: { id: string; name: string };
  issuedOn: string;
  dueOn: string;
  currencyCode: string;
  subtotal: number;
  shippingTotal: number;
  taxTotal: number;
  total: number;
  amountPaid: number;
  /** Our reading of "amount": what is still to pay. */
  amountDue: number;
  agencyMarginPercent: number | null;
  correctsNumber: string | null;
};

export type InvoiceLineView = {
  position: number;
  sourceType: string;
  sourceId: string;
  kind: InvoiceLineKind;
  description: string;
  quantity: number;
  unitAmount: number;
  netAmount: number;
  taxRate: number;
  taxAmount: number;
};

export type InvoiceDetail = InvoiceSummary & {
  language: Language;
  customer: {
    name: string;
    street: string | null;
    zip: string | null;
    city: string | null;
    countryCode: string | null;
    vatId: string | null;
    email: string | null;
  };
  lines: InvoiceLineView[];
  payments: Array<{ method: "bank" | "card"; amount: number; createdAt: Date }>;
  proof: UploadedFile[];
};

const SELECT = `
  SELECT i.*, org.name AS organisation_name, c.number AS corrects_number
    FROM invoice i
    JOIN organisation org ON org.id = i.organisation_id
    LEFT JOIN invoice c ON c.id = i.corrects_invoice_id`;

type Row = Record<string, unknown> & {
  id: string;
  organisation_id: string;
  organisation_name: string;
  issued_on: string | Date;
  due_on: string | Date;
};

const day = (value: string | Date) => (typeof value === "string" ? value : value.toISOString().slice(0, 10));

function summary(row: Row): InvoiceSummary {
  const total = Number(row.total);
  const paid = Number(row.amount_paid);
  return {
    id: row.id,
    number: row.number as string,
    type: row.type as InvoiceType,
    owner: row.owner as InvoiceOwner,
    status: row.status as InvoiceStatus,
    organisation: { id: row.organisation_id, name: row.organisation_name },
    issuedOn: day(row.issued_on),
    dueOn: day(row.due_on),
    currencyCode: row.currency_code as string,
    subtotal: Number(row.subtotal),
    shippingTotal: Number(row.shipping_total),
    taxTotal: Number(row.tax_total),
    total,
    amountPaid: paid,
    amountDue: row.type === "credit" || row.status === "cancelled" ? 0 : Math.max(total - paid, 0),
    agencyMarginPercent: row.agency_margin_percent === null ? null : Number(row.agency_margin_percent),
    correctsNumber: (row.corrects_number as string | null) ?? null,
  };
}

function scope(viewer: InvoiceViewer, params: unknown[]): string {
  if (viewer.support) return "TRUE";
  params.push(viewer.organisationId);
  return `(i.organisation_id = $${params.length} OR i.agency_id = $${params.length})`;
}

export async function invoiceList(manager: EntityManager, viewer: InvoiceViewer, input: InvoiceListInput) {
  const params: unknown[] = [];
  const where = [scope(viewer, params)];
  const add = (sql: (n: number) => string, value: unknown) => {
    params.push(value);
    where.push(sql(params.length));
  };
  if (input.status) add((n) => `i.status = $${n}`, input.status);
  if (input.type) add((n) => `i.type = $${n}`, input.type);
  if (input.payment) {
    // Something left to pay (isPayable); overdue: its due day lies before today (platform time zone).
    where.push(`i.type = 'invoice' AND i.status IN ('open','customer_proved','partially_paid')`);
    if (input.payment === "overdue") add((n) => `i.due_on < $${n}::date`, todayInPlatformZone());
  }
  if (input.search)
    add((n) => `(lower(i.number) LIKE $${n} OR lower(org.name) LIKE $${n})`, containsPattern(input.search));
  const whereSql = `WHERE ${where.join(" AND ")}`;
  const [{ total }] = await manager.query(
    `SELECT count(*)::int AS total FROM invoice i JOIN organisation org ON org.id = i.organisation_id ${whereSql}`,
    params,
  );
  params.push(input.pageSize, (input.page - 1) * input.pageSize);
  const rows: Row[] = await manager.query(
    `${SELECT} ${whereSql} ORDER BY i.issued_on DESC, i.year DESC, i.sequence DESC
      LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { items: rows.map(summary), total: Number(total), page: input.page, pageSize: input.pageSize };
}

export async function invoiceDetail(
  manager: EntityManager,
  uploads: UploadService,
  viewer: InvoiceViewer,
  invoiceId: string,
): Promise<InvoiceDetail | null> {
  const params: unknown[] = [invoiceId];
  const [row]: Row[] = await manager.query(`${SELECT} WHERE i.id = $1 AND ${scope(viewer, params)}`, params);
  if (!row) return null;
  const lines: Array<Record<string, unknown>> = await manager.query(
    `SELECT * FROM invoice_line WHERE invoice_id = $1 ORDER BY position`,
    [invoiceId],
  );
  const payments: Array<{ method: "bank" | "card"; amount: number; created_at: Date }> = await manager.query(
    `SELECT method, amount, created_at FROM invoice_payment WHERE invoice_id = $1 ORDER BY created_at, id`,
    [invoiceId],
  );
  const proof = (await uploads.listFor(INVOICE_SUBJECT, [invoiceId], manager)).get(invoiceId) ?? [];
  return {
    ...summary(row),
    language: row.language as Language,
    customer: row.customer as InvoiceDetail["customer"],
    lines: lines.map((line) => ({
      position: Number(line.position),
      sourceType: line.source_type as string,
      sourceId: line.source_id as string,
      kind: line.kind as InvoiceLineKind,
      description: line.description as string,
      quantity: Number(line.quantity),
      unitAmount: Number(line.unit_amount),
      netAmount: Number(line.net_amount),
      taxRate: Number(line.tax_rate),
      taxAmount: Number(line.tax_amount),
    })),
    payments: payments.map((p) => ({ method: p.method, amount: Number(p.amount), createdAt: p.created_at })),
    proof: proof.map((upload) => uploads.toView(upload)),
  };
}
