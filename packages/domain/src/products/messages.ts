/** Translation keys of the products and product-requests domains (namespace `products`). */
export const PRODUCT_REQUEST_MESSAGES = {
  /** Spec §8: "Error creating product request." */
  createFailed: "products:errors.createFailed",
  tooManyImages: "uploads:errors.tooManyImages",
  shopRequired: "products:errors.shopRequired",
  productNameRequired: "products:errors.productNameRequired",
  producerNameRequired: "products:errors.producerNameRequired",
  descriptionRequired: "products:errors.descriptionRequired",
  bulkAmountRequired: "products:errors.bulkAmountRequired",
  bulkMethodRequired: "products:errors.bulkMethodRequired",
  notFound: "products:errors.requestNotFound",
  transitionNotAllowed: "products:errors.transitionNotAllowed",
  producerRequired: "products:errors.producerRequired",
  notProducer: "products:errors.notProducer",
  updateFailed: "products:errors.updateFailed",
  shopProductGone: "products:errors.shopProductGone",
} as const;

export const PRODUCT_MESSAGES = {
  notFound: "products:errors.productNotFound",
  shopNotFound: "products:errors.shopNotFound",
  shopNotConnected: "products:errors.shopNotConnected",
  variantNotFound: "products:errors.variantNotFound",
  shopVariantRequired: "products:errors.shopVariantRequired",
  alreadyLinked: "products:errors.alreadyLinked",
  linkNotFound: "products:errors.linkNotFound",
  shopSearchFailed: "products:errors.shopSearchFailed",
  linkFailed: "products:errors.linkFailed",
} as const;
