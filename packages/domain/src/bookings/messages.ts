// Translation keys of the bookings domain (spec §8: services and bookings).

export const SERVICE_MESSAGES = {
  createFailed: "bookings:errors.createServiceFailed",
  updateFailed: "bookings:errors.updateServiceFailed",
  notFound: "bookings:errors.serviceNotFound",
  nameRequired: "bookings:errors.nameRequired",
  priceRequired: "bookings:errors.priceRequired",
  priceInvalid: "bookings:errors.priceInvalid",
  termsUrlInvalid: "bookings:errors.termsUrlInvalid",
  tooLong: "common:errors.tooLong",
} as const;

export const BOOKING_MESSAGES = {
  bookFailed: "bookings:errors.bookFailed",
  /** The file picker's own message (spec §8: "File upload failed.").*/
  uploadFailed: "uploads:errors.failed",
  notFound: "bookings:errors.notFound",
  serviceDisabled: "bookings:errors.serviceDisabled",
  selectProducts: "bookings:errors.selectProducts",
  productNotYours: "bookings:errors.productNotYours",
  acceptTerms: "bookings:errors.acceptTerms",
  amountInvalid: "bookings:errors.amountInvalid",
  dateInvalid: "bookings:errors.dateInvalid",
  statusNotAllowed: "bookings:errors.statusNotAllowed",
  statusFailed: "bookings:errors.statusFailed",
  tooManyImages: "uploads:errors.tooManyImages",
} as const;
