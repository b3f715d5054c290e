import { ATTACHMENT_RULE, BOOKING_MESSAGES, type BookServiceInput } from "@platform/domain";
import { todayInPlatformZone } from "../../lib/dates";
import { DomainError } from "../../lib/domain-error";
import { translate } from "../../lib/i18n";
import { recordAudit } from "../audit";
import { allowedVariantIds, insertBookingProducts } from "./data-access/booking-products";
import { insertBooking, insertBookingChat } from "./data-access/bookings";
import { lockBookableService } from "./data-access/services";
import { getBooking } from "./get-booking";
import { postBookingNotice } from "./post-booking-notice";
import { BOOKING_SUBJECT, type BookingDeps, type BookingView, type BookingViewer } from "./types";

/**
 * Books an enabled service for the merchant: products, files, notes, amount, date and the
 * accepted terms in one transaction, with the booking's chat between merchant and provider.
 */
export async function bookService(
  deps: BookingDeps,
  viewer: BookingViewer,
  input: BookServiceInput,
): Promise<BookingView> {
  const variantIds = [...new Set(input.variantIds)];
  const { bookingId, chatId, serviceName } = await deps.manager.transaction(async (manager) => {
    const service = await lockBookableService(manager, input.serviceId);
    if (!service) throw new DomainError("NOT_FOUND", BOOKING_MESSAGES.bookFailed);
    if (!service.enabled) throw new DomainError("BAD_REQUEST", BOOKING_MESSAGES.serviceDisabled);
    if (service.requiresProductSelection && variantIds.length === 0) {
      throw new DomainError("BAD_REQUEST", BOOKING_MESSAGES.selectProducts, "variantIds");
    }
    const allowed = await allowedVariantIds(manager, viewer.organisationId, variantIds);
    if (variantIds.some((id) => !allowed.has(id))) {
      throw new DomainError("BAD_REQUEST", BOOKING_MESSAGES.productNotYours, "variantIds");
    }
    if (input.bookingDate < todayInPlatformZone()) {
      throw new DomainError("BAD_REQUEST", BOOKING_MESSAGES.dateInvalid, "bookingDate");
    }
    const bookingId = await insertBooking(manager, {
      serviceId: service.id,
      providerOrganisationId: service.providerOrganisationId,
      organisationId: viewer.organisationId,
      amount: input.amount,
      unitPrice: service.price,
      notes: input.notes,
      bookingDate: input.bookingDate,
      termsUrl: service.termsUrl,
      createdBy: viewer.customerId,
    });
    if (variantIds.length > 0) await insertBookingProducts(manager, bookingId, variantIds);
    await deps.files.attach(manager, {
      organisationId: viewer.organisationId,
      uploadIds: input.files.map((file) => file.id),
      subjectType: BOOKING_SUBJECT,
      subjectId: bookingId,
      rule: ATTACHMENT_RULE,
    });
    const chatId = await insertBookingChat(manager, {
      bookingId,
      serviceName: service.name,
      organisationId: viewer.organisationId,
      providerOrganisationId: service.providerOrganisationId,
      createdBy: viewer.customerId,
    });
    await recordAudit(manager, {
      organisationId: viewer.organisationId,
      subjectType: "booking",
      subjectId: bookingId,
      subjectLabel: service.name,
      action: "booking.created",
      after: {
        service: service.name,
        status: "pending",
        amount: input.amount,
        unit_price: service.price,
        booking_date: input.bookingDate,
        products: variantIds.length,
        terms_accepted: true,
      },
    });
    return { bookingId, chatId, serviceName: service.name };
  });
  // The provider hears of it as of any chat message: live, unread count and mail.
  await postBookingNotice(
    deps,
    viewer,
    chatId,
    translate(viewer.locale, "bookings:chat.booked", { service: serviceName }),
  );
  return await getBooking(deps, viewer, bookingId);
}
