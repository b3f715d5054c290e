import { invoiceFigures, orderAttention, ordersPerDay } from "../data-access/merchant";
import { roleProcedure } from "./role-procedure";

/** The customer's first question: how are my orders doing, and what needs me? */
export const customer = roleProcedure("customer").query(async ({ ctx }) => {
  const manager = ctx.services.manager;
  const [orders, attention, invoices] = await Promise.all([
    ordersPerDay(manager, ctx.organisationId),
    orderAttention(manager, ctx.organisationId),
    invoiceFigures(manager, ctx.organisationId),
  ]);
  return { orders, attention, invoices };
});
