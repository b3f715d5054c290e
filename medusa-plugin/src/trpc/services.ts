// The services a procedure may use, typed, resolved from the request's container in one place.
// Procedures write `ctx.services.orders.list(…)`; nobody looks a service up by its string name.
// A domain that adds a service adds one line here.
import type { CustomerService } from "@medusajs/medusa";
import type { EntityManager } from "typeorm";
import type { ApiKeyService } from "../modules/api-keys";
import type { ShopifyWebhookService, ShopService } from "../modules/shops";
import type { StockOrderService } from "../modules/stock-orders";
import type { StockOverviewService } from "../modules/stocks";
import type AuditService from "../services/audit";
import type CardPaymentService from "../services/card-payment";
import type ChatService from "../services/chat";
import type ChatPostingService from "../services/chat-posting";
import type CustomerSettingService from "../services/customer-setting";
import type InvitationService from "../services/invitation";
import type InvoiceService from "../services/invoice";
import type LocationService from "../services/location";
import type LocationStockService from "../services/location-stock";
import type MemberService from "../services/member";
import type OrderHistoryService from "../services/order-history";
import type OrderRoutingService from "../services/order-routing";
import type OrderShippingService from "../services/order-shipping";
import type OrganisationService from "../services/organisation";
import type PlatformClaimService from "../services/platform-claim";
import type PlatformOrderService from "../services/platform-order";
import type PlatformOrderEditService from "../services/platform-order-edit";
import type ProductCatalogueService from "../services/product-catalogue";
import type ProductLinkService from "../services/product-link";
import type ProductRequestService from "../services/product-request";
import type RetourService from "../services/retour";
import type ShopReconciliationService from "../services/shop-reconciliation";
import type SignUpService from "../services/sign-up";
import type SupplierService from "../services/supplier";
import type UploadService from "../services/upload";
import type UserNotificationService from "../services/user-notification";

export type ServiceContainer = { resolve<T = unknown>(name: string): T };

/** Each entry: the name Medusa registers the service under (its file name + "Service"). */
const REGISTERED: { [K in keyof Services]: string } = {
  apiKeys: "apiKeyService",
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

export type Services = {
  /** An organisation's REST API keys (modules/api-keys). */
  apiKeys: ApiKeyService;
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
};

/** Resolves lazily: a procedure pays only for the services it touches. */
export function servicesOf(container: ServiceContainer): Services {
  const services = {} as Services;
  for (const [key, name] of Object.entries(REGISTERED)) {
    Object.defineProperty(services, key, { enumerable: true, get: () => container.resolve(name) });
  }
  return services;
}
