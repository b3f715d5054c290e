// Translation keys of the packaging domain (namespace "packaging").
export const PACKAGING_MESSAGES = {
  /** Spec §8, exact wording. */
  orderNotFound: "packaging:errors.orderNotFound",
  createFailed: "packaging:errors.createFailed",
  createPackagingFailed: "packaging:errors.createPackagingFailed",
  belowMoq: "packaging:errors.belowMoq",
  notFound: "packaging:errors.notFound",
  locationNotFound: "packaging:errors.locationNotFound",
  inactive: "packaging:errors.inactive",
  tooManyImages: "uploads:errors.tooManyImages",
  addFile: "packaging:errors.addFile",
  quantityInvalid: "packaging:errors.quantityInvalid",
  statusOrder: "packaging:errors.statusOrder",
  notProducer: "packaging:errors.notProducer",
  producerInvalid: "packaging:errors.producerInvalid",
  dimensionInvalid: "packaging:errors.dimensionInvalid",
  templateLocked: "packaging:errors.templateLocked",
  customSizeLocked: "packaging:errors.customSizeLocked",
  variantNotFound: "packaging:errors.variantNotFound",
  productionDays: "packaging:errors.productionDays",
  required: "common:errors.required",
} as const;
