// The one @shopify/shopify-api instance, configured from the environment, with its Node adapter.
// When SHOPIFY_FAKE_URL is set (tests, `npm start`'s demo) the library is pointed at the local fake
// Shopify through its own adapter hooks: requests to https://<shop>.myshopify.com/… go to
// <SHOPIFY_FAKE_URL>/store/<shop>/… and redirects the library sends to a shop are rewritten the same
// way. Nothing else in the code knows whether Shopify is real.
import "@shopify/shopify-api/adapters/node";
import { type ApiVersion, LogSeverity, type Shopify, shopifyApi } from "@shopify/shopify-api";
import {
  abstractConvertResponse,
  abstractFetch,
  type NormalizedResponse,
  setAbstractConvertResponseFunc,
  setAbstractFetchFunc,
} from "@shopify/shopify-api/runtime";
import { config as settings } from "../config";
import { withRetries } from "../http-retry";
import { SHOPIFY_API_VERSION } from "./api-version";

export const DEFAULT_SCOPES = "read_orders,read_products,write_merchant_managed_fulfillment_orders";
export const DEFAULT_API_VERSION = SHOPIFY_API_VERSION;

export const shopifyConfig = {
  apiKey: () => process.env.SHOPIFY_API_KEY || "",
  apiSecret: () => process.env.SHOPIFY_API_SECRET || "",
  scopes: () => process.env.SHOPIFY_SCOPES || DEFAULT_SCOPES,
  apiVersion: () => (process.env.SHOPIFY_API_VERSION as ApiVersion | undefined) || DEFAULT_API_VERSION,
  fakeUrl: () => (process.env.SHOPIFY_FAKE_URL || "").replace(/\/$/, ""),
  /** Shopify's expiring offline tokens (1 h, with a refresh token). */
  expiringTokens: () => process.env.SHOPIFY_EXPIRING_TOKENS !== "false",
  isConfigured: () => Boolean(process.env.SHOPIFY_API_KEY && process.env.SHOPIFY_API_SECRET),
};

const SHOP_URL = /^https:\/\/([a-zA-Z0-9][a-zA-Z0-9-_]*\.myshopify\.com)(\/.*)?$/;

/** https://<shop>.myshopify.com/x → <fake>/store/<shop>/x when the fake is configured; otherwise unchanged. */
export function toShopifyUrl(url: string): string {
  const fake = shopifyConfig.fakeUrl();
  if (!fake) return url;
  const match = SHOP_URL.exec(url);
  return match ? `${fake}/store/${match[1]}${match[2] ?? "/"}` : url;
}

let adapterWrapped = false;

/**
 * A GraphQL Admin API request whose document holds no mutation: safe to send again (spec §9),
 * though it is a POST. Mutations are never repeated by the retry layer.
 */
export function isGraphqlQuery(method: string, url: string, init: RequestInit | undefined): boolean {
  if (method !== "POST" || !/\/admin\/api\/[\w-]+\/graphql\.json$/.test(new URL(url).pathname)) return false;
  if (typeof init?.body !== "string") return false;
  let query: unknown;
  try {
    query = (JSON.parse(init.body) as { query?: unknown }).query;
  } catch {
    return false;
  }
  if (typeof query !== "string") return false;
  // Comments and strings out, then every operation must be a query (or the `{ … }` shorthand).
  const code = query.replace(/#[^\n]*/g, "").replace(/"(?:[^"\\]|\\.)*"/g, '""');
  return !/(^|[}\s])(mutation|subscription)\b/.test(code);
}

/**
 * Hooks on the library's adapter functions, installed once: every request goes through the one
 * retry layer (lib/http-retry.ts; the library's own retries are 0), and with SHOPIFY_FAKE_URL to
 * the local fake.
 */
function wrapAdapter(): void {
  if (adapterWrapped) return;
  adapterWrapped = true;
  const fetchFunc = withRetries(abstractFetch as Parameters<typeof withRetries>[0], {
    idempotent: isGraphqlQuery,
    onRetry: ({ attempt, delayMs, reason }) =>
      console.warn(`[shopify] request failed (${reason}), retry ${attempt} in ${delayMs} ms`),
  });
  setAbstractFetchFunc((input, init) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    return fetchFunc(toShopifyUrl(url), init);
  });
  const convertResponse = abstractConvertResponse;
  setAbstractConvertResponseFunc((response: NormalizedResponse, adapterArgs) => {
    const location = response.headers?.Location;
    if (typeof location === "string") response.headers = { ...response.headers, Location: toShopifyUrl(location) };
    return convertResponse(response, adapterArgs);
  });
}

let instance: Shopify | null = null;
let instanceKey = "";

/** The library, configured from the environment (rebuilt when that changes, e.g. between test setups). */
export function shopify(): Shopify {
  const publicUrl = new URL(settings.publicUrl());
  const key = [
    shopifyConfig.apiKey(),
    shopifyConfig.apiSecret(),
    shopifyConfig.scopes(),
    shopifyConfig.apiVersion(),
    publicUrl.host,
  ].join("|");
  if (instance && key === instanceKey) return instance;
  wrapAdapter();
  instance = shopifyApi({
    apiKey: shopifyConfig.apiKey(),
    apiSecretKey: shopifyConfig.apiSecret(),
    scopes: shopifyConfig.scopes().split(","),
    hostName: publicUrl.host,
    hostScheme: publicUrl.protocol === "http:" ? "http" : "https",
    apiVersion: shopifyConfig.apiVersion(),
    isEmbeddedApp: false,
    logger: { level: LogSeverity.Warning },
    _logDisabledFutureFlags: false,
  } as Parameters<typeof shopifyApi>[0]);
  instanceKey = key;
  return instance;
}

/** Where a merchant opens our app inside their Shopify admin (and so signs in again through it). */
export function appLaunchUrl(shopDomain: string): string {
  return toShopifyUrl(`https://${shopDomain}/admin/apps/${shopifyConfig.apiKey()}`);
}
