import { authRouter, settingsRouter } from "../modules/accounts/router";
import { chatsRouter } from "../modules/chats/router";
import { dashboardRouter } from "../modules/dashboard/router";
import { invoicesRouter } from "../modules/invoices/router";
import { locationsRouter } from "../modules/locations/router";
import { invitationsRouter, membersRouter } from "../modules/members/router";
import { ordersRouter } from "../modules/orders/router";
import { customersRouter, organisationRouter, waitlistRouter } from "../modules/organisations/router";
import { packagingRouter } from "../modules/packaging";
import { auditRouter } from "./routers/audit";
import { bookingsRouter } from "./routers/bookings";
import { claimsRouter } from "./routers/claims";
import { notificationsRouter } from "./routers/notifications";
import { productRequestsRouter } from "./routers/product-requests";
import { productsRouter } from "./routers/products";
import { retoursRouter } from "./routers/retours";
import { sessionRouter } from "./routers/session";
import { shopsRouter } from "./routers/shops";
import { stockOrdersRouter } from "./routers/stock-orders";
import { stocksRouter } from "./routers/stocks";
import { suppliersRouter } from "./routers/suppliers";
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
});

export type AppRouter = typeof appRouter;
