// What the location screens and the order detail get: locations, stock per variant, and why an
// order ships from where it does (or from nowhere).
import type { LocationRecord } from "./data-access/tables";

/** Who asks: a merchant organisation (sees platform warehouses and its own) or support (sees all). */
export type LocationViewer = { organisationId: string; support: boolean };

/** A location row as the screens get it: the record without its owner id, with who owns it. */
export type LocationView = Omit<LocationRecord, "organisationId"> & {
  /** Platform warehouse (every merchant) or an organisation's own location. */
  platform: boolean;
  organisation: { id: string; name: string } | null;
};

export type StockView = {
  variantId: string;
  productTitle: string;
  variantTitle: string;
  sku: string | null;
  onHand: number;
  reserved: number;
  available: number;
  /** Whose goods (support sees every organisation's stock at a location). */
  organisation: { id: string; name: string };
};

export type MissingItem = {
  variantId: string | null;
  title: string;
  sku: string | null;
  quantity: number;
  available: number;
};

/**
 * Stored in order_extension.routing_explanation: data, not text, so the order detail can say it
 * in the reader's language ("Warehouse X: priority 1 for DE, all items in stock").
 */
export type RoutingExplanation =
  | {
      kind: "routed";
      locationId: string;
      locationName: string;
      priority: number;
      country: string;
      matchedBy: "country" | "no_country";
    }
  | {
      kind: "unroutable";
      reason: "no_items" | "unlinked_items" | "no_country" | "no_active_location" | "no_location_has_all_items";
      country: string | null;
      missing: MissingItem[];
    };

export type RoutingResult = { status: "routed" | "unroutable"; locationId: string | null };
