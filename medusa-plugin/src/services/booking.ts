import {
  ATTACHMENT_RULE,
  BOOKING_MESSAGES,
  type BookingActor,
  type BookingListInput,
  type BookingStatus,
  type BookServiceInput,
  bookingTransitions,
  type Language,
  mayChangeBooking,
  type Role,
  type SetBookingStatusInput,
  type UploadedFile,
} from "@platform/domain";
import type { EntityManager } from "typeorm";
import {
  allowedVariantIds,
  type BookingProductView,
  bookedProducts,
  organisationVariants,
} from "../lib/booking-products";
import { todayInPlatformZone } from "../lib/dates";
import { DomainError } from "../lib/domain-error";
import { translate } from "../lib/i18n";
import { PlatformService } from "../lib/platform-service";
import { recordAudit } from "../modules/audit";
import { notifyMembers } from "../modules/notifications";
import type ChatPostingService from "./chat-posting";
import type UploadService from "./upload";

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

type BookingRow = {
  id: string;
  status: BookingStatus;
  amount: number;
  unit_price: number;
  notes: string;
  booking_date: string;
  created_at: Date;
  status_changed_at: Date | null;
  invoice_id: string | null;
  chat_id: string | null;
  service_id: string;
  service_name: string;
  required_information: string;
  terms_url: string | null;
  provider_organisation_id: string;
  provider_name: string;
  organisation_id: string;
  organisation_name: string;
  chat_last_seq: string | null;
  chat_last_message_at: Date | null;
};

const BOOKING_SELECT = `
  SELECT b.id, b.status, b.amount, b.unit_price, b.notes, to_char(b.booking_date, 'YYYY-MM-DD') AS booking_date,
         b.created_at, b.status_changed_at, b.invoice_id, b.chat_id, b.service_id, s.name AS service_name,
         s.required_information, b.terms_url, b.provider_organisation_id, po.name AS provider_name,
         b.organisation_id, mo.name AS organisation_name, c.last_seq AS chat_last_seq,
         c.last_message_at AS chat_last_message_at
    FROM booking b
    JOIN service s ON s.id = b.service_id
    JOIN organisation po ON po.id = b.provider_organisation_id
    JOIN organisation mo ON mo.id = b.organisation_id
    LEFT JOIN chat c ON c.id = b.chat_id`;

type InjectedDependencies = {
  manager: EntityManager;
  uploadService: UploadService;
  chatPostingService: ChatPostingService;
};

/** Merchants book providers' services with products, files and terms; both sides follow the booking. */
export default class BookingService extends PlatformService<InjectedDependencies> {
  constructor(container: InjectedDependencies, ...rest: unknown[]) {
    super(container, ...rest);
    // The provider of the booked service may open the booking's files (the merchant owns them).
    container.uploadService.registerAccess(BOOKING_SUBJECT, async (manager, request) => {
      const [row] = await manager.query(`SELECT 1 FROM booking WHERE id = $1 AND provider_organisation_id = $2`, [
        request.subjectId,
        request.organisationId,
      ]);
      return Boolean(row);
    });
  }

  /** The products a merchant may book with (see ORGANISATION_VARIANT). */
  async variants(organisationId: string, search: string | undefined): Promise<BookingProductView[]> {
    return await organisationVariants(this.activeManager_, organisationId, search);
  }

