// The foundation as `npm start` serves it: health, demo region and catalogue, demo logins and
// their roles, Medusa Admin. Runs against the one backend of the integration globalSetup.
import { adminSignIn, DEMO_ADMIN_EMAIL, DEMO_PASSWORD, HttpError, http, signIn, trpcClient } from "@platform/testing";
import { describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");

type StoreRegion = { name: string; currency_code: string; countries: { iso_2: string }[] };
type Variant = {
  sku: string;
  barcode: string | null;
  length: number | null;
  width: number | null;
  height: number | null;
  weight: number | null;
  hs_code: string | null;
  origin_country: string | null;
  prices?: { currency_code: string; amount: number }[];
};
type Product = { handle: string; title: string; status: string; variants: Variant[] };

/** The demo catalogue, variant by variant: what a merchant relies on for customs and shipping. */
const DEMO_VARIANTS: Record<string, Omit<Variant, "sku" | "prices"> & { product: string; price: number }> = {
  "BCB-S": {
    product: "bamboo-cutting-board",
    barcode: "4006381333931",
    length: 300,
    width: 200,
    height: 15,
    weight: 650,
    hs_code: "441900",
    origin_country: "CN",
    price: 1490,
  },
  "BCB-L": {
    product: "bamboo-cutting-board",
    barcode: "4006381333948",
    length: 450,
    width: 300,
    height: 20,
    weight: 1200,
    hs_code: "441900",
    origin_country: "CN",
    price: 2290,
  },
  "MUG-WHT": {
    product: "ceramic-coffee-mug",
    barcode: "4006381333955",
    length: 120,
    width: 90,
    height: 100,
    weight: 380,
    hs_code: "691200",
    origin_country: "PT",
    price: 990,
  },
  "MUG-BLK": {
    product: "ceramic-coffee-mug",
    barcode: "4006381333962",
    length: 120,
    width: 90,
    height: 100,
    weight: 380,
    hs_code: "691200",
    origin_country: "PT",
    price: 990,
  },
  "TOTE-NAT": {
    product: "organic-cotton-tote",
    barcode: "4006381333979",
    length: 420,
    width: 380,
    height: 5,
    weight: 210,
    hs_code: "420222",
    origin_country: "IN",
    price: 1290,
  },
};

const DEMO_LOGINS = [
  {
    email: "customer@demo.local",
    role: "customer",
    dashboardPath: "/a/dashboard/customer",
    organisation: "Nordlicht Home GmbH",
    type: "merchant",
  },
  {
    email: "agency@demo.local",
    role: "agency",
    dashboardPath: "/a/dashboard/agency",
    organisation: "Brightside Agency",
    type: "agency",
  },
  {
    email: "support@demo.local",
    role: "support",
    dashboardPath: "/a/dashboard/support",
    organisation: "Platform Support",
    type: "platform",
  },
  {
    email: "waitlist@demo.local",
    role: "waitlist",
    dashboardPath: "/a/dashboard/waitlist",
    organisation: "Fresh Start Shop",
    type: "merchant",
  },
  {
    email: "disabled@demo.local",
    role: "disabled_customer",
    dashboardPath: "/a/dashboard/disabled",
    organisation: "Closed Goods UG",
    type: "merchant",
  },
  {
    email: "provider@demo.local",
    role: "service_provider",
    dashboardPath: "/a/dashboard/service-provider",
    organisation: "Studio Foto & Content",
    type: "service_provider",
  },
  {
    email: "supplier@demo.local",
    role: "supplier",
    dashboardPath: "/a/dashboard/supplier",
    organisation: "Shenzhen Packaging Co.",
    type: "supplier",
  },
] as const;

function expectVariantData(variant: Variant, product: string): void {
  const expected = DEMO_VARIANTS[variant.sku];
  expect(expected, `unexpected variant ${variant.sku}`).toBeDefined();
  const { product: expectedProduct, price, ...fields } = expected!;
  expect(product).toBe(expectedProduct);
  expect(variant).toMatchObject(fields);
  if (variant.prices)
    expect(variant.prices).toContainEqual(expect.objectContaining({ currency_code: "eur", amount: price }));
}

describe("health", () => {
  it("answers 200 on /health", async () => {
    const response = await fetch(`${url}/health`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("OK");
  });
});

describe("demo region", () => {
  it("is EU in EUR with exactly de, at, nl, fr, be, it, es and pl", async () => {
    const { status, body } = await http<{ regions: StoreRegion[] }>(`${url}/store/regions`);
    expect(status).toBe(200);
    const eu = body.regions.filter((region) => region.name === "EU");
    expect(eu).toHaveLength(1);
    expect(eu[0]!.currency_code).toBe("eur");
    expect(eu[0]!.countries.map((country) => country.iso_2).sort()).toEqual([
      "at",
      "be",
      "de",
      "es",
      "fr",
      "it",
      "nl",
      "pl",
    ]);
  });
});

describe("demo catalogue", () => {
  it("lists the published demo products with SKU, barcode, dimensions, weight, HS code and origin for every variant", async () => {
    const { status, body } = await http<{ products: Product[] }>(`${url}/store/products?limit=100`);
    expect(status).toBe(200);
    const variants = body.products.flatMap((product) => product.variants.map((variant) => ({ product, variant })));
    expect(variants.map(({ variant }) => variant.sku).sort()).toEqual(Object.keys(DEMO_VARIANTS).sort());
    for (const { product, variant } of variants) expectVariantData(variant, product.handle);
  });

  it("shows the same data in the admin API", async () => {
    const token = await adminSignIn(url, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const { status, body } = await http<{ products: Product[] }>(
      `${url}/admin/products?expand=variants,variants.prices&limit=100`,
      {
        token,
      },
    );
    expect(status).toBe(200);
    // Other files of this run add products (a published product request); the demo's are all there.
    const demo = body.products.filter((product) =>
      ["bamboo-cutting-board", "ceramic-coffee-mug", "organic-cotton-tote"].includes(product.handle),
    );
    expect(demo.map((product) => product.handle).sort()).toEqual([
      "bamboo-cutting-board",
      "ceramic-coffee-mug",
      "organic-cotton-tote",
    ]);
    for (const product of demo) {
      expect(product.status).toBe("published");
      for (const variant of product.variants) expectVariantData(variant, product.handle);
    }
  });
});

describe("demo logins", () => {
  for (const login of DEMO_LOGINS) {
    it(`${login.email} signs in as ${login.role} and lands on ${login.dashboardPath}`, async () => {
      const token = await signIn(url, login.email, DEMO_PASSWORD);
      const me = await trpcClient(url, { token }).session.me.query();
      expect(me.customer.email).toBe(login.email);
      expect(me.role).toBe(login.role);
      expect(me.dashboardPath).toBe(login.dashboardPath);
      expect(me.organisation).toMatchObject({ name: login.organisation, type: login.type });
      expect(me.memberRole).toBe("owner");
    });
  }

  it("the disabled customer still gets a session, marked disabled since a past date", async () => {
    const token = await signIn(url, "disabled@demo.local", DEMO_PASSWORD);
    const me = await trpcClient(url, { token }).session.me.query();
    expect(me.role).toBe("disabled_customer");
    expect(me.organisation?.disabled).toBe(true);
    expect(me.organisation?.disabledAt).toBeInstanceOf(Date);
    expect(me.organisation!.disabledAt!.getTime()).toBeLessThan(Date.now());
  });

  it("a wrong password gets 401 from /store/auth/token", async () => {
    const response = await fetch(`${url}/store/auth/token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "customer@demo.local", password: "not-the-password" }),
    });
    expect(response.status).toBe(401);
    await expect(signIn(url, "customer@demo.local", "not-the-password")).rejects.toMatchObject({ status: 401 });
    await expect(signIn(url, "nobody@demo.local", DEMO_PASSWORD)).rejects.toBeInstanceOf(HttpError);
  });
});

describe("Medusa Admin", () => {
  it("serves its app at /app", async () => {
    const response = await fetch(`${url}/app`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    const html = await response.text();
    expect(html).toContain('<div id="root">');
    expect(html).toMatch(/<script[^>]+src="\/app\//);
  });

  it("signs the demo admin in and answers with the admin user", async () => {
    const token = await adminSignIn(url, DEMO_ADMIN_EMAIL, DEMO_PASSWORD);
    const { status, body } = await http<{ user: { email: string; role: string } }>(`${url}/admin/auth`, { token });
    expect(status).toBe(200);
    expect(body.user).toMatchObject({ email: DEMO_ADMIN_EMAIL, role: "admin" });
  });

  it("refuses the admin API without a token and with a wrong password", async () => {
    expect((await http(`${url}/admin/products`)).status).toBe(401);
    await expect(adminSignIn(url, DEMO_ADMIN_EMAIL, "wrong-password")).rejects.toMatchObject({ status: 401 });
  });

  it("does not let a customer token into the admin API", async () => {
    const token = await signIn(url, "support@demo.local", DEMO_PASSWORD);
    expect((await http(`${url}/admin/products`, { token })).status).toBe(401);
  });
});
