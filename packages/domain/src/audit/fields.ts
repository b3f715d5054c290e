import { BOOKING_STATUSES } from "../bookings/enums";
import { CHAT_STATUSES } from "../chats/enums";
import { CLAIM_STATUSES, CLAIM_TYPES } from "../claims/enums";
import { INVITATION_KINDS } from "../invitations/enums";
import { INVOICE_PAYMENT_METHODS } from "../invoices/constants";
import { INVOICE_STATUSES, INVOICE_TYPES } from "../invoices/enums";
import { LOCATION_STATUSES, LOCATION_TYPES } from "../locations/enums";
import { GENERIC_ORDER_LABELS, ORDER_FULFILLMENT_STATUSES, ORDER_PAYMENT_STATUSES } from "../orders/enums";
import { CONTAINER_LOADS, MEMBER_ROLES, ORGANISATION_STATUSES, ORGANISATION_TYPES } from "../organisations/enums";
import {
  PACKAGING_ORDER_KINDS,
  PACKAGING_ORDER_STATUSES,
  PACKAGING_PAYMENT_STATUSES,
  PACKAGING_TYPES,
} from "../packaging/enums";
import { PRODUCT_REQUEST_STATUSES } from "../products/enums";
import { LANGUAGES } from "../shared/constants";
import { SHIPMENT_METHODS, SHOP_STATUSES } from "../shops/enums";
import { WEBHOOK_ENDPOINT_STATUSES } from "../webhooks/enums";
import type { AuditAction, AuditSubjectType } from "./schemas";

/**
 * How the audit log's stored fields read for people (spec: values as people read them, not as
 * machines store them). Every key a `recordAudit` call writes has a description here, per subject
 * type (a unit test reads the calls and fails on a key without one); the web app renders each value
 * by its kind, the server resolves references to names when it reads the entries.
 */

/** What a reference points at; the server reads its name (AuditService). */
export const AUDIT_REFERENCE_TYPES = [
  "organisation",
  "location",
  "variant",
  "packaging",
  "order",
  "claim",
  "customer",
] as const;
export type AuditReferenceType = (typeof AUDIT_REFERENCE_TYPES)[number];

type Label = {
  /** Key in the `audit` namespace (English and German). */
  label: string;
};

export type AuditFieldKind =
  /** Minor units (cents); the currency is the record's `currencyField` when stored, else EUR. */
  | { kind: "money"; currencyField?: string }
  /** A calendar day (YYYY-MM-DD), or a moment shown as its day in the platform's time zone. */
  | { kind: "date" }
  | { kind: "datetime" }
  /** Labels by the template `labels` ("orders:paymentStatus.*", `*` is the value), one per value. */
  | { kind: "enum"; labels: string; values: readonly string[] }
  | { kind: "quantity" }
  /** Millimetres. */
  | { kind: "dimension" }
  /** Grams. */
  | { kind: "weight" }
  | { kind: "days" }
  | { kind: "boolean" }
  | { kind: "percent" }
  /** An ISO 3166-1 alpha-2 code, shown as the country's name. */
  | { kind: "country" }
  /** An ISO 4217 code ("EUR"). */
  | { kind: "currency" }
  | { kind: "reference"; to: AuditReferenceType }
  | { kind: "text" }
  /** A list of texts (file names, tracking numbers, product titles). */
  | { kind: "list" }
  | { kind: "object"; fields: Record<string, AuditFieldDescription> };

export type AuditFieldDescription = Label & AuditFieldKind;

