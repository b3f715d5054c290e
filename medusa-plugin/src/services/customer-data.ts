import { PlatformService } from "../lib/platform-service";
import type { Shop } from "../models/shop";
import { recordAudit } from "../modules/audit";
import { type AddressPatch, type InjectedDependencies, REDACTED_EMAIL } from "./order-records";

/** Shopify's privacy webhooks: a customer's data erased from a shop's orders, or mailed to the owners on request. */
export default class CustomerDataService extends PlatformService<InjectedDependencies> {
  /**
   * customers/redact and shop/redact: the personal data of the shop's imported orders (all of them,
   * or the customer's) is erased — email, names, addresses, phone — and the orders point to one
   * anonymous guest customer. Items, amounts and statuses stay (bookkeeping).
   */
  async redact(
    shop: Shop,
    filter: { all: true } | { customerId: string | null; email: string | null; orderIds: string[] },
  ): Promise<number> {
    return await this.transaction_(async (manager) => {
      const params: unknown[] = [shop.id];
      let where = "TRUE";
      if (!("all" in filter)) {
        params.push(filter.orderIds, filter.customerId ?? "", (filter.email ?? "").toLowerCase());
        where = "(e.external_order_id = ANY($2) OR e.external_customer_id = $3 OR lower(o.email) = $4)";
      }
      const rows: Array<{ id: string; customer_id: string; shipping_address_id: string; billing_address_id: string }> =
        await manager.query(
          `SELECT o.id, o.customer_id, o.shipping_address_id, o.billing_address_id
             FROM order_extension e JOIN "order" o ON o.id = e.order_id
            WHERE e.shop_id = $1 AND ${where}`,
          params,
        );
      if (!rows.length) return 0;
      const repos = this.deps_.orderRecordsService.repos(manager);
      const anonymous = await this.deps_.orderRecordsService.guestCustomer(manager, REDACTED_EMAIL);
      const orderIds = rows.map((r) => r.id);
      await repos.order
        .createQueryBuilder()
        .update()
        .set({ email: REDACTED_EMAIL, customer_id: anonymous })
        .whereInIds(orderIds)
        .execute();
      const addressIds = rows.flatMap((r) => [r.shipping_address_id, r.billing_address_id]).filter(Boolean);
      if (addressIds.length) {
        await repos.address
          .createQueryBuilder()
          .update()
          .set({
            first_name: null,
            last_name: null,
            company: null,
            address_1: null,
            address_2: null,
            city: null,
            postal_code: null,
            province: null,
            phone: null,
          } as AddressPatch)
          .whereInIds(addressIds)
          .execute();
      }
      await manager.query(
        `UPDATE order_extension SET customer_name = NULL, external_customer_id = NULL, redacted_at = now(), updated_at = now()
          WHERE order_id = ANY($1)`,
        [orderIds],
      );
      // Guest customers left without orders are erased too (anonymised and deleted, as Medusa soft-deletes).
      const formerCustomers = [...new Set(rows.map((r) => r.customer_id))].filter((id) => id !== anonymous);
      await manager.query(
        `UPDATE customer c SET email = 'redacted+' || c.id || '@privacy.invalid', first_name = NULL, last_name = NULL,
                phone = NULL, deleted_at = now()
          WHERE c.id = ANY($1) AND c.has_account = false
            AND NOT EXISTS (SELECT 1 FROM "order" o WHERE o.customer_id = c.id)`,
        [formerCustomers],
      );
      // That it happened and how many orders, nothing of the person.
      await recordAudit(manager, {
        organisationId: shop.organisation_id,
        subjectType: "shop",
        subjectId: shop.id,
        subjectLabel: shop.domain,
        action: "shop.customer_data_redacted",
        after: { orders: rows.length, all: "all" in filter },
        actor: "shop",
      });
      return rows.length;
    });
  }

  /** The order names Shopify's customers/data_request asks about (what we hold for that customer). */
  async ordersOfCustomer(shop: Shop, customerId: string | null, email: string | null, orderIds: string[]) {
    const rows: Array<{ id: string; name: string | null; display_id: number }> = await this.manager_.query(
      `SELECT o.id, e.external_order_name AS name, o.display_id
         FROM order_extension e JOIN "order" o ON o.id = e.order_id
        WHERE e.shop_id = $1 AND (e.external_order_id = ANY($2) OR e.external_customer_id = $3 OR lower(o.email) = $4)
        ORDER BY o.display_id`,
      [shop.id, orderIds, customerId ?? "", (email ?? "").toLowerCase()],
    );
    return rows;
  }
}
