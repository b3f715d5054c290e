import { authRouter, settingsRouter } from "../modules/accounts/router";
import { apiKeysRouter } from "../modules/api-keys/router";
import { auditRouter } from "../modules/audit/router";
import { bookingsRouter } from "../modules/bookings";
import { chatsRouter } from "../modules/chats/router";
import { claimsRouter } from "../modules/claims";
import { dashboardRouter } from "../modules/dashboard/router";
import { invoicesRouter } from "../modules/invoices/router";
import { locationsRouter } from "../modules/locations/router";
import { invitationsRouter, membersRouter } from "../modules/members/router";
import { notificationsRouter } from "../modules/notifications/router";
import { ordersRouter } from "../modules/orders/router";
import { customersRouter, organisationRouter, waitlistRouter } from "../modules/organisations/router";
import { packagingRouter } from "../modules/packaging";
import { productRequestsRouter } from "../modules/product-requests/router";
import { productsRouter, suppliersRouter } from "../modules/products/router";
import { retoursRouter } from "../modules/retours";
import { shopReconciliationRouter } from "../modules/shop-reconciliation";
import { shopsRouter } from "../modules/shops/router";
import { stockOrdersRouter } from "../modules/stock-orders/router";
import { stocksRouter } from "../modules/stocks/router";
import { sessionRouter } from "./routers/session";
import { router } from "./trpc";

export const appRouter = router({
  auth: authRouter,
  session: sessionRouter,
  organisation: organisationRouter,
  members: membersRouter,
  invitations: invitationsRouter,
  waitlist: waitlistRouter,
  customers: customersRouter,
  settings: settingsRouter,
  shops: shopsRouter,
  shopReconciliation: shopReconciliationRouter,
  orders: ordersRouter,
  claims: claimsRouter,
  locations: locationsRouter,
  stocks: stocksRouter,
  stockOrders: stockOrdersRouter,
  retours: retoursRouter,
  chats: chatsRouter,
  suppliers: suppliersRouter,
  packaging: packagingRouter,
  invoices: invoicesRouter,
  bookings: bookingsRouter,
  products: productsRouter,
  productRequests: productRequestsRouter,
  audit: auditRouter,
  dashboard: dashboardRouter,
  notifications: notificationsRouter,
  apiKeys: apiKeysRouter,
});

export type AppRouter = typeof appRouter;