// Short constructors keep the table readable.
const text = (label: string): AuditFieldDescription => ({ label, kind: "text" });
const list = (label: string): AuditFieldDescription => ({ label, kind: "list" });
const money = (label: string, currencyField = "currency_code"): AuditFieldDescription => ({
  label,
  kind: "money",
  currencyField,
});
const quantity = (label: string): AuditFieldDescription => ({ label, kind: "quantity" });
const dimension = (label: string): AuditFieldDescription => ({ label, kind: "dimension" });
const boolean = (label: string): AuditFieldDescription => ({ label, kind: "boolean" });
const date = (label: string): AuditFieldDescription => ({ label, kind: "date" });
const datetime = (label: string): AuditFieldDescription => ({ label, kind: "datetime" });
const country = (label: string): AuditFieldDescription => ({ label, kind: "country" });
const reference = (label: string, to: AuditReferenceType): AuditFieldDescription => ({ label, kind: "reference", to });
const enumOf = (label: string, labels: string, values: readonly string[]): AuditFieldDescription => ({
  label,
  kind: "enum",
  labels,
  values,
});

const ADDRESS = {
  first_name: text("fields.first_name"),
  last_name: text("fields.last_name"),
  company: text("fields.company"),
  address_1: text("fields.address_1"),
  address_2: text("fields.address_2"),
  city: text("fields.city"),
  postal_code: text("fields.postal_code"),
  province: text("fields.province"),
  country_code: country("fields.country_code"),
  phone: text("fields.phone"),
};

const ORGANISATION_TYPE = enumOf("fields.organisation_type", "dashboard:organisationTypes.*", ORGANISATION_TYPES);

