// The services a procedure may use, typed, resolved from the request's container in one place.
// Procedures write `ctx.services.orders.list(…)`; nobody looks a service up by its string name.
// A domain that adds a service adds one line here.
import type { CustomerService } from "@medusajs/medusa";
import type { EntityManager } from "typeorm";
import type { CustomerSettingService, SignUpService } from "../modules/accounts";
import type { AuditService } from "../modules/audit";
import type { ChatPostingService, ChatService } from "../modules/chats";
import type { PlatformClaimService } from "../modules/claims";
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
import type { ProductRequestService } from "../modules/product-requests";
import type { ProductCatalogueService, ProductLinkService, SupplierService } from "../modules/products";
import type { RetourService } from "../modules/retours";
import type { ShopReconciliationService } from "../modules/shop-reconciliation";
import type { ShopifyWebhookService, ShopService } from "../modules/shops";
import type { StockOrderService } from "../modules/stock-orders";
import type { StockOverviewService } from "../modules/stocks";
import type { UploadService } from "../modules/uploads";
import type { ServiceContainer, Services } from "./trpc";

/** Each entry: the name Medusa registers the service under (its file name + "Service"). */
const REGISTERED: { [K in keyof Services]: string } = {
  audit: "auditService",
  cardPayments: "cardPaymentService",
  chats: "chatService",
  chatPosting: "chatPostingService",
  claims: "platformClaimService",
  customers: "customerService",
  customerSettings: "customerSettingService",
  invitations: "invitationService",
  invoices: "invoiceService",
  locations: "locationService",
  stock: "locationStockService",
  routing: "orderRoutingService",
  manager: "manager",
  members: "memberService",
  notifications: "userNotificationService",
  orderHistory: "orderHistoryService",
  organisations: "organisationService",
  orders: "platformOrderService",
  orderEdits: "platformOrderEditService",
  shipping: "orderShippingService",
  productCatalogue: "productCatalogueService",
  productLinks: "productLinkService",
  productRequests: "productRequestService",
  retours: "retourService",
  shops: "shopService",
  shopifyWebhooks: "shopifyWebhookService",
  shopReconciliation: "shopReconciliationService",
  signUp: "signUpService",
  stockOrders: "stockOrderService",
  stocks: "stockOverviewService",
  suppliers: "supplierService",
  uploads: "uploadService",
};

declare module "./trpc" {
  /** Filled here so that trpc/trpc.ts (the builders every router imports) imports no module. */
  interface Services {
    /** Reading the audit log (modules/audit/record-audit.ts writes it). */
    audit: AuditService;
    /** Card payment of invoices through Stripe. */
    cardPayments: CardPaymentService;
    /** Reading chats and messages, unread marks, status. */
    chats: ChatService;
    /** Starting chats and posting messages. */
    chatPosting: ChatPostingService;
    claims: PlatformClaimService;
    /** Medusa's own customer service (accounts, passwords). */
    customers: CustomerService;
    customerSettings: CustomerSettingService;
    invitations: InvitationService;
    invoices: InvoiceService;
    locations: LocationService;
    /** Stock per location: counts, reservations, draws. */
    stock: LocationStockService;
    /** Which location ships an order. */
    routing: OrderRoutingService;
    /** The request's entity manager, for read helpers in lib/ (e.g. the variant search) and the modules' use cases. */
    manager: EntityManager;
    members: MemberService;
    /** In-app notifications: the bell, the list, marking read. */
    notifications: UserNotificationService;
    orderHistory: OrderHistoryService;
    organisations: OrganisationService;
    /** Reads: the list, the CSV rows, one order. */
    orders: PlatformOrderService;
    /** Manual orders, edits, deletion. */
    orderEdits: PlatformOrderEditService;
    /** Shipments and their push to the shop. */
    shipping: OrderShippingService;
    productCatalogue: ProductCatalogueService;
    productLinks: ProductLinkService;
    productRequests: ProductRequestService;
    /** Retours: the table, the CSV rows, recording one (A grades back into stock). */
    retours: RetourService;
    shops: ShopService;
    shopifyWebhooks: ShopifyWebhookService;
    /** Stored shop orders compared with Shopify's (support). */
    shopReconciliation: ShopReconciliationService;
    signUp: SignUpService;
    stockOrders: StockOrderService;
    stocks: StockOverviewService;
    suppliers: SupplierService;
    /** Attaching uploaded files to a subject, listing and showing them (packaging orders). */
    uploads: UploadService;
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
