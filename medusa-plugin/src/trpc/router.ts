import { authRouter, settingsRouter } from "../modules/accounts";
import { apiKeysRouter } from "../modules/api-keys";
import { auditRouter } from "../modules/audit";
import { bookingsRouter } from "../modules/bookings";
import { chatsRouter } from "../modules/chats";
import { claimsRouter } from "../modules/claims";
import { dashboardRouter } from "../modules/dashboard";
import { invoicesRouter } from "../modules/invoices";
import { locationsRouter } from "../modules/locations";
import { invitationsRouter, membersRouter } from "../modules/members";
import { notificationsRouter } from "../modules/notifications";
import { ordersRouter } from "../modules/orders";
import { customersRouter, organisationRouter, waitlistRouter } from "../modules/organisations";
import { packagingRouter } from "../modules/packaging";
import { productRequestsRouter } from "../modules/product-requests";
import { productsRouter, suppliersRouter } from "../modules/products";
import { retoursRouter } from "../modules/retours";
import { shopReconciliationRouter } from "../modules/shop-reconciliation";
import { shopsRouter } from "../modules/shops";
import { stockOrdersRouter } from "../modules/stock-orders";
import { stocksRouter } from "../modules/stocks";
import { webhooksRouter } from "../modules/webhooks";
import { sessionRouter } from "./routers/session";
import { router } from "./trpc";

// One key per module router, each imported from its module's index.ts. The wire keys are the
// web app's: `organisation` (organisations module), `auth`/`settings` (accounts), `suppliers` (products), … (docs/architecture.md).

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
  webhooks: webhooksRouter,
});

export type AppRouter = typeof appRouter;
