import { createHmac, randomBytes } from "node:crypto";

/** Shopify's signature of an admin redirect's query: hex HMAC-SHA256 over the sorted, encoded parameters. */
export function signQuery(secret: string, params: Record<string, string>): string {
  const sorted = Object.entries(params)
    .filter(([key]) => key !== "hmac" && key !== "signature")
    .sort(([a], [b]) => a.localeCompare(b));
  const message = new URLSearchParams(sorted).toString();
  return createHmac("sha256", secret).update(message).digest("hex");
}

/** X-Shopify-Hmac-Sha256: base64 HMAC-SHA256 of the raw body. */
export function signBody(secret: string, body: string): string {
  return createHmac("sha256", secret).update(body, "utf8").digest("base64");
}

export const token = (prefix: string) => `${prefix}_${randomBytes(16).toString("hex")}`;
