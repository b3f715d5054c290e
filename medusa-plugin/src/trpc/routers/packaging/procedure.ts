import type { PackagingViewer } from "../../../services/packaging-stock";
import { accessProcedure } from "../../trpc";

/** The catalogue: merchants (stock + their own custom packaging) and support. */
export const catalogueProcedure = accessProcedure("packagingOverview");
/** Packaging orders: the merchant's own, the producer's assigned ones, support's all. */
export const packagingOrdersProcedure = accessProcedure("packagingUi");
export const stocksProcedure = accessProcedure("packagingStocks");
export const buyProcedure = accessProcedure("buyPackaging");
export const orderPackagingProcedure = accessProcedure("orderPackaging");
export const produceProcedure = accessProcedure("producePackaging");
export const manageProcedure = accessProcedure("managePackaging");

export const viewerOf = (ctx: { organisationId: string; role: string }): PackagingViewer => ({
  organisationId: ctx.organisationId,
  role: ctx.role,
});
