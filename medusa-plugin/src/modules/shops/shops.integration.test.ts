// Shops through the Shopify app, against the local fake Shopify: install (HMAC, state, scopes),
// /shopify-login's claim, re-install, the Shops screen's API, tokens at rest, refresh and sign-in.
import {
  apiError,
  DEMO_PASSWORD,
  eventually,
  installApp,
  ShopifyFakeClient,
  signIn,
  sql,
  translation,
  trpcClient,
  uniqueShopDomain,
} from "@platform/testing";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const fake = new ShopifyFakeClient(inject("shopifyFakeUrl"));

let token: string;

beforeAll(async () => {
  token = await signIn(url, "customer@demo.local", DEMO_PASSWORD);
});

const shopRows = (domain: string) =>
  sql<{
    id: string;
    organisation_id: string | null;
    status: string;
    access_token: string;
    refresh_token: string | null;
    scopes: string;
  }>(databaseUrl, "SELECT * FROM shop WHERE domain = $1", [domain]);

describe("installing the app", () => {
  it("with a good HMAC ends at /shopify-login with a one-time install link, and the shop waits to be claimed", async () => {
    const domain = uniqueShopDomain("install");
    const result = await installApp(url, fake, domain);
    expect(result.status).toBe(302);
    expect(result.location).toMatch(new RegExp(`/shopify-login\\?shop=${domain.replace(/\./g, "\\.")}&install=`));
    expect(result.installToken).toMatch(/^[\w-]{20,}$/);
    const [shop] = await shopRows(domain);
    expect(shop).toMatchObject({ status: "pending", organisation_id: null });
    // Offline tokens are expiring ones with a refresh token, and both are encrypted at rest.
    expect(shop?.access_token).toMatch(/^v1\./);
    expect(shop?.access_token).not.toContain("shpat_");
    expect(shop?.refresh_token).toMatch(/^v1\./);
  });

  it("with a tampered HMAC on the app URL is refused before OAuth starts; nothing is stored", async () => {
    const domain = uniqueShopDomain("tampered");
    const result = await installApp(url, fake, domain, { tamper: "launch" });
    expect(result.status).toBe(400);
    expect(await shopRows(domain)).toEqual([]);
  });

  it("with a tampered HMAC on the OAuth callback is refused; nothing is stored", async () => {
    const domain = uniqueShopDomain("tampered-cb");
    const result = await installApp(url, fake, domain, { tamper: "callback" });
    expect(result.status).toBe(400);
    expect(await shopRows(domain)).toEqual([]);
    expect((await fake.shop(domain)).installed).toBe(false); // the code was never exchanged for a token
  });

  it("refuses a shop domain that is not *.myshopify.com", async () => {
    const response = await fetch(`${url}/shopify/install?shop=evil.example.com&timestamp=1&hmac=00`, {
      redirect: "manual",
    });
    expect(response.status).toBe(400);
  });

  it("when the merchant grants fewer scopes than required: /shopify-login says missing_scopes and nothing is stored", async () => {
    const domain = uniqueShopDomain("scopes");
    await fake.ensureShop(domain, { denyScopes: ["write_merchant_managed_fulfillment_orders"] });
    const result = await installApp(url, fake, domain);
    expect(result.status).toBe(302);
    expect(result.error).toBe("missing_scopes");
    expect(new URL(result.location as string, url).searchParams.get("shop")).toBe(domain);
    expect(await shopRows(domain)).toEqual([]);
    expect(translation("en", "auth:errors.missingScopes")).toBe("Missing required scopes.");
  });
});

describe("/shopify-login: connecting the shop", () => {
  it("gives the signed-in member's organisation the shop; the link works once; re-installing updates the token, no second shop", async () => {
    const domain = uniqueShopDomain("connect");
    const first = await installApp(url, fake, domain);
    const client = trpcClient(url, { token });
    const connected = await client.shops.connect.mutate({ installToken: first.installToken as string });
    expect(connected).toMatchObject({ domain, status: "active", shipmentMethod: "dhl" });
    expect(connected.reconnectUrl).toContain(`/store/${domain}/admin/apps/`);

    // The link was used up.
    const reused = await apiError(client.shops.connect.mutate({ installToken: first.installToken as string }));
    expect(reused.data.code).toBe("BAD_REQUEST");
    expect(reused.data.i18nKey).toBe("shops:errors.installInvalid");

    const [before] = await shopRows(domain);
    const again = await installApp(url, fake, domain);
    expect(again.installToken).toBeTruthy();
    const rows = await shopRows(domain);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toBe(before?.id);
    expect(rows[0]?.status).toBe("active");
    expect(rows[0]?.access_token).not.toBe(before?.access_token);
    // Claiming again from the same organisation is fine and changes nothing.
    expect((await client.shops.connect.mutate({ installToken: again.installToken as string })).id).toBe(before?.id);

    const list = await client.shops.list.query();
    expect(list.items.filter((s) => s.domain === domain)).toHaveLength(1);
  });

  it("a shop connected to one organisation cannot be claimed by another", async () => {
    const domain = uniqueShopDomain("elsewhere");
    await trpcClient(url, { token }).shops.connect.mutate({
      installToken: (await installApp(url, fake, domain)).installToken as string,
    });
    const again = await installApp(url, fake, domain);
    const other = await signIn(url, "waitlist@demo.local", DEMO_PASSWORD);
    const error = await apiError(
      trpcClient(url, { token: other }).shops.connect.mutate({ installToken: again.installToken as string }),
    );
    expect(error.data.code).toBe("CONFLICT");
    expect((await shopRows(domain))[0]?.organisation_id).not.toBeNull();
  });

  it("a waitlist merchant who signed up at /shopify-login gets the shop too", async () => {
    const domain = uniqueShopDomain("waitlist");
    const install = await installApp(url, fake, domain);
    const waitlist = await signIn(url, "waitlist@demo.local", DEMO_PASSWORD);
    const shop = await trpcClient(url, { token: waitlist }).shops.connect.mutate({
      installToken: install.installToken as string,
    });
    expect(shop.status).toBe("active");
  });
});

