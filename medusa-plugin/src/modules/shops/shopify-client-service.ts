import { GraphqlQueryError, HttpResponseError } from "@shopify/shopify-api";
import type { EntityManager } from "typeorm";
import { PlatformService } from "../../lib/platform-service";
import { shopify } from "../../lib/shopify/api";
import { ShopNeedsReauthError } from "../../lib/shopify/errors";
import {
  type FulfillmentOrderLine,
  FulfilmentRejectedError,
  FulfilmentWaitingError,
  legacyOf,
  planFulfilment,
  type ShopifyFulfillmentOrder,
} from "../../lib/shopify/fulfilment-plan";
import { ordersAccessDenied, runGraphql } from "../../lib/shopify/graphql";
import {
  fromGraphqlOrder,
  type IncomingOrder,
  LINE_ITEM_FIELDS,
  legacyId,
  ORDER_FIELDS,
  ORDER_LINES_PAGE,
} from "../../lib/shopify/orders";
import { Shop } from "../../models/shop";
import type ShopService from "./shop-service";

/** Refresh a little before Shopify's expiry, so a request never starts with a token about to die. */
const REFRESH_MARGIN_MS = 2 * 60 * 1000;
const PAGE_SIZE = 50;

type InjectedDependencies = { manager: EntityManager; shopService: ShopService };

const isUnauthorized = (error: unknown) => error instanceof HttpResponseError && error.response.code === 401;

/**
 * GraphQL Admin API calls on behalf of a shop, through the library's client: the stored offline
 * token (refreshed when it expires or is rejected), and the shop marked as needing sign-in when
 * Shopify accepts neither the token nor its refresh.
 */
export default class ShopifyClientService extends PlatformService {
  protected readonly shopService_: ShopService;

  constructor(container: InjectedDependencies) {
    // biome-ignore lint/complexity/noArguments: Medusa's base service wants the raw constructor arguments.
    super(...(arguments as unknown as [InjectedDependencies]));
    this.shopService_ = container.shopService;
  }

  /** The scopes a fresh token really has (currentAppInstallation.accessScopes). */
  async grantedScopes(shopDomain: string, accessToken: string): Promise<string[]> {
    const data = await runGraphql<{ currentAppInstallation: { accessScopes: Array<{ handle: string }> } }>(
      shopDomain,
      accessToken,
      "query AccessScopes { currentAppInstallation { accessScopes { handle } } }",
    );
    return data?.currentAppInstallation.accessScopes.map((scope) => scope.handle) ?? [];
  }

  /**
   * Whether Shopify lets the app read the shop's orders (protected customer data, level 1), asked
   * with a fresh token at install: without it Shopify refuses the orders/* subscriptions too, so the
   * merchant is told at once instead of after the first reconciliation. Other failures are thrown.
   */
  async ordersReadable(shopDomain: string, accessToken: string): Promise<boolean> {
    try {
      await runGraphql(shopDomain, accessToken, "query OrdersAccess { orders(first: 1) { nodes { id } } }");
      return true;
    } catch (error) {
      if (ordersAccessDenied(error)) return false;
      throw error;
    }
  }

  /** Runs a GraphQL operation for the shop; refreshes the token once when Shopify rejects it. */
  async request<T>(shopId: string, query: string, variables?: Record<string, unknown>): Promise<T> {
    const shop = await this.shopService_.retrieve(shopId);
    if (shop.status !== "active") throw new ShopNeedsReauthError(shopId);
    let tokens = await this.shopService_.tokens(shopId);
    if (!tokens.accessToken) throw new ShopNeedsReauthError(shopId);
    if (tokens.accessTokenExpiresAt && tokens.accessTokenExpiresAt.getTime() - Date.now() < REFRESH_MARGIN_MS) {
      tokens = { ...tokens, accessToken: await this.refresh(shop, tokens.accessToken) };
    }
    try {
      return await this.run<T>(shop.domain, tokens.accessToken as string, query, variables);
    } catch (error) {
      if (!isUnauthorized(error)) throw error;
      const fresh = await this.refresh(shop, tokens.accessToken as string);
      try {
        return await this.run<T>(shop.domain, fresh, query, variables);
      } catch (retryError) {
        if (isUnauthorized(retryError)) {
          await this.shopService_.markNeedsReauth(shopId);
          throw new ShopNeedsReauthError(shopId);
        }
        throw retryError;
      }
    }
  }

