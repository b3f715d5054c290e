import type { EntityManager } from "typeorm";
import { failedDeliveryRows } from "./data-access/shopify-webhooks";
import type { FailedDelivery } from "./types";

/** Failed deliveries are retried by the sync job this often at most. */
export const MAX_ATTEMPTS = 10;

/** Failed deliveries (newest first) for support: what, from which shop and organisation, and why. */
export async function listFailedDeliveries(
  manager: EntityManager,
  limit: number,
): Promise<{ items: FailedDelivery[] }> {
  const rows = await failedDeliveryRows(manager, limit);
  return {
    items: rows.map((r) => ({
      id: r.id,
      shopDomain: r.shop_domain,
      organisationName: r.organisation_name,
      topic: r.topic,
      receivedAt: r.received_at,
      attempts: r.attempts,
      retrying: r.attempts < MAX_ATTEMPTS,
      reason: r.last_error,
    })),
  };
}
