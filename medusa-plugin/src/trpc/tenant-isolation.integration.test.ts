// The tenant-isolation harness. It enumerates EVERY procedure of the router and calls each as
// someone who must not reach organisation A's data — a member of another organisation, an agency
// that does not look after A, a disabled organisation's member, nobody — with A's ids, then
// checks that nothing of A came back and nothing of A changed. A procedure without a case here
// fails the test: add its case when you add the procedure.
import { randomUUID } from "node:crypto";
import { API_KEY_SCOPES } from "@platform/domain";
import { appRouter } from "@platform/medusa-plugin";
import {
  apiError,
  DEMO_PASSWORD,
  eventually,
  installApp,
  linksIn,
  type RestInit,
  restClient,
  ShopifyFakeClient,
  signIn,
  sql,
  subscribe,
  testPng,
  trpcClient,
  uniqueShopDomain,
  uploadFile,
  waitForMail,
} from "@platform/testing";
import { createTRPCUntypedClient, httpLink } from "@trpc/client";
import superjson from "superjson";
import { beforeAll, describe, expect, inject, it } from "vitest";

const url = inject("backendUrl");
const databaseUrl = inject("databaseUrl");
const mailDir = inject("mailDir");
const shopify = new ShopifyFakeClient(inject("shopifyFakeUrl"));

type Procedure = { _def: { type: "query" | "mutation" | "subscription"; meta?: { allowDisabled?: boolean } } };
const procedures = appRouter._def.procedures as unknown as Record<string, Procedure>;

/** Procedures anyone may call: they take no organisation from a session at all. */
const PUBLIC = new Set(["auth.signUp", "invitations.check", "invitations.accept"]);
/** Procedures about the caller's own session, open to a disabled organisation's members. */
const SESSION = new Set(["session.me", "session.setLanguage"]);

function untyped(token?: string) {
  return createTRPCUntypedClient({
    links: [
      httpLink({
        url: `${url}/store/trpc`,
        transformer: superjson,
        headers: () => (token ? { authorization: `Bearer ${token}` } : {}),
      }),
    ],
  });
}

async function call(token: string | undefined, path: string, input?: unknown): Promise<unknown> {
  if (procedures[path]?._def.type === "subscription") {
    // Over server-sent events, as the browser subscribes; an error arrives before "connected".
    const stream = subscribe(url, path, input, { token });
    try {
      await stream.ready;
      await new Promise((resolve) => setTimeout(resolve, 200));
      return stream.received;
    } finally {
      stream.close();
    }
  }
  const client = untyped(token);
  return procedures[path]?._def.type === "query" ? client.query(path, input) : client.mutation(path, input);
}

