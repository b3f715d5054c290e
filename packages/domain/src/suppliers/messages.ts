export const SUPPLIER_MESSAGES = {
  notSupplier: "suppliers:errors.notSupplier",
  unknownProduct: "suppliers:errors.unknownProduct",
  tooMany: "suppliers:errors.tooMany",
  saveFailed: "suppliers:errors.saveFailed",
} as const;
