// The dashboard module's public surface: the figures each role's landing page shows. It reads
// other domains' tables (orders, invoices, chats, stock orders, bookings) and is read by none.

export type { default as DashboardService } from "./dashboard-service";
export type { GettingStarted, GettingStartedStep } from "./data-access/getting-started";
export type { InvoiceFigures, OrderAttention, OrdersPerDay, WaitlistStanding } from "./data-access/merchant";
export type { AgencyClients, AgencyMargin, ProviderBookings, SupplierWork } from "./data-access/partners";
export type { IntakeHealth, IntakeOutcome, SupportQueue, WaitingChats } from "./data-access/support";
export type { CountAndMoney, Money } from "./figures";
export { dashboardRouter } from "./router";
