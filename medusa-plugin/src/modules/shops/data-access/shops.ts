import { generateEntityId } from "@medusajs/medusa";
import type { EntityManager } from "typeorm";
import { defineTable, query, sql } from "../../../lib/sql";
import { Shop } from "../../../models/shop";

// The shops module's reads and writes of `shop`: the Shops screen's list in SQL (lib/sql.ts); the
// rows themselves through the TypeORM entity (models/shop.ts), whose tokens are never selected
// unless asked for. The locks are the ones the flows need: the install's and the claim's rows.

/** What a shop's view is made of (tokens and claim never). */
export type ShopViewRecord = Pick<
  Shop,
  | "id"
  | "name"
  | "domain"
  | "platform"
  | "status"
  | "shipment_method"
  | "installed_at"
  | "last_synced_at"
  | "orders_access_denied_at"
>;

const shopViewTable = defineTable<ShopViewRecord>("shop", {
  id: "id",
  name: "name",
  domain: "domain",
  platform: "platform",
  status: "status",
  shipment_method: "shipment_method",
  installed_at: "installed_at",
  last_synced_at: "last_synced_at",
  orders_access_denied_at: "orders_access_denied_at",
});

export type ShopListRecord = ShopViewRecord & { order_count: number; needs_linking_count: number };

/** The organisation's shops, oldest first, with their orders and those waiting to be linked. */
export async function listShopRows(manager: EntityManager, organisationId: string): Promise<ShopListRecord[]> {
  return await query<ShopListRecord>(
    manager,
    sql`SELECT ${shopViewTable.select("s")},
               (SELECT count(*)::int FROM order_extension e WHERE e.shop_id = s.id) AS order_count,
               (SELECT count(*)::int FROM order_extension e WHERE e.shop_id = s.id AND e.needs_linking) AS needs_linking_count
          FROM shop s WHERE s.organisation_id = ${organisationId} ORDER BY s.created_at`,
  );
}

const repo = (manager: EntityManager) => manager.getRepository(Shop);

/** A new install's row (pending); concurrent callbacks for one shop: the unique domain index lets only one insert win. */
export async function insertInstalledShop(manager: EntityManager, domain: string): Promise<void> {
  await repo(manager)
    .createQueryBuilder()
    .insert()
    .values({
      id: generateEntityId(undefined, "shop"),
      domain,
      name: domain.replace(/\.myshopify\.com$/, ""),
      status: "pending",
      installed_at: new Date(),
      last_synced_at: new Date(),
    })
    .orIgnore()
    .execute();
}

/** The Shopify shop of this domain under a row lock (the install's transaction). */
export async function lockShopByDomain(manager: EntityManager, domain: string): Promise<Shop> {
  return await repo(manager).findOneOrFail({
    where: { platform: "shopify", domain },
    lock: { mode: "pessimistic_write" },
  });
}

/** The shop whose unexpired claim token has this hash, under a row lock. */
export async function lockShopByClaim(manager: EntityManager, claimTokenHash: string): Promise<Shop | null> {
  return await repo(manager)
    .createQueryBuilder("s")
    .setLock("pessimistic_write")
    .where("s.claim_token_hash = :hash AND s.claim_expires_at > now()", { hash: claimTokenHash })
    .getOne();
}

export async function updateShop(manager: EntityManager, shopId: string, fields: Partial<Shop>): Promise<void> {
  await repo(manager).update({ id: shopId }, fields);
}

export async function findShop(manager: EntityManager, shopId: string): Promise<Shop> {
  return await repo(manager).findOneOrFail({ where: { id: shopId } });
}

export async function findOwnedShop(manager: EntityManager, organisationId: string, shopId: string) {
  return await repo(manager).findOne({ where: { id: shopId, organisation_id: organisationId } });
}

export async function findActiveShop(manager: EntityManager, shopId: string): Promise<Shop | null> {
  return await repo(manager).findOne({ where: { id: shopId, status: "active" } });
}

export async function findShopByDomain(manager: EntityManager, domain: string): Promise<Shop | null> {
  return await repo(manager).findOne({ where: { platform: "shopify", domain } });
}

/** The shop with its (encrypted) tokens. */
export async function findShopWithTokens(manager: EntityManager, shopId: string): Promise<Shop> {
  return await repo(manager)
    .createQueryBuilder("s")
    .addSelect(["s.access_token", "s.refresh_token"])
    .where("s.id = :shopId", { shopId })
    .getOneOrFail();
}

/** Active, claimed shops whose last order sync is before `before` (or never). */
export async function shopsSyncedBefore(manager: EntityManager, before: Date): Promise<Shop[]> {
  return await repo(manager)
    .createQueryBuilder("s")
    .where("s.status = 'active' AND s.organisation_id IS NOT NULL")
    .andWhere("(s.last_synced_at IS NULL OR s.last_synced_at < :before)", { before })
    .getMany();
}

export type OrdersAccessDeniedRow = {
  id: string;
  name: string;
  domain: string;
  status: string;
  organisation_name: string | null;
  orders_access_denied_at: Date;
};

/** Support: installed shops whose orders Shopify refuses the app (protected customer data), longest first. */
export async function ordersAccessDeniedRows(manager: EntityManager, limit: number): Promise<OrdersAccessDeniedRow[]> {
  return await query<OrdersAccessDeniedRow>(
    manager,
    sql`SELECT s.id, s.name, s.domain, s.status, o.name AS organisation_name, s.orders_access_denied_at
          FROM shop s LEFT JOIN organisation o ON o.id = s.organisation_id
         WHERE s.orders_access_denied_at IS NOT NULL AND s.status <> 'disconnected'
         ORDER BY s.orders_access_denied_at LIMIT ${limit}`,
  );
}
