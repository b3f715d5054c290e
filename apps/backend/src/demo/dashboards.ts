// The dashboards' demo data: what the other demo steps leave at zero. Idempotent; every step
// goes through the platform's own services (the dates alone are moved, as the other demo data
// spreads orders over a month).
import type { EntityManager } from "typeorm";
import type { MedusaContainer } from "../server";
import { DEMO_PHOTO, type UploadApi } from "./files";
import { DEMO_SHOP_DOMAIN } from "./shop";

type Viewer = { customerId: string; organisationId: string; role: "customer" };
type InvoiceApi = {
  issue(input: {
    organisationId: string;
    type: "invoice";
    lines: Array<Record<string, unknown>>;
    actor: string | null;
  }): Promise<{ id: string }>;
  recordPayment(customerId: string, input: unknown): Promise<unknown>;
};
type ClaimApi = { create(organisationId: string, customerId: string, input: unknown): Promise<unknown> };
type ChatApi = { create(viewer: Viewer, input: unknown): Promise<unknown> };
type WebhookApi = {
  accept(delivery: {
    domain: string;
    topic: string;
    webhookId: string;
    eventId?: string;
    payload: null;
    invalid: string;
  }): Promise<unknown>;
};

/** The demo agency's margin on its client, the demo customer (in per cent). */
const DEMO_MARGIN_PERCENT = 8;

async function memberOf(manager: EntityManager, email: string) {
  const [row] = await manager.query(
    `SELECT m.organisation_id, m.customer_id FROM member m JOIN customer c ON c.id = m.customer_id
      WHERE c.email = $1 AND c.has_account`,
    [email],
  );
  return row as { organisation_id: string; customer_id: string } | undefined;
}

export async function seedDemoDashboards(container: MedusaContainer): Promise<void> {
  const manager = container.resolve<EntityManager>("manager");
  const customer = await memberOf(manager, "customer@demo.local");
  const support = await memberOf(manager, "support@demo.local");
  if (!customer || !support) return;
  await seedAgencyMargin(container, manager, customer.organisation_id, support.customer_id);
  for (const email of ["customer@demo.local", "disabled@demo.local"]) {
    const member = await memberOf(manager, email);
    if (member) await seedOverdueInvoice(manager, member.organisation_id);
  }
  await seedOpenClaimAndChats(container, manager, customer);
  // Intake health: a signed delivery whose body was no valid order (stored as failed, once).
  const [failed] = await manager.query(`SELECT 1 FROM shopify_webhook WHERE webhook_id = 'demo-invalid-order'`);
  if (failed) return;
  await container.resolve<WebhookApi>("shopifyWebhookService").accept({
    domain: DEMO_SHOP_DOMAIN,
    topic: "orders/create",
    webhookId: "demo-invalid-order",
    eventId: "demo-invalid-order",
    payload: null,
    invalid: "Invalid order payload: line items: none",
  });
}

/** The agency's margin on its client and one paid invoice that carries it: "margin earned". */
async function seedAgencyMargin(
  container: MedusaContainer,
  manager: EntityManager,
  organisationId: string,
  supportId: string,
) {
  const [client] = await manager.query(`SELECT agency_id FROM organisation WHERE id = $1 AND agency_id IS NOT NULL`, [
    organisationId,
  ]);
  if (!client) return;
  const [earned] = await manager.query(
    `SELECT 1 FROM invoice i JOIN invoice_line l ON l.invoice_id = i.id AND l.kind = 'margin'
      WHERE i.agency_id = $1 LIMIT 1`,
    [client.agency_id],
  );
  if (earned) return;
  await manager.query(
    `UPDATE organisation SET agency_margin_percent = $2 WHERE id = $1 AND agency_margin_percent IS NULL`,
    [organisationId, DEMO_MARGIN_PERCENT],
  );
  const invoices = container.resolve<InvoiceApi>("invoiceService");
  const net = 40 * 1290;
  const invoice = await invoices.issue({
    organisationId,
    type: "invoice",
    actor: supportId,
    lines: [
      {
        sourceType: "demo",
        sourceId: "Bulk mugs, 40 pieces",
        kind: "goods",
        description: "Bulk mugs, 40 pieces",
        quantity: 40,
        unitAmount: 1290,
        netAmount: net,
        taxRate: 19,
        taxAmount: Math.round(net * 0.19),
        currencyCode: "eur",
        happenedAt: new Date(Date.now() - 20 * 86_400_000),
      },
    ],
  });
  await invoices.recordPayment(supportId, { invoiceId: invoice.id, kind: "full" });
}