export const AUDIT_FIELDS: Record<AuditSubjectType, Record<string, AuditFieldDescription>> = {
  organisation: {
    name: text("fields.name"),
    type: ORGANISATION_TYPE,
    status: enumOf("fields.status", "organisations:status.*", ORGANISATION_STATUSES),
    disabled_at: date("fields.disabled_at"),
    agency_id: reference("fields.agency", "organisation"),
    company_name: text("fields.company_name"),
    street: text("fields.street"),
    zip: text("fields.zip"),
    city: text("fields.city"),
    country_code: country("fields.country_code"),
    vat_id: text("fields.vat_id"),
    ioss_number: text("fields.ioss_number"),
    iban: text("fields.iban"),
    bic: text("fields.bic"),
    email: text("fields.email"),
    phone: text("fields.phone"),
    slack_webhook_url: text("fields.slack_webhook_url"),
    eori_number: text("fields.eori_number"),
    default_import_method: enumOf("fields.default_import_method", "organisations:container.methods.*", [
      "plane",
      "train",
      "china_stock",
    ]),
    container_load: enumOf("fields.container_load", "organisations:container.loads.*", CONTAINER_LOADS),
    customs_broker_email: text("fields.customs_broker_email"),
    agency_margin_percent: { label: "fields.agency_margin_percent", kind: "percent" },
    country: country("fields.country"),
    products: list("fields.products"),
  },
  member: {
    email: text("fields.email"),
    role: enumOf("fields.role", "members:roles.*", MEMBER_ROLES),
    invited_by: reference("fields.invited_by", "customer"),
  },
  invitation: {
    kind: enumOf("fields.invitation_kind", "audit:values.invitationKind.*", INVITATION_KINDS),
    email: text("fields.email"),
    role: enumOf("fields.role", "members:roles.*", MEMBER_ROLES),
    new_organisation_name: text("fields.new_organisation_name"),
    new_organisation_type: ORGANISATION_TYPE,
    expires_at: datetime("fields.expires_at"),
    accepted_at: datetime("fields.accepted_at"),
    revoked_at: datetime("fields.revoked_at"),
  },
  /** A REST API key, and each call made with it (method, path, answer status). */
  api_key: {
    name: text("fields.name"),
    scopes: list("fields.scopes"),
    expires_at: datetime("fields.expires_at"),
    revoked_at: datetime("fields.revoked_at"),
    method: text("fields.http_method"),
    path: text("fields.http_path"),
    status: text("fields.http_status"),
  },
  /** An outbound webhook endpoint (its secret never). */
  webhook_endpoint: {
    url: text("fields.url"),
    description: text("fields.description"),
    status: enumOf("fields.status", "settings:webhooks.statuses.*", WEBHOOK_ENDPOINT_STATUSES),
    deleted_at: datetime("fields.deleted_at"),
  },
  customer: {
    language: enumOf("fields.language", "common:language.*", LANGUAGES),
    orderChatEmail: boolean("fields.orderChatEmail"),
    productRequestChatEmail: boolean("fields.productRequestChatEmail"),
  },
  shop: {
    name: text("fields.name"),
    domain: text("fields.domain"),
    status: enumOf("fields.status", "shops:status.*", SHOP_STATUSES),
    shipment_method: enumOf("fields.shipment_method", "shops:shipmentMethods.*", SHIPMENT_METHODS),
    organisation_id: reference("fields.organisation", "organisation"),
    scopes: text("fields.scopes"),
    redacted_at: datetime("fields.redacted_at"),
    installed_at: datetime("fields.installed_at"),
    orders: quantity("fields.orders"),
    all: boolean("fields.all_customers"),
  },
  order: {
    ...ADDRESS,
    status: enumOf("fields.order_status", "orders:orderStatus.*", [
      "pending",
      "completed",
      "archived",
      "canceled",
      "requires_action",
    ]),
    payment: enumOf("fields.payment_status", "orders:paymentStatus.*", ORDER_PAYMENT_STATUSES),
    fulfillment: enumOf("fields.fulfillment_status", "orders:fulfillmentStatus.*", ORDER_FULFILLMENT_STATUSES),
    payment_status: enumOf("fields.payment_status", "orders:paymentStatus.*", ORDER_PAYMENT_STATUSES),
    fulfillment_status: enumOf("fields.fulfillment_status", "orders:fulfillmentStatus.*", ORDER_FULFILLMENT_STATUSES),
    total: money("fields.total"),
    currency_code: { label: "fields.currency_code", kind: "currency" },
    items: quantity("fields.items"),
    /** An items edit's lines ("2 × Mug - White"), before and after. */
    lines: list("fields.items"),
    source: enumOf("fields.source", "audit:values.orderSource.*", ["manual", "shopify"]),
    shop: text("fields.shop"),
    name: text("fields.order_name"),
    shipmentId: text("fields.shipment"),
    quantity: quantity("fields.quantity"),
    trackingNumbers: list("fields.trackingNumbers"),
    location: text("fields.location"),
    routing_status: enumOf("fields.routing_status", "audit:values.routingStatus.*", ["routed", "unroutable"]),
    needs_linking: boolean("fields.needs_linking"),
    lines_linked: quantity("fields.lines_linked"),
    drawn: quantity("fields.drawn"),
    fulfilments: quantity("fields.fulfilments"),
    reason: text("fields.reason"),
  },
  claim: {
    order_id: reference("fields.order", "order"),
    type: enumOf("fields.claim_type", "claims:type.*", CLAIM_TYPES),
    description: text("fields.description"),
    status: enumOf("fields.status", "claims:status.*", CLAIM_STATUSES),
    files: list("fields.files"),
    amount: money("fields.amount"),
    new_tracking_number: text("fields.new_tracking_number"),
    note: text("fields.note"),
  },
  location: {
    name: text("fields.name"),
    type: enumOf("fields.location_type", "locations:type.*", LOCATION_TYPES),
    status: enumOf("fields.status", "locations:status.*", LOCATION_STATUSES),
    address_1: text("fields.address_1"),
    address_2: text("fields.address_2"),
    city: text("fields.city"),
    postal_code: text("fields.postal_code"),
    country_code: country("fields.country_code"),
    phone: text("fields.phone"),
    organisation_id: reference("fields.organisation", "organisation"),
  },
  stock: {
    on_hand: quantity("fields.on_hand"),
  },
  stock_order: {
    supplier_organisation_id: reference("fields.supplier", "organisation"),
    location_id: reference("fields.location", "location"),
    import_method: enumOf("fields.import_method", "stockOrders:importMethod.*", ["plane", "train", "china_stock"]),
    total: money("fields.total"),
    items: quantity("fields.items"),
    status: enumOf("fields.status", "stockOrders:status.*", GENERIC_ORDER_LABELS),
    shipped_at: datetime("fields.shipped_at"),
    received: quantity("fields.received"),
    invoice: text("fields.invoice"),
  },
  packaging: {
    name: text("fields.name"),
    type: enumOf("fields.packaging_type", "packaging:type.*", PACKAGING_TYPES),
    size: text("fields.size"),
    price: money("fields.price"),
    lengthMm: dimension("fields.length"),
    widthMm: dimension("fields.width"),
    heightMm: dimension("fields.height"),
    weightG: { label: "fields.weight", kind: "weight" },
    moq: quantity("fields.moq"),
    productionMinDays: { label: "fields.production_min_days", kind: "days" },
    productionMaxDays: { label: "fields.production_max_days", kind: "days" },
    customSize: boolean("fields.custom_size"),
    packaging: text("fields.packaging"),
    packaging_id: reference("fields.packaging", "packaging"),
  },
  packaging_order: {
    kind: enumOf("fields.packaging_order_kind", "packaging:orderKind.*", PACKAGING_ORDER_KINDS),
    packaging_id: reference("fields.packaging", "packaging"),
    location_id: reference("fields.location", "location"),
    quantity: quantity("fields.quantity"),
    total: money("fields.total"),
    order_id: reference("fields.order", "order"),
    status: enumOf("fields.status", "packaging:orderStatus.*", PACKAGING_ORDER_STATUSES),
    producer_organisation_id: reference("fields.producer_organisation_id", "organisation"),
    files: list("fields.files"),
    length_mm: dimension("fields.length"),
    width_mm: dimension("fields.width"),
    height_mm: dimension("fields.height"),
    invoice: text("fields.invoice"),
    payment_status: enumOf("fields.payment_status", "packaging:paymentStatus.*", PACKAGING_PAYMENT_STATUSES),
  },
  product_link: {
    shopify_variant_id: text("fields.shopify_variant_id"),
    variant_id: reference("fields.variant", "variant"),
    sku: text("fields.sku"),
  },
  product_request: {
    producer_organisation_id: reference("fields.producer_organisation_id", "organisation"),
    status: enumOf("fields.status", "products:status.*", PRODUCT_REQUEST_STATUSES),
    note: text("fields.note"),
  },
  invoice: {
    number: text("fields.number"),
    type: enumOf("fields.invoice_type", "invoices:type.*", INVOICE_TYPES),
    status: enumOf("fields.status", "invoices:status.*", INVOICE_STATUSES),
    total: money("fields.total"),
    currency_code: { label: "fields.currency_code", kind: "currency" },
    due_on: date("fields.due_on"),
    lines: quantity("fields.lines"),
    claim_id: reference("fields.claim", "claim"),
    files: list("fields.files"),
    amount_paid: money("fields.amount_paid"),
    payment: {
      label: "fields.payment",
      kind: "object",
      fields: {
        amount: money("fields.amount"),
        method: enumOf("fields.payment_method", "invoices:detail.method.*", INVOICE_PAYMENT_METHODS),
      },
    },
    refund: {
      label: "fields.refund",
      kind: "object",
      fields: {
        amount: money("fields.amount"),
        method: enumOf("fields.payment_method", "invoices:detail.method.*", INVOICE_PAYMENT_METHODS),
      },
    },
    // A difference with Stripe support applied or dismissed (reconciliation).
    drift: {
      label: "fields.stripe_drift",
      kind: "object",
      fields: {
        kind: text("fields.drift_kind"),
        object: text("fields.reference"),
        status: text("fields.status"),
      },
    },
  },
  retour: {
    order_id: reference("fields.order", "order"),
    location_id: reference("fields.location", "location"),
    grade_a: quantity("fields.grade_a"),
    grade_b: quantity("fields.grade_b"),
    grade_c: quantity("fields.grade_c"),
    note: text("fields.note"),
    invoice: text("fields.invoice"),
  },
  booking: {
    service: text("fields.service"),
    status: enumOf("fields.status", "bookings:status.*", BOOKING_STATUSES),
    amount: quantity("fields.booked_amount"),
    unit_price: money("fields.unit_price"),
    booking_date: date("fields.booking_date"),
    products: quantity("fields.product_count"),
    terms_accepted: boolean("fields.terms_accepted"),
    invoice: text("fields.invoice"),
  },
  service: {
    name: text("fields.name"),
    description: text("fields.description"),
    price: money("fields.price"),
    required_information: text("fields.required_information"),
    requires_product_selection: boolean("fields.requires_product_selection"),
    enabled: boolean("fields.enabled"),
    terms_url: text("fields.terms_url"),
  },
  chat: {
    status: enumOf("fields.status", "chats:status.*", CHAT_STATUSES),
  },
};

