import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { shopify, shopifyConfig } from "../../../lib/shopify/api";
import { CALLBACK_PATH, queryOf } from "../../../lib/shopify/request";

/**
 * The app URL Shopify opens (install, or the app from the merchant's Shopify admin):
 * the request's HMAC and timestamp are checked and the shop domain sanitised, then the OAuth
 * flow starts (state nonce in a signed cookie, redirect to the shop's authorize page).
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  if (!shopifyConfig.isConfigured()) {
    res.status(503).type("text").send("Shopify is not configured (SHOPIFY_API_KEY, SHOPIFY_API_SECRET).");
    return;
  }
  const api = shopify();
  const query = queryOf(req);
  const shop = api.utils.sanitizeShop(query.shop ?? "");
  if (!shop) {
    res.status(400).type("text").send("Invalid shop domain.");
    return;
  }
  const valid = await api.utils.validateHmac(query).catch(() => false);
  if (!valid) {
    res.status(400).type("text").send("Invalid or expired request signature.");
    return;
  }
  await api.auth.begin({ shop, callbackPath: CALLBACK_PATH, isOnline: false, rawRequest: req, rawResponse: res });
}
