import { AUTH_MESSAGES } from "./auth/messages";
import { BOOKING_MESSAGES, SERVICE_MESSAGES } from "./bookings/messages";
import { CHAT_MESSAGES } from "./chats/messages";
import { CLAIM_MESSAGES } from "./claims/messages";
import { INVITATION_MESSAGES } from "./invitations/messages";
import { ORGANISATION_MESSAGES } from "./organisations/messages";
import { PACKAGING_MESSAGES } from "./packaging/messages";
import { PRODUCT_REQUEST_MESSAGES } from "./products/messages";
import { SETTINGS_MESSAGES } from "./settings/messages";
import { COMMON_MESSAGES } from "./shared/messages";
import { SHOP_MESSAGES } from "./shops/messages";
import { STOCK_ORDER_MESSAGES } from "./stock/messages";
import { UPLOAD_MESSAGES } from "./uploads/messages";

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
  [COMMON_MESSAGES.unexpectedAppError]: "Unexpected Application Error!",
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
  [SERVICE_MESSAGES.createFailed]: "Failed to create service",
  [SERVICE_MESSAGES.updateFailed]: "Failed to update service",
  [BOOKING_MESSAGES.bookFailed]: "Failed to book service",
  [STOCK_ORDER_MESSAGES.noDataFound]: "No data found",
  [STOCK_ORDER_MESSAGES.noDataFetched]: "No data fetched",
  [COMMON_MESSAGES.settingsHint]: "Please check that all fields are filled in correctly and try again.",
};
