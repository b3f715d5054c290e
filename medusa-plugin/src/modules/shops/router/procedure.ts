import { accessProcedure } from "../../../trpc/trpc";

/** Shops belong to merchants: active ones, and those still on the waitlist (they connect while waiting). */
export const shopProcedure = accessProcedure("shops");
