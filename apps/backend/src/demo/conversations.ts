// Claims in every status and type, and chats behind every Chats tab and filter, for each demo
// login that sees them: chats linked to a claim of each type (merchant ↔ support), about a
// product request and a packaging order (merchant ↔ producer), answered and closed ones. Made
// through the services the screens use, after seedDemoDashboards (its pending claim and waiting
// chats come first).
import type { ClaimType } from "@platform/domain";
import type { EntityManager } from "typeorm";
import type { MedusaContainer } from "../server";
import { DEMO_PHOTO, type UploadApi } from "./files";

type Viewer = {
  customerId: string;
  organisationId: string;
  role: "customer" | "support" | "supplier" | "service_provider";
};
type Member = { organisation_id: string; customer_id: string };
type ClaimApi = {
  create(organisationId: string, customerId: string, input: unknown): Promise<{ id: string }>;
  decide(customerId: string, input: Record<string, unknown>): Promise<unknown>;
};
type ChatPosting = {
  create(viewer: Viewer, input: Record<string, unknown>): Promise<{ chatId: string }>;
  send(viewer: Viewer, input: { chatId: string; body: string; files: [] }): Promise<unknown>;
};
type ChatApi = { setStatus(viewer: Viewer, chatId: string, status: "open" | "closed"): Promise<unknown> };

/** Support's decision on each demo claim (amounts in cents), and what the merchant and support say about it. */
const CLAIMS: Array<{
  type: ClaimType;
  description: string;
  decision: Record<string, unknown>;
  chat?: { ask: string; answer?: string; closed?: boolean };
}> = [
  {
    type: "exchange",
    description: "A mug arrived with a chipped handle; the customer wants the same colour again.",
    decision: { status: "accepted", note: "A replacement mug leaves Berlin today." },
    chat: { ask: "Could the replacement go out before Friday?", answer: "Yes, it is packed already." },
  },
  {
    type: "lost",
    description: "The parcel has been stuck in the depot for ten days.",
    decision: { status: "new_tracking_number", trackingNumber: "00340434161094012345", note: "Sent again." },
    chat: { ask: "The customer asks whether the first parcel will still arrive." },
  },
  {
    type: "other",
    description: "The customer says the board smells of varnish.",
    decision: { status: "declined", note: "Bamboo boards are oiled, not varnished; the smell fades in days." },
    chat: { ask: "Can you tell me how the board is treated?", answer: "Food-safe oil only.", closed: true },
  },
  {
    type: "refund",
    description: "One of two boards was cracked on arrival.",
    decision: { status: "refunded", amount: 1490, note: "Refunded the cracked board." },
    chat: { ask: "Do you need the cracked board back?", answer: "No, please dispose of it." },
  },
  {
    type: "exchange",
    description: "Wrong colour delivered (black instead of white).",
    decision: { status: "credit", amount: 500, note: "A credit for the trouble; keep the black mug." },
  },
];

async function memberOf(manager: EntityManager, email: string): Promise<Member | undefined> {
  const [row] = await manager.query(
    `SELECT m.organisation_id, m.customer_id FROM member m JOIN customer c ON c.id = m.customer_id
      WHERE c.email = $1 AND c.has_account = true`,
    [email],
  );
  return row;
}

const viewerOf = (member: Member, role: Viewer["role"]): Viewer => ({
  customerId: member.customer_id,
  organisationId: member.organisation_id,
  role,
});

