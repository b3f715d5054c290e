import { PRODUCT_REQUEST_MESSAGES } from "./products/messages";

// Translation keys ("namespace:key") for every user-facing message of spec §5 and §8.
// Schemas and the server speak in these keys; the UI and mails translate them.

import { PACKAGING_MESSAGES } from "./packaging/messages";
import { STOCK_ORDER_MESSAGES } from "./stock/messages";

const COMMON_REQUIRED = "common:errors.required";

export const AUTH_MESSAGES = {
  invalidEmail: "auth:errors.invalidEmail",
  passwordRequired: "auth:errors.passwordRequired",
  passwordTooShort: "auth:errors.passwordTooShort",
  confirmRequired: "auth:errors.confirmRequired",
  passwordsMismatch: "auth:errors.passwordsMismatch",
  badCredentials: "auth:errors.badCredentials",
  checkInput: "auth:errors.checkInput",
  loginFailed: "auth:errors.loginFailed",
  missingScopes: "auth:errors.missingScopes",
  required: COMMON_REQUIRED,
  emailTaken: "auth:errors.emailTaken",
  resetFailed: "auth:errors.resetFailed",
  tooManyAttempts: "auth:errors.tooManyAttempts",
} as const;

export const COMMON_MESSAGES = {
  somethingWentWrong: "common:errors.somethingWentWrong",
  unauthorized: "common:errors.unauthorized",
  forbidden: "common:errors.forbidden",
  notFound: "common:errors.notFound",
  badRequest: "common:errors.badRequest",
  invalid: "common:errors.invalid",
  tooLong: "common:errors.tooLong",
  required: "common:errors.required",
  crossSite: "common:errors.crossSite",
  appError: "common:errors.appError",
  settingsHint: "common:errors.settingsHint",
  invalidCharacters: "common:errors.invalidCharacters",
  payloadTooLarge: "common:errors.payloadTooLarge",
} as const;

export const ORGANISATION_MESSAGES = {
  updateFailed: "organisations:errors.updateFailed",
  createFailed: "organisations:errors.createFailed",
  invalidSlackWebhook: "organisations:errors.invalidSlackWebhook",
  slackDeliveryFailed: "organisations:errors.slackDeliveryFailed",
  noSlackWebhook: "organisations:errors.noSlackWebhook",
  invalidEori: "organisations:errors.invalidEori",
  dateInPast: "organisations:errors.dateInPast",
  notAClient: "organisations:errors.notAClient",
  notOnWaitlist: "organisations:errors.notOnWaitlist",
  marginRange: "organisations:errors.marginRange",
  confirmDisable: "organisations:errors.confirmDisable",
  lastOwner: "members:errors.lastOwner",
  onlyOwnerGrantsOwner: "members:errors.onlyOwnerGrantsOwner",
  memberNotFound: "members:errors.notFound",
} as const;

export const INVITATION_MESSAGES = {
  invalid: "auth:errors.invalidInvitation",
  alreadyMember: "invitations:errors.alreadyMember",
  notPending: "invitations:errors.notPending",
  acceptTerms: "invitations:errors.acceptTerms",
  typeNotAllowed: "invitations:errors.typeNotAllowed",
} as const;

export const SETTINGS_MESSAGES = {
  personalFailed: "settings:errors.personalFailed",
  wrongCurrentPassword: "settings:errors.wrongCurrentPassword",
} as const;

export const SHOP_MESSAGES = {
  fillAllFields: "shops:errors.fillAllFields",
  manualCreationDisabled: "shops:errors.manualCreationDisabled",
  installInvalid: "shops:errors.installInvalid",
  connectedElsewhere: "shops:errors.connectedElsewhere",
  notFound: "shops:errors.notFound",
} as const;

export const ORDER_MESSAGES = {
  notFound: "orders:errors.notFound",
  trackingRequired: "orders:errors.trackingRequired",
  invalidTrackingUrl: "orders:errors.invalidTrackingUrl",
  notShippable: "orders:errors.notShippable",
  shopRequired: "orders:errors.shopRequired",
  shopNotYours: "orders:errors.shopNotYours",
  itemsRequired: "orders:errors.itemsRequired",
  variantUnknown: "orders:errors.variantUnknown",
  quantityInvalid: "orders:errors.quantityInvalid",
  countryInvalid: "orders:errors.countryInvalid",
  dateInvalid: "orders:errors.dateInvalid",
  dateRange: "orders:errors.dateRange",
  notEditable: "orders:errors.notEditable",
  notDeletable: "orders:errors.notDeletable",
  shopOrderItems: "orders:errors.shopOrderItems",
  nothingToShip: "orders:errors.nothingToShip",
  tooManyToShip: "orders:errors.tooManyToShip",
  createFailed: "orders:errors.createFailed",
  cursorInvalid: "orders:errors.cursorInvalid",
} as const;

export const CLAIM_MESSAGES = {
  selectType: "claims:errors.selectType",
  addDescription: "claims:errors.addDescription",
  addFile: "claims:errors.addFile",
  tooManyImages: "claims:errors.tooManyImages",
  createFailed: "claims:errors.createFailed",
  selectStatus: "claims:errors.selectStatus",
  amountRequired: "claims:errors.amountRequired",
  amountInvalid: "claims:errors.amountInvalid",
  trackingRequired: "claims:errors.trackingRequired",
  trackingUrlInvalid: "claims:errors.trackingUrlInvalid",
  noteTooLong: "claims:errors.noteTooLong",
  notFound: "claims:errors.notFound",
  orderCanceled: "claims:errors.orderCanceled",
  decideFailed: "claims:errors.decideFailed",
} as const;

