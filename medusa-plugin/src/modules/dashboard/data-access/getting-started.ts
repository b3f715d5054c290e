// A new merchant's getting-started checklist: each step is read from the organisation's own data
// (one query, every sub-select by organisation), and whether the organisation put it away.
import type { EntityManager } from "typeorm";
import { query, queryOne, sql } from "../../../lib/sql";

/** In the order a merchant does them: without a shop nothing arrives, without priorities nothing is routed. */
export const GETTING_STARTED_STEPS = ["shop", "locations", "products", "packaging", "colleague"] as const;
export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

export type GettingStarted = {
  steps: Array<{ step: GettingStartedStep; done: boolean }>;
  dismissed: boolean;
  /** Shown while a step is open and nobody put the checklist away. */
  visible: boolean;
};

type Row = Record<GettingStartedStep | "dismissed", boolean>;

export async function gettingStarted(manager: EntityManager, organisationId: string): Promise<GettingStarted> {
  const row = (await queryOne<Row>(
    manager,
    sql`SELECT EXISTS (SELECT 1 FROM shop WHERE organisation_id = ${organisationId} AND status = 'active') AS shop,
            EXISTS (SELECT 1 FROM location_priority WHERE organisation_id = ${organisationId}) AS locations,
            EXISTS (SELECT 1 FROM shop_product_link l JOIN shop s ON s.id = l.shop_id
                     WHERE s.organisation_id = ${organisationId}) AS products,
            EXISTS (SELECT 1 FROM packaging_order WHERE organisation_id = ${organisationId}) AS packaging,
            -- An invitation on its way counts: the merchant did their part.
            (EXISTS (SELECT 1 FROM invitation WHERE organisation_id = ${organisationId} AND kind = 'member'
                        AND revoked_at IS NULL)
              OR (SELECT count(*) FROM member WHERE organisation_id = ${organisationId}) > 1) AS colleague,
            EXISTS (SELECT 1 FROM getting_started_dismissal WHERE organisation_id = ${organisationId}) AS dismissed`,
  )) as Row;
  const steps = GETTING_STARTED_STEPS.map((step) => ({ step, done: row[step] }));
  return { steps, dismissed: row.dismissed, visible: !row.dismissed && steps.some((entry) => !entry.done) };
}

/** Puts the checklist away for the whole organisation; a second time changes nothing. */
export async function dismissGettingStarted(
  manager: EntityManager,
  organisationId: string,
  customerId: string,
): Promise<void> {
  await query(
    manager,
    sql`INSERT INTO getting_started_dismissal (organisation_id, dismissed_by) VALUES (${organisationId}, ${customerId})
        ON CONFLICT (organisation_id) DO NOTHING`,
  );
}
