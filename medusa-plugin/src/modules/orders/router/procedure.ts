import { accessProcedure } from "../../../trpc/trpc";

/** A merchant organisation's orders (customers, and waitlist merchants whose shop is connected). */
export const orderProcedure = accessProcedure("orders");