export const LOCATION_MESSAGES = {
  notFound: "locations:errors.notFound",
  invalidCountry: "locations:errors.invalidCountry",
  priorityRange: "locations:errors.priorityRange",
  duplicateLocation: "locations:errors.duplicateLocation",
  unknownLocation: "locations:errors.unknownLocation",
  nameRequired: "locations:errors.nameRequired",
  selectType: "locations:errors.selectType",
  selectStatus: "locations:errors.selectStatus",
  onHandInvalid: "locations:errors.onHandInvalid",
  chooseOrganisation: "locations:errors.chooseOrganisation",
  chooseVariant: "locations:errors.chooseVariant",
  belowReserved: "locations:errors.belowReserved",
  unknownVariant: "locations:errors.unknownVariant",
  unknownOrganisation: "locations:errors.unknownOrganisation",
  notMerchant: "locations:errors.notMerchant",
  customerNeedsOrganisation: "locations:errors.customerNeedsOrganisation",
  nothingToDraw: "locations:errors.nothingToDraw",
  orderNotFound: "locations:errors.orderNotFound",
} as const;

export const UPLOAD_MESSAGES = {
  noFiles: "uploads:errors.noFiles",
  tooManyFiles: "uploads:errors.tooManyFiles",
  tooManyImages: "uploads:errors.tooManyImages",
  tooLarge: "uploads:errors.tooLarge",
  unsupportedType: "uploads:errors.unsupportedType",
  unreadable: "uploads:errors.unreadable",
  failed: "uploads:errors.failed",
  notYours: "uploads:errors.notYours",
} as const;

export const SUPPLIER_MESSAGES = {
  notSupplier: "suppliers:errors.notSupplier",
  unknownProduct: "suppliers:errors.unknownProduct",
  tooMany: "suppliers:errors.tooMany",
  saveFailed: "suppliers:errors.saveFailed",
} as const;

export const CHAT_MESSAGES = {
  emptyMessage: "chats:errors.emptyMessage",
  sendFailed: "chats:errors.sendFailed",
  notFound: "chats:errors.notFound",
  receiverInvalid: "chats:errors.receiverInvalid",
  receiverNotAssigned: "chats:errors.receiverNotAssigned",
  subjectNotFound: "chats:errors.subjectNotFound",
  tooLong: "chats:errors.tooLong",
  closed: "chats:errors.closed",
  tooManyImages: "uploads:errors.tooManyImages",
} as const;

/** Every message of spec §5 and §8 with its exact English wording, keyed by translation key. */
export const SPEC_MESSAGES: Record<string, string> = {
  [PRODUCT_REQUEST_MESSAGES.createFailed]: "Error creating product request.",
  [AUTH_MESSAGES.invalidEmail]: "This is not a valid email.",
  [AUTH_MESSAGES.confirmRequired]: "You must confirm your password",
  [AUTH_MESSAGES.passwordsMismatch]: "Passwords do not match.",
  [AUTH_MESSAGES.badCredentials]: "These credentials do not match our records.",
  [AUTH_MESSAGES.checkInput]: "Check your input and confirm all fields are correctly filled",
  [AUTH_MESSAGES.loginFailed]: "Error during login.",
  [AUTH_MESSAGES.missingScopes]: "Missing required scopes.",
  [COMMON_MESSAGES.somethingWentWrong]: "Something went wrong.",
  [COMMON_MESSAGES.appError]: "An error has occurred",
  [ORGANISATION_MESSAGES.updateFailed]: "Could not update organization details",
  [ORGANISATION_MESSAGES.createFailed]: "Failed to create organization",
  [INVITATION_MESSAGES.invalid]: "Invalid Invitation",
  [SETTINGS_MESSAGES.personalFailed]: "Could not update your personal settings.",
  [CLAIM_MESSAGES.selectType]: "Select a claim type!",
  [CLAIM_MESSAGES.addDescription]: "Add a description!",
  [CLAIM_MESSAGES.addFile]: "Add at least one file!",
  [CLAIM_MESSAGES.tooManyImages]: "You can only upload a maximum of 5 images",
  [CLAIM_MESSAGES.createFailed]: "Failed to create claim.",
  [PACKAGING_MESSAGES.orderNotFound]: "Error creating packaging order. Order not found.",
  [UPLOAD_MESSAGES.tooManyImages]: "You can only upload a maximum of 5 images",
  [UPLOAD_MESSAGES.failed]: "File upload failed.",
  [CHAT_MESSAGES.emptyMessage]: "ChatMessage must not be empty.",
  [CHAT_MESSAGES.sendFailed]: "Failed to send message.",
  [SHOP_MESSAGES.fillAllFields]: "Please fill all fields with valid data.",
  [STOCK_ORDER_MESSAGES.noDataFound]: "No data found",
  [STOCK_ORDER_MESSAGES.noDataFetched]: "No data fetched",
  [COMMON_MESSAGES.settingsHint]: "Please check that all fields are filled in correctly and try again.",
};
