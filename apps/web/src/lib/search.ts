import {
  AUDIT_SUBJECT_TYPES,
  BOOKING_STATUSES,
  CHAT_STATUSES,
  CHAT_SUBJECT_TYPES,
  CLAIM_STATUSES,
  CLAIM_TYPES,
  calendarDay,
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
} from "@platform/domain";
import { z } from "zod";
import { AUTH_MODES } from "../components/auth/auth-tabs";

/** Only paths inside the app are followed after sign-in, never another site. */
const internalRedirect = z
  .string()
  .regex(/^\/a(\/|$)/)
  .optional()
  .catch(undefined);

export const loginSearchSchema = z.object({
  mode: z.enum(AUTH_MODES).optional().catch(undefined),
  redirect: internalRedirect,
});

export const shopifyLoginSearchSchema = loginSearchSchema.extend({
  shop: z.string().max(255).optional().catch(undefined),
  error: z.enum(["missing_scopes"]).optional().catch(undefined),
  /** The one-time link of a fresh install (from the OAuth callback): the signed-in organisation claims the shop. */
  install: z
    .string()
    .regex(/^[\w-]{20,200}$/)
    .optional()
    .catch(undefined),
});

export const resetPasswordSearchSchema = z.object({
  token: z.string().optional().catch(undefined),
  email: z.string().optional().catch(undefined),
});

export const ONBOARDING_STEPS = [1, 2] as const;

export const onboardingSearchSchema = z.object({
  token: z.string().optional().catch(undefined),
  step: z.coerce
    .number()
    .pipe(z.union([z.literal(1), z.literal(2)]))
    .optional()
    .catch(undefined),
});

export const ORGANISATION_TABS = ["details", "members", "invitations", "container", "slack"] as const;
export type OrganisationTab = (typeof ORGANISATION_TABS)[number];

export const organisationSearchSchema = z.object({ tab: z.enum(ORGANISATION_TABS).optional().catch(undefined) });

/** Rows per page of the back-office lists. */
export const PAGE_SIZE = 20;

// The router parses "?search=123" as a number; the search box means text. Empty means no filter.
const searchText = z
  .preprocess((value) => (typeof value === "number" ? String(value) : value), z.string().trim().max(100))
  .transform((value) => value || undefined)
  .optional()
  .catch(undefined);
const page = z.coerce.number().int().min(1).max(10_000).optional().catch(undefined);

export const organisationsSearchSchema = z.object({
  search: searchText,
  type: z.enum(ORGANISATION_TYPES).optional().catch(undefined),
  status: z.enum(ORGANISATION_LIST_STATUSES).optional().catch(undefined),
  page,
});
export type OrganisationsSearch = z.infer<typeof organisationsSearchSchema>;

export const customersSearchSchema = organisationsSearchSchema.omit({ type: true });
export const waitlistSearchSchema = z.object({ search: searchText, page });
export const agencyMarginSearchSchema = waitlistSearchSchema;

export const locationsSearchSchema = z.object({
  search: searchText,
  type: z.enum(LOCATION_TYPES).optional().catch(undefined),
  status: z.enum(LOCATION_STATUSES).optional().catch(undefined),
  page,
});
export type LocationsSearch = z.infer<typeof locationsSearchSchema>;

export const locationSearchSchema = z.object({ search: searchText, page });

/** The Locations-Priority screen's country: ISO code, or "*" for No Country. */
export const locationPrioritySearchSchema = z.object({
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2}|\*)$/)
    .optional()
    .catch(undefined),
});

/** A day in the URL: one that exists (the server's own schema), or the filter is dropped. */
const isoDay = calendarDay().optional().catch(undefined);

/** The orders list's filters, sort and keyset position: all in the URL, so a view can be shared. */
export const ordersSearchSchema = z.object({
  search: searchText,
  shopId: z.string().max(64).optional().catch(undefined),
  locationId: z.string().max(64).optional().catch(undefined),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES).optional().catch(undefined),
  fulfillmentStatus: z.enum(ORDER_FULFILLMENT_STATUSES).optional().catch(undefined),
  needsLinking: z.boolean().optional().catch(undefined),
  withoutLocation: z.boolean().optional().catch(undefined),
  openClaim: z.boolean().optional().catch(undefined),
  from: isoDay,
  to: isoDay,
  sort: z.enum(ORDER_SORTS).optional().catch(undefined),
  cursor: z.string().max(200).optional().catch(undefined),
  dir: z.enum(["after", "before"]).optional().catch(undefined),
});
export type OrdersSearch = z.infer<typeof ordersSearchSchema>;

