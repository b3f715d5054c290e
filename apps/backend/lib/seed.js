"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.seedDemoData = seedDemoData;
const demo_1 = require("./demo");
const DAY = 24 * 60 * 60 * 1000;
/** Whether the demo data is there already (the support login is made last). */
async function isSeeded(manager) {
    const rows = await manager.query(`SELECT 1 FROM customer WHERE email = $1 AND has_account = true`, [
        demo_1.DEMO_LOGINS[demo_1.DEMO_LOGINS.length - 1]?.email,
    ]);
    return rows.length > 0;
}
/** Idempotent: creates the demo region, products, admin user and one login per role once. */
async function seedDemoData(container) {
    const manager = container.resolve("manager");
    if (await isSeeded(manager))
        return { created: false };
    const store = container.resolve("storeService");
    const regions = container.resolve("regionService");
    const products = container.resolve("productService");
    const variants = container.resolve("productVariantService");
    const profiles = container.resolve("shippingProfileService");
    const shippingOptions = container.resolve("shippingOptionService");
    const salesChannels = container.resolve("salesChannelService");
    const users = container.resolve("userService");
    const organisations = container.resolve("organisationService");
    const current = await store.retrieve({ relations: ["currencies"] });
    if (!current.currencies.some((c) => c.code === "eur"))
        await store.addCurrency("eur");
    await store.update({ name: "Fulfilo", default_currency_code: "eur" });
    const existingRegions = await regions.list({ name: "EU" });
    const region = existingRegions[0] ??
        (await regions.create({
            name: "EU",
            currency_code: "eur",
            tax_rate: 19,
            payment_providers: ["manual"],
            fulfillment_providers: ["manual"],
            countries: demo_1.EU_COUNTRIES,
        }));
    const profile = await profiles.retrieveDefault();
    if (profile) {
        await shippingOptions.create({
            name: "Standard shipping",
            region_id: region.id,
            profile_id: profile.id,
            provider_id: "manual",
            price_type: "flat_rate",
            amount: 490,
            data: {},
        });
    }
    const channel = await salesChannels.retrieveDefault();
    for (const demo of demo_1.DEMO_PRODUCTS) {
        const product = await products.create({
            title: demo.title,
            handle: demo.handle,
            description: demo.description,
            status: "published",
            hs_code: demo.hs_code,
            origin_country: demo.origin_country,
            mid_code: demo.mid_code,
            options: [{ title: "Variant" }],
            sales_channels: channel ? [{ id: channel.id }] : undefined,
        });
        const withOptions = await products.retrieve(product.id, { relations: ["options"] });
        const optionId = withOptions.options[0]?.id;
        for (const v of demo.variants) {
            await variants.create(product.id, {
                title: v.title,
                sku: v.sku,
                barcode: v.barcode,
                length: v.length,
                width: v.width,
                height: v.height,
                weight: v.weight,
                hs_code: demo.hs_code,
                origin_country: demo.origin_country,
                mid_code: demo.mid_code,
                inventory_quantity: 100,
                manage_inventory: true,
                prices: [{ currency_code: "eur", amount: v.price }],
                options: [{ option_id: optionId, value: v.title }],
            });
        }
    }
    const admin = await users.list({ email: demo_1.DEMO_ADMIN.email });
    if (admin.length === 0) {
        await users.create({ email: demo_1.DEMO_ADMIN.email, first_name: "Demo", last_name: "Admin", role: "admin" }, demo_1.DEMO_ADMIN.password);
    }
    let agencyId = null;
    for (const login of demo_1.DEMO_LOGINS) {
        const { disabledDaysAgo, ...organisation } = login.organisation;
        const membership = (await organisations.createWithOwner({
            organisation: {
                ...organisation,
                disabled_at: disabledDaysAgo ? new Date(Date.now() - disabledDaysAgo * DAY) : null,
                // The demo customer is a client of the demo agency.
                agency_id: login.role === "customer" ? agencyId : null,
            },
            owner: { email: login.email, password: demo_1.DEMO_PASSWORD, first_name: login.firstName, last_name: login.lastName },
        }));
        if (membership.organisation.type === "agency")
            agencyId = membership.organisation.id;
    }
    return { created: true };
}
//# sourceMappingURL=seed.js.map