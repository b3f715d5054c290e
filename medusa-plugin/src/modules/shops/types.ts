import type { ShopStatus } from "@platform/domain";

/** What the OAuth callback got from Shopify (the library's Session, reduced to what we keep). */
export type InstalledSession = {
  shop: string;
  accessToken: string;
  scope: string;
  expires?: Date;
  refreshToken?: string;
  refreshTokenExpires?: Date;
};

/** A refreshed token's session: what the callback got, less the shop, the scope optional. */
export type RefreshedSession = Omit<InstalledSession, "shop" | "scope"> & { scope?: string };

export type ShopTokens = {
  accessToken: string | null;
  accessTokenExpiresAt: Date | null;
  refreshToken: string | null;
  refreshTokenExpiresAt: Date | null;
};

export type ShopView = {
  id: string;
  name: string;
  domain: string;
  platform: string;
  status: ShopStatus;
  shipmentMethod: string | null;
  installedAt: Date | null;
  lastSyncedAt: Date | null;
  /** Shopify refuses the app this shop's orders: protected customer data access must be requested. */
  ordersAccessDenied: boolean;
  orderCount: number;
  needsLinkingCount: number;
  /** Opens the app in the shop's Shopify admin: how a merchant signs in again. */
  reconnectUrl: string;
};

export type AcceptedWebhook = {
  domain: string;
  topic: string;
  webhookId: string;
  eventId?: string;
  triggeredAt?: string;
  apiVersion?: string;
  payload: Record<string, unknown> | null;
  /** Why the signed body cannot be processed: stored as failed with this reason, never retried. */
  invalid?: string | null;
};

/** A delivery that could not be processed, as support sees it. */
/** Support's list: a shop whose orders Shopify does not share with the app yet. */
export type ShopWithoutOrdersAccess = {
  id: string;
  name: string;
  domain: string;
  status: string;
  organisationName: string | null;
  since: Date;
};

export type FailedDelivery = {
  id: string;
  shopDomain: string;
  organisationName: string | null;
  topic: string;
  receivedAt: Date;
  attempts: number;
  retrying: boolean;
  reason: string | null;
};
