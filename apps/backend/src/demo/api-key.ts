import { createHash } from "node:crypto";
import { API_KEY_SCOPES } from "@platform/domain";
import type { EntityManager } from "typeorm";
import type { MedusaContainer } from "../server";

/**
 * The demo customer's REST API key (issue 35), with every scope (orders, stock, products, stock
 * orders, invoices, retours, claims). A public fixture like the
 * demo passwords: `npm start` prints it, so it is fixed (only its hash is stored, as for any key).
 */
export const DEMO_API_KEY = "plat_0000000000000000de70_demo-key-of-the-local-demo-shown-at-start00";

/** Adds the key to the demo customer's organisation once (idempotent); an older demo's key gets the scopes added since. */
export async function seedDemoApiKey(container: MedusaContainer): Promise<void> {
  const manager = container.resolve<EntityManager>("manager");
  const [id, secret] = [`apik_${DEMO_API_KEY.slice(5, 25)}`, DEMO_API_KEY.slice(26)];
  const hash = createHash("sha256").update(secret, "utf8").digest();
  await manager.query(
    `INSERT INTO api_key (id, organisation_id, name, scopes, secret_hash, created_by)
     SELECT $1, m.organisation_id, 'Demo ERP', $3::text[], $2, m.customer_id
       FROM member m JOIN customer c ON c.id = m.customer_id
      WHERE c.email = 'customer@demo.local' AND c.has_account = true
     ON CONFLICT (id) DO UPDATE SET scopes = EXCLUDED.scopes`,
    [id, hash, [...API_KEY_SCOPES].sort()],
  );
}
