// Shopify's API versions as Shopify serves them (https://shopify.dev/docs/api/usage/versioning):
// a stable version each quarter (YYYY-01, -04, -07, -10, released at 17:00 UTC on the 1st), each
// supported for at least 12 months; a request to a version out of support is served by the oldest
// supported one ("falls forward", named in the X-Shopify-API-Version response header), the next
// quarter's release candidate and `unstable` are served as asked, anything else is 404 Not Found.

/** The version the fake app is configured with (shopify.app.toml's [webhooks] api_version). */
export const FAKE_API_VERSION = "2026-07";

const STABLE = /^(\d{4})-(01|04|07|10)$/;
const releaseOf = (year: number, month: number) => new Date(Date.UTC(year, month - 1, 1, 17));
const handleOf = (year: number, month: number) => `${year}-${String(month).padStart(2, "0")}`;

/** The version Shopify serves for the requested one at `now`, or null (404). */
export function servedVersion(requested: string, now: Date = new Date()): string | null {
  if (requested === "unstable") return requested;
  const match = STABLE.exec(requested);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const release = releaseOf(year, month);
  if (release > now) {
    // Only the next quarter's release candidate exists before its release.
    const candidate = new Date(now);
    candidate.setUTCMonth(candidate.getUTCMonth() + 3);
    return release <= candidate ? requested : null;
  }
  return releaseOf(year + 1, month) > now ? requested : oldestSupported(now);
}

/** The oldest stable version still supported at `now` (released within the last 12 months). */
export function oldestSupported(now: Date = new Date()): string {
  let year = now.getUTCFullYear() - 1;
  let month = 1;
  while (releaseOf(year + 1, month) <= now) {
    month += 3;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
  return handleOf(year, month);
}
