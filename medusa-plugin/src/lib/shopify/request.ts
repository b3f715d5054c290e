import type { MedusaRequest } from "@medusajs/medusa";

export const CALLBACK_PATH = "/shopify/callback";

/** The query string exactly as sent (every value a string), as Shopify's HMAC is computed over it. */
export function queryOf(req: MedusaRequest): Record<string, string> {
  const url = new URL(req.originalUrl || req.url, "http://localhost");
  return Object.fromEntries(url.searchParams.entries());
}
