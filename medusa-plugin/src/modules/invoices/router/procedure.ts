import { accessProcedure } from "../../../trpc/trpc";

/** Invoices stay open to a disabled organisation (spec §4, §6): list, PDF, pay. */
export const invoicesProcedure = accessProcedure("invoices").meta({ allowDisabled: true });
export const payInvoicesProcedure = accessProcedure("payInvoices").meta({ allowDisabled: true });
export const manageInvoicesProcedure = accessProcedure("manageInvoices");

/** Who sees which invoices: support all, everyone else their organisation's (and an agency its clients'). */
export const viewerOf = (ctx: { role: string; organisationId: string }) =>
  ctx.role === "support"
    ? { organisationId: null, support: true }
    : { organisationId: ctx.organisationId, support: false };
