import type { InvoiceListInput, InvoiceStatus, InvoiceType } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { containsPattern, defineTable, query, queryOne, type Sql, sql, where } from "../../../lib/sql";
import type { InvoiceViewer } from "../types";
import {
  type InvoiceLineRow,
  type InvoicePaymentRow,
  type InvoiceRow,
  invoiceLineTable,
  invoicePaymentTable,
  invoiceTable,
  type NewInvoiceRow,
  newInvoiceTable,
} from "./tables";

// invoice, invoice_line, invoice_payment and invoice_number_counter: the documents, their numbers
// and their payments. Everything that locks or writes runs in the caller's transaction.

/** An invoice as the screens read it: with its organisation's name and the number it corrects. */
export type InvoiceListRow = InvoiceRow & {
  organisationName: string;
  correctsNumber: string | null;
  /** The credit notes correcting it, summed (they reduce its amount due). */
  credited: number | string;
};

/** What the credit notes correcting invoice `i` take off it (a cancelled one nothing). */
const CREDITED = sql`(SELECT COALESCE(SUM(cn.total), 0) FROM invoice cn
      WHERE cn.corrects_invoice_id = i.id AND cn.type = 'credit' AND cn.status <> 'cancelled')`;

const LIST_SELECT = sql`SELECT ${invoiceTable.select("i")}, org.name AS "organisationName", c.number AS "correctsNumber",
           ${CREDITED}::int AS credited
    FROM invoice i
    JOIN organisation org ON org.id = i.organisation_id
    LEFT JOIN invoice c ON c.id = i.corrects_invoice_id`;

/** Support sees every invoice; anyone else their organisation's, and an agency its clients'. */
function visibleTo(viewer: InvoiceViewer): Sql {
  if (viewer.support) return sql`TRUE`;
  return sql`(i.organisation_id = ${viewer.organisationId} OR i.agency_id = ${viewer.organisationId})`;
}

export type InvoiceFilter = {
  status?: InvoiceStatus;
  type?: InvoiceType;
  /** Something left to pay; overdue: its due day lies before `today`. */
  payment?: InvoiceListInput["payment"];
  today: string;
  search?: string;
};