/** One open invoice whose due day has passed (the demo's invoices are all issued today). */
async function seedOverdueInvoice(manager: EntityManager, organisationId: string) {
  await manager.query(
    `UPDATE invoice SET issued_on = issued_on - 30, due_on = due_on - 30
      WHERE id = (SELECT id FROM invoice WHERE organisation_id = $1 AND type = 'invoice' AND status = 'open'
                   ORDER BY issued_on, sequence LIMIT 1)
        AND NOT EXISTS (SELECT 1 FROM invoice WHERE organisation_id = $1 AND type = 'invoice'
                         AND status IN ('open', 'customer_proved', 'partially_paid') AND due_on < current_date)`,
    [organisationId],
  );
}

/**
 * A claim support has not decided and two chats waiting for an answer (to the supplier and to
 * support), about the demo shop's orders — only once the shop has brought orders.
 */
async function seedOpenClaimAndChats(
  container: MedusaContainer,
  manager: EntityManager,
  customer: { organisation_id: string; customer_id: string },
) {
  const [seeded] = await manager.query(`SELECT 1 FROM claim WHERE organisation_id = $1 LIMIT 1`, [
    customer.organisation_id,
  ]);
  if (seeded) return;
  // An order with a mug: the demo supplier supplies it, so the order's chat can reach the supplier.
  const [order] = await manager.query(
    `SELECT e.order_id FROM order_extension e JOIN "order" o ON o.id = e.order_id
      WHERE e.organisation_id = $1 AND o.status <> 'canceled'
        AND EXISTS (SELECT 1 FROM line_item li JOIN product_variant v ON v.id = li.variant_id
                     JOIN product_supplier ps ON ps.product_id = v.product_id WHERE li.order_id = e.order_id)
      ORDER BY e.created_at DESC LIMIT 1`,
    [customer.organisation_id],
  );
  if (!order) return;
  const [photo] = await container
    .resolve<UploadApi>("uploadService")
    .store(customer.organisation_id, customer.customer_id, [{ originalName: "damaged-parcel.png", bytes: DEMO_PHOTO }]);
  if (!photo) return;
  await container.resolve<ClaimApi>("platformClaimService").create(customer.organisation_id, customer.customer_id, {
    orderId: order.order_id,
    type: "refund",
    description: "Two mugs arrived broken; photo of the parcel attached.",
    files: [{ id: photo.id }],
  });
  const viewer: Viewer = {
    customerId: customer.customer_id,
    organisationId: customer.organisation_id,
    role: "customer",
  };
  const receivers: Array<{ id: string }> = await manager.query(
    `SELECT o.id FROM organisation o
      WHERE (o.type = 'platform' OR (o.type = 'supplier' AND EXISTS (
              SELECT 1 FROM product_supplier ps JOIN product_variant v ON v.product_id = ps.product_id
                JOIN line_item li ON li.variant_id = v.id
               WHERE ps.organisation_id = o.id AND li.order_id = $1)))
        AND o.status = 'active' ORDER BY o.type`,
    [order.order_id],
  );
  const chats = container.resolve<ChatApi>("chatPostingService");
  for (const receiver of receivers) {
    await chats.create(viewer, {
      subjectType: "order",
      subjectId: order.order_id,
      receiverOrganisationId: receiver.id,
      body: "Can you check the stock of this order's mugs before it ships?",
      files: [],
    });
  }
}
