import { accessProcedure } from "../../../../trpc/trpc";

/** Support keeps which products a supplier supplies. */
export const supportSuppliersProcedure = accessProcedure("manageSuppliers");
