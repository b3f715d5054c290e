// What the booking screens get: services, bookings with their products and files; who asks.
import type { BookingStatus, Language, Role, UploadedFile } from "@platform/domain";
import type { EntityManager } from "typeorm";
import type { ChatPostingService } from "../chats";
import type { UploadService } from "../uploads";
import type { BookingProductView } from "./data-access/booking-products";

export type { BookingProductView } from "./data-access/booking-products";
export type { ServiceView } from "./data-access/services";

/** Upload subject kind of a booking's files (the merchant's; the provider may open them). */
export const BOOKING_SUBJECT = "booking";

/** Who is asking: organisation and role from the membership, never from the input. */
export type BookingViewer = { customerId: string; organisationId: string; role: Role; locale: Language };

export type BookingView = {
  id: string;
  status: BookingStatus;
  amount: number;
  /** EUR cents: the service's price when booked, and times the amount. */
  unitPrice: number;
  total: number;
  currencyCode: "eur";
  notes: string;
  bookingDate: string;
  createdAt: Date;
  lastMessageAt: Date | null;
  statusChangedAt: Date | null;
  invoiceId: string | null;
  chatId: string | null;
  service: { id: string; name: string; requiredInformation: string; termsUrl: string | null };
  provider: { id: string; name: string };
  organisation: { id: string; name: string };
  products: BookingProductView[];
  files: UploadedFile[];
  /** The statuses the viewer may set next. */
  transitions: BookingStatus[];
};

/** What the booking use cases work with: the database, the uploads (the booking's files) and the booking's chat. */
export type BookingDeps = {
  manager: EntityManager;
  files: Pick<UploadService, "attach" | "listFor" | "toView">;
  chatPosting: Pick<ChatPostingService, "send">;
};