const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@tenant.test`;

/** A merchant organisation signed up and approved by support: an active customer. */
async function activeMerchant(supportToken: string, name: string) {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, "-"));
  const password = "tenant-password-1";
  const { organisationId } = await trpcClient(url).auth.signUp.mutate({
    organisationName: name,
    firstName: "Test",
    lastName: name,
    email,
    password,
    confirmPassword: password,
  });
  await trpcClient(url, { token: supportToken }).waitlist.approve.mutate({ organisationId });
  return { organisationId, email, password, token: await signIn(url, email, password) };
}

type Fixture = {
  a: Awaited<ReturnType<typeof activeMerchant>> & {
    memberId: string;
    secondMemberId: string;
    invitationId: string;
    name: string;
    shopId: string;
    shopDomain: string;
    orderId: string;
    claimId: string;
    uploadId: string;
    chatId: string;
    /** A's booking of a demo provider's service. */
    bookingId: string;
    /** A's own location (type customer), with A's stock there. */
    locationId: string;
    /** A's product request (pending) and a link of A's shop to a platform variant. */
    requestId: string;
    linkId: string;
    productId: string;
    /** A's packaging order (order-unique, for its order) and the custom packaging made for it. */
    packagingOrderId: string;
    customPackagingId: string;
    orderNumber: string;
    /** A's stock order from the demo supplier into A's own location. */
    stockOrderId: string;
    /** A fresh install link of A's shop (as after a re-install), which only A may claim. */
    installToken: string;
    /** A's invoice for its shipped order, and its number. */
    invoiceId: string;
    invoiceNumber: string;
    /** A retour of A's shipped order, recorded by support at a retour location. */
    retourId: string;
    retourLocationId: string;
    /** One of A's in-app notifications (the supplier's chat answer). */
    notificationId: string;
    /** A's REST API key (read and write) and its id. */
    apiKey: string;
    apiKeyId: string;
    webhookEndpointId: string;
    webhookDeliveryId: string;
  };
  /** B's REST API key (read and write). */
  bApiKey: string;
  b: Awaited<ReturnType<typeof activeMerchant>>;
  agencyToken: string;
  disabledToken: string;
  supplierOrganisationId: string;
  /** A service of the demo provider, which A booked. */
  serviceId: string;
  /** A second service provider, whose services A did not book. */
  otherProviderToken: string;
};

let fx: Fixture;

/** Everything organisation A owns, as the database holds it. */
async function snapshotOfA() {
  const id = fx.a.organisationId;
  return {
    organisation: await sql(databaseUrl, "SELECT * FROM organisation WHERE id = $1", [id]),
    members: await sql(databaseUrl, "SELECT * FROM member WHERE organisation_id = $1 ORDER BY id", [id]),
    invitations: await sql(databaseUrl, "SELECT * FROM invitation WHERE organisation_id = $1 ORDER BY id", [id]),
    gettingStarted: await sql(databaseUrl, "SELECT * FROM getting_started_dismissal WHERE organisation_id = $1", [id]),
    settings: await sql(
      databaseUrl,
      `SELECT s.* FROM customer_setting s JOIN member m ON m.customer_id = s.customer_id
        WHERE m.organisation_id = $1 ORDER BY s.customer_id`,
      [id],
    ),
    passwords: await sql(
      databaseUrl,
      `SELECT c.id, c.password_hash FROM customer c JOIN member m ON m.customer_id = c.id
        WHERE m.organisation_id = $1 ORDER BY c.id`,
      [id],
    ),
    // (not the columns the sync job touches: last_synced_at, refreshed tokens)
    shops: await sql(
      databaseUrl,
      "SELECT id, organisation_id, domain, name, shipment_method, status FROM shop WHERE organisation_id = $1 ORDER BY id",
      [id],
    ),
    orders: await sql(
      databaseUrl,
      `SELECT e.order_id, e.shop_id, e.needs_linking, e.tracking_numbers, e.customer_name, o.fulfillment_status,
              a.city, (SELECT count(*)::int FROM line_item li WHERE li.order_id = o.id) AS items
         FROM order_extension e JOIN "order" o ON o.id = e.order_id LEFT JOIN address a ON a.id = o.shipping_address_id
        WHERE e.organisation_id = $1 ORDER BY e.order_id`,
      [id],
    ),
    shipments: await sql(databaseUrl, "SELECT * FROM order_shipment WHERE organisation_id = $1 ORDER BY id", [id]),
    orderEvents: await sql(databaseUrl, "SELECT * FROM order_event WHERE organisation_id = $1 ORDER BY id", [id]),
    claims: await sql(databaseUrl, "SELECT * FROM claim WHERE organisation_id = $1 ORDER BY id", [id]),
    bookings: await sql(databaseUrl, "SELECT * FROM booking WHERE organisation_id = $1 ORDER BY id", [id]),
    bookingProducts: await sql(
      databaseUrl,
      "SELECT bp.* FROM booking_product bp JOIN booking b ON b.id = bp.booking_id WHERE b.organisation_id = $1 ORDER BY bp.booking_id, bp.position",
      [id],
    ),
    productRequests: await sql(databaseUrl, "SELECT * FROM product_request WHERE organisation_id = $1 ORDER BY id", [
      id,
    ]),
    productRequestEvents: await sql(
      databaseUrl,
      `SELECT e.* FROM product_request_event e JOIN product_request r ON r.id = e.request_id
        WHERE r.organisation_id = $1 ORDER BY e.id`,
      [id],
    ),
    shopProductLinks: await sql(
      databaseUrl,
      `SELECT l.* FROM shop_product_link l JOIN shop s ON s.id = l.shop_id WHERE s.organisation_id = $1 ORDER BY l.id`,
      [id],
    ),
    uploads: await sql(databaseUrl, "SELECT * FROM upload WHERE organisation_id = $1 ORDER BY id", [id]),
    locations: await sql(databaseUrl, "SELECT * FROM location WHERE organisation_id = $1 ORDER BY id", [id]),
    priorities: await sql(
      databaseUrl,
      "SELECT * FROM location_priority WHERE organisation_id = $1 ORDER BY location_id, country_code",
      [id],
    ),
    stock: await sql(
      databaseUrl,
      "SELECT * FROM location_stock WHERE organisation_id = $1 ORDER BY location_id, variant_id",
      [id],
    ),
    reservations: await sql(databaseUrl, "SELECT * FROM stock_reservation WHERE organisation_id = $1 ORDER BY id", [
      id,
    ]),
    routing: await sql(
      databaseUrl,
      "SELECT order_id, location_id, routing_status, routing_explanation FROM order_extension WHERE organisation_id = $1 ORDER BY order_id",
      [id],
    ),
    invoices: await sql(databaseUrl, "SELECT * FROM invoice WHERE organisation_id = $1 ORDER BY id", [id]),
    invoicePayments: await sql(
      databaseUrl,
      "SELECT p.* FROM invoice_payment p JOIN invoice i ON i.id = p.invoice_id WHERE i.organisation_id = $1 ORDER BY p.id",
      [id],
    ),
    chats: await sql(databaseUrl, "SELECT * FROM chat WHERE organisation_id = $1 ORDER BY id", [id]),
    packaging: await sql(databaseUrl, "SELECT * FROM packaging WHERE organisation_id = $1 ORDER BY id", [id]),
    packagingOrders: await sql(databaseUrl, "SELECT * FROM packaging_order WHERE organisation_id = $1 ORDER BY id", [
      id,
    ]),
    packagingStock: await sql(
      databaseUrl,
      "SELECT * FROM packaging_stock WHERE organisation_id = $1 ORDER BY location_id, packaging_id",
      [id],
    ),
    variantPackaging: await sql(
      databaseUrl,
      "SELECT * FROM variant_packaging WHERE organisation_id = $1 ORDER BY variant_id",
      [id],
    ),
    chatMessages: await sql(
      databaseUrl,
      `SELECT m.* FROM chat_message m JOIN chat c ON c.id = m.chat_id WHERE c.organisation_id = $1 ORDER BY m.id`,
      [id],
    ),
    stockOrders: await sql(
      databaseUrl,
      `SELECT so.*, (SELECT json_agg(i ORDER BY i.id) FROM stock_order_item i WHERE i.stock_order_id = so.id) AS items
         FROM stock_order so WHERE so.organisation_id = $1 ORDER BY so.id`,
      [id],
    ),
    retours: await sql(
      databaseUrl,
      `SELECT r.*, (SELECT json_agg(i ORDER BY i.id) FROM retour_item i WHERE i.retour_id = r.id) AS items
         FROM retour r WHERE r.organisation_id = $1 ORDER BY r.id`,
      [id],
    ),
    notifications: await sql(databaseUrl, "SELECT * FROM user_notification WHERE organisation_id = $1 ORDER BY id", [
      id,
    ]),
    chatReads: await sql(
      databaseUrl,
      `SELECT r.* FROM chat_read r JOIN chat c ON c.id = r.chat_id WHERE c.organisation_id = $1
        ORDER BY r.chat_id, r.customer_id`,
      [id],
    ),
    apiKeys: await sql(databaseUrl, "SELECT * FROM api_key WHERE organisation_id = $1 ORDER BY id", [id]),
    // Nobody else's attempt writes an entry into A's audit log.
    auditEntries: await sql(databaseUrl, "SELECT * FROM audit_entry WHERE organisation_id = $1 ORDER BY id", [id]),
  };
}

/** Nothing in the answer names organisation A or its people. */
function expectNothingOfA(answer: unknown) {
  const text = JSON.stringify(answer ?? null);
  for (const secret of [
    fx.a.organisationId,
    fx.a.memberId,
    fx.a.secondMemberId,
    fx.a.invitationId,
    fx.a.email,
    fx.a.name,
    fx.a.shopId,
    fx.a.shopDomain,
    fx.a.orderId,
    fx.a.claimId,
    fx.a.uploadId,
    fx.a.chatId,
    fx.a.bookingId,
    fx.a.locationId,
    fx.a.packagingOrderId,
    fx.a.customPackagingId,
    fx.a.invoiceId,
    fx.a.invoiceNumber,
    fx.a.requestId,
    fx.a.linkId,
    fx.a.stockOrderId,
    fx.a.retourId,
    fx.a.apiKeyId,
    fx.a.webhookEndpointId,
    fx.a.webhookDeliveryId,
  ]) {
    expect(text).not.toContain(secret);
  }
}

async function expectRejected(call: Promise<unknown>, codes: string[]) {
  const error = await apiError(call);
  expect(codes).toContain(error.data.code);
}

/** As a member of organisation B: the call either fails or answers with B's own data only. */
async function asOtherMember(path: string, input?: unknown) {
  try {
    expectNothingOfA(await call(fx.b.token, path, input));
  } catch (error) {
    if (error instanceof Error && error.name === "AssertionError") throw error;
    await expectRejected(Promise.reject(error), ["FORBIDDEN", "NOT_FOUND", "BAD_REQUEST", "CONFLICT"]);
  }
}

// One case per procedure: how to aim it at organisation A without belonging to it.
type Case = () => Promise<void>;
const CASES: Record<string, Case> = {
  "session.me": () => asOtherMember("session.me"),
  "session.setLanguage": () => asOtherMember("session.setLanguage", { language: "de" }),
  "auth.signUp": async () => {
    // Public: signing up with A's owner's address is answered like a new sign-up (A's owner gets
    // a mail instead), creates nothing and reveals nothing of A, not even that the account exists.
    const organisations = async () =>
      Number((await sql<{ n: string }>(databaseUrl, "SELECT count(*) AS n FROM organisation"))[0]?.n);
    const before = await organisations();
    const answer = await call(undefined, "auth.signUp", {
      organisationName: fx.a.name,
      firstName: "X",
      lastName: "Y",
      email: fx.a.email,
      password: "whatever-password",
      confirmPassword: "whatever-password",
    });
    expect(answer).toMatchObject({ role: "waitlist", organisationId: expect.stringMatching(/^org_/) });
    expectNothingOfA(answer);
    expect(await organisations()).toBe(before);
  },
  "organisation.get": () => asOtherMember("organisation.get"),
  "organisation.update": () =>
    asOtherMember("organisation.update", { name: "Renamed by B", company: { company_name: "B GmbH" } }),
  "organisation.updateContainer": () =>
    asOtherMember("organisation.updateContainer", {
      eori_number: "DE123456789",
      default_import_method: "train",
      container_load: "lcl",
    }),
  "organisation.updateSlack": () => asOtherMember("organisation.updateSlack", { url: null }),
  "organisation.testSlack": () => asOtherMember("organisation.testSlack"),
  "organisation.disableOwn": () => asOtherMember("organisation.disableOwn", { confirmName: fx.a.name }),
  "organisation.list": async () => {
    await expectRejected(call(fx.b.token, "organisation.list", {}), ["FORBIDDEN"]);
    // An agency sees its clients only, and A is not one of them.
    expectNothingOfA(await call(fx.agencyToken, "organisation.list", { search: fx.a.name }));
  },
  "organisation.byId": async () => {
    await expectRejected(call(fx.b.token, "organisation.byId", { organisationId: fx.a.organisationId }), ["FORBIDDEN"]);
    await expectRejected(call(fx.agencyToken, "organisation.byId", { organisationId: fx.a.organisationId }), [
      "NOT_FOUND",
    ]);
  },
  "organisation.disable": async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const token of [fx.b.token, fx.agencyToken]) {
      await expectRejected(call(token, "organisation.disable", { organisationId: fx.a.organisationId, date: today }), [
        "FORBIDDEN",
      ]);
    }
  },
  "organisation.enable": async () => {
    for (const token of [fx.b.token, fx.agencyToken]) {
      await expectRejected(call(token, "organisation.enable", { organisationId: fx.a.organisationId }), ["FORBIDDEN"]);
    }
  },
  "organisation.setMargin": async () => {
    await expectRejected(
      call(fx.b.token, "organisation.setMargin", { organisationId: fx.a.organisationId, marginPercent: 12 }),
      ["FORBIDDEN"],
    );
    await expectRejected(
      call(fx.agencyToken, "organisation.setMargin", { organisationId: fx.a.organisationId, marginPercent: 12 }),
      ["NOT_FOUND"],
    );
  },
  "members.list": () => asOtherMember("members.list"),
  "members.updateRole": async () => {
    await expectRejected(call(fx.b.token, "members.updateRole", { memberId: fx.a.secondMemberId, role: "owner" }), [
      "NOT_FOUND",
    ]);
  },
  "members.remove": async () => {
    await expectRejected(call(fx.b.token, "members.remove", { memberId: fx.a.secondMemberId }), ["NOT_FOUND"]);
  },
  "invitations.invite": () => asOtherMember("invitations.invite", { email: uniqueEmail("b-invites"), role: "member" }),
  "invitations.inviteOrganisation": async () => {
    await expectRejected(
      call(fx.b.token, "invitations.inviteOrganisation", {
        email: uniqueEmail("x"),
        organisationName: "X",
        type: "merchant",
      }),
      ["FORBIDDEN"],
    );
  },
  "invitations.list": () => asOtherMember("invitations.list"),
  "invitations.resend": async () => {
    await expectRejected(call(fx.b.token, "invitations.resend", { invitationId: fx.a.invitationId }), ["NOT_FOUND"]);
  },
  "invitations.revoke": async () => {
    await expectRejected(call(fx.b.token, "invitations.revoke", { invitationId: fx.a.invitationId }), ["NOT_FOUND"]);
  },
  "invitations.sentOrganisations": async () => {
    await expectRejected(call(fx.b.token, "invitations.sentOrganisations"), ["FORBIDDEN"]);
    expectNothingOfA(await call(fx.agencyToken, "invitations.sentOrganisations"));
  },
  "invitations.resendOrganisation": async () => {
    const input = { invitationId: fx.a.invitationId };
    await expectRejected(call(fx.b.token, "invitations.resendOrganisation", input), ["FORBIDDEN"]);
    await expectRejected(call(fx.agencyToken, "invitations.resendOrganisation", input), ["NOT_FOUND"]);
  },
  "invitations.revokeOrganisation": async () => {
    const input = { invitationId: fx.a.invitationId };
    await expectRejected(call(fx.b.token, "invitations.revokeOrganisation", input), ["FORBIDDEN"]);
    await expectRejected(call(fx.agencyToken, "invitations.revokeOrganisation", input), ["NOT_FOUND"]);
  },
  "invitations.check": async () => {
    // Public: without the mailed token nobody learns anything about A's invitation.
    const error = await apiError(call(undefined, "invitations.check", { token: `${fx.a.invitationId}-guess` }));
    expect(error.data.i18nKey).toBe("auth:errors.invalidInvitation");
  },
  "invitations.accept": async () => {
    const error = await apiError(
      call(undefined, "invitations.accept", {
        token: `${fx.a.invitationId}-guess`,
        account: {
          firstName: "X",
          lastName: "Y",
          password: "long-enough-1",
          confirmPassword: "long-enough-1",
          acceptTerms: true,
        },
      }),
    );
    expect(error.data.i18nKey).toBe("auth:errors.invalidInvitation");
  },
  "waitlist.list": async () => {
    await expectRejected(call(fx.b.token, "waitlist.list", {}), ["FORBIDDEN"]);
    await expectRejected(call(fx.agencyToken, "waitlist.list", {}), ["FORBIDDEN"]);
  },
  "waitlist.approve": async () => {
    await expectRejected(call(fx.b.token, "waitlist.approve", { organisationId: fx.a.organisationId }), ["FORBIDDEN"]);
  },
  "waitlist.decline": async () => {
    await expectRejected(call(fx.agencyToken, "waitlist.decline", { organisationId: fx.a.organisationId }), [
      "FORBIDDEN",
    ]);
  },
  "customers.list": async () => {
    await expectRejected(call(fx.b.token, "customers.list", {}), ["FORBIDDEN"]);
    await expectRejected(call(fx.agencyToken, "customers.list", {}), ["FORBIDDEN"]);
  },
  "settings.personal": () => asOtherMember("settings.personal"),
  "settings.updatePersonal": () =>
    asOtherMember("settings.updatePersonal", { orderChatEmail: false, productRequestChatEmail: false, language: "de" }),
  "shops.list": () => asOtherMember("shops.list"),
  "shops.update": async () => {
    await expectRejected(
      call(fx.b.token, "shops.update", { shopId: fx.a.shopId, name: "Hijacked", shipmentMethod: "ups" }),
      ["NOT_FOUND"],
    );
  },
  "shops.connect": async () => {
    // A's own install link, claimed by B: refused; a guessed one is simply invalid.
    await expectRejected(call(fx.b.token, "shops.connect", { installToken: fx.a.installToken }), ["CONFLICT"]);
    await expectRejected(call(fx.b.token, "shops.connect", { installToken: `${fx.a.shopId}-guessed-token` }), [
      "BAD_REQUEST",
    ]);
  },
  "shops.create": async () => {
    await expectRejected(call(fx.b.token, "shops.create", { name: fx.a.name, domain: fx.a.shopDomain }), ["FORBIDDEN"]);
  },
  "orders.list": async () => {
    await asOtherMember("orders.list", {});
    await asOtherMember("orders.list", { shopId: fx.a.shopId });
    await expectRejected(call(fx.agencyToken, "orders.list", {}), ["FORBIDDEN"]);
  },
  "orders.ship": async () => {
    await expectRejected(
      call(fx.b.token, "orders.ship", { orderId: fx.a.orderId, trackingNumbers: ["X1"], trackingUrls: [] }),
      ["NOT_FOUND"],
    );
  },
  "orders.get": async () => {
    await expectRejected(call(fx.b.token, "orders.get", { orderId: fx.a.orderId }), ["NOT_FOUND"]);
    await expectRejected(call(fx.agencyToken, "orders.get", { orderId: fx.a.orderId }), ["FORBIDDEN"]);
  },
  "orders.retryPush": async () => {
    // Another organisation's order: refused as "nothing to send again", nothing queued.
    const input = { orderId: fx.a.orderId, shipmentId: "shp_foreign" };
    await expectRejected(call(fx.b.token, "orders.retryPush", input), ["BAD_REQUEST", "NOT_FOUND"]);
    await expectRejected(call(fx.agencyToken, "orders.retryPush", input), ["FORBIDDEN"]);
  },
  "orders.retryPushAsSupport": async () => {
    const input = { orderId: fx.a.orderId, shipmentId: "shp_foreign" };
    await expectRejected(call(fx.b.token, "orders.retryPushAsSupport", input), ["FORBIDDEN"]);
    await expectRejected(call(fx.agencyToken, "orders.retryPushAsSupport", input), ["FORBIDDEN"]);
  },
  "orders.history": async () => {
    await expectRejected(call(fx.b.token, "orders.history", { orderId: fx.a.orderId }), ["NOT_FOUND"]);
  },
  "orders.getAsSupport": async () => {
    await expectRejected(call(fx.b.token, "orders.getAsSupport", { orderId: fx.a.orderId }), ["FORBIDDEN"]);
    await expectRejected(call(fx.agencyToken, "orders.getAsSupport", { orderId: fx.a.orderId }), ["FORBIDDEN"]);
  },
  "orders.update": async () => {
    await expectRejected(
      call(fx.b.token, "orders.update", {
        orderId: fx.a.orderId,
        shippingAddress: {
          firstName: "Hi",
          lastName: "Jack",
          address1: "Elsewhere 1",
          city: "Hijack City",
          postalCode: "10115",
          countryCode: "DE",
        },
      }),
      ["NOT_FOUND"],
    );
  },
  "orders.delete": async () => {
    await expectRejected(call(fx.b.token, "orders.delete", { orderId: fx.a.orderId }), ["NOT_FOUND"]);
  },
  "orders.create": async () => {
    // An order for A's shop, placed by B: refused, and nothing is written for A.
    const [variant] = (await call(fx.b.token, "orders.variantOptions", {})) as Array<{ id: string }>;
    await expectRejected(
      call(fx.b.token, "orders.create", {
        shopId: fx.a.shopId,
        shippingAddress: {
          firstName: "Hi",
          lastName: "Jack",
          address1: "Elsewhere 1",
          city: "Hijack City",
          postalCode: "10115",
          countryCode: "DE",
        },
        items: [{ variantId: variant?.id ?? "variant_x", quantity: 1 }],
      }),
      ["BAD_REQUEST"],
    );
  },
  // The platform's catalogue, the same for every merchant; nothing of A in it.
  "orders.variantOptions": () => asOtherMember("orders.variantOptions", {}),
  "chats.list": async () => {
    await asOtherMember("chats.list", {});
    await asOtherMember("chats.list", { orderNumber: "#" });
    await expectRejected(call(fx.agencyToken, "chats.list", {}), ["FORBIDDEN"]);
  },
  "chats.unreadCount": () => asOtherMember("chats.unreadCount"),
  "chats.get": async () => {
    await expectRejected(call(fx.b.token, "chats.get", { chatId: fx.a.chatId }), ["NOT_FOUND"]);
  },
  "chats.messages": async () => {
    await expectRejected(call(fx.b.token, "chats.messages", { chatId: fx.a.chatId }), ["NOT_FOUND"]);
  },
  "chats.create": async () => {
    // B names A's order: not B's to talk about.
    await expectRejected(
      call(fx.b.token, "chats.create", {
        subjectType: "order",
        subjectId: fx.a.orderId,
        receiverOrganisationId: fx.supplierOrganisationId,
        body: "About your order",
      }),
      ["NOT_FOUND"],
    );
  },
  "chats.send": async () => {
    await expectRejected(call(fx.b.token, "chats.send", { chatId: fx.a.chatId, body: "Hi from B" }), ["NOT_FOUND"]);
  },
  "chats.markRead": async () => {
    await expectRejected(call(fx.b.token, "chats.markRead", { chatId: fx.a.chatId, seq: 99 }), ["NOT_FOUND"]);
  },
  "chats.setStatus": async () => {
    await expectRejected(call(fx.b.token, "chats.setStatus", { chatId: fx.a.chatId, status: "closed" }), ["NOT_FOUND"]);
  },
  "chats.receivers": async () => {
    const input = { subjectType: "order", subjectId: fx.a.orderId };
    await expectRejected(call(fx.b.token, "chats.receivers", input), ["NOT_FOUND"]);
    await expectRejected(call(fx.agencyToken, "chats.receivers", input), ["FORBIDDEN"]);
  },
  "suppliers.products": async () => {
    await expectRejected(call(fx.b.token, "suppliers.products", { organisationId: fx.a.organisationId }), [
      "FORBIDDEN",
    ]);
    await expectRejected(call(fx.agencyToken, "suppliers.products", { organisationId: fx.a.organisationId }), [
      "FORBIDDEN",
    ]);
  },
  "suppliers.setProducts": async () => {
    const input = { organisationId: fx.a.organisationId, productIds: [] };
    await expectRejected(call(fx.b.token, "suppliers.setProducts", input), ["FORBIDDEN"]);
    await expectRejected(call(fx.agencyToken, "suppliers.setProducts", input), ["FORBIDDEN"]);
  },
  "chats.onMessage": async () => {
    await expectRejected(call(fx.b.token, "chats.onMessage", { chatId: fx.a.chatId, lastSeq: 0 }), ["NOT_FOUND"]);
  },
  "notifications.list": async () => {
    await asOtherMember("notifications.list", {});
    await asOtherMember("notifications.list", { unreadOnly: true, pageSize: 50 });
  },
  "apiKeys.list": async () => {
    await asOtherMember("apiKeys.list");
    await expectRejected(call(fx.agencyToken, "apiKeys.list"), ["FORBIDDEN"]);
  },
  "apiKeys.create": async () => {
    expectNothingOfA(await call(fx.b.token, "apiKeys.create", { name: "B's own", scopes: ["orders:read"] }));
    await expectRejected(call(fx.agencyToken, "apiKeys.create", { name: "x", scopes: ["orders:read"] }), ["FORBIDDEN"]);
  },
  "apiKeys.revoke": async () => {
    await expectRejected(call(fx.b.token, "apiKeys.revoke", { id: fx.a.apiKeyId }), ["NOT_FOUND"]);
    await expectRejected(call(fx.agencyToken, "apiKeys.revoke", { id: fx.a.apiKeyId }), ["FORBIDDEN"]);
  },
  "webhooks.list": async () => {
    await asOtherMember("webhooks.list");
    await expectRejected(call(fx.agencyToken, "webhooks.list"), ["FORBIDDEN"]);
  },
  "webhooks.create": async () => {
    const input = { url: "http://127.0.0.1:9/b-hook", eventTypes: ["order.created"] };
    expectNothingOfA(await call(fx.b.token, "webhooks.create", input));
    await expectRejected(call(fx.agencyToken, "webhooks.create", input), ["FORBIDDEN"]);
  },
  "webhooks.pause": async () => {
    await expectRejected(call(fx.b.token, "webhooks.pause", { id: fx.a.webhookEndpointId }), ["NOT_FOUND"]);
    await expectRejected(call(fx.agencyToken, "webhooks.pause", { id: fx.a.webhookEndpointId }), ["FORBIDDEN"]);
  },
  "webhooks.resume": async () => {
    await expectRejected(call(fx.b.token, "webhooks.resume", { id: fx.a.webhookEndpointId }), ["NOT_FOUND"]);
  },
  "webhooks.delete": async () => {
    await expectRejected(call(fx.b.token, "webhooks.delete", { id: fx.a.webhookEndpointId }), ["NOT_FOUND"]);
    await expectRejected(call(fx.agencyToken, "webhooks.delete", { id: fx.a.webhookEndpointId }), ["FORBIDDEN"]);
  },
  "webhooks.deliveries": async () => {
    await asOtherMember("webhooks.deliveries", { endpointId: fx.a.webhookEndpointId });
    await expectRejected(call(fx.agencyToken, "webhooks.deliveries", { endpointId: fx.a.webhookEndpointId }), [
      "FORBIDDEN",
    ]);
  },
  "webhooks.redeliver": async () => {
    await expectRejected(call(fx.b.token, "webhooks.redeliver", { deliveryId: fx.a.webhookDeliveryId }), ["NOT_FOUND"]);
  },
  "notifications.unreadCount": () => asOtherMember("notifications.unreadCount"),
  "notifications.markRead": async () => {
    // B names A's notification: nothing is B's to mark, A's stays unread (the snapshot).
    expect(await call(fx.b.token, "notifications.markRead", { ids: [fx.a.notificationId] })).toMatchObject({
      updated: 0,
    });
    expect(await call(fx.agencyToken, "notifications.markRead", { ids: [fx.a.notificationId] })).toMatchObject({
      updated: 0,
    });
  },
  "notifications.markAllRead": () => asOtherMember("notifications.markAllRead"),
  "notifications.live": () => asOtherMember("notifications.live"),
  "claims.create": async () => {
    // B names A's order, and then A's file: neither is B's to use.
    const own = await uploadFile(url, fx.b.token, await testPng());
    await expectRejected(
      call(fx.b.token, "claims.create", {
        orderId: fx.a.orderId,
        type: "lost",
        description: "Never arrived",
        files: [{ id: own.id }],
      }),
      ["NOT_FOUND"],
    );
    await expectRejected(
      call(fx.b.token, "claims.create", {
        orderId: fx.a.orderId,
        type: "lost",
        description: "Never arrived",
        files: [{ id: fx.a.uploadId, mimeType: "image/png" }],
      }),
      ["NOT_FOUND", "BAD_REQUEST"],
    );
  },
  "claims.listForOrder": () => asOtherMember("claims.listForOrder", { orderId: fx.a.orderId }),
  "claims.list": async () => {
    await expectRejected(call(fx.b.token, "claims.list", {}), ["FORBIDDEN"]);
    await expectRejected(call(fx.agencyToken, "claims.list", {}), ["FORBIDDEN"]);
  },
  "claims.decide": async () => {
    for (const token of [fx.b.token, fx.agencyToken]) {
      await expectRejected(call(token, "claims.decide", { claimId: fx.a.claimId, status: "refunded", amount: "999" }), [
        "FORBIDDEN",
      ]);
    }
  },
  "locations.list": async () => {
    await asOtherMember("locations.list", {});
    await asOtherMember("locations.list", { type: "customer", pageSize: 100 });
    await expectRejected(call(fx.agencyToken, "locations.list", {}), ["FORBIDDEN"]);
  },
  "locations.get": async () => {
    await expectRejected(call(fx.b.token, "locations.get", { locationId: fx.a.locationId }), ["NOT_FOUND"]);
    // At a platform warehouse B sees only B's own goods (none), never A's.
    const shared = (await call(fx.b.token, "locations.list", { type: "dropshipping" })) as {
      items: Array<{ id: string }>;
    };
    for (const location of shared.items) {
      expectNothingOfA(await call(fx.b.token, "locations.get", { locationId: location.id }));
    }
  },
  "locations.priorities": () => asOtherMember("locations.priorities", { country: "DE" }),
  "locations.setPriorities": async () => {
    await expectRejected(
      call(fx.b.token, "locations.setPriorities", {
        country: "DE",
        priorities: [{ locationId: fx.a.locationId, priority: 1 }],
      }),
      ["NOT_FOUND"],
    );
  },
  "locations.routingForOrder": async () => {
    await expectRejected(call(fx.b.token, "locations.routingForOrder", { orderId: fx.a.orderId }), ["NOT_FOUND"]);
    await expectRejected(call(fx.agencyToken, "locations.routingForOrder", { orderId: fx.a.orderId }), ["FORBIDDEN"]);
  },
  "locations.create": async () => {
    await expectRejected(
      call(fx.b.token, "locations.create", {
        name: "B's shelf in A",
        type: "customer",
        status: "active",
        countryCode: "DE",
        organisationId: fx.a.organisationId,
      }),
      ["FORBIDDEN"],
    );
  },
  "locations.update": async () => {
    await expectRejected(
      call(fx.b.token, "locations.update", {
        locationId: fx.a.locationId,
        name: "Hijacked",
        type: "customer",
        status: "inactive",
        countryCode: "DE",
      }),
      ["FORBIDDEN"],
    );
  },
  "locations.adjustStock": async () => {
    for (const token of [fx.b.token, fx.agencyToken]) {
      await expectRejected(
        call(token, "locations.adjustStock", {
          organisationId: fx.a.organisationId,
          locationId: fx.a.locationId,
          variantId: "variant_x",
          onHand: 0,
        }),
        ["FORBIDDEN"],
      );
    }
  },
  "locations.variants": async () => {
    for (const token of [fx.b.token, fx.agencyToken]) {
      await expectRejected(call(token, "locations.variants", {}), ["FORBIDDEN"]);
    }
  },
  "locations.routeOrder": async () => {
    await expectRejected(call(fx.b.token, "locations.routeOrder", { orderId: fx.a.orderId }), ["FORBIDDEN"]);
  },
  "settings.changePassword": async () => {
    let result: unknown;
    try {
      result = await call(fx.b.token, "settings.changePassword", {
        currentPassword: fx.a.password,
        newPassword: "hijacked-pass-1",
        confirmPassword: "hijacked-pass-1",
      });
    } catch (error) {
      await expectRejected(Promise.reject(error), ["FORBIDDEN", "NOT_FOUND", "BAD_REQUEST", "CONFLICT"]);
      return;
    }
    // It can only change B's own password (A's hash is in the snapshot). That ends every earlier
    // token of B's (issue 33): the later cases go on with the fresh one the answer hands over.
    expectNothingOfA(result);
    fx.b.token = (result as { token: string }).token;
  },
  "shops.failedDeliveries": async () => {
    // Support only: platform-wide intake health, never for a merchant or an agency.
    await expectRejected(call(fx.b.token, "shops.failedDeliveries"), ["FORBIDDEN"]);
    await expectRejected(call(fx.agencyToken, "shops.failedDeliveries"), ["FORBIDDEN"]);
  },
  "shops.withoutOrdersAccess": async () => {
    // Support only: which shops of every organisation lack Shopify's approval, never for a merchant or an agency.
    await expectRejected(call(fx.b.token, "shops.withoutOrdersAccess"), ["FORBIDDEN"]);
    await expectRejected(call(fx.agencyToken, "shops.withoutOrdersAccess"), ["FORBIDDEN"]);
  },
  "packaging.list": () => asOtherMember("packaging.list", { kind: "custom" }),
  "packaging.get": () => asOtherMember("packaging.get", { packagingId: fx.a.customPackagingId }),
  "packaging.create": async () => {
    await expectRejected(
      call(fx.b.token, "packaging.create", {
        name: "B box",
        type: "box",
        size: "S",
        price: 1,
        lengthMm: 1,
        widthMm: 1,
        heightMm: 1,
        weightG: 1,
        moq: 1,
        productionMinDays: 1,
        productionMaxDays: 2,
      }),
      ["FORBIDDEN"],
    );
  },
  "packaging.stocks": () => asOtherMember("packaging.stocks", { locationId: fx.a.locationId }),
  "packaging.buy": () =>
    asOtherMember("packaging.buy", { packagingId: fx.a.customPackagingId, locationId: fx.a.locationId, quantity: 500 }),
  "packaging.createOrderUnique": async () => {
    const [size] = await sql<{ id: string }>(databaseUrl, "SELECT id FROM packaging WHERE kind = 'stock' LIMIT 1");
    const [variant] = await sql<{ id: string }>(databaseUrl, "SELECT id FROM product_variant WHERE sku = 'MUG-WHT'");
    const error = await apiError(
      call(fx.b.token, "packaging.createOrderUnique", {
        orderNumber: fx.a.orderNumber,
        variantId: variant?.id,
        packagingId: size?.id,
        quantity: 1,
        files: [{ id: fx.a.uploadId, mimeType: "image/png" }],
      }),
    );
    expect(error.message).toBe("Error creating packaging order. Order not found.");
  },
  "packaging.orders": () => asOtherMember("packaging.orders", {}),
  "packaging.order": () => asOtherMember("packaging.order", { packagingOrderId: fx.a.packagingOrderId }),
  "packaging.setOrderStatus": async () => {
    for (const token of [fx.b.token, fx.agencyToken]) {
      await expectRejected(
        call(token, "packaging.setOrderStatus", { packagingOrderId: fx.a.packagingOrderId, status: "arrived" }),
        ["FORBIDDEN"],
      );
    }
  },
  "packaging.assignProducer": async () => {
    await expectRejected(
      call(fx.b.token, "packaging.assignProducer", {
        packagingOrderId: fx.a.packagingOrderId,
        producerOrganisationId: fx.supplierOrganisationId,
      }),
      ["FORBIDDEN"],
    );
  },
  "packaging.producers": async () => {
    await expectRejected(call(fx.b.token, "packaging.producers"), ["FORBIDDEN"]);
  },
  "packaging.addProducerFiles": async () => {
    await expectRejected(
      call(fx.b.token, "packaging.addProducerFiles", {
        packagingOrderId: fx.a.packagingOrderId,
        files: [{ id: fx.a.uploadId, mimeType: "image/png" }],
      }),
      ["FORBIDDEN"],
    );
  },
  "packaging.overrideDimensions": async () => {
    await expectRejected(
      call(fx.b.token, "packaging.overrideDimensions", {
        packagingOrderId: fx.a.packagingOrderId,
        lengthMm: 1,
        widthMm: 1,
        heightMm: 1,
      }),
      ["FORBIDDEN"],
    );
  },
  "packaging.printTemplateStatus": async () => {
    const [variant] = await sql<{ id: string }>(databaseUrl, "SELECT id FROM product_variant WHERE sku = 'MUG-WHT'");
    await asOtherMember("packaging.printTemplateStatus", { variantId: variant?.id });
  },
  "packaging.printTemplate": async () => {
    const [variant] = await sql<{ id: string }>(databaseUrl, "SELECT id FROM product_variant WHERE sku = 'MUG-WHT'");
    await asOtherMember("packaging.printTemplate", { variantId: variant?.id });
  },
  "packaging.variantDefaults": () => asOtherMember("packaging.variantDefaults"),
  "packaging.setVariantDefault": async () => {
    const [variant] = await sql<{ id: string }>(databaseUrl, "SELECT id FROM product_variant WHERE sku = 'MUG-WHT'");
    await expectRejected(
      call(fx.b.token, "packaging.setVariantDefault", { variantId: variant?.id, packagingId: fx.a.customPackagingId }),
      ["NOT_FOUND"],
    );
  },
  "packaging.forOrder": () => asOtherMember("packaging.forOrder", { orderId: fx.a.orderId }),
  "invoices.list": async () => {
    await asOtherMember("invoices.list", {});
    // An agency sees its clients' invoices, and A is not one of them; the disabled member its own.
    expectNothingOfA(await call(fx.agencyToken, "invoices.list", { search: fx.a.invoiceNumber }));
    expectNothingOfA(await call(fx.disabledToken, "invoices.list", {}));
  },
  "invoices.get": async () => {
    for (const token of [fx.b.token, fx.agencyToken, fx.disabledToken]) {
      await expectRejected(call(token, "invoices.get", { invoiceId: fx.a.invoiceId }), ["NOT_FOUND"]);
    }
  },
  "invoices.uploadProof": async () => {
    const proof = await uploadFile(url, fx.b.token, await testPng("b-proof.png"));
    await expectRejected(
      call(fx.b.token, "invoices.uploadProof", {
        invoiceId: fx.a.invoiceId,
        files: [{ id: proof.id }],
      }),
      ["NOT_FOUND"],
    );
  },
  "invoices.payByCard": async () => {
    for (const token of [fx.b.token, fx.agencyToken, fx.disabledToken]) {
      await expectRejected(call(token, "invoices.payByCard", { invoiceId: fx.a.invoiceId }), ["NOT_FOUND"]);
    }
  },
  "invoices.failedCardEvents": async () => {
    // Support only: platform-wide payment health, never for a merchant or an agency.
    await expectRejected(call(fx.b.token, "invoices.failedCardEvents"), ["FORBIDDEN"]);
    await expectRejected(call(fx.agencyToken, "invoices.failedCardEvents"), ["FORBIDDEN"]);
  },
  "invoices.cardDisputes": async () => {
    // Support only: disputes of every organisation's card payments.
    await expectRejected(call(fx.b.token, "invoices.cardDisputes"), ["FORBIDDEN"]);
    await expectRejected(call(fx.agencyToken, "invoices.cardDisputes"), ["FORBIDDEN"]);
  },
  "invoices.stripeDrifts": async () => {
    // Support only: reconciliation with Stripe spans every organisation's card payments.
    await expectRejected(call(fx.b.token, "invoices.stripeDrifts"), ["FORBIDDEN"]);
    await expectRejected(call(fx.agencyToken, "invoices.stripeDrifts"), ["FORBIDDEN"]);
  },
  "invoices.reconcileStripe": async () => {
    for (const token of [fx.b.token, fx.agencyToken, fx.disabledToken]) {
      await expectRejected(call(token, "invoices.reconcileStripe"), ["FORBIDDEN"]);
    }
  },
  "invoices.resolveStripeDrift": async () => {
    // No merchant, agency or disabled member applies or dismisses a drift, of any organisation.
    for (const token of [fx.b.token, fx.agencyToken, fx.disabledToken]) {
      await expectRejected(
        call(token, "invoices.resolveStripeDrift", { driftId: "drift_01HZZZZZZZZZZZZZZZZZZZZZZZ", action: "dismiss" }),
        ["FORBIDDEN"],
      );
    }
  },
  "invoices.recordPayment": async () => {
    for (const token of [fx.b.token, fx.agencyToken, fx.disabledToken]) {
      await expectRejected(call(token, "invoices.recordPayment", { invoiceId: fx.a.invoiceId, kind: "full" }), [
        "FORBIDDEN",
      ]);
    }
  },
  "shopReconciliation.list": async () => {
    // Support only: the drifts name every organisation's orders.
    for (const token of [fx.b.token, fx.agencyToken, fx.disabledToken]) {
      await expectRejected(call(token, "shopReconciliation.list"), ["FORBIDDEN"]);
    }
  },
  "shopReconciliation.run": async () => {
    for (const token of [fx.b.token, fx.agencyToken]) {
      await expectRejected(call(token, "shopReconciliation.run"), ["FORBIDDEN"]);
    }
  },
  "shopReconciliation.fix": async () => {
    // Nobody but support fixes a drift, whatever id they name.
    for (const token of [fx.a.token, fx.b.token, fx.agencyToken]) {
      await expectRejected(call(token, "shopReconciliation.fix", { driftId: "sdrift_anything" }), ["FORBIDDEN"]);
    }
  },
  "invoices.refundCard": async () => {
    // Support only: no merchant, agency or disabled member refunds card money.
    for (const token of [fx.b.token, fx.agencyToken, fx.disabledToken]) {
      await expectRejected(
        call(token, "invoices.refundCard", {
          invoiceId: fx.a.invoiceId,
          requestId: "6f1c1f0e-5b7a-4c1e-9a51-2f3a4b5c6d7e",
          kind: "full",
        }),
        ["FORBIDDEN"],
      );
    }
  },
  "invoices.cancel": async () => {
    for (const token of [fx.b.token, fx.agencyToken]) {
      await expectRejected(call(token, "invoices.cancel", { invoiceId: fx.a.invoiceId }), ["FORBIDDEN"]);
    }
  },
  "invoices.run": async () => {
    for (const token of [fx.b.token, fx.agencyToken, fx.disabledToken]) {
      await expectRejected(call(token, "invoices.run", { organisationId: fx.a.organisationId }), ["FORBIDDEN"]);
    }
  },
  "bookings.services": async () => {
    await expectRejected(call(fx.b.token, "bookings.services"), ["FORBIDDEN"]);
  },
  "bookings.createService": async () => {
    await expectRejected(call(fx.b.token, "bookings.createService", { name: "Fake", price: "1" }), ["FORBIDDEN"]);
  },
  "bookings.updateService": async () => {
    await expectRejected(
      call(fx.b.token, "bookings.updateService", { serviceId: fx.serviceId, name: "Hijacked", price: "1" }),
      ["FORBIDDEN"],
    );
  },
  "bookings.availableServices": () => asOtherMember("bookings.availableServices"),
  "bookings.variants": () => asOtherMember("bookings.variants", {}),
  "bookings.book": async () => {
    // B cannot attach A's file to a booking of its own.
    await expectRejected(
      call(fx.b.token, "bookings.book", {
        serviceId: fx.serviceId,
        files: [{ id: fx.a.uploadId, mimeType: "image/png" }],
        amount: 1,
        bookingDate: new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(
          new Date(Date.now() + 2 * 86_400_000),
        ),
        acceptTerms: true,
      }),
      ["BAD_REQUEST"],
    );
  },
  "bookings.list": async () => {
    await asOtherMember("bookings.list", {});
    await expectRejected(call(fx.agencyToken, "bookings.list", {}), ["FORBIDDEN"]);
  },
  "bookings.get": async () => {
    await expectRejected(call(fx.b.token, "bookings.get", { bookingId: fx.a.bookingId }), ["NOT_FOUND"]);
    await expectRejected(call(fx.otherProviderToken, "bookings.get", { bookingId: fx.a.bookingId }), ["NOT_FOUND"]);
  },
  "bookings.setStatus": async () => {
    await expectRejected(call(fx.b.token, "bookings.setStatus", { bookingId: fx.a.bookingId, status: "cancelled" }), [
      "NOT_FOUND",
    ]);
    await expectRejected(
      call(fx.otherProviderToken, "bookings.setStatus", { bookingId: fx.a.bookingId, status: "confirmed" }),
      ["NOT_FOUND"],
    );
    await expectRejected(
      call(fx.agencyToken, "bookings.setStatus", { bookingId: fx.a.bookingId, status: "cancelled" }),
      ["FORBIDDEN"],
    );
  },
  "stocks.list": async () => {
    await asOtherMember("stocks.list", {});
    await asOtherMember("stocks.list", { locationId: fx.a.locationId, belowHint: true });
    await expectRejected(call(fx.agencyToken, "stocks.list", {}), ["FORBIDDEN"]);
  },
  "stockOrders.list": async () => {
    await asOtherMember("stockOrders.list", {});
    await asOtherMember("stockOrders.list", { search: fx.a.name });
    await expectRejected(call(fx.agencyToken, "stockOrders.list", {}), ["FORBIDDEN"]);
  },
  "stockOrders.get": async () => {
    await expectRejected(call(fx.b.token, "stockOrders.get", { stockOrderId: fx.a.stockOrderId }), ["NOT_FOUND"]);
    await expectRejected(call(fx.agencyToken, "stockOrders.get", { stockOrderId: fx.a.stockOrderId }), ["FORBIDDEN"]);
  },
  "stockOrders.suppliers": () => asOtherMember("stockOrders.suppliers"),
  "stockOrders.checkItems": () => asOtherMember("stockOrders.checkItems", { itemsCsv: "MUG-WHT,1,1" }),
  "stockOrders.create": async () => {
    // B cannot order into A's own location.
    await expectRejected(
      call(fx.b.token, "stockOrders.create", {
        supplierId: fx.supplierOrganisationId,
        locationId: fx.a.locationId,
        importMethod: "plane",
        itemsCsv: "MUG-WHT,1,1",
      }),
      ["BAD_REQUEST"],
    );
  },
  "stockOrders.confirm": async () => {
    for (const token of [fx.b.token, fx.agencyToken]) {
      await expectRejected(call(token, "stockOrders.confirm", { stockOrderId: fx.a.stockOrderId }), ["FORBIDDEN"]);
    }
  },
  "stockOrders.ship": async () => {
    for (const token of [fx.b.token, fx.agencyToken]) {
      await expectRejected(call(token, "stockOrders.ship", { stockOrderId: fx.a.stockOrderId }), ["FORBIDDEN"]);
    }
  },
  "stockOrders.cancel": async () => {
    await expectRejected(call(fx.b.token, "stockOrders.cancel", { stockOrderId: fx.a.stockOrderId }), ["NOT_FOUND"]);
  },
  "stockOrders.receive": async () => {
    for (const token of [fx.b.token, fx.agencyToken]) {
      await expectRejected(
        call(token, "stockOrders.receive", { stockOrderId: fx.a.stockOrderId, receiptKey: randomUUID() }),
        ["FORBIDDEN"],
      );
    }
  },
  "retours.list": async () => {
    await asOtherMember("retours.list", {});
    await asOtherMember("retours.list", { shopId: fx.a.shopId });
    await asOtherMember("retours.list", { search: fx.a.orderNumber });
    await asOtherMember("retours.list", { search: fx.a.name });
    await expectRejected(call(fx.agencyToken, "retours.list", {}), ["FORBIDDEN"]);
  },
  "retours.shops": async () => {
    await asOtherMember("retours.shops");
    await expectRejected(call(fx.agencyToken, "retours.shops"), ["FORBIDDEN"]);
  },
  "retours.locations": async () => {
    for (const token of [fx.b.token, fx.agencyToken]) {
      await expectRejected(call(token, "retours.locations"), ["FORBIDDEN"]);
    }
  },
  "retours.orderOptions": async () => {
    for (const token of [fx.b.token, fx.agencyToken]) {
      await expectRejected(call(token, "retours.orderOptions", { search: fx.a.orderNumber }), ["FORBIDDEN"]);
    }
  },
  "retours.create": async () => {
    const [line] = await sql<{ id: string }>(databaseUrl, "SELECT id FROM line_item WHERE order_id = $1", [
      fx.a.orderId,
    ]);
    for (const token of [fx.b.token, fx.agencyToken]) {
      await expectRejected(
        call(token, "retours.create", {
          orderId: fx.a.orderId,
          locationId: fx.a.retourLocationId,
          items: [{ lineItemId: line?.id, gradeA: 1, gradeB: 0, gradeC: 0 }],
        }),
        ["FORBIDDEN"],
      );
    }
  },
  "products.list": async () => {
    await asOtherMember("products.list", {});
    await asOtherMember("products.list", { scope: "linked" });
    await expectRejected(call(fx.agencyToken, "products.list", {}), ["FORBIDDEN"]);
  },
  "products.overview": async () => {
    await asOtherMember("products.overview", { productId: fx.a.productId });
    await expectRejected(call(fx.agencyToken, "products.overview", { productId: fx.a.productId }), ["FORBIDDEN"]);
  },
  "products.links": async () => {
    await asOtherMember("products.links", { productId: fx.a.productId });
    await expectRejected(call(fx.agencyToken, "products.links", { productId: fx.a.productId }), ["FORBIDDEN"]);
  },
  "products.shops": async () => {
    await asOtherMember("products.shops");
    await expectRejected(call(fx.agencyToken, "products.shops"), ["FORBIDDEN"]);
  },
  "products.shopProducts": async () => {
    await expectRejected(call(fx.b.token, "products.shopProducts", { shopId: fx.a.shopId, search: "" }), ["NOT_FOUND"]);
  },
  "products.link": async () => {
    const [variant] = await sql<{ id: string }>(databaseUrl, "SELECT id FROM product_variant WHERE sku = 'MUG-BLK'");
    await expectRejected(
      call(fx.b.token, "products.link", {
        shopId: fx.a.shopId,
        shopifyProductId: "1",
        shopifyVariantId: "2",
        variantId: variant?.id,
      }),
      ["NOT_FOUND"],
    );
  },
  "products.unlink": async () => {
    await expectRejected(call(fx.b.token, "products.unlink", { linkId: fx.a.linkId }), ["NOT_FOUND"]);
  },
  "productRequests.create": async () => {
    await expectRejected(
      call(fx.b.token, "productRequests.create", {
        shopId: fx.a.shopId,
        productName: "Hijack",
        producerName: "B",
        description: "In A's shop",
      }),
      ["BAD_REQUEST"],
    );
  },
  "productRequests.list": async () => {
    await asOtherMember("productRequests.list", {});
    await asOtherMember("productRequests.list", { shopId: fx.a.shopId });
    await expectRejected(call(fx.agencyToken, "productRequests.list", {}), ["FORBIDDEN"]);
  },
  "productRequests.get": async () => {
    await expectRejected(call(fx.b.token, "productRequests.get", { requestId: fx.a.requestId }), ["NOT_FOUND"]);
  },
  "productRequests.move": async () => {
    await expectRejected(call(fx.b.token, "productRequests.move", { requestId: fx.a.requestId, status: "n/a" }), [
      "NOT_FOUND",
    ]);
  },
  "productRequests.assignProducer": async () => {
    const input = { requestId: fx.a.requestId, producerOrganisationId: fx.supplierOrganisationId };
    await expectRejected(call(fx.b.token, "productRequests.assignProducer", input), ["FORBIDDEN"]);
    await expectRejected(call(fx.agencyToken, "productRequests.assignProducer", input), ["FORBIDDEN"]);
  },
  "audit.list": async () => {
    // Another organisation's owner reads its own log only, whatever it names.
    await asOtherMember("audit.list", {});
    await asOtherMember("audit.list", { organisationId: fx.a.organisationId });
    await asOtherMember("audit.list", { subjectType: "invoice", subjectId: fx.a.invoiceId });
    await asOtherMember("audit.list", { search: fx.a.email });
    expectNothingOfA(await call(fx.agencyToken, "audit.list", { organisationId: fx.a.organisationId }));
  },
  "audit.forSubject": async () => {
    for (const input of [
      { subjectType: "invoice", subjectId: fx.a.invoiceId },
      { subjectType: "booking", subjectId: fx.a.bookingId },
      { subjectType: "order", subjectId: fx.a.orderId },
      { subjectType: "packaging_order", subjectId: fx.a.packagingOrderId },
    ]) {
      for (const token of [fx.b.token, fx.agencyToken, fx.otherProviderToken]) {
        await expectRejected(call(token, "audit.forSubject", input), ["NOT_FOUND"]);
      }
    }
  },
  "productRequests.producers": async () => {
    await expectRejected(call(fx.b.token, "productRequests.producers"), ["FORBIDDEN"]);
  },
  // Dashboards: each only for its role, with the caller's own organisation's figures.
  "dashboard.customer": async () => {
    await asOtherMember("dashboard.customer");
    await expectRejected(call(fx.agencyToken, "dashboard.customer"), ["FORBIDDEN"]);
  },
  "dashboard.gettingStarted": async () => {
    await asOtherMember("dashboard.gettingStarted");
    await expectRejected(call(fx.agencyToken, "dashboard.gettingStarted"), ["FORBIDDEN"]);
  },
  "dashboard.dismissGettingStarted": async () => {
    // B puts its own checklist away (the snapshot shows A's stays as it was).
    expectNothingOfA(await call(fx.b.token, "dashboard.dismissGettingStarted"));
    await expectRejected(call(fx.agencyToken, "dashboard.dismissGettingStarted"), ["FORBIDDEN"]);
  },
  "dashboard.agency": async () => {
    await expectRejected(call(fx.b.token, "dashboard.agency"), ["FORBIDDEN"]);
    expectNothingOfA(await call(fx.agencyToken, "dashboard.agency"));
  },
  "dashboard.support": async () => {
    await expectRejected(call(fx.b.token, "dashboard.support"), ["FORBIDDEN"]);
    await expectRejected(call(fx.agencyToken, "dashboard.support"), ["FORBIDDEN"]);
  },
  "dashboard.waitlist": async () => {
    await expectRejected(call(fx.b.token, "dashboard.waitlist"), ["FORBIDDEN"]);
  },
  "dashboard.disabledCustomer": async () => {
    await expectRejected(call(fx.b.token, "dashboard.disabledCustomer"), ["FORBIDDEN"]);
    expectNothingOfA(await call(fx.disabledToken, "dashboard.disabledCustomer"));
  },
  "dashboard.serviceProvider": async () => {
    await expectRejected(call(fx.b.token, "dashboard.serviceProvider"), ["FORBIDDEN"]);
    expectNothingOfA(await call(fx.otherProviderToken, "dashboard.serviceProvider"));
  },
  "dashboard.supplier": async () => {
    await expectRejected(call(fx.b.token, "dashboard.supplier"), ["FORBIDDEN"]);
    await expectRejected(call(fx.agencyToken, "dashboard.supplier"), ["FORBIDDEN"]);
  },
};

beforeAll(async () => {
  const supportToken = await signIn(url, "support@demo.local", DEMO_PASSWORD);
  const a = await activeMerchant(supportToken, `Tenant A ${randomUUID().slice(0, 6)}`);
  const aClient = trpcClient(url, { token: a.token });
  const [owner] = await aClient.members.list.query();

  // A second member of A, through a real invitation and onboarding.
  const invitee = uniqueEmail("a-member");
  await aClient.invitations.invite.mutate({ email: invitee, role: "member" });
  const mail = await waitForMail(mailDir, { to: invitee });
  const token = new URL(linksIn(mail).find((link) => link.includes("/onboarding")) as string).searchParams.get("token");
  await trpcClient(url).invitations.accept.mutate({
    token: token as string,
    account: {
      firstName: "Second",
      lastName: "Member",
      password: "member-password-1",
      confirmPassword: "member-password-1",
      acceptTerms: true,
    },
  });
  const pending = await aClient.invitations.invite.mutate({ email: uniqueEmail("a-pending"), role: "admin" });
  const members = await aClient.members.list.query();
  const name = (await aClient.organisation.get.query()).name;

  // A's shop, connected through the app, with one order.
  const shopDomain = uniqueShopDomain("tenant-a");
  const install = await installApp(url, shopify, shopDomain);
  const shop = await aClient.shops.connect.mutate({ installToken: install.installToken as string });
  // A mug: a product the demo supplier supplies, so A can chat with it about the order.
  await shopify.createOrder(shopDomain, {
    firstName: "Alma",
    lastName: "Tenant",
    lines: [{ sku: "MUG-WHT", quantity: 1, price: "12.90" }],
  });
  const order = await eventually(async () => (await aClient.orders.list.query({})).items[0]);
  const reinstall = await installApp(url, shopify, shopDomain);
  const photo = await uploadFile(url, a.token, await testPng("a-damage.png"));
  const claim = await aClient.claims.create.mutate({
    orderId: order.id,
    type: "refund",
    description: "Broken on arrival",
    files: [{ id: photo.id }],
  });

  // A's own location with A's goods there, and A's priority for it.
  const support = trpcClient(url, { token: supportToken });
  const location = await support.locations.create.mutate({
    name: `A shelf ${randomUUID().slice(0, 6)}`,
    type: "customer",
    status: "active",
    countryCode: "DE",
    organisationId: a.organisationId,
  });
  const [variant] = await sql<{ id: string }>(databaseUrl, "SELECT id FROM product_variant WHERE sku = 'MUG-WHT'");
  await support.locations.adjustStock.mutate({
    organisationId: a.organisationId,
    locationId: location.id,
    variantId: variant?.id as string,
    onHand: 9,
  });
  await aClient.locations.setPriorities.mutate({
    country: "*",
    priorities: [{ locationId: location.id, priority: 1 }],
  });

  const supplierToken = await signIn(url, "supplier@demo.local", DEMO_PASSWORD);
  const supplierOrganisationId = (await trpcClient(url, { token: supplierToken }).organisation.get.query()).id;
  const chat = await aClient.chats.create.mutate({
    subjectType: "order",
    subjectId: order.id,
    receiverOrganisationId: supplierOrganisationId,
    body: "Where is the parcel?",
  });
  await trpcClient(url, { token: supplierToken }).chats.send.mutate({ chatId: chat.chatId, body: "On its way" });

  // A's order-unique packaging for its order (A's own custom packaging), and A's variant default.
  const [size] = await sql<{ id: string }>(databaseUrl, "SELECT id FROM packaging WHERE kind = 'stock' LIMIT 1");
  const print = await uploadFile(url, a.token, await testPng("a-print.png"));
  const packagingOrder = await aClient.packaging.createOrderUnique.mutate({
    orderNumber: order.number,
    variantId: variant?.id as string,
    packagingId: size?.id as string,
    quantity: 3,
    files: [{ id: print.id }],
  });
  await aClient.packaging.setVariantDefault.mutate({
    variantId: variant?.id as string,
    packagingId: packagingOrder.packaging.id,
  });
  // A's order shipped and invoiced by support's invoice run.
  await aClient.orders.ship.mutate({ orderId: order.id, trackingNumbers: ["TENANT-A-1"] });
  const run = await support.invoices.run.mutate({ organisationId: a.organisationId });
  const invoice = run.created[0] as { id: string; number: string };
  // A books a service of the demo provider; a second provider offers nothing A booked.
  const providerToken = await signIn(url, "provider@demo.local", DEMO_PASSWORD);
  const offered = await trpcClient(url, { token: providerToken }).bookings.createService.mutate({
    name: `Tenant photos ${randomUUID().slice(0, 6)}`,
    price: "10",
  });
  const booking = await aClient.bookings.book.mutate({
    serviceId: offered.id,
    amount: 1,
    bookingDate: new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(
      new Date(Date.now() + 2 * 86_400_000),
    ),
    acceptTerms: true,
  });
  const otherProviderEmail = uniqueEmail("other-provider");
  await trpcClient(url, { token: supportToken }).invitations.inviteOrganisation.mutate({
    email: otherProviderEmail,
    organisationName: `Other Provider ${randomUUID().slice(0, 6)}`,
    type: "service_provider",
  });
  const providerMail = await waitForMail(mailDir, { to: otherProviderEmail });
  const providerInvite = new URL(
    linksIn(providerMail).find((link) => link.includes("/onboarding")) as string,
  ).searchParams.get("token");
  await trpcClient(url).invitations.accept.mutate({
    token: providerInvite as string,
    account: {
      firstName: "Other",
      lastName: "Provider",
      password: "provider-password-1",
      confirmPassword: "provider-password-1",
      acceptTerms: true,
    },
  });

  // A's stock order from the demo supplier into A's own location.
  const stockOrder = await aClient.stockOrders.create.mutate({
    supplierId: supplierOrganisationId,
    locationId: location.id,
    importMethod: "train",
    itemsCsv: "MUG-WHT,5,2.40",
  });

  // A's webhook endpoint (the suite's backend allows http to 127.0.0.1; nothing listens on port 9),
  // made before the retour below, whose retour.recorded event gives it a delivery. Paused, so the
  // delivery waits: the worker's failing attempts would change A's data beside the cases.
  const endpoint = await aClient.webhooks.create.mutate({
    url: "http://127.0.0.1:9/a-hook",
    description: "A's ERP hook",
    eventTypes: ["retour.recorded"],
  });
  await aClient.webhooks.pause.mutate({ id: endpoint.endpoint.id });

  // Support records a retour of A's shipped order (one mug, grade A) at a retour location.
  const retourLocation = await support.locations.create.mutate({
    name: `Tenant returns ${randomUUID().slice(0, 6)}`,
    type: "retour",
    status: "active",
    countryCode: "DE",
    organisationId: null,
  });
  const [mugLine] = await sql<{ id: string }>(databaseUrl, "SELECT id FROM line_item WHERE order_id = $1", [order.id]);
  const retour = await support.retours.create.mutate({
    orderId: order.id,
    locationId: retourLocation.id,
    items: [{ lineItemId: mugLine?.id as string, gradeA: 1, gradeB: 0, gradeC: 0 }],
    note: "A's secret retour",
  });

  // A's product request, and the link the intake recorded for A's shop (the mug, by SKU).
  const request = await aClient.productRequests.create.mutate({
    shopId: shop.id,
    productName: "A secret lamp",
    producerName: "A producer",
    description: "Only for A",
  });
  const [link] = await sql<{ id: string }>(databaseUrl, "SELECT id FROM shop_product_link WHERE shop_id = $1", [
    shop.id,
  ]);

  const [delivery] = await sql<{ id: string }>(databaseUrl, "SELECT id FROM webhook_delivery WHERE endpoint_id = $1", [
    endpoint.endpoint.id,
  ]);

  expect(delivery, "A's retour gave A's webhook endpoint a delivery").toBeDefined();

  const b = await activeMerchant(supportToken, `Tenant B ${randomUUID().slice(0, 6)}`);
  const disabled = await activeMerchant(supportToken, `Tenant D ${randomUUID().slice(0, 6)}`);
  await trpcClient(url, { token: supportToken }).organisation.disable.mutate({
    organisationId: disabled.organisationId,
    date: new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date()),
  });

  // Keys with every scope: what stops B's key at A's data is the organisation, never a missing scope.
  const aKey = await aClient.apiKeys.create.mutate({ name: "A's ERP", scopes: [...API_KEY_SCOPES] });
  const bKey = await trpcClient(url, { token: b.token }).apiKeys.create.mutate({
    name: "B's ERP",
    scopes: [...API_KEY_SCOPES],
  });

  fx = {
    bApiKey: bKey.key,
    a: {
      ...a,
      apiKey: aKey.key,
      apiKeyId: aKey.apiKey.id,
      webhookEndpointId: endpoint.endpoint.id,
      webhookDeliveryId: delivery?.id as string,
      name,
      memberId: owner?.id as string,
      secondMemberId: members.find((m) => m.email === invitee)?.id as string,
      invitationId: pending.id,
      shopId: shop.id,
      shopDomain,
      orderId: order.id,
      claimId: claim.id,
      uploadId: photo.id,
      chatId: chat.chatId,
      bookingId: booking.id,
      locationId: location.id,
      requestId: request.id,
      linkId: link?.id as string,
      productId: (
        await sql<{ product_id: string }>(databaseUrl, "SELECT product_id FROM product_variant WHERE sku = 'MUG-WHT'")
      )[0]?.product_id as string,
      packagingOrderId: packagingOrder.id,
      customPackagingId: packagingOrder.packaging.id,
      orderNumber: order.number,
      stockOrderId: stockOrder.id,
      installToken: reinstall.installToken as string,
      invoiceId: invoice.id,
      invoiceNumber: invoice.number,
      retourId: retour.id,
      retourLocationId: retourLocation.id,
      notificationId: (
        await sql<{ id: string }>(
          databaseUrl,
          "SELECT id FROM user_notification WHERE organisation_id = $1 AND read_at IS NULL LIMIT 1",
          [a.organisationId],
        )
      )[0]?.id as string,
    },
    b,
    agencyToken: await signIn(url, "agency@demo.local", DEMO_PASSWORD),
    disabledToken: disabled.token,
    supplierOrganisationId,
    serviceId: offered.id,
    otherProviderToken: await signIn(url, otherProviderEmail, "provider-password-1"),
  };
  expect(fx.a.secondMemberId).toBeTruthy();
  expect(fx.a.notificationId).toBeTruthy();
});

describe("tenant isolation", () => {
  it("has a case for every procedure of the router", () => {
    const missing = Object.keys(procedures).filter((path) => !CASES[path]);
    expect(missing, "procedures without a tenant-isolation case").toEqual([]);
  });

  for (const path of Object.keys(CASES)) {
    it(`${path}: nothing of another organisation is returned or changed`, async () => {
      expect(procedures[path], `${path} is not a procedure (any more)`).toBeDefined();
      const before = await snapshotOfA();
      await CASES[path]?.();
      expect(await snapshotOfA()).toEqual(before);
    });
  }
});

let restApi: Awaited<ReturnType<typeof restClient>>;
/** A REST call with an API key (issue 35), its answer held to the OpenAPI document; writes carry an Idempotency-Key. */
async function rest(key: string, path: string, method = "GET", init: Omit<RestInit, "method"> = {}) {
  restApi ??= await restClient(url);
  const answer = await restApi.call(key, path, { method, idempotencyKey: randomUUID(), ...init });
  return { status: answer.status, text: answer.bytes.toString("utf8"), body: answer.body };
}

/** Every read route of the API, with A's ids where a route takes one. */
const restReads = () => [
  "/api/v1/orders?limit=100",
  `/api/v1/orders/${fx.a.orderId}`,
  `/api/v1/orders/${fx.a.orderId}/shipments`,
  "/api/v1/stock?pageSize=100",
  "/api/v1/products?pageSize=100",
  `/api/v1/products/${fx.a.productId}`,
  "/api/v1/stock-orders?pageSize=100",
  "/api/v1/invoices?pageSize=100",
  `/api/v1/invoices/${fx.a.invoiceId}`,
  `/api/v1/invoices/${fx.a.invoiceId}/pdf`,
  "/api/v1/retours?pageSize=100",
  "/api/v1/claims?pageSize=100",
];

/** Every write route of the API, each aimed at A's data (A's order, shop and location). */
const restWrites = () => [
  { path: `/api/v1/orders/${fx.a.orderId}/cancel`, body: undefined, form: undefined },
  {
    path: "/api/v1/orders",
    body: {
      shopId: fx.a.shopId,
      shippingAddress: {
        firstName: "B",
        lastName: "B",
        address1: "x 1",
        city: "Berlin",
        postalCode: "10115",
        countryCode: "DE",
      },
      items: [{ variantId: "variant_x", quantity: 1 }],
    },
  },
  {
    path: "/api/v1/stock-orders",
    body: {
      supplierId: fx.supplierOrganisationId,
      locationId: fx.a.locationId,
      importMethod: "plane",
      itemsCsv: "MUG-WHT,1,1",
    },
  },
  { path: "/api/v1/claims", form: claimForm(fx.a.orderId) },
];

function claimForm(orderId: string) {
  const form = new FormData();
  form.set("orderId", orderId);
  form.set("type", "lost");
  form.set("description", "Never arrived");
  form.append("files", new Blob([Buffer.from("%PDF-1.4\n%%EOF\n")]), "note.pdf");
  return form;
}

describe("the REST API", () => {
  it("a key reads its own organisation's data on every resource, each answer as the document describes it", async () => {
    const reads = await Promise.all(restReads().map(async (path) => [path, await rest(fx.a.apiKey, path)] as const));
    for (const [path, answer] of reads) expect(answer.status, path).toBe(200);
    const text = (path: string) => reads.find(([p]) => p === path)?.[1].text ?? "";
    expect(text("/api/v1/orders?limit=100")).toContain(fx.a.orderId);
    expect(text(`/api/v1/orders/${fx.a.orderId}/shipments`)).toContain("TENANT-A-1");
    expect(text("/api/v1/stock?pageSize=100")).toContain(fx.a.locationId);
    expect(text(`/api/v1/products/${fx.a.productId}`)).toContain("MUG-WHT");
    expect(text("/api/v1/stock-orders?pageSize=100")).toContain(fx.a.stockOrderId);
    expect(text("/api/v1/invoices?pageSize=100")).toContain(fx.a.invoiceId);
    expect(text(`/api/v1/invoices/${fx.a.invoiceId}`)).toContain(fx.a.invoiceNumber);
    expect(text("/api/v1/retours?pageSize=100")).toContain(fx.a.retourId);
    expect(text("/api/v1/claims?pageSize=100")).toContain(fx.a.claimId);
  });

  it("a key never reads or writes another organisation's data", async () => {
    const before = await snapshotOfA();
    for (const path of restReads()) {
      const answer = await rest(fx.bApiKey, path);
      if (answer.status === 200) expectNothingOfA(answer.text);
      else expect(answer.status, path).toBe(404);
    }
    // A's order, its shipments, invoice and PDF are not found for B (the catalogue's products are everyone's).
    for (const path of [
      `/api/v1/orders/${fx.a.orderId}`,
      `/api/v1/orders/${fx.a.orderId}/shipments`,
      `/api/v1/invoices/${fx.a.invoiceId}`,
      `/api/v1/invoices/${fx.a.invoiceId}/pdf`,
    ]) {
      expect((await rest(fx.bApiKey, path)).status, path).toBe(404);
    }
    for (const write of restWrites()) {
      const answer = await rest(fx.bApiKey, write.path, "POST", { body: write.body, form: write.form });
      expect([400, 404], write.path).toContain(answer.status);
      expectNothingOfA(answer.text);
    }
    expect(await snapshotOfA()).toEqual(before);
  });

  it("a read key never writes, and a revoked key stops at once", async () => {
    const aClient = trpcClient(url, { token: fx.a.token });
    const reader = await aClient.apiKeys.create.mutate({
      name: "Reader",
      scopes: API_KEY_SCOPES.filter((scope) => scope.endsWith(":read")),
    });
    // A's own key's calls are A's: its last use and the audit entries of its calls change, nothing else.
    const dataOfA = async () => {
      const { apiKeys: _keys, auditEntries: _entries, ...data } = await snapshotOfA();
      return data;
    };
    const before = await dataOfA();
    expect((await rest(reader.key, `/api/v1/orders/${fx.a.orderId}`)).status).toBe(200);
    for (const write of restWrites()) {
      const answer = await rest(reader.key, write.path, "POST", { body: write.body, form: write.form });
      expect(answer.status, write.path).toBe(403);
    }
    expect(await dataOfA()).toEqual(before);
    await aClient.apiKeys.revoke.mutate({ id: reader.apiKey.id });
    for (const path of restReads()) expect((await rest(reader.key, path)).status, path).toBe(401);
    expect(await aClient.orders.get.query({ orderId: fx.a.orderId })).toMatchObject({ id: fx.a.orderId });
  });
});

describe("a disabled organisation's members", () => {
  it("get FORBIDDEN from every procedure but their own session and their invoices", async () => {
    const answered: Record<string, string> = {};
    const invoices = Object.keys(procedures).filter((path) => procedures[path]?._def.meta?.allowDisabled);
    // Spec §4/§6: the invoices area only — list, PDF, pay — and the dashboard of those invoices.
    expect(invoices.sort()).toEqual([
      "dashboard.disabledCustomer",
      "invoices.get",
      "invoices.list",
      "invoices.payByCard",
      "invoices.uploadProof",
    ]);
    expect(await call(fx.disabledToken, "invoices.list", {})).toMatchObject({ items: [] });
    for (const path of Object.keys(procedures)) {
      if (PUBLIC.has(path) || SESSION.has(path) || invoices.includes(path)) continue;
      const error = await apiError(call(fx.disabledToken, path, {})).catch(() => null);
      answered[path] = error?.data.code ?? "answered";
    }
    const notForbidden = Object.entries(answered).filter(([, code]) => code !== "FORBIDDEN");
    expect(notForbidden).toEqual([]);
    // …while their session still says who and where they are.
    const me = (await call(fx.disabledToken, "session.me")) as { role: string };
    expect(me.role).toBe("disabled_customer");
  });
});

describe("an unauthenticated caller", () => {
  it("gets UNAUTHORIZED from every procedure that is not public", async () => {
    const notUnauthorized: string[] = [];
    for (const path of Object.keys(procedures)) {
      if (PUBLIC.has(path)) continue;
      const error = await apiError(call(undefined, path, {})).catch(() => null);
      if (error?.data.code !== "UNAUTHORIZED") notUnauthorized.push(`${path}: ${error?.data.code ?? "answered"}`);
    }
    expect(notUnauthorized).toEqual([]);
  });
});
