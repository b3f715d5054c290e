// What an order looks like to the platform's screens: its list row and its detail with the rules
// of what the member may do now.
import type { ShipmentMethod } from "@platform/domain";
import type { ShipmentItem } from "../../models/order-shipment";

export type OrderRow = {
  id: string;
  displayId: number;
  number: string;
  createdAt: Date;
  customerName: string | null;
  paymentStatus: string;
  fulfillmentStatus: string;
  status: string;
  currencyCode: string;
  subtotal: number;
  shippingTotal: number;
  taxTotal: number;
  total: number;
  shop: { id: string; name: string; domain: string } | null;
  locationId: string | null;
  locationName: string | null;
  invoiced: boolean;
  needsLinking: boolean;
  trackingNumbers: string[];
  trackingUrls: string[];
};

export type OrderAddress = {
  firstName: string | null;
  lastName: string | null;
  company: string | null;
  address1: string | null;
  address2: string | null;
  city: string | null;
  postalCode: string | null;
  province: string | null;
  countryCode: string | null;
  phone: string | null;
};

export type OrderDetail = OrderRow & {
  organisationId: string;
  source: "shopify" | "manual";
  email: string | null;
  /**
   * A shop order without any name, email or street: Shopify withholds protected customer data
   * from an app it has not approved for it. Shown as such; the order still ships.
   */
  customerDataWithheld: boolean;
  discountTotal: number;
  /** The shop's prices include tax: lines, subtotal and shipping are gross, the tax is shown as included. */
  taxesIncluded: boolean;
  shippingAddress: OrderAddress | null;
  items: Array<{
    id: string;
    title: string;
    variantName: string | null;
    variantId: string | null;
    sku: string | null;
    gtin: string | null;
    quantity: number;
    shippedQuantity: number;
    /** As charged, in the order's convention (gross when taxesIncluded). */
    unitPrice: number;
    /** The whole line as charged (after its discount): the lines add up to the subtotal. */
    lineTotal: number;
    needsLinking: boolean;
  }>;
  shipments: Array<{
    id: string;
    createdAt: Date;
    locationId: string | null;
    items: Array<ShipmentItem & { title: string }>;
    trackingNumbers: string[];
    trackingUrls: string[];
    pushStatus: string | null;
    /** Why the push failed for good: Shopify's own message (rejected), or the shop stayed unreachable. */
    /** What the shipment was sent with, as it was then. */
    shipmentMethod: ShipmentMethod | null;
    carrier: string | null;
    pushError: { kind: "rejected" | "unreachable"; message: string | null } | null;
    /** A pending push waiting for Shopify: a fulfilment order on hold (detail: FulfillmentHoldReason) or scheduled (detail: fulfillAt). */
    pushWaiting: { kind: "on_hold" | "scheduled"; detail: string } | null;
  }>;
  shipmentMethod: ShipmentMethod | null;
  /** What the member may do now, and why not (translation keys). */
  rules: {
    canEditAddress: boolean;
    canEditItems: boolean;
    canShip: boolean;
    canDelete: boolean;
    editBlockedReason: string | null;
    /** Why the items cannot change: the order's edit reason, or that a shop order's items are the shop's. */
    itemsBlockedReason: string | null;
    deleteBlockedReason: string | null;
  };
};
