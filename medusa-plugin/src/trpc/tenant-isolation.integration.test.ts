// The tenant-isolation harness. It enumerates EVERY procedure of the router and calls each as
// someone who must not reach organisation A's data — a member of another organisation, an agency
// that does not look after A, a disabled organisation's member, nobody — with A's ids, then
// checks that nothing of A came back and nothing of A changed. A procedure without a case here
// fails the test: add its case when you add the procedure.
import { randomUUID } from "node:crypto";
import { appRouter } from "@platform/medusa-plugin";
import {
  apiError,
  DEMO_PASSWORD,
  eventually,
  installApp,
  linksIn,
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
    /** A's own location (type customer), with A's stock there. */
    locationId: string;
    /** A fresh install link of A's shop (as after a re-install), which only A may claim. */
    installToken: string;
  };
  b: Awaited<ReturnType<typeof activeMerchant>>;
  agencyToken: string;
  disabledToken: string;
  supplierOrganisationId: string;
};

let fx: Fixture;

/** Everything organisation A owns, as the database holds it. */
async function snapshotOfA() {
  const id = fx.a.organisationId;
  return {
    organisation: await sql(databaseUrl, "SELECT * FROM organisation WHERE id = $1", [id]),
    members: await sql(databaseUrl, "SELECT * FROM member WHERE organisation_id = $1 ORDER BY id", [id]),
    invitations: await sql(databaseUrl, "SELECT * FROM invitation WHERE organisation_id = $1 ORDER BY id", [id]),
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
    chats: await sql(databaseUrl, "SELECT * FROM chat WHERE organisation_id = $1 ORDER BY id", [id]),
    chatMessages: await sql(
      databaseUrl,
      `SELECT m.* FROM chat_message m JOIN chat c ON c.id = m.chat_id WHERE c.organisation_id = $1 ORDER BY m.id`,
      [id],
    ),
    chatReads: await sql(
      databaseUrl,
      `SELECT r.* FROM chat_read r JOIN chat c ON c.id = r.chat_id WHERE c.organisation_id = $1
        ORDER BY r.chat_id, r.customer_id`,
      [id],
    ),
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
    fx.a.locationId,
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
    // Public: signing up with A's owner's address is refused and reveals nothing else.
    const error = await apiError(
      call(undefined, "auth.signUp", {
        organisationName: fx.a.name,
        firstName: "X",
        lastName: "Y",
        email: fx.a.email,
        password: "whatever-password",
        confirmPassword: "whatever-password",
      }),
    );
    expect(error.data.code).toBe("CONFLICT");
    expectNothingOfA({ message: error.message, fieldErrors: error.data.fieldErrors });
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
  "claims.create": async () => {
    // B names A's order, and then A's file: neither is B's to use.
    const own = await uploadFile(url, fx.b.token, await testPng());
    await expectRejected(
      call(fx.b.token, "claims.create", {
        orderId: fx.a.orderId,
        type: "lost",
        description: "Never arrived",
        files: [{ id: own.id, mimeType: own.mimeType }],
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
  "locations.drawOrderStock": async () => {
    await expectRejected(call(fx.b.token, "locations.drawOrderStock", { orderId: fx.a.orderId }), ["FORBIDDEN"]);
  },
  "locations.routeOrder": async () => {
    await expectRejected(call(fx.b.token, "locations.routeOrder", { orderId: fx.a.orderId }), ["FORBIDDEN"]);
  },
  "settings.changePassword": () =>
    asOtherMember("settings.changePassword", {
      currentPassword: fx.a.password,
      newPassword: "hijacked-pass-1",
      confirmPassword: "hijacked-pass-1",
    }),
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
    files: [{ id: photo.id, mimeType: photo.mimeType }],
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

  const b = await activeMerchant(supportToken, `Tenant B ${randomUUID().slice(0, 6)}`);
  const disabled = await activeMerchant(supportToken, `Tenant D ${randomUUID().slice(0, 6)}`);
  await trpcClient(url, { token: supportToken }).organisation.disable.mutate({
    organisationId: disabled.organisationId,
    date: new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(new Date()),
  });

  fx = {
    a: {
      ...a,
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
      locationId: location.id,
      installToken: reinstall.installToken as string,
    },
    b,
    agencyToken: await signIn(url, "agency@demo.local", DEMO_PASSWORD),
    disabledToken: disabled.token,
    supplierOrganisationId,
  };
  expect(fx.a.secondMemberId).toBeTruthy();
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

describe("a disabled organisation's members", () => {
  it("get FORBIDDEN from every procedure but their own session", async () => {
    const answered: Record<string, string> = {};
    for (const path of Object.keys(procedures)) {
      if (PUBLIC.has(path) || SESSION.has(path)) continue;
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
