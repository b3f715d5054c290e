import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { appLaunchUrl, shopify, shopifyConfig } from "../../../lib/shopify/api";
import { queryOf } from "../../../lib/shopify/request";

/**
 * "Sign in again through the Shopify app": opens our app in the shop's Shopify admin, which starts
 * a new OAuth (fresh token, scopes granted again). Only *.myshopify.com shops: no open redirect.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const shop = shopifyConfig.isConfigured() ? shopify().utils.sanitizeShop(queryOf(req).shop ?? "") : null;
  if (!shop) {
    res.status(400).type("text").send("Invalid shop domain.");
    return;
  }
  res.redirect(302, appLaunchUrl(shop));
}
