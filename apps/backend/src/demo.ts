// The demo world `npm start` and `npm run seed` create: a region, products and one login per role.
import type { OrganisationStatus, OrganisationType } from "@platform/domain";

/** The demo supplier: it supplies the demo products (chats about the demo orders reach it). */
export const DEMO_SUPPLIER_EMAIL = "supplier@demo.local";

export const DEMO_PASSWORD = "demo-password";
export const DEMO_ADMIN = { email: "admin@demo.local", password: DEMO_PASSWORD };

export type DemoLogin = {
  role: string;
  email: string;
  organisation: {
    name: string;
    type: OrganisationType;
    status: OrganisationStatus;
    disabledDaysAgo?: number;
    company?: Record<string, string>;
  };
  firstName: string;
  lastName: string;
};

export const DEMO_LOGINS: DemoLogin[] = [
  {
    role: "agency",
    email: "agency@demo.local",
    firstName: "Anton",
    lastName: "Agentur",
    organisation: { name: "Brightside Agency", type: "agency", status: "active" },
  },
  {
    role: "customer",
    email: "customer@demo.local",
    firstName: "Clara",
    lastName: "Kunde",
    organisation: {
      name: "Nordlicht Home GmbH",
      type: "merchant",
      status: "active",
      company: {
        company_name: "Nordlicht Home GmbH",
        street: "Hafenstraße 12",
        city: "Hamburg",
        zip: "20457",
        country_code: "DE",
        vat_id: "DE136695976",
        iban: "DE89370400440532013000",
        bic: "COBADEFFXXX",
        email: "office@nordlicht-home.example",
        phone: "+49401234567",
      },
    },
  },
  {
    role: "support",
    email: "support@demo.local",
    firstName: "Sam",
    lastName: "Support",
    organisation: { name: "Platform Support", type: "platform", status: "active" },
  },
  {
    role: "waitlist",
    email: "waitlist@demo.local",
    firstName: "Wanda",
    lastName: "Warte",
    organisation: { name: "Fresh Start Shop", type: "merchant", status: "waitlist" },
  },
  {
    role: "disabled customer",
    email: "disabled@demo.local",
    firstName: "Dirk",
    lastName: "Deaktiviert",
    organisation: { name: "Closed Goods UG", type: "merchant", status: "active", disabledDaysAgo: 1 },
  },
  {
    role: "service provider",
    email: "provider@demo.local",
    firstName: "Paula",
    lastName: "Service",
    organisation: { name: "Studio Foto & Content", type: "service_provider", status: "active" },
  },
  {
    role: "supplier",
    email: DEMO_SUPPLIER_EMAIL,
    firstName: "Li",
    lastName: "Supplier",
    organisation: { name: "Shenzhen Packaging Co.", type: "supplier", status: "active" },
  },
];

export const EU_COUNTRIES = ["de", "at", "nl", "fr", "be", "it", "es", "pl"];

export const DEMO_PRODUCTS = [
  {
    title: "Bamboo Cutting Board",
    handle: "bamboo-cutting-board",
    description: "Sustainable bamboo board with juice groove.",
    hs_code: "441900",
    origin_country: "CN",
    mid_code: "CNSHEBAM123SHE",
    variants: [
      {
        title: "Small",
        sku: "BCB-S",
        barcode: "4006381333931",
        length: 300,
        width: 200,
        height: 15,
        weight: 650,
        price: 1490,
      },
      {
        title: "Large",
        sku: "BCB-L",
        barcode: "4006381333948",
        length: 450,
        width: 300,
        height: 20,
        weight: 1200,
        price: 2290,
      },
    ],
  },
  {
    title: "Ceramic Coffee Mug",
    handle: "ceramic-coffee-mug",
    description: "Stoneware mug, 350 ml, dishwasher safe.",
    hs_code: "691200",
    origin_country: "PT",
    mid_code: "PTCERMUG45AVE",
    variants: [
      {
        title: "White",
        sku: "MUG-WHT",
        barcode: "4006381333955",
        length: 120,
        width: 90,
        height: 100,
        weight: 380,
        price: 990,
      },
      {
        title: "Black",
        sku: "MUG-BLK",
        barcode: "4006381333962",
        length: 120,
        width: 90,
        height: 100,
        weight: 380,
        price: 990,
      },
    ],
  },
  {
    title: "Organic Cotton Tote Bag",
    handle: "organic-cotton-tote",
    description: "Heavy organic cotton tote with inner pocket.",
    hs_code: "420222",
    origin_country: "IN",
    mid_code: "INCOTTOT77DEL",
    variants: [
      {
        title: "Natural",
        sku: "TOTE-NAT",
        barcode: "4006381333979",
        length: 420,
        width: 380,
        height: 5,
        weight: 210,
        price: 1290,
      },
    ],
  },
];

/** More people and sign-ups, so the lists have something to show. */
export const DEMO_EXTRA_MEMBERS = [
  {
    organisationOf: "customer@demo.local",
    email: "colleague@demo.local",
    firstName: "Kai",
    lastName: "Kollege",
    role: "admin" as const,
  },
];

export const DEMO_WAITLIST = [
  { name: "Alpenglück Naturkosmetik", email: "hello@alpenglueck.example", firstName: "Lena", lastName: "Berg" },
  { name: "Urban Socks Berlin", email: "team@urbansocks.example", firstName: "Jonas", lastName: "Weber" },
];

/** Platform warehouses of the demo, the demo merchant's priorities (per country and No Country) and its stock. */
export const DEMO_LOCATIONS = [
  {
    key: "berlin",
    name: "Berlin DC",
    type: "dropshipping",
    status: "active",
    address_1: "Lagerstraße 12",
    city: "Berlin",
    postal_code: "12347",
    country_code: "DE",
    stock: { "BCB-S": 40, "BCB-L": 25, "MUG-WHT": 60, "MUG-BLK": 8, "TOTE-NAT": 30 },
  },
  {
    key: "rotterdam",
    name: "Rotterdam Import",
    type: "import",
    status: "active",
    address_1: "Waalhaven 5",
    city: "Rotterdam",
    postal_code: "3089",
    country_code: "NL",
    stock: { "BCB-S": 120, "BCB-L": 80, "MUG-WHT": 200, "MUG-BLK": 150 },
  },
  {
    key: "shenzhen",
    name: "Shenzhen",
    type: "china",
    status: "active",
    address_1: "Bao'an Logistics Park 3",
    city: "Shenzhen",
    postal_code: "518101",
    country_code: "CN",
    stock: { "BCB-S": 1000, "BCB-L": 800, "MUG-WHT": 1500, "MUG-BLK": 1500, "TOTE-NAT": 900 },
  },
  {
    key: "leipzig",
    name: "Leipzig Returns",
    type: "retour",
    status: "inactive",
    address_1: "Am Retourenpark 1",
    city: "Leipzig",
    postal_code: "04109",
    country_code: "DE",
    stock: { "MUG-WHT": 4, "TOTE-NAT": 2 },
  },
] as const;

/** The demo merchant's levels: country (or "*", No Country) → location key → 1 (first) … 5. */
export const DEMO_PRIORITIES: Record<string, Record<string, number>> = {
  DE: { berlin: 1, rotterdam: 2, leipzig: 3, shenzhen: 4 },
  AT: { rotterdam: 1, berlin: 2, shenzhen: 4 },
  "*": { rotterdam: 1, shenzhen: 3 },
};
