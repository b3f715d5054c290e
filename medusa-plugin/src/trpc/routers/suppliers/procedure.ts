import { accessProcedure } from "../../trpc";

/** Support keeps which products a supplier supplies. */
export const supportSuppliersProcedure = accessProcedure("manageSuppliers");