/**
 * Actions whose fields mean something else than the subject's usual ones (an order's "shipped"
 * entry names the fulfilment status it reached as `status`).
 */
export const AUDIT_ACTION_FIELDS: Partial<Record<AuditAction, Record<string, AuditFieldDescription>>> = {
  "order.shipped": {
    status: enumOf("fields.fulfillment_status", "orders:fulfillmentStatus.*", ORDER_FULFILLMENT_STATUSES),
  },
};

/**
 * Actions whose keys are data, not field names: the location priorities of a country are stored
 * by location name (the key is the label, the value a priority).
 */
export const AUDIT_KEYED_VALUES: Partial<Record<AuditAction, { except: readonly string[]; value: AuditFieldKind }>> = {
  "organisation.location_priorities_set": { except: ["country"], value: { kind: "quantity" } },
};

/**
 * The description of one stored key of an entry, or null when it has none (shown by its key). A
 * key of AUDIT_KEYED_VALUES comes back with its own text as the label (`literal`).
 */
export function describeAuditField(
  subjectType: AuditSubjectType,
  action: AuditAction,
  key: string,
): (AuditFieldDescription & { literal?: boolean }) | null {
  const fields = AUDIT_FIELDS[subjectType] ?? {};
  // Own keys only: "constructor" or "toString" are no descriptions.
  const own = AUDIT_ACTION_FIELDS[action]?.[key] ?? (Object.hasOwn(fields, key) ? fields[key] : undefined);
  if (own) return own;
  const keyed = AUDIT_KEYED_VALUES[action];
  if (keyed && !keyed.except.includes(key)) return { ...keyed.value, label: key, literal: true };
  return null;
}