describe("the Shops screen's API", () => {
  it("edits name and shipment method; invalid fields say the spec's message", async () => {
    const domain = uniqueShopDomain("edit");
    const client = trpcClient(url, { token });
    const shop = await client.shops.connect.mutate({
      installToken: (await installApp(url, fake, domain)).installToken as string,
    });
    const updated = await client.shops.update.mutate({
      shopId: shop.id,
      name: "Nordlicht Outlet",
      shipmentMethod: "dpd",
    });
    expect(updated).toMatchObject({ name: "Nordlicht Outlet", shipmentMethod: "dpd" });

    const error = await apiError(
      client.shops.update.mutate({ shopId: shop.id, name: "  ", shipmentMethod: "carrier-pigeon" as "dpd" }),
    );
    expect(error.data.code).toBe("BAD_REQUEST");
    expect(error.data.fieldErrors).toEqual({
      name: ["shops:errors.fillAllFields"],
      shipmentMethod: ["shops:errors.fillAllFields"],
    });
    expect(translation("en", "shops:errors.fillAllFields")).toBe("Please fill all fields with valid data.");
    const german = await apiError(
      trpcClient(url, { token, locale: "de" }).shops.update.mutate({
        shopId: shop.id,
        name: "",
        shipmentMethod: "dpd",
      }),
    );
    expect(german.message).toBe(translation("de", "common:errors.badRequest"));
  });

  it("refuses to create a shop by hand", async () => {
    const error = await apiError(
      trpcClient(url, { token }).shops.create.mutate({ name: "Hand-made", domain: "x.myshopify.com" }),
    );
    expect(error.data.code).toBe("FORBIDDEN");
    expect(error.data.i18nKey).toBe("shops:errors.manualCreationDisabled");
  });

  it("lists the organisation's shops with status and tells how to connect one", async () => {
    const list = await trpcClient(url, { token }).shops.list.query();
    expect(list.items.length).toBeGreaterThan(0);
    expect(list.items.every((s) => ["active", "needs_reauth", "disconnected"].includes(s.status))).toBe(true);
    expect(list.connectUrl).toBe(inject("shopifyFakeUrl"));
  });
});

describe("tokens", () => {
  it("an expired access token is refreshed with the refresh token; a rejected, unrefreshable one marks the shop as needing sign-in", async () => {
    const domain = uniqueShopDomain("tokens");
    const client = trpcClient(url, { token });
    const shop = await client.shops.connect.mutate({
      installToken: (await installApp(url, fake, domain)).installToken as string,
    });
    const [before] = await shopRows(domain);

    // The access token expires (as after an hour): the next call (the reconciliation job) refreshes it.
    await fake.expireAccessTokens(domain);
    const refreshed = await eventually(async () => {
      const [row] = await shopRows(domain);
      return row && row.access_token !== before?.access_token ? row : null;
    });
    expect(refreshed.status).toBe("active");
    expect(refreshed.refresh_token).not.toBe(before?.refresh_token);
    const log = await fake.graphqlLog(domain);
    expect(log.some((entry) => entry.status === 200 && entry.operation === "OrdersSince")).toBe(true);

    // Shopify rejects every token, the refresh token too: the shop needs sign-in through the app.
    await fake.revokeTokens(domain);
    await fake.expireAccessTokens(domain);
    await eventually(async () => (await shopRows(domain))[0]?.status === "needs_reauth");
    const listed = (await client.shops.list.query()).items.find((s) => s.id === shop.id);
    expect(listed?.status).toBe("needs_reauth");
    expect(listed?.reconnectUrl).toContain(`/store/${domain}/admin/apps/`);

    // Signing in again through the app (a new OAuth) makes it active again.
    await installApp(url, fake, domain);
    expect((await shopRows(domain))[0]?.status).toBe("active");
  });
});
