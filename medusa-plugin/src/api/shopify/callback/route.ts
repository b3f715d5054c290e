import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { AuthScopes, ShopifyError } from "@shopify/shopify-api";
import { config } from "../../../lib/config";
import { shopify, shopifyConfig } from "../../../lib/shopify/api";
import type { ShopifyClientService, ShopService } from "../../../modules/shops";

function loginUrl(params: Record<string, string>): string {
  return `${config.publicUrl()}/shopify-login?${new URLSearchParams(params).toString()}`;
}

/**
 * Shopify's OAuth redirect: the library checks HMAC, timestamp, shop and state, and exchanges the
 * code for an (expiring) offline token. The granted scopes are compared with the required ones;
 * when they fall short nothing is stored and /shopify-login says "Missing required scopes.".
 * Otherwise the shop is recorded (a re-install updates its token), whether Shopify lets the app
 * read its orders is recorded, and the merchant continues at /shopify-login, where the signed-in
 * organisation claims it.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  if (!shopifyConfig.isConfigured()) {
    res.status(503).type("text").send("Shopify is not configured (SHOPIFY_API_KEY, SHOPIFY_API_SECRET).");
    return;
  }
  const api = shopify();
  let session: Awaited<ReturnType<typeof api.auth.callback>>["session"];
  try {
    ({ session } = await api.auth.callback({
      rawRequest: req,
      rawResponse: res,
      expiring: shopifyConfig.expiringTokens(),
    }));
  } catch (error) {
    if (!(error instanceof ShopifyError)) throw error;
    console.warn(`[shopify] OAuth callback refused: ${error.message}`);
    res
      .status(400)
      .type("text")
      .send("The installation request is invalid or has expired. Open the app from your Shopify admin again.");
    return;
  }
  const shop = session.shop;
  const granted = await req.scope
    .resolve<ShopifyClientService>("shopifyClientService")
    .grantedScopes(shop, session.accessToken as string);
  if (!new AuthScopes(granted).has(api.config.scopes)) {
    console.warn(
      `[shopify] ${shop} granted ${granted.join(",") || "no scopes"}, required ${api.config.scopes?.toString()}`,
    );
    res.redirect(302, loginUrl({ error: "missing_scopes", shop }));
    return;
  }
  const shops = req.scope.resolve<ShopService>("shopService");
  const { shop: installed, claimToken } = await shops.recordInstall({
    shop,
    accessToken: session.accessToken as string,
    scope: granted.join(","),
    expires: session.expires,
    refreshToken: session.refreshToken,
    refreshTokenExpires: session.refreshTokenExpires,
  });
  // Protected customer data: is the app approved to read this shop's orders? Said at once on the
  // Shops screen (and to support); reconciliation clears it once Shopify approves. A failed probe
  // leaves it to reconciliation: the install itself never fails on it.
  await req.scope
    .resolve<ShopifyClientService>("shopifyClientService")
    .ordersReadable(shop, session.accessToken as string)
    .then((readable) => shops.setOrdersAccessDenied(installed.id, readable ? null : new Date()))
    .catch((error: unknown) =>
      console.warn(`[shopify] ${shop}: order access not checked at install: ${String(error)}`),
    );
  res.redirect(302, loginUrl({ shop, install: claimToken }));
}
