import type { MemberRole, Role } from "./enums";

type Access = {
  /** The roles (derived from the organisation, see roles.ts) that may use it. */
  roles: readonly Role[];
  /** Within the organisation, only these member roles (e.g. owners and admins manage members). */
  memberRoles?: readonly MemberRole[];
  /** Roles whose every member may use it, whatever `memberRoles` says (support is platform staff). */
  anyMemberOf?: readonly Role[];
  /** A sidebar area: its route and label key. Entries without it are rights behind screens. */
  area?: { path: `/a/${string}`; label: `nav.${string}` };
};

const MANAGERS = ["owner", "admin"] as const satisfies readonly MemberRole[];
const WITH_ORGANISATION = ["customer", "agency", "support", "supplier", "service_provider", "waitlist"] as const;

/**
 * Who may use what: ONE table that drives the sidebar and the route guards (web), the procedure
 * builders (tRPC: `accessProcedure("orders")`) and the REST routes (`mayAccess`). Sidebar areas
 * come first, in sidebar order. A new domain adds its entries here and nowhere else.
 */
export const ACCESS = {
  products: { roles: ["customer", "support"], area: { path: "/a/products", label: "nav.products" } },
  /** Spec §4/§6: a disabled organisation keeps its invoices (list, PDF, pay) and nothing else. */
  invoices: {
    roles: ["customer", "agency", "support", "disabled_customer"],
    area: { path: "/a/invoices", label: "nav.invoices" },
  },
  shops: { roles: ["customer", "waitlist"], area: { path: "/a/shops", label: "nav.shops" } },
  organisation: {
    roles: ["customer", "agency", "supplier", "service_provider"],
    area: { path: "/a/organisation", label: "nav.organisation" },
  },
  locations: { roles: ["customer", "support"], area: { path: "/a/locations", label: "nav.locations" } },
  stocks: { roles: ["customer"], area: { path: "/a/stocks", label: "nav.stocks" } },
  packagingOverview: {
    roles: ["customer", "support"],
    area: { path: "/a/packaging", label: "nav.packagingOverview" },
  },
  /** Packaging orders: the merchant's, the producer's assigned ones, and support's (all). */
  packagingUi: {
    roles: ["customer", "supplier", "support"],
    area: { path: "/a/packaging/orders", label: "nav.packagingUi" },
  },
  packagingStocks: {
    roles: ["customer", "support"],
    area: { path: "/a/packaging/stocks", label: "nav.packagingStocks" },
  },
  buyPackaging: { roles: ["customer"], area: { path: "/a/packaging/buy", label: "nav.buyPackaging" } },
  orders: { roles: ["customer", "waitlist"], area: { path: "/a/orders", label: "nav.orders" } },
  /** Spec §2 "retour items": the Retour table — the merchant's own retours, support's all. */
  retours: { roles: ["customer", "support"], area: { path: "/a/retours", label: "nav.retours" } },
  claims: { roles: ["support"], area: { path: "/a/claims", label: "nav.claims" } },
  productOverview: {
    roles: ["customer", "support"],
    area: { path: "/a/product-overview", label: "nav.productOverview" },
  },
  stockOrders: {
    roles: ["customer", "supplier", "support"],
    area: { path: "/a/stock-orders", label: "nav.stockOrders" },
  },
  chats: {
    roles: ["customer", "supplier", "service_provider", "support"],
    area: { path: "/a/chats", label: "nav.chats" },
  },
  /** A provider's own services (spec §2 Services: create/edit service). */
  services: { roles: ["service_provider"], area: { path: "/a/services", label: "nav.services" } },
  /** Merchants: the enabled services of all providers, and booking one. */
  availableServices: { roles: ["customer"], area: { path: "/a/available-services", label: "nav.availableServices" } },
  /** My Bookings (merchant) and the bookings of the provider's services. */
  bookings: { roles: ["customer", "service_provider"], area: { path: "/a/bookings", label: "nav.bookings" } },
  organisations: { roles: ["support", "agency"], area: { path: "/a/organisations", label: "nav.organisations" } },
  customers: { roles: ["support"], area: { path: "/a/customers", label: "nav.customers" } },
  waitlist: { roles: ["support"], area: { path: "/a/waitlist", label: "nav.waitlist" } },
  agencyMargin: { roles: ["agency"], area: { path: "/a/agency-margin", label: "nav.agencyMargin" } },
  productRequests: {
    roles: ["customer", "supplier", "support"],
    area: { path: "/a/product-requests", label: "nav.productRequests" },
  },
  inviteOrganisation: {
    roles: ["support", "agency"],
    area: { path: "/a/invite-organisation", label: "nav.inviteOrganisation" },
  },
  /**
   * The audit log: support sees every organisation's entries, an organisation's owners and admins
   * their own organisation's (plain members do not). Also the history cards of invoices and bookings.
   */
  audit: {
    roles: ["customer", "agency", "supplier", "service_provider", "support"],
    memberRoles: MANAGERS,
    anyMemberOf: ["support"],
    area: { path: "/a/audit", label: "nav.audit" },
  },

  // Rights behind the screens above.
  /** User and personal settings: everyone with an organisation except a disabled one. */
  settings: { roles: WITH_ORGANISATION },
  /** In-app notifications (the header's bell): likewise. */
  notifications: { roles: WITH_ORGANISATION },
  /** Uploading and reading files (claims, chats, requests): likewise. */
  files: { roles: WITH_ORGANISATION },
  /** Owners and admins edit their organisation, its Slack hook, members and invitations. */
  manageOrganisation: { roles: WITH_ORGANISATION, memberRoles: MANAGERS },
  /** Owners and admins of a merchant organisation keep its REST API keys (issue 35). */
  apiKeys: { roles: ["customer", "waitlist"], memberRoles: MANAGERS },
  /** Owners and admins of a merchant organisation keep its outbound webhook endpoints (issue 35). */
  webhooks: { roles: ["customer", "waitlist"], memberRoles: MANAGERS },
  /** Only an owner disables their own organisation. */
  disableOwnOrganisation: { roles: WITH_ORGANISATION, memberRoles: ["owner"] },
  /** Support disables and enables organisations. */
  superviseOrganisations: { roles: ["support"] },
  /** Merchants start chats (about their orders, requests, packaging orders). */
  startChats: { roles: ["customer"] },
  /** A merchant's own location priorities. */
  locationPriorities: { roles: ["customer"] },
  /** Creating and editing locations, counting stock, routing and drawing an order's stock. */
  manageLocations: { roles: ["support"] },
  /** An order's routing card: its merchant and support. */
  orderRouting: { roles: ["customer", "waitlist", "support"] },
  /** Support opens any organisation's order (from a claim or chat). */
  superviseOrders: { roles: ["support"] },
  /** Support keeps the packaging catalogue and assigns a producer to a packaging order. */
  managePackaging: { roles: ["support"] },
  /** Merchants order packaging: order-unique custom print, print templates, variants' default packaging. */
  orderPackaging: { roles: ["customer"] },
  /** The producer (and support) moves a packaging order on, uploads print files, overrides dimensions. */
  producePackaging: { roles: ["supplier", "support"] },
  /** Paying an invoice: the bank transfer proof and the card payment (a disabled organisation too). */
  payInvoices: { roles: ["customer", "agency", "disabled_customer"] },
  /** Support prepares invoices, records payments and cancels invoices. */
  manageInvoices: { roles: ["support"] },
  /** Support records retours (returned items graded A/B/C at a retour location). */
  recordRetours: { roles: ["support"] },
  /** Merchants order stock from suppliers. */
  orderStock: { roles: ["customer"] },
  /** The supplier of a stock order's products confirms it and marks it shipped (support may too). */
  supplyStockOrders: { roles: ["supplier", "support"] },
  /** Support receives stock orders into a location's stock. */
  receiveStockOrders: { roles: ["support"] },
  /** Merchants file product requests; support decides them (the producer answers in the chat). */
  fileProductRequests: { roles: ["customer"] },
  decideProductRequests: { roles: ["support"] },
  /** Support compares stored shop orders with Shopify's and fixes what drifted (issue 31). */
  shopReconciliation: { roles: ["support"] },
  /** Linking shop products to platform variants: the merchant its own shops, support any shop. */
  linkProducts: { roles: ["customer", "support"] },
  /** Product edit (spec §2): the catalogue data, through Medusa's admin API. */
  editProducts: { roles: ["support"] },
  /** Which supplier supplies which products. */
  manageSuppliers: { roles: ["support"] },
  /** A new merchant's getting-started checklist on the dashboard: reading it and putting it away. */
  gettingStarted: { roles: ["customer"] },
  /** Order intake health: Shopify deliveries that failed, with their reasons (support dashboard). */
  intakeHealth: { roles: ["support"] },
} as const satisfies Record<string, Access>;

export type AccessName = keyof typeof ACCESS;

type AreaEntry = { [K in AccessName]: (typeof ACCESS)[K] extends { area: object } ? K : never }[AccessName];
export type AreaName = AreaEntry;

/** Whether someone with this role (and member role) may use it. */
export function mayAccess(name: AccessName, role: Role | null, memberRole?: MemberRole | null): boolean {
  const access: Access = ACCESS[name];
  if (!role || !access.roles.includes(role)) return false;
  if (access.anyMemberOf?.includes(role)) return true;
  return !access.memberRoles || (!!memberRole && access.memberRoles.includes(memberRole));
}

/** The sidebar of a role (and member role: some areas are for owners and admins), in order. */
export function areasFor(
  role: Role | null,
  memberRole?: MemberRole | null,
): Array<{ name: AreaName; to: string; label: string }> {
  return (Object.entries(ACCESS) as Array<[AccessName, Access]>).flatMap(([name, access]) =>
    access.area && mayAccess(name, role, memberRole)
      ? [{ name: name as AreaName, to: access.area.path, label: access.area.label }]
      : [],
  );
}
