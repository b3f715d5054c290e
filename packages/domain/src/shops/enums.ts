// Shops and order intake (issue 4).

/**
 * pending: installed in Shopify, not yet claimed by an organisation;
 * active: connected; needs_reauth: Shopify rejected the token and it could not be refreshed —
 * someone must sign in again through the Shopify app; disconnected: the app was uninstalled.
 */
export const SHOP_STATUSES = ["pending", "active", "needs_reauth", "disconnected"] as const;

export type ShopStatus = (typeof SHOP_STATUSES)[number];

/** How a shop's orders are shipped; the carrier is also the tracking company sent back to Shopify. */
export const SHIPMENT_METHODS = ["dhl", "dhl_express", "dpd", "gls", "ups", "hermes", "fedex"] as const;

export type ShipmentMethod = (typeof SHIPMENT_METHODS)[number];

/** The carrier names Shopify knows (its tracking company list). */
export const SHIPMENT_METHOD_CARRIER: Record<ShipmentMethod, string> = {
  dhl: "DHL",
  dhl_express: "DHL Express",
  dpd: "DPD",
  gls: "GLS",
  ups: "UPS",
  hermes: "Hermes",
  fedex: "FedEx",
};

export const SHOP_PLATFORMS = ["shopify"] as const;

export type ShopPlatform = (typeof SHOP_PLATFORMS)[number];
