import {
  AUDIT_SUBJECT_TYPES,
  BOOKING_STATUSES,
  CHAT_STATUSES,
  CHAT_SUBJECT_TYPES,
  CLAIM_STATUSES,
  CLAIM_TYPES,
  GENERIC_ORDER_LABELS,
  INVOICE_PAYMENT_FILTERS,
  INVOICE_STATUSES,
  INVOICE_TYPES,
  LOCATION_STATUSES,
  LOCATION_TYPES,
  ORDER_FULFILLMENT_STATUSES,
  ORDER_PAYMENT_STATUSES,
  ORDER_SORTS,
  ORGANISATION_LIST_STATUSES,
  ORGANISATION_TYPES,
  PRODUCT_REQUEST_STATUSES,
} from "@platform/domain/plain";
import { AUTH_MODES } from "../components/auth/auth-tabs";

import { day, flag, object, oneOf, page, type SearchOf, searchText, text } from "./search-params";

/** Only paths inside the app are followed after sign-in, never another site. */
const internalRedirect = text(Number.POSITIVE_INFINITY, /^\/a(\/|$)/);

const loginShape = { mode: oneOf(AUTH_MODES), redirect: internalRedirect };
export const loginSearchSchema = object(loginShape);

export const shopifyLoginSearchSchema = object({
  ...loginShape,
  shop: text(255),
  error: oneOf(["missing_scopes"]),
  /** The one-time link of a fresh install (from the OAuth callback): the signed-in organisation claims the shop. */
  install: text(Number.POSITIVE_INFINITY, /^[\w-]{20,200}$/),
});

export const resetPasswordSearchSchema = object({ token: text(), email: text() });

export const ONBOARDING_STEPS = [1, 2] as const;

export const onboardingSearchSchema = object({
  token: text(),
  step: (value): 1 | 2 | undefined => {
    if (value === undefined) return undefined;
    const step = Number(value);
    return step === 1 || step === 2 ? step : undefined;
  },
});

export const ORGANISATION_TABS = ["details", "members", "invitations", "container", "slack"] as const;
export type OrganisationTab = (typeof ORGANISATION_TABS)[number];

export const organisationSearchSchema = object({ tab: oneOf(ORGANISATION_TABS) });

/** Rows per page of the back-office lists. */
export const PAGE_SIZE = 20;

export const organisationsSearchSchema = object({
  search: searchText,
  type: oneOf(ORGANISATION_TYPES),
  status: oneOf(ORGANISATION_LIST_STATUSES),
  page,
});
export type OrganisationsSearch = SearchOf<typeof organisationsSearchSchema>;

export const customersSearchSchema = object({ search: searchText, status: oneOf(ORGANISATION_LIST_STATUSES), page });
export const waitlistSearchSchema = object({ search: searchText, page });
export const agencyMarginSearchSchema = waitlistSearchSchema;

export const locationsSearchSchema = object({
  search: searchText,
  type: oneOf(LOCATION_TYPES),
  status: oneOf(LOCATION_STATUSES),
  page,
});
export type LocationsSearch = SearchOf<typeof locationsSearchSchema>;

export const locationSearchSchema = object({ search: searchText, page });

/** The Locations-Priority screen's country: ISO code, or "*" for No Country. */
export const locationPrioritySearchSchema = object({
  country: (value) => {
    if (typeof value !== "string") return undefined;
    const country = value.trim().toUpperCase();
    return /^([A-Z]{2}|\*)$/.test(country) ? country : undefined;
  },
});

const id = text(64);
const cursor = text(200);
const direction = oneOf(["after", "before"]);

/** The orders list's filters, sort and keyset position: all in the URL, so a view can be shared. */
export const ordersSearchSchema = object({
  search: searchText,
  shopId: id,
  locationId: id,
  paymentStatus: oneOf(ORDER_PAYMENT_STATUSES),
  fulfillmentStatus: oneOf(ORDER_FULFILLMENT_STATUSES),
  needsLinking: flag,
  withoutLocation: flag,
  openClaim: flag,
  /** A day that exists (the server's own check), or the filter is dropped. */
  from: day,
  to: day,
  sort: oneOf(ORDER_SORTS),
  cursor,
  dir: direction,
});
export type OrdersSearch = SearchOf<typeof ordersSearchSchema>;

export const claimsSearchSchema = object({
  search: searchText,
  status: oneOf(CLAIM_STATUSES),
  type: oneOf(CLAIM_TYPES),
  page,
});

/** The audit log: filters and keyset position in the URL (support may narrow to one organisation). */
export const auditSearchSchema = object({
  search: searchText,
  subjectType: oneOf(AUDIT_SUBJECT_TYPES),
  subjectId: id,
  organisationId: id,
  from: day,
  to: day,
  cursor,
  dir: direction,
});
export type AuditSearch = SearchOf<typeof auditSearchSchema>;

export const invoicesSearchSchema = object({
  search: searchText,
  status: oneOf(INVOICE_STATUSES),
  type: oneOf(INVOICE_TYPES),
  payment: oneOf(INVOICE_PAYMENT_FILTERS),
  page,
});

/** The chats overview: the tab (subject kind) and the filters live in the URL. */
export const chatsSearchSchema = object({
  tab: oneOf(CHAT_SUBJECT_TYPES),
  orderNumber: searchText,
  claimType: oneOf(CLAIM_TYPES),
  status: oneOf(CHAT_STATUSES),
  waiting: flag,
  page,
});

/** My Bookings and the provider's bookings: status and page in the URL. */
export const bookingsSearchSchema = object({ status: oneOf(BOOKING_STATUSES), page });
export const stocksSearchSchema = object({ search: searchText, locationId: id, belowHint: flag, page });
export type StocksSearch = SearchOf<typeof stocksSearchSchema>;

export const stockOrdersSearchSchema = object({
  search: searchText,
  status: oneOf(GENERIC_ORDER_LABELS),
  toShip: flag,
  page,
});
export type StockOrdersSearch = SearchOf<typeof stockOrdersSearchSchema>;

/** The Retour table: order search, shop and created days (platform time zone), all in the URL. */
export const retoursSearchSchema = object({ search: searchText, shopId: id, from: day, to: day, page });
export type RetoursSearch = SearchOf<typeof retoursSearchSchema>;
/** Product requests: status, shop, creation days and a search, all in the URL. */
export const productRequestsSearchSchema = object({
  search: searchText,
  status: oneOf(PRODUCT_REQUEST_STATUSES),
  shopId: id,
  from: day,
  to: day,
  page,
});
export type ProductRequestsSearch = SearchOf<typeof productRequestsSearchSchema>;

/** Products (merchant) and the Product overview's picker. */
export const productsSearchSchema = object({ search: searchText, scope: oneOf(["all", "linked"]), page });

export const PRODUCT_EDIT_TABS = ["details", "variants", "linking"] as const;
export const productEditSearchSchema = object({ tab: oneOf(PRODUCT_EDIT_TABS) });

/** The notifications page: unread only, and the page, in the URL. */
export const notificationsSearchSchema = object({ unreadOnly: flag, page });
