import type { EntityManager } from "typeorm";
import { appLaunchUrl } from "../../lib/shopify/api";
import { listShopRows, type ShopViewRecord } from "./data-access/shops";
import type { ShopView } from "./types";

/** A shop as the Shops screen shows it (counts 0 unless listed). */
export function shopView(shop: ShopViewRecord): ShopView {
  return {
    id: shop.id,
    name: shop.name,
    domain: shop.domain,
    platform: shop.platform,
    status: shop.status,
    shipmentMethod: shop.shipment_method,
    installedAt: shop.installed_at,
    lastSyncedAt: shop.last_synced_at,
    ordersAccessDenied: Boolean(shop.orders_access_denied_at),
    orderCount: 0,
    needsLinkingCount: 0,
    reconnectUrl: appLaunchUrl(shop.domain),
  };
}

/** The organisation's shops, oldest first, with their order counts. */
export async function listShops(manager: EntityManager, organisationId: string): Promise<ShopView[]> {
  const rows = await listShopRows(manager, organisationId);
  return rows.map((row) => ({
    ...shopView(row),
    orderCount: row.order_count,
    needsLinkingCount: row.needs_linking_count,
  }));
}