  private async run<T>(shopDomain: string, accessToken: string, query: string, variables?: Record<string, unknown>) {
    return await runGraphql<T>(shopDomain, accessToken, query, variables);
  }

  /**
   * A new access token from the refresh token, under a row lock: concurrent callers wait and
   * use the token the first one got (Shopify rotates refresh tokens). No refresh token, or
   * Shopify refuses it → the shop needs sign-in.
   */
  private async refresh(shop: Shop, rejectedToken: string): Promise<string> {
    const result = await this.transaction_(async (manager) => {
      await manager.getRepository(Shop).findOne({ where: { id: shop.id }, lock: { mode: "pessimistic_write" } });
      const current = await this.shopService_.tokens(shop.id, manager);
      if (current.accessToken && current.accessToken !== rejectedToken) {
        const expiresSoon =
          current.accessTokenExpiresAt && current.accessTokenExpiresAt.getTime() - Date.now() < REFRESH_MARGIN_MS;
        if (!expiresSoon) return { token: current.accessToken };
      }
      if (!current.refreshToken || (current.refreshTokenExpiresAt && current.refreshTokenExpiresAt < new Date())) {
        return { token: null };
      }
      try {
        const { session } = await shopify().auth.refreshToken({
          shop: shop.domain,
          refreshToken: current.refreshToken,
        });
        await this.shopService_.storeRefreshedTokens(
          shop.id,
          {
            accessToken: session.accessToken as string,
            expires: session.expires,
            refreshToken: session.refreshToken,
            refreshTokenExpires: session.refreshTokenExpires,
            scope: session.scope,
          },
          manager,
        );
        return { token: session.accessToken as string };
      } catch (error) {
        if (error instanceof HttpResponseError && error.response.code >= 400 && error.response.code < 500) {
          return { token: null };
        }
        throw error;
      }
    });
    if (!result.token) {
      await this.shopService_.markNeedsReauth(shop.id);
      throw new ShopNeedsReauthError(shop.id);
    }
    return result.token;
  }

  /**
   * The orders created at or after `since`, oldest first, by id and version only (reconciliation):
   * cheap to list (a page of ids costs about a point per order), so whole orders are read only for
   * those the platform misses or holds an older version of. A page of whole orders with their lines
   * would exceed Shopify's single-query cost maximum (1,000 points; 50 orders × 100 lines is about
   * 50,000).
   */
  async orderVersionsSince(shopId: string, since: Date): Promise<Array<{ gid: string; id: string; updatedAt: Date }>> {
    const listed: Array<{ gid: string; id: string; updatedAt: Date }> = [];
    let after: string | null = null;
    for (let page = 0; page < 100; page++) {
      const data: {
        orders: {
          nodes: Array<{ id: string; legacyResourceId: string | number; updatedAt: string }>;
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
        };
      } = await this.request(
        shopId,
        `query OrdersSince($first: Int!, $after: String, $query: String) {
          orders(first: $first, after: $after, query: $query, sortKey: CREATED_AT) {
            nodes { id legacyResourceId updatedAt }
            pageInfo { hasNextPage endCursor }
          }
        }`,
        { first: PAGE_SIZE, after, query: `created_at:>='${since.toISOString()}'` },
      );
      for (const node of data.orders.nodes) {
        const id = legacyId(node.legacyResourceId ?? node.id);
        if (id) listed.push({ gid: node.id, id, updatedAt: new Date(node.updatedAt) });
      }
      if (!data.orders.pageInfo.hasNextPage) break;
      after = data.orders.pageInfo.endCursor;
    }
    return listed;
  }

  /** One order with all its lines (further pages of lines when it has more than a page holds). */
  async order(shopId: string, gid: string): Promise<IncomingOrder | null> {
    type Lines = {
      nodes: Array<Record<string, unknown>>;
      pageInfo: { hasNextPage: boolean; endCursor: string | null };
    };
    const data: { order: (Record<string, unknown> & { lineItems: Lines }) | null } = await this.request(
      shopId,
      `query Order($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`,
      { id: gid },
    );
    if (!data.order) return null;
    const lines = [...data.order.lineItems.nodes];
    let pageInfo = data.order.lineItems.pageInfo;
    for (let page = 0; pageInfo.hasNextPage && page < 20; page++) {
      const more: { order: { lineItems: Lines } | null } = await this.request(
        shopId,
        `query OrderLines($id: ID!, $after: String) {
          order(id: $id) { lineItems(first: ${ORDER_LINES_PAGE}, after: $after) { nodes { ${LINE_ITEM_FIELDS} } pageInfo { hasNextPage endCursor } } }
        }`,
        { id: gid, after: pageInfo.endCursor },
      );
      if (!more.order) break;
      lines.push(...more.order.lineItems.nodes);
      pageInfo = more.order.lineItems.pageInfo;
    }
    return fromGraphqlOrder({ ...data.order, lineItems: { nodes: lines } });
  }

