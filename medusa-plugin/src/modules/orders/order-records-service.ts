import {
  generateEntityId,
  type SalesChannelService,
  type ShippingOption,
  type ShippingProfileService,
} from "@medusajs/medusa";
import type { EntityManager, Repository } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import type { IncomingOrder } from "../../lib/shopify/orders";
import type { Shop } from "../../models/shop";
import { lockKey, selectRegionFor } from "./data-access/intake";
import { type OrderRepos, type OrderRepositories, orderRepos } from "./data-access/repositories";
import { matchVariants } from "./match-variants";
import { type Match, SHOP_SHIPPING_OPTION } from "./order-fields";
import { writeOrderItems } from "./write-order-items";

type RecordsDependencies = OrderRepositories & {
  manager: EntityManager;
  shippingOptionRepository: Repository<ShippingOption>;
  salesChannelService: SalesChannelService;
  shippingProfileService: ShippingProfileService;
};

/** What a service using the order records (customer data's redaction) gets injected. */
export type InjectedDependencies = RecordsDependencies & { orderRecordsService: OrderRecordsService };

/**
 * Medusa's own order tables, written through Medusa's repositories: line items with tax lines,
 * guest customers, the region, sales channel and "Shop shipping" option an order needs. Shared by
 * the Shopify intake and manual orders, so both write orders Medusa reads as its own.
 */
export default class OrderRecordsService extends PlatformService<RecordsDependencies> {
  private readonly shippingOptionByRegion_ = new Map<string, string>();
  private salesChannelId_: string | null | undefined;

  repos(manager: EntityManager): OrderRepos {
    return orderRepos(manager, this.deps_);
  }

  /** Line items (matched to platform variants), their tax lines and the shipping method. Returns "needs linking". */
  async writeItems(
    manager: EntityManager,
    shop: Shop,
    orderId: string,
    incoming: IncomingOrder,
    shippingOptionId: string,
    preMatched: Map<string, Match> | null = null,
  ): Promise<boolean> {
    const matches = preMatched ?? (await matchVariants(manager, shop, incoming.lineItems));
    return await writeOrderItems(
      this.repos(manager),
      orderId,
      incoming,
      shippingOptionId,
      matches,
      Boolean(preMatched),
    );
  }

  /** Medusa's guest customer for the address (unique per email among guests), created when new. */
  async guestCustomer(manager: EntityManager, email: string): Promise<string> {
    const repo = this.repos(manager).customer;
    await repo
      .createQueryBuilder()
      .insert()
      .values({ id: generateEntityId(undefined, "cus"), email, has_account: false })
      .orIgnore()
      .execute();
    const customer = await repo.findOneOrFail({ where: { email, has_account: false }, select: ["id"] });
    return customer.id;
  }

  /** The region of the shipping country, else one with the order's currency, else the first. */
  async regionFor(incoming: IncomingOrder): Promise<string> {
    const id = await selectRegionFor(
      this.manager_,
      incoming.shippingAddress?.countryCode ?? "",
      incoming.currency.toLowerCase(),
    );
    if (!id) throw new Error("No region exists: create one in Medusa Admin before importing orders");
    return id;
  }

  async salesChannelId(): Promise<string | null> {
    if (this.salesChannelId_ === undefined) {
      const channel = await this.deps_.salesChannelService.retrieveDefault().catch(() => null);
      this.salesChannelId_ = channel?.id ?? null;
    }
    return this.salesChannelId_;
  }

  /** Medusa's shipping method needs a shipping option: one admin-only "Shop shipping" option per region. */
  async shopShippingOption(regionId: string): Promise<string> {
    const cached = this.shippingOptionByRegion_.get(regionId);
    if (cached) return cached;
    const id = await this.manager_.transaction(async (manager) => {
      await lockKey(manager, `shop-shipping-option:${regionId}`);
      const repo = manager.withRepository(this.deps_.shippingOptionRepository);
      const found = await repo
        .createQueryBuilder("o")
        .where("o.region_id = :regionId AND o.name = :name AND o.admin_only = true AND o.deleted_at IS NULL", {
          regionId,
          name: SHOP_SHIPPING_OPTION,
        })
        .getOne();
      if (found) return found.id;
      const profile = await this.deps_.shippingProfileService.withTransaction(manager).retrieveDefault();
      const created = await repo.save(
        repo.create({
          name: SHOP_SHIPPING_OPTION,
          region_id: regionId,
          profile_id: profile?.id,
          provider_id: "manual",
          price_type: "flat_rate",
          amount: 0,
          is_return: false,
          admin_only: true,
          data: { source: "shop" },
        } as Partial<ShippingOption> as ShippingOption),
      );
      return created.id;
    });
    this.shippingOptionByRegion_.set(regionId, id);
    return id;
  }
}