export const claimsSearchSchema = z.object({
  search: searchText,
  status: z.enum(CLAIM_STATUSES).optional().catch(undefined),
  type: z.enum(CLAIM_TYPES).optional().catch(undefined),
  page,
});

/** The audit log: filters and keyset position in the URL (support may narrow to one organisation). */
export const auditSearchSchema = z.object({
  search: searchText,
  subjectType: z.enum(AUDIT_SUBJECT_TYPES).optional().catch(undefined),
  subjectId: z.string().max(64).optional().catch(undefined),
  organisationId: z.string().max(64).optional().catch(undefined),
  from: isoDay,
  to: isoDay,
  cursor: z.string().max(200).optional().catch(undefined),
  dir: z.enum(["after", "before"]).optional().catch(undefined),
});
export type AuditSearch = z.infer<typeof auditSearchSchema>;

export const invoicesSearchSchema = z.object({
  search: searchText,
  status: z.enum(INVOICE_STATUSES).optional().catch(undefined),
  type: z.enum(INVOICE_TYPES).optional().catch(undefined),
  payment: z.enum(INVOICE_PAYMENT_FILTERS).optional().catch(undefined),
  page,
});

/** The chats overview: the tab (subject kind) and the filters live in the URL. */
export const chatsSearchSchema = z.object({
  tab: z.enum(CHAT_SUBJECT_TYPES).optional().catch(undefined),
  orderNumber: searchText,
  claimType: z.enum(CLAIM_TYPES).optional().catch(undefined),
  status: z.enum(CHAT_STATUSES).optional().catch(undefined),
  waiting: z.boolean().optional().catch(undefined),
  page,
});

/** My Bookings and the provider's bookings: status and page in the URL. */
export const bookingsSearchSchema = z.object({
  status: z.enum(BOOKING_STATUSES).optional().catch(undefined),
  page,
});
export const stocksSearchSchema = z.object({
  search: searchText,
  locationId: z.string().max(64).optional().catch(undefined),
  belowHint: z.boolean().optional().catch(undefined),
  page,
});
export type StocksSearch = z.infer<typeof stocksSearchSchema>;

export const stockOrdersSearchSchema = z.object({
  search: searchText,
  status: z.enum(GENERIC_ORDER_LABELS).optional().catch(undefined),
  toShip: z.boolean().optional().catch(undefined),
  page,
});
export type StockOrdersSearch = z.infer<typeof stockOrdersSearchSchema>;

/** The Retour table: order search, shop and created days (platform time zone), all in the URL. */
export const retoursSearchSchema = z.object({
  search: searchText,
  shopId: z.string().max(64).optional().catch(undefined),
  from: isoDay,
  to: isoDay,
  page,
});
export type RetoursSearch = z.infer<typeof retoursSearchSchema>;
/** Product requests: status, shop, creation days and a search, all in the URL. */
export const productRequestsSearchSchema = z.object({
  search: searchText,
  status: z.enum(PRODUCT_REQUEST_STATUSES).optional().catch(undefined),
  shopId: z.string().max(64).optional().catch(undefined),
  from: isoDay,
  to: isoDay,
  page,
});
export type ProductRequestsSearch = z.infer<typeof productRequestsSearchSchema>;

/** Products (merchant) and the Product overview's picker. */
export const productsSearchSchema = z.object({
  search: searchText,
  scope: z.enum(["all", "linked"]).optional().catch(undefined),
  page,
});

export const PRODUCT_EDIT_TABS = ["details", "variants", "linking"] as const;
export const productEditSearchSchema = z.object({ tab: z.enum(PRODUCT_EDIT_TABS).optional().catch(undefined) });

/** The notifications page: unread only, and the page, in the URL. */
export const notificationsSearchSchema = z.object({
  unreadOnly: z.boolean().optional().catch(undefined),
  page,
});