  /**
   * Every fulfilment order of the order with every line (Shopify pages both: 8 fulfilment orders
   * of 50 lines per query keeps it near 850 of the 1,000-point maximum; further lines of one
   * fulfilment order are read from it page by page).
   */
  async fulfillmentOrders(shopId: string, shopifyOrderId: string): Promise<ShopifyFulfillmentOrder[]> {
    const FO_FIELDS = `id status fulfillAt fulfillmentHolds { reason } supportedActions { action }
      assignedLocation { name location { id } }
      lineItems(first: 50) { nodes { id remainingQuantity lineItem { id } } pageInfo { hasNextPage endCursor } }`;
    const all: ShopifyFulfillmentOrder[] = [];
    let after: string | null = null;
    for (let page = 0; page < MAX_PAGES; page++) {
      const data: {
        order: { fulfillmentOrders: { nodes: PagedFulfillmentOrder[]; pageInfo: PageInfo } } | null;
      } = await this.request(
        shopId,
        `query FulfillmentOrders($id: ID!, $after: String) {
          order(id: $id) { fulfillmentOrders(first: 8, after: $after) { nodes { ${FO_FIELDS} } pageInfo { hasNextPage endCursor } } }
        }`,
        { id: `gid://shopify/Order/${shopifyOrderId}`, after },
      );
      if (!data.order) throw new Error(`Shopify does not know order ${shopifyOrderId}`);
      for (const fo of data.order.fulfillmentOrders.nodes) {
        const lines = [...fo.lineItems.nodes];
        let info = fo.lineItems.pageInfo;
        for (let more = 0; info.hasNextPage && more < MAX_PAGES; more++) {
          const next: { fulfillmentOrder: { lineItems: PagedFulfillmentOrder["lineItems"] } | null } =
            await this.request(
              shopId,
              `query FulfillmentOrderLines($id: ID!, $after: String) {
                fulfillmentOrder(id: $id) { lineItems(first: 50, after: $after) { nodes { id remainingQuantity lineItem { id } } pageInfo { hasNextPage endCursor } } }
              }`,
              { id: fo.id, after: info.endCursor },
            );
          if (!next.fulfillmentOrder) break;
          lines.push(...next.fulfillmentOrder.lineItems.nodes);
          info = next.fulfillmentOrder.lineItems.pageInfo;
        }
        all.push({ ...fo, lineItems: lines });
      }
      if (!data.order.fulfillmentOrders.pageInfo.hasNextPage) break;
      after = data.order.fulfillmentOrders.pageInfo.endCursor;
    }
    return all;
  }

  /** The order's fulfilments in Shopify with their status and tracking numbers (reconciliation). */
  async fulfilmentsOf(
    shopId: string,
    shopifyOrderId: string,
  ): Promise<Array<{ id: string; status: string; trackingNumbers: string[] }>> {
    const data: {
      order: {
        fulfillments: Array<{ id: string; status: string; trackingInfo: Array<{ number: string | null }> }>;
      } | null;
    } = await this.request(
      shopId,
      `query FulfilmentTracking($id: ID!) {
        order(id: $id) { fulfillments(first: 50) { id status trackingInfo(first: 10) { number } } }
      }`,
      { id: `gid://shopify/Order/${shopifyOrderId}` },
    );
    return (data.order?.fulfillments ?? []).map((f) => ({
      id: f.id,
      status: f.status,
      trackingNumbers: f.trackingInfo.flatMap((t) => (t.number ? [t.number] : [])),
    }));
  }

