import type MailerService from "../../lib/mailer";
import type { InvoiceService } from "../invoices";
import type { OrderHistoryService } from "../orders";
import type { ClaimReadDeps } from "./types";

/** What writing claims needs besides reading them: the order history, credit notes, mail. */
export type ClaimDeps = ClaimReadDeps & {
  history: OrderHistoryService;
  invoices: InvoiceService;
  mailer: MailerService;
};
