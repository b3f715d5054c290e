// The partners' dashboards (agency, supplier, service provider): one indexed SQL query per
// figure group, always within the caller's organisation. EXPLAIN figures: docs/benchmarks.md.
import type { BookingStatus, ProductRequestStatus } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { query, queryOne, raw, sql } from "../../../lib/sql";
import { WAITING_FOR_ANSWER } from "../../chats";
import {
  type CountAndMoney,
  foldMoney,
  lastMonths,
  type Money,
  type MoneyRow,
  mergeMoney,
  platformTimeZone,
  sinceFirstMonth,
} from "../figures";

export const AGENCY_MONTHS = 12;

export type AgencyClients = {
  clients: Array<{ id: string; name: string; orders: number; revenue: Money[] }>;
  months: Array<{ month: string; orders: number; revenue: Money[] }>;
};

/** The agency's clients with their orders and revenue (not cancelled) per month, last 12 months. */
export async function agencyClients(
  manager: EntityManager,
  agencyId: string,
  now = new Date(),
): Promise<AgencyClients> {
  const months = lastMonths(AGENCY_MONTHS, now);
  const rows = await query<{
    id: string;
    name: string;
    month: string | null;
    currency: string | null;
    count: number;
    amount: string | null;
  }>(
    manager,
    sql`SELECT o.id, o.name, to_char(e.created_at AT TIME ZONE ${platformTimeZone()}, 'YYYY-MM') AS month, e.currency_code AS currency,
              count(e.order_id)::int AS count, sum(e.total)::bigint AS amount
         FROM organisation o
         LEFT JOIN order_extension e ON e.organisation_id = o.id AND e.created_at >= ${sinceFirstMonth(months)}
              AND coalesce(e.fulfillment_status, '') <> 'canceled'
        WHERE o.agency_id = ${agencyId}
        GROUP BY o.id, o.name, 3, 4
        ORDER BY o.name, o.id`,
  );
  const clients = new Map<string, AgencyClients["clients"][number]>();
  const perMonth = new Map(months.map((month) => [month, { month, orders: 0, revenue: [] as Money[] }]));
  for (const row of rows) {
    const client = clients.get(row.id) ?? { id: row.id, name: row.name, orders: 0, revenue: [] };
    clients.set(row.id, client);
    if (!row.month || !row.currency) continue;
    client.orders += row.count;
    addMoney(client.revenue, row.currency, Number(row.amount));
    const month = perMonth.get(row.month);
    if (month) {
      month.orders += row.count;
      addMoney(month.revenue, row.currency, Number(row.amount));
    }
  }
  return { clients: [...clients.values()], months: [...perMonth.values()] };
}

function addMoney(list: Money[], currency: string, amount: number) {
  const found = list.find((money) => money.currency === currency);
  if (found) found.amount += amount;
  else list.push({ currency, amount });
}

export type AgencyMargin = { invoiced: CountAndMoney; paid: CountAndMoney };

/**
 * The margin lines on the clients' invoices (not cancelled): all invoiced, and what is paid. A credit
 * note that corrects such an invoice gives the client back that share of it, so it takes the same
 * share of the agency's margin with it (at most all of it).
 */
export async function agencyMargin(manager: EntityManager, agencyId: string): Promise<AgencyMargin> {
  const rows = await query<MoneyRow>(
    manager,
    sql`SELECT grp, currency, count(*)::int AS count, sum(amount)::bigint AS amount
       FROM (SELECT CASE WHEN i.status = 'paid' THEN 'paid' ELSE 'open' END AS grp, i.currency_code AS currency,
                    round(m.net * (1 - LEAST(COALESCE(c.credited, 0), i.total)::numeric / GREATEST(i.total, 1))) AS amount
               FROM invoice i
               JOIN LATERAL (SELECT sum(l.net_amount) AS net FROM invoice_line l
                              WHERE l.invoice_id = i.id AND l.kind = 'margin') m ON m.net IS NOT NULL
               LEFT JOIN LATERAL (SELECT sum(cn.total) AS credited FROM invoice cn
                                   WHERE cn.corrects_invoice_id = i.id AND cn.type = 'credit'
                                     AND cn.status <> 'cancelled') c ON true
              WHERE i.agency_id = ${agencyId} AND i.type = 'invoice' AND i.status <> 'cancelled') margins
      GROUP BY 1, 2`,
  );
  const folded = foldMoney(["open", "paid"] as const, rows);
  return { invoiced: mergeMoney(folded.open, folded.paid), paid: folded.paid };
}

export type SupplierWork = {
  openChats: number;
  waitingChats: number;
  toConfirm: number;
  toShip: number;
  requests: Array<{ status: ProductRequestStatus; count: number }>;
};

type SupplierWorkRow = {
  open_chats: number;
  waiting_chats: number;
  to_confirm: number;
  to_ship: number;
  requests: Array<{ status: ProductRequestStatus; count: number }> | null;
};

/** The supplier's open work: chats addressed to it, stock orders to confirm or ship, product requests assigned. */
export async function supplierWork(manager: EntityManager, supplierId: string): Promise<SupplierWork> {
  const row = (await queryOne<SupplierWorkRow>(
    manager,
    sql`SELECT (SELECT count(*) FROM chat c WHERE c.receiver_organisation_id = ${supplierId} AND c.status = 'open')::int AS open_chats,
            (SELECT count(*) FROM chat c WHERE c.receiver_organisation_id = ${supplierId} AND ${raw(WAITING_FOR_ANSWER)})::int AS waiting_chats,
            (SELECT count(*) FROM stock_order WHERE supplier_organisation_id = ${supplierId} AND status = 'pending')::int AS to_confirm,
            (SELECT count(*) FROM stock_order WHERE supplier_organisation_id = ${supplierId} AND status = 'processing'
                AND shipped_at IS NULL)::int AS to_ship,
            (SELECT json_agg(json_build_object('status', status, 'count', n) ORDER BY status)
               FROM (SELECT status, count(*)::int AS n FROM product_request
                      WHERE producer_organisation_id = ${supplierId} AND status <> 'draft' GROUP BY status) r) AS requests`,
  )) as SupplierWorkRow;
  return {
    openChats: row.open_chats,
    waitingChats: row.waiting_chats,
    toConfirm: row.to_confirm,
    toShip: row.to_ship,
    requests: row.requests ?? [],
  };
}

export type ProviderBookings = {
  byStatus: Array<{ status: BookingStatus; count: number; amounts: Money[] }>;
  /** Completed bookings' value (amount × the price booked). */
  revenue: Money[];
  /** Confirmed bookings' value: what is coming. */
  upcoming: Money[];
};

/** The provider's bookings per status with their value. */
export async function providerBookings(manager: EntityManager, providerId: string): Promise<ProviderBookings> {
  const rows = await query<MoneyRow>(
    manager,
    sql`SELECT status AS grp, currency_code AS currency, count(*)::int AS count, sum(amount * unit_price)::bigint AS amount
       FROM booking WHERE provider_organisation_id = ${providerId} GROUP BY 1, 2`,
  );
  const statuses = ["pending", "confirmed", "completed", "cancelled", "unknown"] as const;
  const folded = foldMoney(statuses, rows);
  return {
    byStatus: statuses.map((status) => ({ status, count: folded[status].count, amounts: folded[status].amounts })),
    revenue: folded.completed.amounts,
    upcoming: folded.confirmed.amounts,
  };
}
