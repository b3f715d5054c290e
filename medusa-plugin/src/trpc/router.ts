import { authRouter } from "./routers/auth";
import { chatsRouter } from "./routers/chats";
import { claimsRouter } from "./routers/claims";
import { customersRouter } from "./routers/customers";
import { invitationsRouter } from "./routers/invitations";
import { locationsRouter } from "./routers/locations";
import { membersRouter } from "./routers/members";
import { ordersRouter } from "./routers/orders";
import { organisationRouter } from "./routers/organisation";
import { sessionRouter } from "./routers/session";
import { settingsRouter } from "./routers/settings";
import { shopsRouter } from "./routers/shops";
import { suppliersRouter } from "./routers/suppliers";
import { waitlistRouter } from "./routers/waitlist";
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
  chats: chatsRouter,
  suppliers: suppliersRouter,
});

export type AppRouter = typeof appRouter;
