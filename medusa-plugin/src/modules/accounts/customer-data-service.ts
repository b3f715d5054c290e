import { PlatformService } from "../../lib/platform-service";
import type { Shop } from "../../models/shop";
import { recordAudit } from "../audit";
import { type AddressPatch, type OrderRecordsService, REDACTED_EMAIL } from "../orders";
import {
  eraseGuestsWithoutOrders,
  redactOrderExtensions,
  type ShopOrdersFilter,
  shopOrdersOfCustomer,
  shopOrdersToRedact,
} from "./data-access/shop-customer-data";

type InjectedDependencies = { orderRecordsService: OrderRecordsService };

/**
 * Medusa's `customerDataService` (services/customer-data.ts re-exports it). Shopify's privacy
 * webhooks: a customer's data erased from a shop's orders, or mailed to the owners on request.
 */
export default class CustomerDataService extends PlatformService<InjectedDependencies> {
  /**
   * customers/redact and shop/redact: the personal data of the shop's imported orders (all of them,
   * or the customer's) is erased — email, names, addresses, phone — and the orders point to one
   * anonymous guest customer. Items, amounts and statuses stay (bookkeeping).
   */
  async redact(shop: Shop, filter: ShopOrdersFilter): Promise<number> {
    return await this.transaction_(async (manager) => {
      const rows = await shopOrdersToRedact(manager, shop.id, filter);
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
      await redactOrderExtensions(manager, orderIds);
      // Guest customers left without orders are erased too (anonymised and deleted, as Medusa soft-deletes).
      const formerCustomers = [...new Set(rows.map((r) => r.customer_id))].filter((id) => id !== anonymous);
      await eraseGuestsWithoutOrders(manager, formerCustomers);
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
    return await shopOrdersOfCustomer(this.manager_, shop.id, { customerId, email, orderIds });
  }
}
