import type { EntityManager } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import { latestResults } from "../self-check";
import { dismissGettingStarted, gettingStarted } from "./data-access/getting-started";
import { invoiceFigures, orderAttention, ordersPerDay, waitlistStanding } from "./data-access/merchant";
import { agencyClients, agencyMargin, providerBookings, supplierWork } from "./data-access/partners";
import { intakeHealth, supportQueue, waitingChats } from "./data-access/support";

type InjectedDependencies = { manager: EntityManager };

/**
 * Medusa's `dashboardService` (services/dashboard.ts re-exports it), `ctx.services.dashboard`: the
 * figures of each role's landing page, always of the organisation asked for (support's: the platform).
 */
export default class DashboardService extends PlatformService<InjectedDependencies> {
  /** The customer's first question: how are my orders doing, and what needs me? */
  async customer(organisationId: string) {
    const [orders, attention, invoices] = await Promise.all([
      ordersPerDay(this.manager_, organisationId),
      orderAttention(this.manager_, organisationId),
      invoiceFigures(this.manager_, organisationId),
    ]);
    return { orders, attention, invoices };
  }

  /** A disabled organisation keeps its invoices (spec §4/§6). */
  async disabledCustomer(organisationId: string) {
    return { invoices: await invoiceFigures(this.manager_, organisationId) };
  }

  async waitlist(organisationId: string) {
    return await waitlistStanding(this.manager_, organisationId);
  }

  /** The agency's clients with their orders and revenue per month, and the margin earned on them. */
  async agency(organisationId: string) {
    const [clients, margin] = await Promise.all([
      agencyClients(this.manager_, organisationId),
      agencyMargin(this.manager_, organisationId),
    ]);
    return { ...clients, margin };
  }

  async serviceProvider(organisationId: string) {
    return await providerBookings(this.manager_, organisationId);
  }

  async supplier(organisationId: string) {
    return await supplierWork(this.manager_, organisationId);
  }

  /** What waits for the platform team (support's scope is the platform). */
  async support() {
    const [queue, chats, intake, selfCheck] = await Promise.all([
      supportQueue(this.manager_),
      waitingChats(this.manager_),
      intakeHealth(this.manager_),
      // The books' self-check (docs/invariants.md): the broken rules of its last round.
      latestResults(this.manager_),
    ]);
    return { queue, chats, intake, selfCheck };
  }

  async gettingStarted(organisationId: string) {
    return await gettingStarted(this.manager_, organisationId);
  }

  /** Puts the checklist away for everyone of the organisation; answers the checklist as it is now. */
  async dismissGettingStarted(organisationId: string, customerId: string) {
    await dismissGettingStarted(this.manager_, organisationId, customerId);
    return await gettingStarted(this.manager_, organisationId);
  }
}
