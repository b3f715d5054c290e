// The books' invariants: read-only SQL over the stored state, one statement per rule, each
// returning one row per violation (an empty result means the rule holds). Written from the spec
// and the domain, never from a given database's data. Plain strings without parameters, so the
// test harness (`@platform/medusa-plugin/self-check`, a pg client) and the periodic self-check
// (TypeORM) run the very same text. docs/invariants.md lists them with what holds each.

export type Invariant = {
  /** Stable id: the translation key of its title on support's dashboard, the row in docs. */
  id: string;
  /** The rule in one sentence (English; logs and test output). */
  rule: string;
  /** A SELECT returning one row per violation; `ref` names the offending row for a person. */
  sql: string;
};

export const INVARIANTS: readonly Invariant[] = [
  // ── Stock ────────────────────────────────────────────────────────────────────────────────
  {
    id: "stock_reserved_equals_reservations",
    rule: "A location's reserved stock of a variant equals the quantity its open (awaiting payment) reservations hold.",
    sql: `SELECT s.location_id || '/' || s.variant_id AS ref, s.reserved, coalesce(r.open, 0)::int AS open_reservations
            FROM location_stock s
            LEFT JOIN (SELECT organisation_id, location_id, variant_id, sum(quantity) AS open FROM stock_reservation
                        WHERE status = 'awaiting_payment' GROUP BY 1, 2, 3) r
              USING (organisation_id, location_id, variant_id)
           WHERE s.reserved <> coalesce(r.open, 0)
          UNION ALL
          SELECT r.location_id || '/' || r.variant_id, 0, sum(r.quantity)::int FROM stock_reservation r
           WHERE r.status = 'awaiting_payment' AND NOT EXISTS (SELECT 1 FROM location_stock s
                 WHERE s.organisation_id = r.organisation_id AND s.location_id = r.location_id AND s.variant_id = r.variant_id)
           GROUP BY r.location_id, r.variant_id`,
  },
  {
    id: "stock_no_hold_for_closed_orders",
    rule: "No stock is held (awaiting payment) for an order that was cancelled, or that the shop fulfilled or restocked itself.",
    sql: `SELECT coalesce(e.external_order_name, o.display_id::text) AS ref, r.quantity, o.status, o.fulfillment_status
            FROM stock_reservation r JOIN "order" o ON o.id = r.order_id
            LEFT JOIN order_extension e ON e.order_id = r.order_id
           WHERE r.status = 'awaiting_payment'
             AND (o.status = 'canceled' OR o.fulfillment_status = 'canceled'
                  -- Fulfilled, restocked or returned by the shop while the platform shipped nothing of it.
                  OR (e.shipped_at IS NULL AND NOT EXISTS (SELECT 1 FROM order_shipment sh WHERE sh.order_id = r.order_id)
                      AND o.fulfillment_status NOT IN ('not_fulfilled', 'requires_action')))`,
  },
  {
    id: "routing_cancelled_not_routed",
    rule: "A cancelled order is routed to no location.",
    sql: `SELECT coalesce(e.external_order_name, o.display_id::text) AS ref, l.name AS location
            FROM order_extension e JOIN "order" o ON o.id = e.order_id LEFT JOIN location l ON l.id = e.location_id
           WHERE o.status = 'canceled' AND e.location_id IS NOT NULL AND e.shipped_at IS NULL`,
  },
  {
    id: "shipping_from_a_location",
    rule: "Goods the platform ships leave from a location that draws their stock and packaging; a shipment without a location is the merchant's own, sent by a person from its own stock, never by the platform.",
    sql: `SELECT coalesce(e.external_order_name, o.display_id::text) AS ref, sh.id AS shipment
            FROM order_shipment sh JOIN "order" o ON o.id = sh.order_id
            LEFT JOIN order_extension e ON e.order_id = sh.order_id
           WHERE sh.location_id IS NULL AND sh.created_by IS NULL`,
  },
  {
    id: "retour_on_shipped_order",
    rule: "A retour comes back from an order that was shipped.",
    sql: `SELECT rt.number::text AS ref, coalesce(e.external_order_name, o.display_id::text) AS order_ref
            FROM retour rt JOIN "order" o ON o.id = rt.order_id LEFT JOIN order_extension e ON e.order_id = rt.order_id
           WHERE NOT EXISTS (SELECT 1 FROM order_shipment sh WHERE sh.order_id = rt.order_id)`,
  },
  // ── Money ────────────────────────────────────────────────────────────────────────────────
  {
    id: "invoice_totals_equal_lines",
    rule: "An invoice's net, tax and total equal the sums of its lines.",
    sql: `SELECT i.number AS ref, i.subtotal + i.shipping_total AS net, i.tax_total AS tax, i.total,
                 coalesce(sum(l.net_amount), 0)::int AS lines_net, coalesce(sum(l.tax_amount), 0)::int AS lines_tax
            FROM invoice i LEFT JOIN invoice_line l ON l.invoice_id = i.id
           GROUP BY i.id
          HAVING i.subtotal + i.shipping_total <> coalesce(sum(l.net_amount), 0)
              OR i.tax_total <> coalesce(sum(l.tax_amount), 0)
              OR i.total <> coalesce(sum(l.net_amount + l.tax_amount), 0)`,
  },
  {
    id: "invoice_numbers_gap_free",
    rule: "Invoice numbers of a year run from 1 to the year's last number given out, without gap or repeat.",
    sql: `SELECT c.year::text AS ref, c.last, count(i.id)::int AS invoices, count(DISTINCT i.sequence)::int AS distinct_numbers,
                 coalesce(max(i.sequence), 0) AS highest
            FROM invoice_number_counter c LEFT JOIN invoice i ON i.year = c.year
           GROUP BY c.year, c.last
          HAVING count(i.id) <> c.last OR count(DISTINCT i.sequence) <> c.last OR coalesce(max(i.sequence), 0) <> c.last`,
  },
  {
    id: "invoice_paid_within_total",
    rule: "An invoice is never paid beyond its total.",
    sql: `SELECT number AS ref, total, amount_paid FROM invoice WHERE amount_paid > total`,
  },
  {
    id: "invoice_status_follows_payments",
    rule: "An invoice says paid exactly when its payments (net of refunds) cover its total less the credit notes that correct it, partially paid when they cover part of it.",
    sql: `SELECT number AS ref, status, total, credited, amount_paid
            FROM (SELECT i.number, i.status, i.total, i.amount_paid,
                         (SELECT coalesce(sum(cn.total), 0) FROM invoice cn
                           WHERE cn.corrects_invoice_id = i.id AND cn.type = 'credit' AND cn.status <> 'cancelled')::int AS credited
                    FROM invoice i
                   WHERE i.type = 'invoice' AND i.status NOT IN ('cancelled', 'no') AND i.total > 0) inv
           WHERE (status = 'paid') <> (amount_paid >= total - credited)
              OR (status = 'partially_paid') <> (amount_paid > 0 AND amount_paid < total - credited)`,
  },
  {
    id: "paid_sources_follow_invoice",
    rule: "A packaging order says paid only while the invoice that billed it is paid, and invoiced only with an invoice.",
    sql: `SELECT 'PO-' || p.number AS ref, i.number AS invoice, i.status FROM packaging_order p JOIN invoice i ON i.id = p.invoice_id
           WHERE p.payment_status = 'paid' AND i.status <> 'paid'
          UNION ALL
          SELECT 'PO-' || p.number, NULL, p.payment_status FROM packaging_order p
           WHERE p.payment_status <> 'not_invoiced' AND p.invoice_id IS NULL`,
  },
  {
    id: "order_billed_as_charged",
    rule: "What the shop charged for an order's goods and shipping is what its invoice bills, to the cent.",
    sql: `SELECT coalesce(e.external_order_name, o.display_id::text) AS ref, inv.number AS invoice,
                 e.total AS charged, b.billed
            FROM order_extension e JOIN "order" o ON o.id = e.order_id
            JOIN (SELECT l.source_id, l.invoice_id, sum(l.net_amount + l.tax_amount)::int AS billed
                    FROM invoice_line l JOIN invoice i ON i.id = l.invoice_id
                   WHERE l.source_type = 'order' AND l.kind IN ('goods', 'shipping') AND i.type = 'invoice'
                   GROUP BY l.source_id, l.invoice_id) b ON b.source_id = e.order_id
            JOIN invoice inv ON inv.id = b.invoice_id
           WHERE e.external_order_id IS NOT NULL AND b.billed <> e.total`,
  },
  {
    id: "shop_order_paid_as_charged",
    rule: "A paid shop order's payments less its refunds in Medusa are what the shop kept: its total, or nothing once refunded.",
    sql: `SELECT coalesce(e.external_order_name, o.display_id::text) AS ref, o.payment_status, e.total,
                 coalesce(p.paid, 0) - coalesce(r.refunded, 0) AS kept
            FROM order_extension e JOIN "order" o ON o.id = e.order_id
            LEFT JOIN (SELECT order_id, sum(amount) AS paid FROM payment GROUP BY order_id) p ON p.order_id = o.id
            LEFT JOIN (SELECT order_id, sum(amount) AS refunded FROM refund GROUP BY order_id) r ON r.order_id = o.id
           WHERE e.external_order_id IS NOT NULL
             AND o.payment_status IN ('captured', 'partially_refunded', 'refunded')
             AND coalesce(p.paid, 0) - coalesce(r.refunded, 0)
                 <> CASE WHEN o.payment_status = 'refunded' THEN 0 ELSE e.total END`,
  },
  // ── Packaging ────────────────────────────────────────────────────────────────────────────
  {
    id: "packaging_stock_equals_changes",
    rule: "Packaging on hand at a location equals its arrivals minus its draws and adjustments.",
    sql: `SELECT s.location_id || '/' || s.packaging_id AS ref, s.on_hand, coalesce(c.net, 0)::int AS changes
            FROM packaging_stock s
            LEFT JOIN (SELECT organisation_id, location_id, packaging_id, sum(quantity_change) AS net
                         FROM packaging_stock_change GROUP BY 1, 2, 3) c USING (organisation_id, location_id, packaging_id)
           WHERE s.on_hand <> coalesce(c.net, 0)`,
  },
  {
    id: "custom_size_after_ten_sales",
    rule: "Custom-size packaging is printed for a product only after its 10th sale (spec §5, §9).",
    sql: `SELECT 'PO-' || p.number AS ref, pv.sku, coalesce(sold.n, 0)::int AS sales_before
            FROM packaging_order p JOIN packaging pk ON pk.id = p.packaging_id
            JOIN product_variant pv ON pv.id = p.variant_id
            LEFT JOIN LATERAL (
              -- Units of the product (any variant) in the organisation's orders, not cancelled, before it.
              SELECT sum(li.quantity) AS n FROM line_item li
                JOIN product_variant v2 ON v2.id = li.variant_id AND v2.product_id = pv.product_id
                JOIN order_extension e ON e.order_id = li.order_id AND e.organisation_id = p.organisation_id
                JOIN "order" o ON o.id = li.order_id AND o.status <> 'canceled' AND o.created_at <= p.created_at
            ) sold ON TRUE
           WHERE pk.custom_size AND p.kind = 'order_unique' AND coalesce(sold.n, 0) < 10`,
  },
  // ── Chats ────────────────────────────────────────────────────────────────────────────────
  {
    id: "chat_notification_follows_read",
    rule: "A chat's notification is unread only while its recipient has not read or answered the chat's last message.",
    sql: `SELECT n.id AS ref, n.subject_id AS chat, last.seq AS last_seq, coalesce(r.last_read_seq, 0) AS read_seq
            FROM user_notification n
            JOIN LATERAL (SELECT m.seq, m.author_organisation_id FROM chat_message m WHERE m.chat_id = n.subject_id
                           ORDER BY m.seq DESC LIMIT 1) last ON TRUE
            LEFT JOIN chat_read r ON r.chat_id = n.subject_id AND r.customer_id = n.recipient_customer_id
           WHERE n.kind = 'chat_message' AND n.subject_type = 'chat' AND n.read_at IS NULL
             AND (coalesce(r.last_read_seq, 0) >= last.seq OR last.author_organisation_id = n.organisation_id)`,
  },
  // ── Audit ────────────────────────────────────────────────────────────────────────────────
  {
    id: "audit_created_entries",
    rule: "Every location, custom packaging, stock order and packaging order has the audit entry of its creation.",
    sql: `SELECT 'location' AS subject, l.id AS ref FROM location l
           WHERE NOT EXISTS (SELECT 1 FROM audit_entry a WHERE a.subject_id = l.id AND a.action = 'location.created')
          UNION ALL
          SELECT 'packaging', p.id FROM packaging p
           WHERE p.kind = 'custom' AND NOT EXISTS (SELECT 1 FROM audit_entry a WHERE a.subject_id = p.id AND a.action = 'packaging.created')
          UNION ALL
          SELECT 'stock_order', s.id FROM stock_order s
           WHERE NOT EXISTS (SELECT 1 FROM audit_entry a WHERE a.subject_id = s.id AND a.action = 'stock_order.created')
          UNION ALL
          SELECT 'packaging_order', p.id FROM packaging_order p
           WHERE NOT EXISTS (SELECT 1 FROM audit_entry a WHERE a.subject_id = p.id AND a.action = 'packaging_order.created')`,
  },
  {
    id: "audit_invoiced_entries",
    rule: "A stock order, packaging order or retour marked invoiced or paid has the audit entry of that change.",
    sql: `SELECT 'stock_order' AS subject, s.id AS ref FROM stock_order s
           WHERE s.invoice_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM audit_entry a WHERE a.subject_id = s.id AND a.action = 'stock_order.invoiced')
          UNION ALL
          SELECT 'packaging_order', p.id FROM packaging_order p
           WHERE p.payment_status <> 'not_invoiced'
             AND NOT EXISTS (SELECT 1 FROM audit_entry a WHERE a.subject_id = p.id AND a.action = 'packaging_order.' || p.payment_status)
          UNION ALL
          SELECT 'retour', r.id FROM retour r
           WHERE r.invoice_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM audit_entry a WHERE a.subject_id = r.id AND a.action = 'retour.invoiced')`,
  },
  // ── Tenancy ──────────────────────────────────────────────────────────────────────────────
  {
    id: "tenancy_one_organisation",
    rule: "Nothing links two organisations: a reservation, shipment, retour or invoice line belongs to its order's organisation.",
    sql: `SELECT 'stock_reservation' AS subject, r.id AS ref FROM stock_reservation r JOIN order_extension e ON e.order_id = r.order_id
           WHERE r.organisation_id <> e.organisation_id
          UNION ALL
          SELECT 'order_shipment', s.id FROM order_shipment s JOIN order_extension e ON e.order_id = s.order_id
           WHERE s.organisation_id <> e.organisation_id
          UNION ALL
          SELECT 'retour', r.id FROM retour r JOIN order_extension e ON e.order_id = r.order_id
           WHERE r.organisation_id <> e.organisation_id
          UNION ALL
          SELECT 'invoice_line', l.id FROM invoice_line l JOIN invoice i ON i.id = l.invoice_id
            JOIN order_extension e ON e.order_id = l.source_id
           WHERE l.source_type = 'order' AND e.organisation_id <> i.organisation_id`,
  },
];

export type Finding = { id: string; rule: string; rows: Record<string, unknown>[] };

/** Runs every invariant (read-only) with `run`; returns those that are broken, with their rows. */
export async function checkInvariants(
  run: (text: string) => Promise<Record<string, unknown>[]>,
  invariants: readonly Invariant[] = INVARIANTS,
): Promise<Finding[]> {
  const findings: Finding[] = [];
  for (const invariant of invariants) {
    const rows = await run(invariant.sql);
    if (rows.length) findings.push({ id: invariant.id, rule: invariant.rule, rows });
  }
  return findings;
}
