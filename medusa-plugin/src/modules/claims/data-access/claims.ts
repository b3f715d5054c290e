import type { ClaimListInput, ClaimStatus, ClaimType } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { containsPattern, defineTable, query, queryOne, type Sql, sql, where } from "../../../lib/sql";

// Claims (claim): the one place that reads or writes them, with the order's number and currency
// and the organisation's name the views show.

/** What a new claim is written with (status pending; timestamps are the database's). */
export type NewClaim = {
  id: string;
  orderId: string;
  organisationId: string;
  type: ClaimType;
  description: string;
  status: "pending";
  createdBy: string;
};

const newClaimTable = defineTable<NewClaim>("claim", {
  id: "id",
  orderId: "order_id",
  organisationId: "organisation_id",
  type: "type",
  description: "description",
  status: "status",
  createdBy: "created_by",
});

/** Support's decision as stored: the status with its amount or new tracking number, who and when. */
export type ClaimDecision = {
  status: ClaimStatus;
  amount: number | null;
  currencyCode: string | null;
  newTrackingNumber: string | null;
  newTrackingUrl: string | null;
  decisionNote: string | null;
  decidedBy: string;
  decidedAt: Date;
};

const claimDecisionTable = defineTable<ClaimDecision>("claim", {
  status: "status",
  amount: "amount",
  currencyCode: "currency_code",
  newTrackingNumber: "new_tracking_number",
  newTrackingUrl: "new_tracking_url",
  decisionNote: "decision_note",
  decidedBy: "decided_by",
  decidedAt: "decided_at",
});

/** A claim's row with its order's number and currency and its organisation's name. */
export type ClaimRow = {
  id: string;
  order_id: string;
  organisation_id: string;
  type: ClaimType;
  description: string;
  status: ClaimStatus;
  amount: number | null;
  currency_code: string | null;
  new_tracking_number: string | null;
  new_tracking_url: string | null;
  decision_note: string | null;
  created_by: string;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Date;
  updated_at: Date;
  order_number: string;
  organisation_name: string;
  order_currency: string;
};

const ORDER_NUMBER = sql`coalesce(e.external_order_name, '#' || o.display_id)`;

/** The claim, its order (number, currency) and its organisation (name). */
const CLAIM_FROM = sql`FROM claim c
    JOIN "order" o ON o.id = c.order_id
    JOIN order_extension e ON e.order_id = c.order_id
    JOIN organisation org ON org.id = c.organisation_id`;

const selectClaims = (tail: Sql) =>
  sql`SELECT c.*, ${ORDER_NUMBER} AS order_number, e.currency_code AS order_currency, org.name AS organisation_name
    ${CLAIM_FROM} ${tail}`;

/** The organisation's order a claim is made on, shared-locked while the claim is written; undefined if not its own. */
export async function findClaimableOrder(manager: EntityManager, organisationId: string, orderId: string) {
  return await queryOne<{ status: string; number: string }>(
    manager,
    sql`SELECT o.status, ${ORDER_NUMBER} AS number
          FROM order_extension e JOIN "order" o ON o.id = e.order_id
         WHERE e.order_id = ${orderId} AND e.organisation_id = ${organisationId} FOR SHARE OF e`,
  );
}

export async function insertClaim(manager: EntityManager, claim: NewClaim): Promise<void> {
  await query(manager, newClaimTable.insert([claim]));
}

/** The claim as support's decision needs it, locked until the decision is written. */
export async function lockClaimForDecision(manager: EntityManager, claimId: string) {
  return await queryOne<{
    id: string;
    order_id: string;
    organisation_id: string;
    type: ClaimType;
    status: ClaimStatus;
    amount: number | null;
    new_tracking_number: string | null;
    decision_note: string | null;
    currency_code: string;
    order_number: string;
  }>(
    manager,
    sql`SELECT c.id, c.order_id, c.organisation_id, c.type, c.status, c.amount, c.new_tracking_number,
               c.decision_note, e.currency_code, ${ORDER_NUMBER} AS order_number
          FROM claim c JOIN order_extension e ON e.order_id = c.order_id JOIN "order" o ON o.id = c.order_id
         WHERE c.id = ${claimId} FOR UPDATE OF c`,
  );
}

export async function updateClaimDecision(manager: EntityManager, claimId: string, decision: ClaimDecision) {
  await query(
    manager,
    sql`UPDATE claim SET ${claimDecisionTable.set(decision)}, updated_at = CURRENT_TIMESTAMP WHERE id = ${claimId}`,
  );
}

export async function findClaimRow(manager: EntityManager, claimId: string): Promise<ClaimRow | undefined> {
  return await queryOne<ClaimRow>(manager, selectClaims(sql`WHERE c.id = ${claimId}`));
}

/** One order's claims, oldest first; of the organisation's own order unless organisationId is null (support). */
export async function listOrderClaimRows(manager: EntityManager, organisationId: string | null, orderId: string) {
  const conditions = [sql`c.order_id = ${orderId}`];
  if (organisationId) conditions.push(sql`c.organisation_id = ${organisationId}`);
  return await query<ClaimRow>(manager, selectClaims(sql`${where(conditions)} ORDER BY c.created_at, c.id`));
}

/**
 * Claims by the filters, newest first, one page, and how many there are: every organisation's
 * (support, organisationId null) or one organisation's (the REST API's key).
 */
export async function listClaimRows(
  manager: EntityManager,
  input: ClaimListInput,
  organisationId: string | null = null,
): Promise<{ rows: ClaimRow[]; total: number }> {
  const conditions: Sql[] = [];
  if (organisationId) conditions.push(sql`c.organisation_id = ${organisationId}`);
  if (input.status) conditions.push(sql`c.status = ${input.status}`);
  if (input.type) conditions.push(sql`c.type = ${input.type}`);
  if (input.search) {
    const term = containsPattern(input.search);
    conditions.push(sql`(lower(${ORDER_NUMBER}) LIKE ${term} OR lower(org.name) LIKE ${term})`);
  }
  const filter = where(conditions);
  const counted = await queryOne<{ total: number }>(
    manager,
    sql`SELECT count(*)::int AS total ${CLAIM_FROM} ${filter}`,
  );
  const rows = await query<ClaimRow>(
    manager,
    selectClaims(
      sql`${filter} ORDER BY c.created_at DESC, c.id DESC LIMIT ${input.pageSize} OFFSET ${(input.page - 1) * input.pageSize}`,
    ),
  );
  return { rows, total: counted?.total ?? 0 };
}

/** The member who created the claim: where the decision's mail goes, in their language. */
export async function findClaimCreator(manager: EntityManager, claimId: string) {
  return await queryOne<{ email: string | null; first_name: string | null; language: string | null }>(
    manager,
    sql`SELECT c.email, c.first_name, s.language FROM claim cl JOIN customer c ON c.id = cl.created_by
          LEFT JOIN customer_setting s ON s.customer_id = c.id WHERE cl.id = ${claimId}`,
  );
}
