// Standard Webhooks signing (https://www.standardwebhooks.com): the secret is `whsec_` and a
// base64 key; each message is signed as HMAC-SHA256 over "<id>.<timestamp>.<body>" with that key.
import { createHmac, randomBytes } from "node:crypto";
import { WEBHOOK_SECRET_PREFIX } from "@platform/domain";

export function newSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(32).toString("base64")}`;
}

/** The `webhook-signature` header's value: `v1,<base64 signature>`. */
export function signatureOf(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.slice(WEBHOOK_SECRET_PREFIX.length), "base64");
  return `v1,${createHmac("sha256", key).update(`${id}.${timestamp}.${body}`, "utf8").digest("base64")}`;
}

/** The three headers of one attempt: the same id for every attempt of one event. */
export function signedHeaders(secret: string, id: string, timestamp: number, body: string): Record<string, string> {
  return {
    "webhook-id": id,
    "webhook-timestamp": String(timestamp),
    "webhook-signature": signatureOf(secret, id, timestamp, body),
  };
}
