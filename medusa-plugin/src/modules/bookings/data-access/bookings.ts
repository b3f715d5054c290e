import type { BookingActor, BookingStatus } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { defineTable, query, queryOne, type Sql, sql, where } from "../../../lib/sql";

// The booking table (merchants' bookings of providers' services) and the booking's chat row: the
// one place that reads or writes them. The booked products are in booking-products.ts.

/** A row of `booking` as the screens read it (booking_date is read as text, see BOOKING_SELECT). */
export type BookingRecord = {
  id: string;
  serviceId: string;
  providerOrganisationId: string;
  organisationId: string;
  status: BookingStatus;
  amount: number;
  /** EUR cents: the service's price when booked. */
  unitPrice: number;
  notes: string;
  termsUrl: string | null;
  chatId: string | null;
  invoiceId: string | null;
  createdAt: Date;
  statusChangedAt: Date | null;
};

const bookingTable = defineTable<BookingRecord>("booking", {
  id: "id",
  serviceId: "service_id",
  providerOrganisationId: "provider_organisation_id",
  organisationId: "organisation_id",
  status: "status",
  amount: "amount",
  unitPrice: "unit_price",
  notes: "notes",
  termsUrl: "terms_url",
  chatId: "chat_id",
  invoiceId: "invoice_id",
  createdAt: "created_at",
  statusChangedAt: "status_changed_at",
});

/** A booking with what its view shows of the service, both organisations and the chat. */
export type BookingRow = BookingRecord & {
  bookingDate: string;
  serviceName: string;
  requiredInformation: string;
  providerName: string;
  organisationName: string;
  chatLastSeq: string | null;
  chatLastMessageAt: Date | null;
};

const BOOKING_SELECT = sql`
  SELECT ${bookingTable.select("b")}, to_char(b.booking_date, 'YYYY-MM-DD') AS "bookingDate",
         s.name AS "serviceName", s.required_information AS "requiredInformation", po.name AS "providerName",
         mo.name AS "organisationName", c.last_seq AS "chatLastSeq", c.last_message_at AS "chatLastMessageAt"
    FROM booking b
    JOIN service s ON s.id = b.service_id
    JOIN organisation po ON po.id = b.provider_organisation_id
    JOIN organisation mo ON mo.id = b.organisation_id
    LEFT JOIN chat c ON c.id = b.chat_id`;

/** The bookings of the organisation's side: the provider's services' bookings, or the merchant's own. */
function sideOf(side: BookingActor, organisationId: string): Sql {
  return side === "provider"
    ? sql`b.provider_organisation_id = ${organisationId}`
    : sql`b.organisation_id = ${organisationId}`;
}

/** One page of the side's bookings (newest first), and how many there are. */
export async function listBookingRows(
  manager: EntityManager,
  side: BookingActor,
  organisationId: string,
  filter: { status?: BookingStatus },
  page: { limit: number; offset: number },
): Promise<{ rows: BookingRow[]; total: number }> {
  const conditions = [sideOf(side, organisationId)];
  if (filter.status) conditions.push(sql`b.status = ${filter.status}`);
  const counted = await queryOne<{ total: number }>(
    manager,
    sql`SELECT count(*)::int AS total FROM booking b ${where(conditions)}`,
  );
  const rows = await query<BookingRow>(
    manager,
    sql`${BOOKING_SELECT} ${where(conditions)}
        ORDER BY b.created_at DESC, b.id DESC LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
  return { rows, total: counted?.total ?? 0 };
}

/** One booking of the side, or undefined. */
export async function findBookingRow(
  manager: EntityManager,
  side: BookingActor,
  organisationId: string,
  bookingId: string,
): Promise<BookingRow | undefined> {
  return await queryOne<BookingRow>(
    manager,
    sql`${BOOKING_SELECT} ${where([sql`b.id = ${bookingId}`, sideOf(side, organisationId)])}`,
  );
}

/** Whether the organisation provides the booked service (it may open the booking's files). */
export async function isBookingProvider(manager: EntityManager, bookingId: string, organisationId: string) {
  const row = await queryOne(
    manager,
    sql`SELECT 1 FROM booking WHERE id = ${bookingId} AND provider_organisation_id = ${organisationId}`,
  );
  return Boolean(row);
}

export type NewBooking = {
  serviceId: string;
  providerOrganisationId: string;
  organisationId: string;
  amount: number;
  unitPrice: number;
  notes: string;
  bookingDate: string;
  termsUrl: string | null;
  createdBy: string;
};

/** A pending booking whose terms are accepted now; its id. */
export async function insertBooking(manager: EntityManager, booking: NewBooking): Promise<string> {
  const row = await queryOne<{ id: string }>(
    manager,
    sql`INSERT INTO booking (id, service_id, provider_organisation_id, organisation_id, status, amount, unit_price,
                             notes, booking_date, terms_url, terms_accepted_at, created_by)
        VALUES ('bkg_' || replace(gen_random_uuid()::text, '-', ''), ${booking.serviceId},
                ${booking.providerOrganisationId}, ${booking.organisationId}, 'pending', ${booking.amount},
                ${booking.unitPrice}, ${booking.notes}, ${booking.bookingDate}, ${booking.termsUrl}, now(),
                ${booking.createdBy})
        RETURNING id`,
  );
  return row?.id as string;
}

/**
 * The booking's messages: a chat of subject kind "booking" between merchant and provider, titled
 * by the service; it becomes the booking's chat. Its id.
 */
export async function insertBookingChat(
  manager: EntityManager,
  chat: {
    bookingId: string;
    serviceName: string;
    organisationId: string;
    providerOrganisationId: string;
    createdBy: string;
  },
): Promise<string> {
  const row = await queryOne<{ id: string }>(
    manager,
    sql`INSERT INTO chat (id, subject_type, subject_id, subject_reference, subject_title, organisation_id,
                          receiver_organisation_id, created_by)
        VALUES ('chat_' || replace(gen_random_uuid()::text, '-', ''), 'booking', ${chat.bookingId},
                ${chat.serviceName}, ${chat.serviceName}, ${chat.organisationId}, ${chat.providerOrganisationId},
                ${chat.createdBy})
        RETURNING id`,
  );
  const chatId = row?.id as string;
  await query(manager, sql`UPDATE booking SET chat_id = ${chatId} WHERE id = ${chat.bookingId}`);
  return chatId;
}

/** The side's booking, locked for a status change, or undefined. */
export async function lockBooking(
  manager: EntityManager,
  side: BookingActor,
  organisationId: string,
  bookingId: string,
) {
  return await queryOne<{
    id: string;
    status: BookingStatus;
    chatId: string | null;
    organisationId: string;
    providerOrganisationId: string;
    bookingDate: string;
    serviceName: string;
  }>(
    manager,
    sql`SELECT b.id, b.status, b.chat_id AS "chatId", b.organisation_id AS "organisationId",
               b.provider_organisation_id AS "providerOrganisationId", b.booking_date::text AS "bookingDate",
               s.name AS "serviceName"
          FROM booking b JOIN service s ON s.id = b.service_id
         WHERE b.id = ${bookingId} AND ${sideOf(side, organisationId)} FOR UPDATE OF b`,
  );
}

export async function updateBookingStatus(manager: EntityManager, bookingId: string, status: BookingStatus) {
  await query(
    manager,
    sql`UPDATE booking SET status = ${status}, status_changed_at = now(), updated_at = now() WHERE id = ${bookingId}`,
  );
}
