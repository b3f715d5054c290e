import type { MigrationInterface, QueryRunner } from "typeorm";

const ID = (prefix: string) => `'${prefix}_' || upper(replace(gen_random_uuid()::text, '-', ''))`;
const CHARGED = `((x.metadata->'charged'->>'net')::int + (x.metadata->'charged'->>'tax')::int)`;

/**
 * Money of the shop orders stored before as Medusa reads it (issue 31; shop-payment.ts and
 * write-order-items.ts write the same for new orders). Idempotent: each step skips what exists.
 * - A paid order gets Medusa's payment of its total (provider "manual"), a refunded one its refund
 *   too, so Medusa Admin's "Total Paid" is what the shop kept. Of a partly refunded order only what
 *   is left is known: it is paid its current total.
 * - A line (or shipping) whose Medusa total misses the shop's by the rounding of its net unit price
 *   gets the "rounding" tax line that takes up the rest, as Medusa computes: each item tax line
 *   rounded, a shipping method's tax lines rounded once.
 */
export class ShopOrderMoney1766750000000 implements MigrationInterface {
  name = "ShopOrderMoney1766750000000";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `INSERT INTO payment (id, order_id, amount, amount_refunded, currency_code, provider_id, data, captured_at, created_at, updated_at)
       SELECT ${ID("pay")}, o.id, e.total, 0, o.currency_code, 'manual', '{"source":"shopify"}'::jsonb,
              o.created_at, o.created_at, now()
         FROM "order" o JOIN order_extension e ON e.order_id = o.id
        WHERE e.external_order_id IS NOT NULL
          AND o.payment_status IN ('captured', 'partially_refunded', 'refunded')
          AND NOT EXISTS (SELECT 1 FROM payment p WHERE p.order_id = o.id)`,
    );
    await queryRunner.query(
      `WITH refunded AS (
         SELECT p.id, p.order_id, p.amount FROM payment p JOIN "order" o ON o.id = p.order_id
          WHERE o.payment_status = 'refunded' AND p.provider_id = 'manual' AND p.data->>'source' = 'shopify'
            AND p.amount > 0 AND NOT EXISTS (SELECT 1 FROM refund r WHERE r.order_id = p.order_id)
       ), booked AS (
         INSERT INTO refund (id, order_id, payment_id, amount, reason, note, created_at, updated_at)
         SELECT ${ID("ref")}, order_id, id, amount, 'other', 'Refunded in Shopify', now(), now() FROM refunded
         RETURNING payment_id, amount
       )
       UPDATE payment p SET amount_refunded = p.amount_refunded + b.amount, updated_at = now()
         FROM booked b WHERE p.id = b.payment_id`,
    );
    await queryRunner.query(
      `INSERT INTO line_item_tax_line (id, item_id, rate, name, code, created_at, updated_at)
       SELECT ${ID("litl")}, id, rest * 100.0 / net, 'Rounding', 'rounding', now(), now()
         FROM (SELECT x.id, x.unit_price * x.quantity AS net,
                      ${CHARGED} - x.unit_price * x.quantity
                        - coalesce((SELECT sum(round(x.unit_price * x.quantity * t.rate::numeric / 100))
                                      FROM line_item_tax_line t WHERE t.item_id = x.id), 0) AS rest
                 FROM line_item x JOIN order_extension e ON e.order_id = x.order_id
                WHERE x.metadata ? 'charged' AND (x.metadata->'charged'->>'quantity')::int = x.quantity
                  AND NOT EXISTS (SELECT 1 FROM line_item_tax_line t WHERE t.item_id = x.id AND t.code = 'rounding')
              ) lines
        WHERE net > 0 AND rest <> 0`,
    );
    await queryRunner.query(
      `INSERT INTO shipping_method_tax_line (id, shipping_method_id, rate, name, code, created_at, updated_at)
       SELECT ${ID("smtl")}, id, (charged - net - taxed) * 100.0 / net, 'Rounding', 'rounding', now(), now()
         FROM (SELECT x.id, x.price AS net,
                      ((x.data->'charged'->>'net')::int + (x.data->'charged'->>'tax')::int) AS charged,
                      coalesce((SELECT sum(x.price * t.rate::numeric / 100)
                                  FROM shipping_method_tax_line t WHERE t.shipping_method_id = x.id), 0) AS taxed
                 FROM shipping_method x JOIN order_extension e ON e.order_id = x.order_id
                WHERE x.data ? 'charged'
                  AND NOT EXISTS (SELECT 1 FROM shipping_method_tax_line t
                                   WHERE t.shipping_method_id = x.id AND t.code = 'rounding')
              ) methods
        WHERE net > 0 AND round(taxed) <> charged - net`,
    );
  }

  public async down(): Promise<void> {
    // The rows are Medusa's own reading of what the shop charged; nothing to take back.
  }
}
