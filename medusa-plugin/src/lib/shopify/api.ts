// The one @shopify/shopify-api instance, configured from the environment, with its Node adapter.
// When SHOPIFY_FAKE_URL is set (tests, `npm start`'s demo) the library is pointed at the local fake
// Shopify through its own adapter hooks: requests to https://<shop>.myshopify.com/… go to
// <SHOPIFY_FAKE_URL>/store/<shop>/… and redirects the library sends to a shop are rewritten the same
// way. Nothing else in the code knows whether Shopify is real.
import "@shopify/shopify-api/adapters/node";
import { ApiVersion, LogSeverity, type Shopify, shopifyApi } from "@shopify/shopify-api";
import {
  abstractConvertResponse,
  abstractFetch,
  type NormalizedResponse,
  setAbstractConvertResponseFunc,
  setAbstractFetchFunc,
} from "@shopify/shopify-api/runtime";
import { config as settings } from "../config";

export const DEFAULT_SCOPES = "read_orders,read_products,write_merchant_managed_fulfillment_orders";
export const DEFAULT_API_VERSION = ApiVersion.October25;

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

/** The fake-Shopify hooks, on the library's adapter functions (installed once, active only with SHOPIFY_FAKE_URL). */
function wrapAdapter(): void {
  if (adapterWrapped) return;
  adapterWrapped = true;
  const fetchFunc = abstractFetch;
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
