import type { NotificationKind, NotificationParams, NotificationSubjectType } from "@platform/domain";
import type { EntityManager } from "typeorm";
import type { MedusaContainer } from "../server";

type Candidate = {
  kind: NotificationKind;
  subjectType: NotificationSubjectType;
  subjectId: string;
  params: NotificationParams;
  /** Already read: a chat the login read to its end or its organisation answered (the bell follows the chat). */
  read?: boolean;
};

type Login = { customer_id: string; organisation_id: string };

/** How many notifications each demo login should find in its bell on the first start. */
const WANTED = 3;

/**
 * Each demo login's bell has something in it on the first start: the changes the demo data made
 * through the services already told their people (chat messages, decided claims, invoices,
 * bookings); where a login has fewer than three, notifications about the newest of its own
 * subjects are added (the oldest of them read). Idempotent: a notification about the same subject
 * and kind is never added twice, and a login with three or more gets nothing. The waitlist and
 * disabled logins have nothing to act on (and no bell for the disabled one).
 */
export async function seedDemoNotifications(container: MedusaContainer): Promise<void> {
  const manager = container.resolve<EntityManager>("manager");
  const login = async (email: string): Promise<Login | undefined> =>
    (
      await manager.query(
        `SELECT m.customer_id, m.organisation_id FROM member m JOIN customer c ON c.id = m.customer_id
          WHERE c.email = $1 AND c.has_account = true`,
        [email],
      )
    )[0];
  const seeds: Array<[string, (who: Login) => Promise<Candidate[]>]> = [
    ["customer@demo.local", (who) => merchantCandidates(manager, who.organisation_id, who.customer_id)],
    ["supplier@demo.local", (who) => chatCandidates(manager, who)],
    ["support@demo.local", (who) => chatCandidates(manager, who)],
    ["provider@demo.local", (who) => bookingCandidates(manager, "provider_organisation_id", who.organisation_id)],
    ["agency@demo.local", (who) => agencyCandidates(manager, who.organisation_id)],
  ];
  for (const [email, candidatesOf] of seeds) {
    const who = await login(email);
    if (!who) continue;
    const [{ count }] = await manager.query(
      `SELECT count(*)::int AS count FROM user_notification WHERE recipient_customer_id = $1`,
      [who.customer_id],
    );
    const missing = WANTED - count;
    if (missing <= 0) continue;
    const chosen = (await candidatesOf(who)).slice(0, missing);
    for (const [index, candidate] of chosen.entries()) {
      // Staggered over the last hours; the oldest one of a login's set is already read.
      const hoursAgo = (index + 1) * 3;
      const read = (chosen.length > 1 && index === chosen.length - 1) || candidate.read === true;
      await manager.query(
        `INSERT INTO user_notification (id, created_at, recipient_customer_id, organisation_id, kind, subject_type, subject_id, params, read_at)
         SELECT 'ntf_' || replace(gen_random_uuid()::text, '-', ''), now() - make_interval(hours => $1::int),
                $2::text, $3::text, $4::text, $5::text, $6::text, $7::jsonb,
                CASE WHEN $8::boolean THEN now() - make_interval(hours => $1::int) + interval '5 minutes' END
          WHERE NOT EXISTS (SELECT 1 FROM user_notification
                             WHERE recipient_customer_id = $2::text AND kind = $4::text
                               AND subject_type = $5::text AND subject_id = $6::text)`,
        [
          hoursAgo,
          who.customer_id,
          who.organisation_id,
          candidate.kind,
          candidate.subjectType,
          candidate.subjectId,
          JSON.stringify(candidate.params),
          read,
        ],
      );
    }
  }
}

