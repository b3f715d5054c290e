import { type EntityManager, In } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import type { IncomingAddress } from "../../lib/shopify/orders";
import type { Shop } from "../../models/shop";
import type { OrderRoutingService } from "../locations";
import { selectShop } from "./data-access/intake";
import type { ManualOrderInput } from "./order-fields";
import type OrderRecordsService from "./order-records-service";
import { priceManualOrder } from "./price-manual-order";
import { writeOrder } from "./write-order";

type InjectedDependencies = {
  manager: EntityManager;
  orderRecordsService: OrderRecordsService;
  orderRoutingService: OrderRoutingService;
};

/** Orders a merchant enters by hand for its own shop: platform variants, priced from the catalogue. */
export default class ManualOrderService extends PlatformService<InjectedDependencies> {
  /**
   * A manual order (spec §2 "create"): the same Medusa rows a shop's order becomes, priced from the
   * platform variants' EUR prices with the region's tax rate, and without a Shopify id.
   */
  async createManual(shop: Shop, input: ManualOrderInput): Promise<string> {
    if (!shop.organisation_id) throw new Error(`shop ${shop.domain} has no organisation`);
    const address: IncomingAddress = {
      company: null,
      address2: null,
      province: null,
      phone: null,
      ...input.shippingAddress,
      // Medusa's country table keys on lower-case ISO codes, as the Shopify intake writes them.
      countryCode: input.shippingAddress.countryCode?.toLowerCase() ?? null,
    };
    const records = this.deps_.orderRecordsService;
    const draft = await priceManualOrder(this.manager_, shop, address, input.email, input.items);
    const regionId = await records.regionFor(draft.incoming);
    const shippingOptionId = await records.shopShippingOption(regionId);
    const salesChannelId = await records.salesChannelId();
    const deps = { records, routing: this.deps_.orderRoutingService };
    return await this.transaction_((manager) =>
      writeOrder(manager, deps, shop, draft.incoming, { regionId, shippingOptionId, salesChannelId }, draft.matches),
    );
  }

  /** A manual order's items, replaced (inside the caller's transaction) while nothing is shipped. */
  async replaceManualItems(manager: EntityManager, orderId: string, items: ManualOrderInput["items"]): Promise<void> {
    const records = this.deps_.orderRecordsService;
    const repos = records.repos(manager);
    const order = await repos.order.findOneOrFail({ where: { id: orderId }, relations: ["shipping_address"] });
    const extension = await repos.extension.findOneOrFail({ where: { order_id: orderId } });
    const shop = extension.shop_id ? ((await selectShop(manager, extension.shop_id)) ?? null) : null;
    const address = order.shipping_address;
    const draft = await priceManualOrder(
      manager,
      shop,
      {
        firstName: address?.first_name ?? null,
        lastName: address?.last_name ?? null,
        company: address?.company ?? null,
        address1: address?.address_1 ?? null,
        address2: address?.address_2 ?? null,
        city: address?.city ?? null,
        postalCode: address?.postal_code ?? null,
        province: address?.province ?? null,
        countryCode: address?.country_code ?? null,
        phone: address?.phone ?? null,
      },
      order.email,
      items,
    );
    const existing = await repos.item.find({ where: { order_id: orderId }, select: ["id"] });
    if (existing.length) {
      await repos.itemTax.delete({ item_id: In(existing.map((i) => i.id)) });
      await repos.item.delete(existing.map((i) => i.id));
    }
    await records.writeItems(manager, shop as Shop, orderId, draft.incoming, "", draft.matches);
    const { totals } = draft.incoming;
    await repos.extension.update(
      { order_id: orderId },
      {
        subtotal: totals.subtotal,
        shipping_total: totals.shipping,
        tax_total: totals.tax,
        discount_total: 0,
        total: totals.total,
        needs_linking: false,
      },
    );
  }
}
