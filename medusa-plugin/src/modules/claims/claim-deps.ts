import type InvoiceService from "../../services/invoice";
import type MailerService from "../../services/mailer";
import type OrderHistoryService from "../../services/order-history";
import type { ClaimReadDeps } from "./types";

/** What writing claims needs besides reading them: the order history, credit notes, mail. */
export type ClaimDeps = ClaimReadDeps & {
  history: OrderHistoryService;
  invoices: InvoiceService;
  mailer: MailerService;
};
