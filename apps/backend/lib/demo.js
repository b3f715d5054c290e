"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.DEMO_PRODUCTS = exports.EU_COUNTRIES = exports.DEMO_LOGINS = exports.DEMO_ADMIN = exports.DEMO_PASSWORD = void 0;
exports.DEMO_PASSWORD = "demo-password";
exports.DEMO_ADMIN = { email: "admin@demo.local", password: exports.DEMO_PASSWORD };
exports.DEMO_LOGINS = [
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
        organisation: { name: "Nordlicht Home GmbH", type: "merchant", status: "active" },
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
        email: "supplier@demo.local",
        firstName: "Li",
        lastName: "Supplier",
        organisation: { name: "Shenzhen Packaging Co.", type: "supplier", status: "active" },
    },
];
exports.EU_COUNTRIES = ["de", "at", "nl", "fr", "be", "it", "es", "pl"];
exports.DEMO_PRODUCTS = [
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
//# sourceMappingURL=demo.js.map