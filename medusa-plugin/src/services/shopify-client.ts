import { GraphqlQueryError, HttpResponseError } from "@shopify/shopify-api";
import type { EntityManager } from "typeorm";
import { PlatformService } from "../lib/platform-service";
import { shopify } from "../lib/shopify/api";
import { runGraphql } from "../lib/shopify/graphql";
import {
  fromGraphqlOrder,
  type IncomingOrder,
  LINE_ITEM_FIELDS,
  legacyId,
  ORDER_FIELDS,
  ORDER_LINES_PAGE,
} from "../lib/shopify/orders";
import { Shop } from "../models/shop";
import type ShopService from "./shop";

/** The shop cannot be reached with any token we have: it was marked as needing sign-in. */
export class ShopNeedsReauthError extends Error {
  constructor(public readonly shopId: string) {
    super(`shop ${shopId} needs to sign in again through the Shopify app`);
  }
}

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
   * Creates the fulfilments in Shopify for the open fulfilment orders of the order, with the
   * tracking numbers and links: one fulfillmentCreate per assigned location (Shopify takes only
   * fulfilment orders of one location per call). Returns the fulfilment ids (none when nothing was
   * left to fulfil). A location Shopify refuses stops the push with its reason; locations already
   * fulfilled are not sent again by a retry (their lines are no longer open).
   */
  async createFulfillment(
    shopId: string,
    shopifyOrderId: string,
    tracking: { company: string | null; numbers: string[]; urls: string[] },
    /** Shopify line item ids (numeric or gid) with quantities; null ships everything still open. */
    items: Array<{ lineItemId: string; quantity: number }> | null = null,
  ): Promise<string[]> {
    // 8 fulfilment orders (locations) of 50 lines each: about 850 of Shopify's 1,000-point query maximum.
    const data = await this.request<{
      order: {
        fulfillmentOrders: {
          nodes: Array<{
            id: string;
            status: string;
            supportedActions: Array<{ action: string }>;
            assignedLocation: { name: string; location: { id: string } | null } | null;
            lineItems: { nodes: Array<{ id: string; remainingQuantity: number; lineItem: { id: string } }> };
          }>;
        };
      } | null;
    }>(
      shopId,
      `query FulfillmentOrders($id: ID!) {
        order(id: $id) {
          fulfillmentOrders(first: 8) {
            nodes {
              id status supportedActions { action }
              assignedLocation { name location { id } }
              lineItems(first: 50) { nodes { id remainingQuantity lineItem { id } } }
            }
          }
        }
      }`,
      { id: `gid://shopify/Order/${shopifyOrderId}` },
    );
    if (!data.order) throw new Error(`Shopify does not know order ${shopifyOrderId}`);
    const open = data.order.fulfillmentOrders.nodes.filter((fo) =>
      fo.supportedActions.some((a) => a.action === "CREATE_FULFILLMENT"),
    );
    // A partial shipment names fulfillment order line items: Shopify's ids for our lines' Shopify ids.
    const legacyId = (id: string) => id.split("/").pop() as string;
    const wanted = items ? new Map(items.map((i) => [legacyId(i.lineItemId), i.quantity])) : null;
    const byLocation = new Map<string, Array<Record<string, unknown>>>();
    for (const fo of open) {
      let request: Record<string, unknown> = { fulfillmentOrderId: fo.id };
      if (wanted) {
        const lines = fo.lineItems.nodes
          .filter((l) => wanted.has(legacyId(l.lineItem.id)) && l.remainingQuantity > 0)
          .map((l) => {
            const quantity = Math.min(l.remainingQuantity, wanted.get(legacyId(l.lineItem.id)) as number);
            // A line split over several fulfilment orders takes what is left from the next one.
            wanted.set(legacyId(l.lineItem.id), (wanted.get(legacyId(l.lineItem.id)) as number) - quantity);
            return { id: l.id, quantity };
          })
          .filter((l) => l.quantity > 0);
        if (lines.length === 0) continue;
        request = { ...request, fulfillmentOrderLineItems: lines };
      }
      const location = fo.assignedLocation?.location?.id ?? fo.assignedLocation?.name ?? "";
      byLocation.set(location, [...(byLocation.get(location) ?? []), request]);
    }
    const fulfillmentIds: string[] = [];
    for (const [location, lineItemsByFulfillmentOrder] of byLocation) {
      const result = await this.request<{
        fulfillmentCreate: {
          fulfillment: { id: string } | null;
          userErrors: Array<{ field: string[] | null; message: string }>;
        };
      }>(
        shopId,
        `mutation CreateFulfillment($fulfillment: FulfillmentInput!) {
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
        throw new FulfillmentRejectedError(errors.map((e) => e.message).join("; "), location, fulfillmentIds);
      }
      if (result.fulfillmentCreate.fulfillment) fulfillmentIds.push(result.fulfillmentCreate.fulfillment.id);
    }
    return fulfillmentIds;
  }
}

/**
 * Shopify refused the fulfilment of one location (userErrors): repeating the same request cannot
 * help, a person has to look (and may retry once the cause is fixed in Shopify).
 */
export class FulfillmentRejectedError extends Error {
  constructor(
    /** Shopify's own message(s), shown on the order. */
    readonly shopifyMessage: string,
    readonly location: string,
    /** Fulfilments of other locations created before the refusal. */
    readonly created: string[] = [],
  ) {
    super(`Shopify refused the fulfilment: ${shopifyMessage}`);
  }
}

export { GraphqlQueryError };