/** Idempotent: does nothing once the demo customer has a chat linked to a claim, or before its shop's orders arrived. */
export async function seedDemoConversations(container: MedusaContainer): Promise<void> {
  const manager = container.resolve<EntityManager>("manager");
  const customer = await memberOf(manager, "customer@demo.local");
  const support = await memberOf(manager, "support@demo.local");
  const supplier = await memberOf(manager, "supplier@demo.local");
  const provider = await memberOf(manager, "provider@demo.local");
  if (!customer || !support || !supplier) return;
  const [done] = await manager.query(`SELECT 1 FROM chat WHERE organisation_id = $1 AND claim_id IS NOT NULL`, [
    customer.organisation_id,
  ]);
  if (done) return;
  // Orders the demo supplier supplies and no claim is about yet, shipped ones first.
  const orders: Array<{ order_id: string }> = await manager.query(
    `SELECT e.order_id FROM order_extension e JOIN "order" o ON o.id = e.order_id
      WHERE e.organisation_id = $1 AND o.status <> 'canceled' AND e.shop_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM claim c WHERE c.order_id = e.order_id)
        AND EXISTS (SELECT 1 FROM line_item li JOIN product_variant v ON v.id = li.variant_id
                     JOIN product_supplier ps ON ps.product_id = v.product_id
                    WHERE li.order_id = e.order_id AND ps.organisation_id = $2)
      ORDER BY (e.shipped_at IS NULL), o.created_at`,
    [customer.organisation_id, supplier.organisation_id],
  );
  if (orders.length < CLAIMS.length + 1) return;
  const [platform] = await manager.query(`SELECT organisation_id FROM member WHERE customer_id = $1`, [
    support.customer_id,
  ]);
  const claims = container.resolve<ClaimApi>("platformClaimService");
  const posting = container.resolve<ChatPosting>("chatPostingService");
  const chats = container.resolve<ChatApi>("chatService");
  const merchant = viewerOf(customer, "customer");
  const staff = viewerOf(support, "support");
  const producer = viewerOf(supplier, "supplier");

  for (const [index, plan] of CLAIMS.entries()) {
    const orderId = orders[index]?.order_id as string;
    const [photo] = await container
      .resolve<UploadApi>("uploadService")
      .store(customer.organisation_id, customer.customer_id, [
        { originalName: `claim-${index + 1}.png`, bytes: DEMO_PHOTO },
      ]);
    if (!photo) return;
    const claim = await claims.create(customer.organisation_id, customer.customer_id, {
      orderId,
      type: plan.type,
      description: plan.description,
      files: [{ id: photo.id }],
    });
    await claims.decide(support.customer_id, { claimId: claim.id, ...plan.decision });
    if (!plan.chat) continue;
    const { chatId } = await posting.create(merchant, {
      subjectType: "order",
      subjectId: orderId,
      receiverOrganisationId: platform.organisation_id,
      claimId: claim.id,
      body: plan.chat.ask,
      files: [],
    });
    if (plan.chat.answer) await posting.send(staff, { chatId, body: plan.chat.answer, files: [] });
    if (plan.chat.closed) await chats.setStatus(staff, chatId, "closed");
  }

  // An order chat with the supplier, answered and closed (the supplier's closed order chats).
  const { chatId: settled } = await posting.create(merchant, {
    subjectType: "order",
    subjectId: orders[CLAIMS.length]?.order_id,
    receiverOrganisationId: supplier.organisation_id,
    body: "Are the black mugs back in production?",
    files: [],
  });
  await posting.send(producer, { chatId: settled, body: "Yes, 1,500 pieces arrive next week.", files: [] });
  await chats.setStatus(producer, settled, "closed");

  // The product request the supplier produces, and a packaging order it prints.
  const [request] = await manager.query(
    `SELECT id FROM product_request WHERE organisation_id = $1 AND producer_organisation_id = $2 AND status = 'accepted'
      ORDER BY created_at LIMIT 1`,
    [customer.organisation_id, supplier.organisation_id],
  );
  if (request) {
    const { chatId } = await posting.create(merchant, {
      subjectType: "product_request",
      subjectId: request.id,
      receiverOrganisationId: supplier.organisation_id,
      body: "Can the logo be engraved on the stand as well?",
      files: [],
    });
    await posting.send(producer, { chatId, body: "Yes, at no extra cost for 500 sets or more.", files: [] });
  }
  const [packaging] = await manager.query(
    `SELECT id FROM packaging_order WHERE organisation_id = $1 AND producer_organisation_id = $2
        AND status IN ('open', 'in_progress') ORDER BY created_at LIMIT 1`,
    [customer.organisation_id, supplier.organisation_id],
  );
  if (packaging) {
    await posting.create(merchant, {
      subjectType: "packaging_order",
      subjectId: packaging.id,
      receiverOrganisationId: supplier.organisation_id,
      body: "Please use the darker blue from our last order for the print.",
      files: [],
    });
  }

  // The provider closes the chat of the booking it completed.
  const [completed] = provider
    ? await manager.query(
        `SELECT c.id FROM chat c JOIN booking b ON b.id = c.subject_id
          WHERE c.subject_type = 'booking' AND b.provider_organisation_id = $1 AND b.status = 'completed' LIMIT 1`,
        [provider.organisation_id],
      )
    : [];
  if (provider && completed) await chats.setStatus(viewerOf(provider, "service_provider"), completed.id, "closed");
}