export async function listInvoices(
  manager: EntityManager,
  viewer: InvoiceViewer,
  filter: InvoiceFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: InvoiceListRow[]; total: number }> {
  const conditions = [visibleTo(viewer)];
  if (filter.status) conditions.push(sql`i.status = ${filter.status}`);
  if (filter.type) conditions.push(sql`i.type = ${filter.type}`);
  if (filter.payment) {
    // isPayable, in SQL.
    conditions.push(sql`i.type = 'invoice' AND i.status IN ('open','customer_proved','partially_paid')`);
    if (filter.payment === "overdue") conditions.push(sql`i.due_on < ${filter.today}::date`);
  }
  if (filter.search) {
    const pattern = containsPattern(filter.search);
    conditions.push(sql`(lower(i.number) LIKE ${pattern} OR lower(org.name) LIKE ${pattern})`);
  }
  const [counted] = await query<{ total: number }>(
    manager,
    sql`SELECT count(*)::int AS total FROM invoice i JOIN organisation org ON org.id = i.organisation_id ${where(conditions)}`,
  );
  const rows = await query<InvoiceListRow>(
    manager,
    sql`${LIST_SELECT} ${where(conditions)} ORDER BY i.issued_on DESC, i.year DESC, i.sequence DESC
      LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { rows, total: Number(counted?.total ?? 0) };
}

export async function findInvoice(
  manager: EntityManager,
  viewer: InvoiceViewer,
  invoiceId: string,
): Promise<InvoiceListRow | undefined> {
  return await queryOne<InvoiceListRow>(
    manager,
    sql`${LIST_SELECT} ${where([sql`i.id = ${invoiceId}`, visibleTo(viewer)])}`,
  );
}

export async function invoiceLines(manager: EntityManager, invoiceId: string): Promise<InvoiceLineRow[]> {
  return await query<InvoiceLineRow>(
    manager,
    sql`SELECT ${invoiceLineTable.select("l")} FROM invoice_line l WHERE l.invoice_id = ${invoiceId} ORDER BY l.position`,
  );
}

export async function invoicePayments(
  manager: EntityManager,
  invoiceId: string,
): Promise<Array<{ method: "bank" | "card"; amount: number; createdAt: Date }>> {
  return await query(
    manager,
    sql`SELECT method, amount, created_at AS "createdAt" FROM invoice_payment
         WHERE invoice_id = ${invoiceId} ORDER BY created_at, id`,
  );
}

/**
 * The invoice under its row lock (payments, proof, cancelling serialise on it); `ofOrganisation`
 * limits it to an organisation's own invoices (not credit notes).
 */
export async function lockInvoice(
  manager: EntityManager,
  invoiceId: string,
  ofOrganisation?: string,
): Promise<InvoiceRow | undefined> {
  const conditions = [sql`i.id = ${invoiceId}`];
  if (ofOrganisation) conditions.push(sql`i.organisation_id = ${ofOrganisation}`, sql`i.type = 'invoice'`);
  return await queryOne<InvoiceRow>(
    manager,
    sql`SELECT ${invoiceTable.select("i")} FROM invoice i ${where(conditions)} FOR UPDATE`,
  );
}

/** The invoice a claim's credit note corrects, if any. */
export async function invoiceCorrectedForClaim(manager: EntityManager, claimId: string): Promise<string | null> {
  const row = await queryOne<{ id: string | null }>(
    manager,
    sql`SELECT corrects_invoice_id AS id FROM invoice WHERE claim_id = ${claimId} AND type = 'credit'`,
  );
  return row?.id ?? null;
}

/** What the credit notes correcting the invoice take off its amount due. */
export async function creditedOf(manager: EntityManager, invoiceId: string): Promise<number> {
  const row = await queryOne<{ credited: number }>(
    manager,
    sql`SELECT ${CREDITED}::int AS credited FROM invoice i WHERE i.id = ${invoiceId}`,
  );
  return Number(row?.credited ?? 0);
}

export async function setInvoiceStatus(
  manager: EntityManager,
  invoiceId: string,
  status: "customer_proved" | "cancelled",
): Promise<void> {
  await query(manager, sql`UPDATE invoice SET status = ${status}, updated_at = now() WHERE id = ${invoiceId}`);
}

/** A payment booked: the paid amount and status; paid_at when it became paid. */
export async function bookPayment(
  manager: EntityManager,
  invoiceId: string,
  amountPaid: number,
  status: InvoiceStatus,
): Promise<void> {
  await query(
    manager,
    sql`UPDATE invoice SET amount_paid = ${amountPaid}, status = ${status}::varchar,
           paid_at = CASE WHEN ${status}::varchar = 'paid' THEN now() ELSE paid_at END, updated_at = now()
         WHERE id = ${invoiceId}`,
  );
}

/** A refund booked: the paid amount and status go back; paid_at stays only while still paid. */
export async function bookRefund(
  manager: EntityManager,
  invoiceId: string,
  amountPaid: number,
  status: InvoiceStatus,
): Promise<void> {
  await query(
    manager,
    sql`UPDATE invoice SET amount_paid = ${amountPaid}, status = ${status}::varchar,
           paid_at = CASE WHEN ${status}::varchar = 'paid' THEN paid_at ELSE NULL END, updated_at = now()
         WHERE id = ${invoiceId}`,
  );
}

export async function markStockDrawn(manager: EntityManager, invoiceId: string): Promise<void> {
  await query(manager, sql`UPDATE invoice SET stock_drawn_at = now() WHERE id = ${invoiceId}`);
}

export async function paymentBooked(manager: EntityManager, externalId: string): Promise<boolean> {
  return Boolean(await queryOne(manager, sql`SELECT 1 FROM invoice_payment WHERE external_id = ${externalId}`));
}

export async function insertPayment(manager: EntityManager, payment: InvoicePaymentRow): Promise<void> {
  await query(manager, invoicePaymentTable.insert([payment]));
}

/** What was refunded of a card payment so far (its refunds are booked as `<intent>:refunded:<total>`). */
export async function refundedOf(manager: EntityManager, paymentIntentId: string): Promise<number> {
  const row = await queryOne<{ refunded: number }>(
    manager,
    sql`SELECT COALESCE(-SUM(amount), 0)::int AS refunded FROM invoice_payment
         WHERE external_id LIKE ${`${paymentIntentId}:refunded:%`}`,
  );
  return Number(row?.refunded ?? 0);
}

/** The records an invoice's lines charge, by source type and id. */
export async function sourcesOfInvoice(
  manager: EntityManager,
  invoiceId: string,
): Promise<Array<{ sourceType: string; sourceId: string }>> {
  return await query(
    manager,
    sql`SELECT DISTINCT source_type AS "sourceType", source_id AS "sourceId" FROM invoice_line
         WHERE invoice_id = ${invoiceId} ORDER BY "sourceType", "sourceId"`,
  );
}

/** Two runs for one organisation queue here (until the transaction ends); the second finds nothing left. */
export async function lockInvoiceRun(manager: EntityManager, organisationId: string): Promise<void> {
  await query(manager, sql`SELECT pg_advisory_xact_lock(hashtext('invoice-run:' || ${organisationId}))`);
}

/** Gapless: the counter row stays locked until the transaction ends; a rollback gives the number back. */
/** The last invoice number given out per year (`invoice_number_counter`). */
const counterTable = defineTable<{ year: number; last: number }>("invoice_number_counter", {
  year: "year",
  last: "last",
});

export async function nextInvoiceSequence(manager: EntityManager, year: number): Promise<number> {
  const row = await queryOne<{ last: number }>(
    manager,
    sql`${counterTable.insert([{ year, last: 1 }])}
        ON CONFLICT (year) DO UPDATE SET last = invoice_number_counter.last + 1 RETURNING last`,
  );
  return Number(row?.last);
}

export async function insertInvoice(manager: EntityManager, invoice: NewInvoiceRow): Promise<void> {
  await query(manager, newInvoiceTable.insert([invoice]));
}

export async function insertInvoiceLines(manager: EntityManager, lines: InvoiceLineRow[]): Promise<void> {
  // 12 parameters a line: a few hundred a statement stays far below PostgreSQL's 65,535.
  for (let start = 0; start < lines.length; start += 500) {
    await query(manager, invoiceLineTable.insert(lines.slice(start, start + 500)));
  }
}

export async function creditNoteOfClaim(manager: EntityManager, claimId: string): Promise<string | undefined> {
  return (await queryOne<{ id: string }>(manager, sql`SELECT id FROM invoice WHERE claim_id = ${claimId}`))?.id;
}

/** The latest valid invoice an order is on (what a credit note for its claim corrects). */
export async function latestInvoiceOfOrder(manager: EntityManager, orderId: string): Promise<string | undefined> {
  const row = await queryOne<{ id: string }>(
    manager,
    sql`SELECT i.id FROM invoice_line l JOIN invoice i ON i.id = l.invoice_id
         WHERE l.source_type = 'order' AND l.source_id = ${orderId} AND i.type = 'invoice' AND i.status <> 'cancelled'
         ORDER BY i.created_at DESC LIMIT 1`,
  );
  return row?.id;
}

/** The organisation billed, as the document prints it, with its agency and the language of its owner. */
export type BilledOrganisation = {
  id: string;
  name: string;
  companyName: string | null;
  street: string | null;
  zip: string | null;
  city: string | null;
  countryCode: string | null;
  vatId: string | null;
  email: string | null;
  agencyId: string | null;
  agencyMarginPercent: string | number | null;
  language: string | null;
};

/** Read FOR SHARE: its address and agency cannot change while its invoice is written. */
export async function billedOrganisation(
  manager: EntityManager,
  organisationId: string,
): Promise<BilledOrganisation | undefined> {
  return await queryOne<BilledOrganisation>(
    manager,
    sql`SELECT o.id, o.name, o.company_name AS "companyName", o.street, o.zip, o.city, o.country_code AS "countryCode",
               o.vat_id AS "vatId", o.email, o.agency_id AS "agencyId", o.agency_margin_percent AS "agencyMarginPercent",
               (SELECT s.language FROM member m LEFT JOIN customer_setting s ON s.customer_id = m.customer_id
                 WHERE m.organisation_id = o.id ORDER BY (m.role = 'owner') DESC, m.created_at LIMIT 1) AS language
          FROM organisation o WHERE o.id = ${organisationId} FOR SHARE`,
  );
}

export async function organisationName(manager: EntityManager, organisationId: string): Promise<string | undefined> {
  return (await queryOne<{ name: string }>(manager, sql`SELECT name FROM organisation WHERE id = ${organisationId}`))
    ?.name;
}
