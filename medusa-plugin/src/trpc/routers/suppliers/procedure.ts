import type SupplierService from "../../../services/supplier";
import { roleProcedure, type ServiceContainer } from "../../trpc";

/** Support keeps which products a supplier supplies. */
export const supportSuppliersProcedure = roleProcedure("support");

export const supplierService = (container: ServiceContainer) => container.resolve<SupplierService>("supplierService");