  /**
   * Books an enabled service for the merchant: products, files, notes, amount, date and the
   * accepted terms in one transaction, with the booking's chat between merchant and provider.
   */
  async book(viewer: BookingViewer, input: BookServiceInput): Promise<BookingView> {
    const variantIds = [...new Set(input.variantIds)];
    const { bookingId, chatId, serviceName } = await this.transaction_(async (manager) => {
      const [service] = await manager.query(
        `SELECT s.id, s.name, s.price, s.enabled, s.requires_product_selection, s.terms_url, s.provider_organisation_id
           FROM service s JOIN organisation o ON o.id = s.provider_organisation_id
          WHERE s.id = $1 AND o.status = 'active' AND o.deleted_at IS NULL
            AND (o.disabled_at IS NULL OR o.disabled_at > now())
          FOR SHARE OF s`,
        [input.serviceId],
      );
      if (!service) throw new DomainError("NOT_FOUND", BOOKING_MESSAGES.bookFailed);
      if (!service.enabled) throw new DomainError("BAD_REQUEST", BOOKING_MESSAGES.serviceDisabled);
      if (service.requires_product_selection && variantIds.length === 0) {
        throw new DomainError("BAD_REQUEST", BOOKING_MESSAGES.selectProducts, "variantIds");
      }
      const allowed = await allowedVariantIds(manager, viewer.organisationId, variantIds);
      if (variantIds.some((id) => !allowed.has(id))) {
        throw new DomainError("BAD_REQUEST", BOOKING_MESSAGES.productNotYours, "variantIds");
      }
      if (input.bookingDate < todayInPlatformZone()) {
        throw new DomainError("BAD_REQUEST", BOOKING_MESSAGES.dateInvalid, "bookingDate");
      }
      const [booking] = await manager.query(
        `INSERT INTO booking (id, service_id, provider_organisation_id, organisation_id, status, amount, unit_price,
                              notes, booking_date, terms_url, terms_accepted_at, created_by)
         VALUES ('bkg_' || replace(gen_random_uuid()::text, '-', ''), $1, $2, $3, 'pending', $4, $5, $6, $7, $8, now(), $9)
         RETURNING id`,
        [
          service.id,
          service.provider_organisation_id,
          viewer.organisationId,
          input.amount,
          service.price,
          input.notes,
          input.bookingDate,
          service.terms_url,
          viewer.customerId,
        ],
      );
      if (variantIds.length > 0) {
        await manager.query(
          `INSERT INTO booking_product (booking_id, variant_id, position)
           SELECT $1, id, ord FROM unnest($2::varchar[]) WITH ORDINALITY AS t(id, ord)`,
          [booking.id, variantIds],
        );
      }
      await this.deps_.uploadService.attach(manager, {
        organisationId: viewer.organisationId,
        uploadIds: input.files.map((file) => file.id),
        subjectType: BOOKING_SUBJECT,
        subjectId: booking.id,
        rule: ATTACHMENT_RULE,
      });
      // The booking's messages: a chat of subject kind "booking" between merchant and provider.
      const [chat] = await manager.query(
        `INSERT INTO chat (id, subject_type, subject_id, subject_reference, subject_title, organisation_id,
                           receiver_organisation_id, created_by)
         VALUES ('chat_' || replace(gen_random_uuid()::text, '-', ''), 'booking', $1, $2, $2, $3, $4, $5)
         RETURNING id`,
        [booking.id, service.name, viewer.organisationId, service.provider_organisation_id, viewer.customerId],
      );
      await manager.query(`UPDATE booking SET chat_id = $2 WHERE id = $1`, [booking.id, chat.id]);
      await recordAudit(manager, {
        organisationId: viewer.organisationId,
        subjectType: "booking",
        subjectId: booking.id,
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
      return { bookingId: booking.id as string, chatId: chat.id as string, serviceName: service.name as string };
    });
    // The provider hears of it as of any chat message: live, unread count and mail.
    await this.notify(viewer, chatId, translate(viewer.locale, "bookings:chat.booked", { service: serviceName }));
    return await this.get(viewer, bookingId);
  }

  /** The viewer's bookings: a merchant's own, or those of the provider's services; newest first. */
  async list(
    viewer: BookingViewer,
    input: BookingListInput,
  ): Promise<{ items: BookingView[]; total: number; page: number; pageSize: number }> {
    const params: unknown[] = [viewer.organisationId];
    const where = [`${this.side(viewer) === "provider" ? "b.provider_organisation_id" : "b.organisation_id"} = $1`];
    if (input.status) {
      params.push(input.status);
      where.push(`b.status = $${params.length}`);
    }
    const whereSql = `WHERE ${where.join(" AND ")}`;
    const [{ total }] = await this.activeManager_.query(
      `SELECT count(*)::int AS total FROM booking b ${whereSql}`,
      params,
    );
    params.push(input.pageSize, (input.page - 1) * input.pageSize);
    const items = await this.views(
      viewer,
      `${whereSql} ORDER BY b.created_at DESC, b.id DESC LIMIT $${params.length - 1} OFFSET $${params.length}`,
      params,
    );
    return { items, total, page: input.page, pageSize: input.pageSize };
  }

  /** One booking of the viewer's side; anyone else's is NOT_FOUND (nothing is revealed). */
  async get(viewer: BookingViewer, bookingId: string): Promise<BookingView> {
    const column = this.side(viewer) === "provider" ? "b.provider_organisation_id" : "b.organisation_id";
    const [view] = await this.views(viewer, `WHERE b.id = $1 AND ${column} = $2`, [bookingId, viewer.organisationId]);
    if (!view) throw new DomainError("NOT_FOUND", BOOKING_MESSAGES.notFound);
    return view;
  }

  /** The provider confirms, completes or cancels; the merchant cancels while pending (rules.ts). */
  async setStatus(viewer: BookingViewer, input: SetBookingStatusInput): Promise<BookingView> {
    const side = this.side(viewer);
    const column = side === "provider" ? "provider_organisation_id" : "organisation_id";
    const chatId = await this.transaction_(async (manager) => {
      const [booking] = await manager.query(
        `SELECT b.id, b.status, b.chat_id, b.organisation_id, b.provider_organisation_id, b.booking_date::text AS booking_date,
                s.name AS service_name
           FROM booking b JOIN service s ON s.id = b.service_id WHERE b.id = $1 AND b.${column} = $2 FOR UPDATE OF b`,
        [input.bookingId, viewer.organisationId],
      );
      if (!booking) throw new DomainError("NOT_FOUND", BOOKING_MESSAGES.notFound);
      if (!mayChangeBooking(side, booking.status, input.status)) {
        throw new DomainError("CONFLICT", BOOKING_MESSAGES.statusNotAllowed, "status");
      }
      await manager.query(
        `UPDATE booking SET status = $2, status_changed_at = now(), updated_at = now() WHERE id = $1`,
        [input.bookingId, input.status],
      );
      await notifyMembers(manager, {
        organisationIds: [side === "provider" ? booking.organisation_id : booking.provider_organisation_id],
        kind: "booking_changed",
        subjectType: "booking",
        subjectId: booking.id,
        params: { serviceName: booking.service_name, bookingDate: booking.booking_date, status: input.status },
      });
      await recordAudit(manager, {
        organisationId: booking.organisation_id,
        subjectType: "booking",
        subjectId: booking.id,
        subjectLabel: booking.service_name,
        action: "booking.status_changed",
        before: { status: booking.status },
        after: { status: input.status },
      });
      return booking.chat_id as string | null;
    });
    // Both sides see the change in the booking's messages, live (and the other side by mail);
    // the bell has the change already (booking_changed), not a second time as a chat message.
    if (chatId) {
      await this.notify(viewer, chatId, translate(viewer.locale, `bookings:chat.status.${input.status}`), false);
    }
    return await this.get(viewer, input.bookingId);
  }

  private side(viewer: BookingViewer): BookingActor {
    return viewer.role === "service_provider" ? "provider" : "merchant";
  }

  /**
   * A message in the booking's chat, after the change committed; its failure never undoes the
   * change. `bell: false` where the change has its own notification already.
   */
  private async notify(viewer: BookingViewer, chatId: string, body: string, bell = true): Promise<void> {
    await this.deps_.chatPostingService
      .send(viewer, { chatId, body, files: [] }, { notify: bell })
      .catch((error: unknown) => console.warn(`[booking] chat notice failed: ${String(error)}`));
  }

  private async views(viewer: BookingViewer, tail: string, params: unknown[]): Promise<BookingView[]> {
    const rows: BookingRow[] = await this.activeManager_.query(`${BOOKING_SELECT} ${tail}`, params);
    const ids = rows.map((row) => row.id);
    const [products, files] = await Promise.all([
      bookedProducts(this.activeManager_, ids),
      this.deps_.uploadService.listFor(BOOKING_SUBJECT, ids, this.activeManager_),
    ]);
    const side = this.side(viewer);
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      amount: row.amount,
      unitPrice: row.unit_price,
      total: row.amount * row.unit_price,
      currencyCode: "eur",
      notes: row.notes,
      bookingDate: row.booking_date,
      createdAt: row.created_at,
      lastMessageAt: Number(row.chat_last_seq ?? 0) > 0 ? row.chat_last_message_at : null,
      statusChangedAt: row.status_changed_at,
      invoiceId: row.invoice_id,
      chatId: row.chat_id,
      service: {
        id: row.service_id,
        name: row.service_name,
        requiredInformation: row.required_information,
        termsUrl: row.terms_url,
      },
      provider: { id: row.provider_organisation_id, name: row.provider_name },
      organisation: { id: row.organisation_id, name: row.organisation_name },
      products: products.get(row.id) ?? [],
      files: (files.get(row.id) ?? []).map((upload) => this.deps_.uploadService.toView(upload)),
      transitions: [...bookingTransitions(side, row.status)],
    }));
  }
}
