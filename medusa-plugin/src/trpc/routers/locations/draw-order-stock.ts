import { drawOrderStockSchema } from "@platform/domain";
import { locationService, supportLocationsProcedure } from "./procedure";

/** Support ("mark paid" until invoices exist): the order's reserved stock is drawn (spec §9). */
export const drawOrderStock = supportLocationsProcedure.input(drawOrderStockSchema).mutation(async ({ ctx, input }) => {
  return await locationService(ctx.container).drawOrderStock(input.orderId);
});
