import { GraphqlQueryError, HttpResponseError, Session } from "@shopify/shopify-api";
import type { EntityManager } from "typeorm";
import { PlatformService } from "../lib/platform-service";
import { shopify } from "../lib/shopify/api";
import { fromGraphqlOrder, type IncomingOrder, ORDER_FIELDS } from "../lib/shopify/orders";
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
    const client = this.client(shopDomain, accessToken);
    const response = await client.request<{ currentAppInstallation: { accessScopes: Array<{ handle: string }> } }>(
      "query AccessScopes { currentAppInstallation { accessScopes { handle } } }",
      { retries: 2 },
    );
    return response.data?.currentAppInstallation.accessScopes.map((scope) => scope.handle) ?? [];
  }

  private client(shopDomain: string, accessToken: string) {
    const api = shopify();
    const session = new Session({
      id: api.session.getOfflineId(shopDomain),
      shop: shopDomain,
      state: "",
      isOnline: false,
      accessToken,
    });
    return new api.clients.Graphql({ session });
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
    const response = await this.client(shopDomain, accessToken).request<T>(query, { variables, retries: 2 });
    return response.data as T;
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

  /** Orders created at or after `since`, oldest first (reconciliation). */
  async ordersCreatedSince(shopId: string, since: Date): Promise<IncomingOrder[]> {
    const orders: IncomingOrder[] = [];
    let after: string | null = null;
    for (let page = 0; page < 100; page++) {
      const data: {
        orders: { nodes: Array<Record<string, unknown>>; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
      } = await this.request(
        shopId,
        `query OrdersSince($first: Int!, $after: String, $query: String) {
          orders(first: $first, after: $after, query: $query, sortKey: CREATED_AT) {
            nodes { ${ORDER_FIELDS} }
            pageInfo { hasNextPage endCursor }
          }
        }`,
        { first: PAGE_SIZE, after, query: `created_at:>='${since.toISOString()}'` },
      );
      orders.push(...data.orders.nodes.map(fromGraphqlOrder));
      if (!data.orders.pageInfo.hasNextPage) break;
      after = data.orders.pageInfo.endCursor;
    }
    return orders;
  }

  /**
   * Creates the fulfilment in Shopify for every open fulfilment order of the order, with the
   * tracking numbers and links. Returns the fulfilment id, or null when nothing was left to fulfil.
   */
  async createFulfillment(
    shopId: string,
    shopifyOrderId: string,
    tracking: { company: string | null; numbers: string[]; urls: string[] },
    /** Shopify line item ids (numeric or gid) with quantities; null ships everything still open. */
    items: Array<{ lineItemId: string; quantity: number }> | null = null,
  ): Promise<string | null> {
    const data = await this.request<{
      order: {
        fulfillmentOrders: {
          nodes: Array<{
            id: string;
            status: string;
            supportedActions: Array<{ action: string }>;
            lineItems: { nodes: Array<{ id: string; remainingQuantity: number; lineItem: { id: string } }> };
          }>;
        };
      } | null;
    }>(
      shopId,
      `query FulfillmentOrders($id: ID!) {
        order(id: $id) {
          fulfillmentOrders(first: 20) {
            nodes {
              id status supportedActions { action }
              lineItems(first: 100) { nodes { id remainingQuantity lineItem { id } } }
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
    if (open.length === 0) return null;
    // A partial shipment names fulfillment order line items: Shopify's ids for our lines' Shopify ids.
    const legacyId = (id: string) => id.split("/").pop() as string;
    const wanted = items ? new Map(items.map((i) => [legacyId(i.lineItemId), i.quantity])) : null;
    const byFulfillmentOrder = open
      .map((fo) => ({
        fulfillmentOrderId: fo.id,
        ...(wanted
          ? {
              fulfillmentOrderLineItems: fo.lineItems.nodes
                .filter((l) => wanted.has(legacyId(l.lineItem.id)) && l.remainingQuantity > 0)
                .map((l) => ({
                  id: l.id,
                  quantity: Math.min(l.remainingQuantity, wanted.get(legacyId(l.lineItem.id)) as number),
                })),
            }
          : {}),
      }))
      .filter((fo) => !("fulfillmentOrderLineItems" in fo) || (fo.fulfillmentOrderLineItems?.length ?? 0) > 0);
    if (byFulfillmentOrder.length === 0) return null;
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
          lineItemsByFulfillmentOrder: byFulfillmentOrder,
          trackingInfo: { company: tracking.company, numbers: tracking.numbers, urls: tracking.urls },
          notifyCustomer: true,
        },
      },
    );
    const errors = result.fulfillmentCreate.userErrors;
    if (errors.length) throw new FulfillmentRejectedError(errors.map((e) => e.message).join("; "));
    return result.fulfillmentCreate.fulfillment?.id ?? null;
  }
}

/** Shopify refused the fulfilment (userErrors): retrying the same request cannot help. */
export class FulfillmentRejectedError extends Error {}

export { GraphqlQueryError };
