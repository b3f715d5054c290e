// The services a procedure may use, typed, resolved from the request's container in one place.
// Procedures write `ctx.services.orders.list(…)`; nobody looks a service up by its string name.
// A key is its module's name (camelCase) for the module's main service, or the module's name and
// the service's part (`ordersShipping`, `locationsStock`); Medusa's `medusaCustomers` is the only
// other (services.test.ts checks). Procedures reach the database only through these services (no
// entity manager here: structure.test.ts checks). A domain that adds a service adds one line here.
import type { CustomerService } from "@medusajs/medusa";
import type { CustomerSettingService, SignUpService } from "../modules/accounts";
import type { ApiKeyService } from "../modules/api-keys";
import type { AuditService } from "../modules/audit";
import type { BookingService, ServiceCatalogService } from "../modules/bookings";
import type { ChatPostingService, ChatService } from "../modules/chats";
import type { PlatformClaimService } from "../modules/claims";
import type { DashboardService } from "../modules/dashboard";
import type { CardPaymentService, InvoiceService } from "../modules/invoices";
import type { LocationService, LocationStockService, OrderRoutingService } from "../modules/locations";
import type { InvitationService, MemberService } from "../modules/members";
import type { UserNotificationService } from "../modules/notifications";
import type {
  OrderHistoryService,
  OrderShippingService,
  PlatformOrderEditService,
  PlatformOrderService,
} from "../modules/orders";
import type { OrganisationService } from "../modules/organisations";
import type { PackagingOrderService, PackagingService, PackagingStockService } from "../modules/packaging";
import type { ProductRequestService } from "../modules/product-requests";
import type { ProductCatalogueService, ProductLinkService, SupplierService } from "../modules/products";
import type { RetourService } from "../modules/retours";
import type { ShopReconciliationService } from "../modules/shop-reconciliation";
import type { ShopifyWebhookService, ShopService } from "../modules/shops";
import type { StockOrderService } from "../modules/stock-orders";
import type { StockOverviewService } from "../modules/stocks";
import type { UploadService } from "../modules/uploads";
import type { WebhookService } from "../modules/webhooks";
import type { ServiceContainer, Services } from "./trpc";

/** Each entry: the name Medusa registers the service under (its file name + "Service"). */
export const REGISTERED: { [K in keyof Services]: string } = {
  accounts: "signUpService",
  accountsSettings: "customerSettingService",
  apiKeys: "apiKeyService",
  audit: "auditService",
  bookings: "bookingService",
  bookingsServices: "serviceCatalogService",
  chats: "chatService",
  chatsPosting: "chatPostingService",
  claims: "platformClaimService",
  dashboard: "dashboardService",
  invoices: "invoiceService",
  invoicesCardPayments: "cardPaymentService",
  locations: "locationService",
  locationsRouting: "orderRoutingService",
  locationsStock: "locationStockService",
  medusaCustomers: "customerService",
  members: "memberService",
  membersInvitations: "invitationService",
  notifications: "userNotificationService",
  orders: "platformOrderService",
  ordersEdits: "platformOrderEditService",
  ordersHistory: "orderHistoryService",
  ordersShipping: "orderShippingService",
  organisations: "organisationService",
  packaging: "packagingService",
  packagingOrders: "packagingOrderService",
  packagingStock: "packagingStockService",
  productRequests: "productRequestService",
  products: "productCatalogueService",
  productsLinks: "productLinkService",
  productsSuppliers: "supplierService",
  retours: "retourService",
  shopReconciliation: "shopReconciliationService",
  shops: "shopService",
  shopsWebhooks: "shopifyWebhookService",
  stockOrders: "stockOrderService",
  stocks: "stockOverviewService",
  uploads: "uploadService",
  webhooks: "webhookService",
};

declare module "./trpc" {
  /** Filled here so that trpc/trpc.ts (the builders every router imports) imports no module. */
  interface Services {
    accounts: SignUpService;
    accountsSettings: CustomerSettingService;
    /** An organisation's REST API keys (modules/api-keys). */
    apiKeys: ApiKeyService;
    /** Reading the audit log (modules/audit/record-audit.ts writes it). */
    audit: AuditService;
    /** Booking services: booking, the lists, status changes. */
    bookings: BookingService;
    /** Service providers' own services, and those merchants may book. */
    bookingsServices: ServiceCatalogService;
    /** Reading chats and messages, unread marks, status. */
    chats: ChatService;
    /** Starting chats and posting messages. */
    chatsPosting: ChatPostingService;
    claims: PlatformClaimService;
    /** Each role's landing-page figures. */
    dashboard: DashboardService;
    invoices: InvoiceService;
    /** Card payment of invoices through Stripe. */
    invoicesCardPayments: CardPaymentService;
    locations: LocationService;
    /** Which location ships an order. */
    locationsRouting: OrderRoutingService;
    /** Stock per location: counts, reservations, draws. */
    locationsStock: LocationStockService;
    /** Medusa's own customer service (accounts, passwords). */
    medusaCustomers: CustomerService;
    members: MemberService;
    membersInvitations: InvitationService;
    /** In-app notifications: the bell, the list, marking read. */
    notifications: UserNotificationService;
    /** Reads: the list, the CSV rows, one order. */
    orders: PlatformOrderService;
    /** Manual orders, edits, deletion. */
    ordersEdits: PlatformOrderEditService;
    ordersHistory: OrderHistoryService;
    /** Shipments and their push to the shop. */
    ordersShipping: OrderShippingService;
    organisations: OrganisationService;
    /** The packaging catalogue, variants' defaults, print templates, an order's packaging. */
    packaging: PackagingService;
    /** Packaging orders: buying, order-unique packaging, the producer's work. */
    packagingOrders: PackagingOrderService;
    /** Packaging stock per location (and shipping's draws). */
    packagingStock: PackagingStockService;
    productRequests: ProductRequestService;
    products: ProductCatalogueService;
    productsLinks: ProductLinkService;
    productsSuppliers: SupplierService;
    /** Retours: the table, the CSV rows, recording one (A grades back into stock). */
    retours: RetourService;
    /** Stored shop orders compared with Shopify's (support). */
    shopReconciliation: ShopReconciliationService;
    shops: ShopService;
    shopsWebhooks: ShopifyWebhookService;
    stockOrders: StockOrderService;
    stocks: StockOverviewService;
    /** Attaching uploaded files to a subject, listing and showing them (packaging orders). */
    uploads: UploadService;
    /** An organisation's outbound webhook endpoints and their delivery log (modules/webhooks). */
    webhooks: WebhookService;
  }
}

/** Resolves lazily: a procedure pays only for the services it touches. */
export function servicesOf(container: ServiceContainer): Services {
  const services = {} as Services;
  for (const [key, name] of Object.entries(REGISTERED)) {
    Object.defineProperty(services, key, { enumerable: true, get: () => container.resolve(name) });
  }
  return services;
}