/** The ids an entry references, by what they point at (the server resolves them to names). */
export function auditReferences(
  subjectType: AuditSubjectType,
  action: AuditAction,
  records: Array<Record<string, unknown> | null>,
): Array<{ to: AuditReferenceType; id: string }> {
  const found: Array<{ to: AuditReferenceType; id: string }> = [];
  const walk = (record: Record<string, unknown>, describe: (key: string) => AuditFieldDescription | null) => {
    for (const [key, value] of Object.entries(record)) {
      const field = describe(key);
      if (!field) continue;
      if (field.kind === "reference" && typeof value === "string" && value.length <= 64) {
        found.push({ to: field.to, id: value });
      } else if (field.kind === "object" && value && typeof value === "object" && !Array.isArray(value)) {
        walk(value as Record<string, unknown>, (inner) => field.fields[inner] ?? null);
      }
    }
  };
  for (const record of records) if (record) walk(record, (key) => describeAuditField(subjectType, action, key));
  return found;
}

/** The namespaces the descriptions' enum labels live in: a screen rendering changes must have them loaded. */
export const AUDIT_LABEL_NAMESPACES: readonly string[] = (() => {
  const found = new Set<string>(["audit"]);
  const add = (field: AuditFieldDescription) => {
    if (field.kind === "enum") found.add(field.labels.split(":")[0] as string);
    if (field.kind === "object") Object.values(field.fields).forEach(add);
  };
  for (const fields of [...Object.values(AUDIT_FIELDS), ...Object.values(AUDIT_ACTION_FIELDS)]) {
    Object.values(fields ?? {}).forEach(add);
  }
  return [...found];
})();