async function merchantCandidates(
  manager: EntityManager,
  organisationId: string,
  customerId: string,
): Promise<Candidate[]> {
  const claims = await manager.query(
    `SELECT c.id, c.order_id, c.status, coalesce(e.external_order_name, '#' || o.display_id) AS order_number
       FROM claim c JOIN order_extension e ON e.order_id = c.order_id JOIN "order" o ON o.id = c.order_id
      WHERE c.organisation_id = $1 AND c.decided_at IS NOT NULL ORDER BY c.decided_at DESC LIMIT 1`,
    [organisationId],
  );
  return [
    ...claims.map((claim: { id: string; order_id: string; status: string; order_number: string }) => ({
      kind: "claim_decided" as const,
      subjectType: "claim" as const,
      subjectId: claim.id,
      params: { orderId: claim.order_id, orderNumber: claim.order_number, status: claim.status },
    })),
    ...(await invoiceCandidates(manager, "organisation_id", organisationId)),
    ...(await chatCandidates(manager, { organisation_id: organisationId, customer_id: customerId })),
    ...(await bookingCandidates(manager, "organisation_id", organisationId)),
  ];
}

async function agencyCandidates(manager: EntityManager, agencyId: string): Promise<Candidate[]> {
  return await invoiceCandidates(manager, "agency_id", agencyId);
}

async function invoiceCandidates(
  manager: EntityManager,
  column: "organisation_id" | "agency_id",
  organisationId: string,
): Promise<Candidate[]> {
  const invoices = await manager.query(
    `SELECT id, number, type, total, currency_code, due_on::text AS due_on FROM invoice
      WHERE ${column} = $1 AND status <> 'cancelled' ORDER BY created_at DESC LIMIT 2`,
    [organisationId],
  );
  return invoices.map(
    (invoice: { id: string; number: string; type: string; total: number; currency_code: string; due_on: string }) => ({
      kind: "invoice_issued" as const,
      subjectType: "invoice" as const,
      subjectId: invoice.id,
      params: {
        number: invoice.number,
        type: invoice.type,
        total: Number(invoice.total),
        currencyCode: invoice.currency_code,
        dueOn: invoice.due_on,
      },
    }),
  );
}

/**
 * The organisation's newest chats, as a message from the other side: read already when the login
 * read the chat to its end or its organisation wrote the last message (invariant
 * `chat_notification_follows_read`).
 */
async function chatCandidates(manager: EntityManager, who: Login): Promise<Candidate[]> {
  const chats = await manager.query(
    `SELECT c.id, coalesce(c.subject_reference, c.subject_title, '') AS reference,
            CASE WHEN c.organisation_id = $1 THEN r.name ELSE m.name END AS other_name,
            (coalesce(cr.last_read_seq, 0) >= c.last_seq
              OR (SELECT lm.author_organisation_id FROM chat_message lm WHERE lm.chat_id = c.id
                   ORDER BY lm.seq DESC LIMIT 1) = $1) AS read
       FROM chat c JOIN organisation m ON m.id = c.organisation_id JOIN organisation r ON r.id = c.receiver_organisation_id
       LEFT JOIN chat_read cr ON cr.chat_id = c.id AND cr.customer_id = $2
      WHERE c.organisation_id = $1 OR c.receiver_organisation_id = $1
         OR (SELECT type FROM organisation WHERE id = $1) = 'platform'
      ORDER BY c.last_message_at DESC LIMIT 2`,
    [who.organisation_id, who.customer_id],
  );
  return chats.map((chat: { id: string; reference: string; other_name: string; read: boolean }) => ({
    kind: "chat_message" as const,
    subjectType: "chat" as const,
    subjectId: chat.id,
    params: { reference: chat.reference, organisationName: chat.other_name },
    read: chat.read,
  }));
}

async function bookingCandidates(
  manager: EntityManager,
  column: "organisation_id" | "provider_organisation_id",
  organisationId: string,
): Promise<Candidate[]> {
  const bookings = await manager.query(
    `SELECT b.id, b.status, b.booking_date::text AS booking_date, s.name AS service_name
       FROM booking b JOIN service s ON s.id = b.service_id
      WHERE b.${column} = $1 ORDER BY b.updated_at DESC LIMIT 2`,
    [organisationId],
  );
  return bookings.map((booking: { id: string; status: string; booking_date: string; service_name: string }) => ({
    kind: "booking_changed" as const,
    subjectType: "booking" as const,
    subjectId: booking.id,
    params: { serviceName: booking.service_name, bookingDate: booking.booking_date, status: booking.status },
  }));
}
