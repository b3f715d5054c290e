// GraphQL Admin API calls through the library's client, with Shopify's calculated-cost throttle
// handled: HTTP failures are retried by the one retry layer under the library's fetch
// (lib/http-retry.ts, installed in api.ts; the library's own retries are 0), a THROTTLED answer here.
import { GraphqlQueryError, Session } from "@shopify/shopify-api";
import { shopify } from "./api";

/** A THROTTLED query is sent again at most this often, waiting at most this long each time. */
const MAX_THROTTLE_WAITS = 5;
const MAX_THROTTLE_WAIT_MS = 30_000;

type CostExtensions = {
  cost?: {
    requestedQueryCost?: number;
    throttleStatus?: { currentlyAvailable?: number; restoreRate?: number };
  };
};

/**
 * How long to wait before a THROTTLED GraphQL query fits Shopify's bucket again, from the answer's
 * extensions.cost: (requested − available) / restoreRate seconds. Null when it was not throttled.
 */
export function throttleWaitMs(error: unknown): number | null {
  if (!(error instanceof GraphqlQueryError)) return null;
  const body = error.body as
    | { errors?: { graphQLErrors?: Array<{ extensions?: { code?: string } }> }; extensions?: CostExtensions }
    | undefined;
  if (!body?.errors?.graphQLErrors?.some((e) => e.extensions?.code === "THROTTLED")) return null;
  const cost = body.extensions?.cost;
  const requested = Number(cost?.requestedQueryCost ?? 0);
  const availableNow = Number(cost?.throttleStatus?.currentlyAvailable ?? 0);
  const restoreRate = Number(cost?.throttleStatus?.restoreRate ?? 0);
  if (!(restoreRate > 0) || !Number.isFinite(requested) || !Number.isFinite(availableNow)) return 1000;
  const ms = Math.ceil((Math.max(0, requested - availableNow) / restoreRate) * 1000);
  return Math.min(MAX_THROTTLE_WAIT_MS, Math.max(50, ms));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Fields Shopify withholds from apps not approved for protected customer data (they come back null). */
const PROTECTED_FIELDS = new Set([
  "email",
  "phone",
  "firstName",
  "lastName",
  "name",
  "displayName",
  "company",
  "address1",
  "address2",
]);

/**
 * The data of an answer whose only errors are ACCESS_DENIED on protected customer data fields:
 * the app works without that approval, those fields stay empty. Null for any other error.
 */
export function dataDespiteWithheldFields<T>(error: unknown): T | null {
  if (!(error instanceof GraphqlQueryError)) return null;
  const body = error.body as
    | {
        data?: T | null;
        errors?: { graphQLErrors?: Array<{ path?: Array<string | number>; extensions?: { code?: string } }> };
      }
    | undefined;
  const errors = body?.errors?.graphQLErrors ?? [];
  if (!body?.data || errors.length === 0) return null;
  const withheld = errors.every(
    (e) => e.extensions?.code === "ACCESS_DENIED" && PROTECTED_FIELDS.has(String(e.path?.[e.path.length - 1] ?? "")),
  );
  return withheld ? body.data : null;
}

/**
 * Shopify refused the shop's orders themselves (ACCESS_DENIED on `orders` or `order`): the app is not
 * approved for protected customer data (level 1), so no order can be read or arrive by webhook.
 */
export function ordersAccessDenied(error: unknown): boolean {
  if (!(error instanceof GraphqlQueryError)) return false;
  const body = error.body as
    | { errors?: { graphQLErrors?: Array<{ path?: Array<string | number>; extensions?: { code?: string } }> } }
    | undefined;
  return (body?.errors?.graphQLErrors ?? []).some(
    (e) =>
      e.extensions?.code === "ACCESS_DENIED" && e.path?.length === 1 && ["orders", "order"].includes(String(e.path[0])),
  );
}

function client(shopDomain: string, accessToken: string) {
  const api = shopify();
  const session = new Session({
    id: api.session.getOfflineId(shopDomain),
    shop: shopDomain,
    state: "",
    isOnline: false,
    accessToken,
  });
  return new api.clients.Graphql({ session });
}

/**
 * One operation for a shop with a token. Shopify's THROTTLED answer ran nothing, so the operation
 * — a mutation too — is sent again once the bucket holds its requested cost (a few times at most).
 */
export async function runGraphql<T>(
  shopDomain: string,
  accessToken: string,
  query: string,
  variables?: Record<string, unknown>,
): Promise<T> {
  for (let waits = 0; ; waits++) {
    try {
      const response = await client(shopDomain, accessToken).request<T>(query, { variables, retries: 0 });
      return response.data as T;
    } catch (error) {
      const withheld = dataDespiteWithheldFields<T>(error);
      if (withheld) return withheld;
      const waitMs = throttleWaitMs(error);
      if (waitMs === null || waits >= MAX_THROTTLE_WAITS) throw error;
      console.warn(`[shopify] ${shopDomain} throttled the request; again in ${waitMs} ms`);
      await sleep(waitMs);
    }
  }
}