  /** Units of each Shopify line (legacy id) that these earlier fulfilments of the order placed (cancelled ones place nothing). */
  async placedBy(shopId: string, shopifyOrderId: string, fulfilmentIds: string[]): Promise<Map<string, number>> {
    const placed = new Map<string, number>();
    if (fulfilmentIds.length === 0) return placed;
    const data: {
      order: {
        fulfillments: Array<{
          id: string;
          status: string;
          fulfillmentLineItems: { nodes: Array<{ quantity: number; lineItem: { id: string } }> };
        }>;
      } | null;
    } = await this.request(
      shopId,
      `query Fulfillments($id: ID!) {
        order(id: $id) { fulfillments(first: 20) { id status fulfillmentLineItems(first: 50) { nodes { quantity lineItem { id } } } } }
      }`,
      { id: `gid://shopify/Order/${shopifyOrderId}` },
    );
    for (const fulfillment of data.order?.fulfillments ?? []) {
      if (!fulfilmentIds.includes(fulfillment.id) || fulfillment.status === "CANCELLED") continue;
      for (const line of fulfillment.fulfillmentLineItems.nodes) {
        const id = legacyOf(line.lineItem.id);
        placed.set(id, (placed.get(id) ?? 0) + line.quantity);
      }
    }
    return placed;
  }

  /**
   * Creates the fulfilments in Shopify for what the shipment holds, with the tracking numbers and
   * links: one fulfillmentCreate per assigned location (Shopify takes only fulfilment orders of one
   * location per call), over every fulfilment order (a line split over several takes from each).
   * Before anything is created, every shipped unit must be placeable in an open fulfilment order:
   * units waiting in one on hold or scheduled make the push wait (FulfilmentWaitingError); units
   * Shopify has no longer open are refused (FulfilmentRejectedError). Nothing partial or empty
   * counts as done. `earlier`: fulfilments a previous attempt created, whose units count as placed.
   */
  async createFulfilment(
    shopId: string,
    shopifyOrderId: string,
    tracking: { company: string | null; numbers: string[]; urls: string[] },
    /** Shopify line item ids (numeric or gid) with quantities; null ships everything still to fulfil. */
    items: Array<{ lineItemId: string; quantity: number }> | null = null,
    earlier: string[] = [],
  ): Promise<string[]> {
    const fulfillmentOrders = await this.fulfillmentOrders(shopId, shopifyOrderId);
    const placed = await this.placedBy(shopId, shopifyOrderId, earlier);
    const byLocation = planFulfilment(fulfillmentOrders, items, placed, earlier);
    const fulfilmentIds: string[] = [...earlier];
    for (const [location, lineItemsByFulfillmentOrder] of byLocation) {
      const result = await this.request<{
        fulfillmentCreate: {
          fulfillment: { id: string } | null;
          userErrors: Array<{ field: string[] | null; message: string }>;
        };
      }>(
        shopId,
        `mutation CreateFulfilment($fulfillment: FulfillmentInput!) {
          fulfillmentCreate(fulfillment: $fulfillment) {
            fulfillment { id status trackingInfo { company number url } }
            userErrors { field message }
          }
        }`,
        {
          fulfillment: {
            lineItemsByFulfillmentOrder,
            trackingInfo: { company: tracking.company, numbers: tracking.numbers, urls: tracking.urls },
            notifyCustomer: true,
          },
        },
      );
      const errors = result.fulfillmentCreate.userErrors;
      if (errors.length) {
        throw new FulfilmentRejectedError(errors.map((e) => e.message).join("; "), location, fulfilmentIds);
      }
      if (!result.fulfillmentCreate.fulfillment) {
        throw new FulfilmentRejectedError("Shopify created no fulfilment.", location, fulfilmentIds);
      }
      fulfilmentIds.push(result.fulfillmentCreate.fulfillment.id);
    }
    return fulfilmentIds;
  }
}

type PageInfo = { hasNextPage: boolean; endCursor: string | null };
type PagedFulfillmentOrder = Omit<ShopifyFulfillmentOrder, "lineItems"> & {
  lineItems: { nodes: FulfillmentOrderLine[]; pageInfo: PageInfo };
};

/** Pages read at most of one list (fulfilment orders, or lines of one): Shopify's 500 lines fit well. */
const MAX_PAGES = 40;

export {
  FulfilmentRejectedError,
  FulfilmentWaitingError,
  GraphqlQueryError,
  type ShopifyFulfillmentOrder,
  ShopNeedsReauthError,
};
