import type { InvoiceOwner, InvoiceStatus, InvoiceType, Language, UploadedFile } from "@platform/domain";
import type { InvoiceCustomer, InvoiceLineRow } from "./data-access/tables";

// What the screens (and the PDF) get of invoices and card payments.

/** Uploads attached to an invoice: the customer's bank transfer proof. */
export const INVOICE_SUBJECT = "invoice";

/** Support sees every invoice; a member sees its organisation's, an agency also its clients' (owner others). */
export type InvoiceViewer = { organisationId: string | null; support: boolean };

export type InvoiceSummary = {
  id: string;
  number: string;
  type: InvoiceType;
  owner: InvoiceOwner;
  status: InvoiceStatus;
  organisation: { id: string; name: string };
  issuedOn: string;
  dueOn: string;
  currencyCode: string;
  subtotal: number;
  shippingTotal: number;
  taxTotal: number;
  total: number;
  amountPaid: number;
  /** The credit notes correcting this invoice, summed: they reduce its amount due. */
  credited: number;
  /** Our reading of "amount": what is still to pay. */
  amountDue: number;
  agencyMarginPercent: number | null;
  correctsNumber: string | null;
};

export type InvoiceLineView = Pick<
  InvoiceLineRow,
  | "position"
  | "sourceType"
  | "sourceId"
  | "kind"
  | "description"
  | "quantity"
  | "unitAmount"
  | "netAmount"
  | "taxAmount"
> & { taxRate: number };

export type InvoiceDetail = InvoiceSummary & {
  language: Language;
  customer: InvoiceCustomer;
  lines: InvoiceLineView[];
  payments: Array<{ method: "bank" | "card"; amount: number; createdAt: Date }>;
  /** Card money that came beyond the amount due (a superseded session paid): refunded to the card. */
  overpayments: Array<{ amount: number; status: "refund_pending" | "refunded"; createdAt: Date }>;
  /**
   * Card disputes (chargebacks) of its payments as Stripe last told them: an open one (not won or
   * lost) is the invoice's "disputed" state beside its status.
   */
  disputes: Array<{ id: string; amount: number; reason: string; status: string; evidenceDueBy: Date | null }>;
  proof: UploadedFile[];
};

/** An invoice run: the documents written, and the organisations whose preparation failed. */
export type RunResult = {
  created: Array<{ id: string; number: string; organisationId: string }>;
  problems: Array<{ organisationId: string; organisationName: string; i18nKey: string }>;
};

/** Where the browser goes to pay an invoice by card (Stripe's hosted page), and for how much. */
export type CardCheckoutStart = { url: string; amount: number; currencyCode: string };
