// The one Shopify API version the platform speaks (Admin GraphQL and webhooks), and how long
// Shopify supports it. Shopify releases a stable version each quarter, named YYYY-MM (01, 04, 07,
// 10), and supports each for at least 12 months; a request to a version out of support is served by
// the oldest supported one ("falls forward"), so an old pin changes behaviour without asking.
// https://shopify.dev/docs/api/usage/versioning
import { ApiVersion } from "@shopify/shopify-api";

/** The newest stable version the pinned @shopify/shopify-api knows; shopify.app.toml and the fake follow it. */
export const SHOPIFY_API_VERSION: ApiVersion = ApiVersion.July26;

const STABLE = /^(\d{4})-(01|04|07|10)$/;
const WARN_MONTHS = 3;

/** When Shopify may stop supporting a stable version: 12 months after its release; null for others. */
export function supportEndsAt(version: string): Date | null {
  const match = STABLE.exec(version);
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]) + 1, Number(match[2]) - 1, 1));
}

/** A warning for the start log when the version leaves support within three months (or has left it). */
export function supportWarning(version: string, now: Date = new Date()): string | null {
  const end = supportEndsAt(version);
  if (!end) return `[shopify] API version ${version} is not a stable version; use ${SHOPIFY_API_VERSION}`;
  const warnFrom = new Date(end);
  warnFrom.setUTCMonth(warnFrom.getUTCMonth() - WARN_MONTHS);
  if (now < warnFrom) return null;
  const day = end.toISOString().slice(0, 10);
  return now >= end
    ? `[shopify] API version ${version} may be out of support since ${day}: Shopify answers with a newer version. Move to a newer version (update @shopify/shopify-api, SHOPIFY_API_VERSION and shopify.app.toml).`
    : `[shopify] API version ${version} leaves Shopify's support on ${day}: move to a newer version before then (update @shopify/shopify-api, SHOPIFY_API_VERSION and shopify.app.toml).`;
}
