import { DEFAULT_PLATFORM_TIME_ZONE, supplierAvailability } from "@platform/domain";
import { signIn as apiSignIn, DEMO_PASSWORD, testPng, trpcClient, uploadFile } from "@platform/testing";
import { merchantWithOrder, signedIn } from "../support/flows";
import { type Browser, expect, type Page, type Request, test } from "../support/test";

const baseUrl = () => process.env.E2E_BASE_URL as string;

async function supplierOrganisationId(): Promise<string> {
  const token = await apiSignIn(baseUrl(), "supplier@demo.local", DEMO_PASSWORD);
  return (await trpcClient(baseUrl(), { token }).organisation.get.query()).id;
}

/** A merchant of its own (shop, one order) that has opened a chat about the order with the demo supplier. */
async function merchantChatWithSupplier(prefix: string, body: string) {
  const merchant = await merchantWithOrder(prefix);
  const { chatId } = await trpcClient(baseUrl(), { token: merchant.token }).chats.create.mutate({
    subjectType: "order",
    subjectId: merchant.orderId,
    receiverOrganisationId: await supplierOrganisationId(),
    body,
  });
  return { merchant, chatId };
}

async function pageFor(browser: Browser, email: string, password?: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signedIn(page, email, password);
  return page;
}

test("a merchant and a supplier chat in realtime, each in their own browser", async ({ browser }) => {
  const { merchant, chatId } = await merchantChatWithSupplier("chat-live", "Hello, is the mug in stock?");

  const supplier = await pageFor(browser, "supplier@demo.local");
  await supplier.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Chats" }).click();
  await supplier.getByLabel("Order number").fill(merchant.orderNumber);
  await expect(supplier).toHaveURL(/orderNumber=/);
  const row = supplier.getByTestId("chat-row").filter({ hasText: merchant.organisationName });
  await expect(row).toHaveCount(1);
  await expect(row.getByTestId("chat-unread")).toHaveText("1 unread");
  const order = await trpcClient(baseUrl(), { token: merchant.token }).orders.get.query({ orderId: merchant.orderId });
  await expect(row.getByTestId("chat-shop")).toHaveText(order.shop?.name as string);
  await row.getByRole("link", { name: merchant.orderNumber }).click();
  await expect(supplier).toHaveURL(new RegExp(`/a/chats/${chatId}$`));
  await expect(supplier.getByTestId("chat-message-body")).toHaveText(["Hello, is the mug in stock?"]);
  await expect(supplier.getByTestId("chat-context")).toContainText(merchant.orderNumber);
  // The order's page is the merchant's: the supplier reads its context here, without a link.
  await expect(supplier.getByTestId("chat-context").getByRole("link")).toHaveCount(0);

  const shop = await pageFor(browser, merchant.email, merchant.password);
  await shop.goto(`/a/chats/${chatId}`);
  await expect(shop.getByRole("heading", { name: "Chat with Shenzhen Packaging Co." })).toBeVisible();
  // The supplier hours of spec §9, as the rule says for this moment.
  const hours = supplierAvailability(new Date(), DEFAULT_PLATFORM_TIME_ZONE);
  await expect(shop.getByTestId("availability")).toContainText(
    hours.available ? "Supplier available now" : "Supplier is away — next available",
  );
  // The supplier reads the same rule as its own hours.
  await expect(supplier.getByTestId("availability")).toContainText(
    hours.available
      ? "You are within your supplier hours"
      : "Outside your supplier hours — merchants expect an answer from",
  );
  await expect(shop.getByTestId("live-status")).toHaveText("Live");
  await expect(supplier.getByTestId("live-status")).toHaveText("Live");

  // An empty message is refused with the spec's message.
  const supplierComposer = supplier.getByLabel("Message");
  await supplierComposer.press("Enter");
  await expect(supplier.getByRole("alert")).toHaveText("ChatMessage must not be empty.");

  // Enter sends; the other browser shows it at once, without reloading.
  await supplierComposer.fill("Yes, it ships tomorrow.");
  await supplierComposer.press("Enter");
  await expect(shop.getByTestId("chat-message-body")).toHaveText([
    "Hello, is the mug in stock?",
    "Yes, it ships tomorrow.",
  ]);
  await expect(supplierComposer).toHaveValue("");

  const shopComposer = shop.getByLabel("Message");
  await shopComposer.fill("Great, thank you!");
  await shop.getByRole("button", { name: "Send" }).click();
  await expect(supplier.getByTestId("chat-message-body")).toHaveText([
    "Hello, is the mug in stock?",
    "Yes, it ships tomorrow.",
    "Great, thank you!",
  ]);
  // Sent outside the hours, the merchant reads when to expect an answer.
  if (!hours.available) await expect(shop.getByTestId("sent-away")).toContainText("expect an answer from");
  // Each message once, in order, in both browsers.
  await expect(shop.getByTestId("chat-message")).toHaveCount(3);
  await expect(supplier.getByTestId("chat-message")).toHaveCount(3);
  // The merchant goes from the chat to the order.
  await shop.getByTestId("chat-context").getByRole("link", { name: merchant.orderNumber }).click();
  await expect(shop).toHaveURL(new RegExp(`/a/orders/${merchant.orderId}$`));
});

test("the chats overview filters by order number, claim type and status in the URL, per tab", async ({ page }) => {
  const merchant = await merchantWithOrder("chat-filters");
  const client = trpcClient(baseUrl(), { token: merchant.token });
  const supplier = await supplierOrganisationId();
  await client.chats.create.mutate({
    subjectType: "order",
    subjectId: merchant.orderId,
    receiverOrganisationId: supplier,
    body: "A plain question",
  });
  const photo = await uploadFile(baseUrl(), merchant.token, await testPng("dent.png"));
  const claim = await client.claims.create.mutate({
    orderId: merchant.orderId,
    type: "refund",
    description: "Broken",
    files: [{ id: photo.id }],
  });
  await client.chats.create.mutate({
    subjectType: "order",
    subjectId: merchant.orderId,
    receiverOrganisationId: supplier,
    claimId: claim.id,
    body: "About the broken mug",
  });

  await signedIn(page, merchant.email, merchant.password);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Chats" }).click();
  await expect(page.getByTestId("chat-row")).toHaveCount(2);
  await page.getByLabel("Claim type").selectOption("refund");
  await expect(page).toHaveURL(/claimType=refund/);
  await expect(page.getByTestId("chat-row")).toHaveCount(1);
  await expect(page.getByTestId("chat-row")).toContainText("About the broken mug");
  await page.getByLabel("Status").selectOption("closed");
  await expect(page).toHaveURL(/status=closed/);
  await expect(page.getByText("No chats match these filters.")).toBeVisible();

  // The URL keeps the filters: reloading shows the same.
  await page.goto(`/a/chats?claimType=refund&status=open`);
  await expect(page.getByTestId("chat-row")).toHaveCount(1);
  await expect(page.getByLabel("Claim type")).toHaveValue("refund");

  // Product request and packaging order chats have their tabs, and none exist yet.
  await page.goto("/a/chats");
  await page.getByRole("tab", { name: "Product request chats" }).click();
  await expect(page).toHaveURL(/tab=product_request/);
  await expect(page.getByText("No chats yet")).toBeVisible();
  await page.getByRole("tab", { name: "Packaging order chats" }).click();
  await expect(page.getByText("No chats yet")).toBeVisible();
});

test("each role opens the chats it takes part in: the provider its booking chats, no claim filter for partners", async ({
  browser,
}) => {
  const provider = await pageFor(browser, "provider@demo.local");
  await provider.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Chats" }).click();
  await expect(provider.getByRole("tab")).toHaveText(["Booking chats"]);
  await expect(provider.getByRole("tab", { name: "Booking chats" })).toHaveAttribute("aria-selected", "true");
  await expect(provider.getByText("Merchants write to you about their bookings of your services.")).toBeVisible();
  await expect(provider.getByTestId("chat-row").first()).toBeVisible();
  await expect(provider.getByLabel("Claim type")).toHaveCount(0);
  await expect(provider.getByLabel("Order number")).toHaveCount(0);

  const supplier = await pageFor(browser, "supplier@demo.local");
  await supplier.goto("/a/chats");
  await expect(supplier.getByRole("tab")).toHaveText(["Order chats", "Product request chats", "Packaging order chats"]);
  await expect(supplier.getByLabel("Order number")).toBeVisible();
  await expect(supplier.getByLabel("Claim type")).toHaveCount(0);
  await expect(supplier.getByRole("columnheader", { name: "Claim" })).toHaveCount(0);

  const support = await pageFor(browser, "support@demo.local");
  await support.goto("/a/chats");
  await expect(support.getByRole("tab")).toHaveCount(4);
  await expect(support.getByLabel("Claim type")).toBeVisible();
  await expect(support.getByText("Every conversation between merchants and their suppliers")).toBeVisible();
  // A claim belongs to an order: on another tab its filter is gone.
  await support.getByRole("tab", { name: "Booking chats" }).click();
  await expect(support.getByLabel("Claim type")).toHaveCount(0);
});

test("a merchant opens a chat from the order detail with a supplier and a first message", async ({ page }) => {
  const merchant = await merchantWithOrder("chat-order");
  await signedIn(page, merchant.email, merchant.password);
  await page.goto(`/a/orders/${merchant.orderId}`);
  await page.getByRole("button", { name: "Open chat" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Start chat" }).click();
  await expect(dialog.getByText("Choose a supplier, producer or support.")).toBeVisible();
  await expect(dialog.getByText("ChatMessage must not be empty.")).toBeVisible();
  await dialog.getByLabel("Receiver").selectOption({ label: "Shenzhen Packaging Co." });
  await dialog.getByLabel("First message").fill("Can you send a photo of the packaging?");
  await dialog.getByRole("button", { name: "Start chat" }).click();
  await expect(page).toHaveURL(/\/a\/chats\/chat_/);
  await expect(page.getByTestId("chat-message-body")).toHaveText(["Can you send a photo of the packaging?"]);
  await expect(page.getByTestId("chat-context")).toContainText(merchant.orderNumber);
});

test("support keeps a supplier's products; a merchant can address only the suppliers of the order's products", async ({
  page,
  browser,
}) => {
  const merchant = await merchantWithOrder("chat-assigned", "TOTE-NAT");
  await signedIn(page, "support@demo.local");
  await page.goto("/a/organisations?search=Shenzhen%20Packaging");
  await page.getByRole("link", { name: "Shenzhen Packaging Co." }).click();
  const card = page.getByTestId("supplied-products");
  const tote = card.getByLabel("Organic Cotton Tote Bag");
  await expect(card.getByLabel("Ceramic Coffee Mug")).toBeChecked();
  await expect(tote).toBeChecked();
  await tote.uncheck();
  await card.getByRole("button", { name: "Save products" }).click();
  await expect(page.getByText("Supplied products saved.")).toBeVisible();
  await page.reload();
  await expect(card.getByLabel("Ceramic Coffee Mug")).toBeChecked();
  await expect(card.getByLabel("Organic Cotton Tote Bag")).not.toBeChecked();

  // The tote's order: nobody supplies it now, so only support can be addressed.
  const shop = await pageFor(browser, merchant.email, merchant.password);
  await shop.goto(`/a/orders/${merchant.orderId}`);
  await shop.getByRole("button", { name: "Open chat" }).click();
  const dialog = shop.getByRole("dialog");
  await expect(
    dialog.getByText("No supplier is assigned to this order's products yet: support can help."),
  ).toBeVisible();
  await expect(dialog.getByLabel("Receiver").locator("option:not([value=''])")).toHaveText(["Support"]);

  // Support assigns the tote again: the supplier is offered.
  await card.getByLabel("Organic Cotton Tote Bag").check();
  await card.getByRole("button", { name: "Save products" }).click();
  await expect(page.getByText("Supplied products saved.")).toBeVisible();
  await shop.reload();
  await shop.getByRole("button", { name: "Open chat" }).click();
  await expect(shop.getByRole("dialog").getByLabel("Receiver").locator("option:not([value=''])")).toHaveText([
    "Support",
    "Shenzhen Packaging Co.",
  ]);
  await expect(shop.getByTestId("no-supplier-hint")).toHaveCount(0);
});

test("an open chat keeps every message, once and in order, while its live stream ends and reconnects", async ({
  browser,
}) => {
  const { merchant, chatId } = await merchantChatWithSupplier("chat-resume", "m0");
  const shop = await pageFor(browser, merchant.email, merchant.password);
  const streams: string[] = [];
  shop.on("request", (request) => {
    if (request.url().includes("chats.onMessage")) streams.push(request.url());
  });
  await shop.goto(`/a/chats/${chatId}`);
  await expect(shop.getByTestId("live-status")).toHaveText("Live");

  // The supplier writes for longer than two of the backend's streams last (SSE_MAX_DURATION_MS
  // is 3 s here): some messages land while the page is between two streams.
  const supplierToken = await apiSignIn(baseUrl(), "supplier@demo.local", DEMO_PASSWORD);
  const supplier = trpcClient(baseUrl(), { token: supplierToken });
  const sent = ["m0"];
  for (let i = 1; i <= 12; i++) {
    await supplier.chats.send.mutate({ chatId, body: `m${i}` });
    sent.push(`m${i}`);
    await new Promise((resolve) => setTimeout(resolve, 600));
  }
  await expect(shop.getByTestId("chat-message-body")).toHaveText(sent, { timeout: 15_000 });
  expect(streams.length).toBeGreaterThanOrEqual(2);
  await expect(shop.getByTestId("live-status")).toHaveText("Live", { timeout: 15_000 });
});

/** What the page's visibility says, as when the user switches to another tab and back (the event only; the page keeps running). */
async function setVisibility(page: Page, state: "hidden" | "visible"): Promise<void> {
  await page.evaluate((next) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => next });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => next === "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);
}

test("a chat in a background tab lets its live stream go, and catches up when it is back in view", async ({ page }) => {
  const { merchant, chatId } = await merchantChatWithSupplier("chat-hidden", "Is the order packed?");
  // The chat's event streams as the browser sees them (the e2e backend ends each after 3 s; a live chat opens the next).
  const streams = { open: 0, lastChange: Date.now() };
  const isStream = (url: string) => url.includes("/store/trpc/chats.onMessage");
  page.on("request", (request) => {
    if (!isStream(request.url())) return;
    streams.open += 1;
    streams.lastChange = Date.now();
  });
  const ended = (request: Request) => {
    if (!isStream(request.url())) return;
    streams.open -= 1;
    streams.lastChange = Date.now();
  };
  page.on("requestfinished", ended);
  page.on("requestfailed", ended);
  await signedIn(page, merchant.email, merchant.password);
  await page.goto(`/a/chats/${chatId}`);
  await expect(page.getByTestId("live-status")).toHaveText("Live");

  await setVisibility(page, "hidden");
  // No stream open, and none opened for longer than a stream lives: the chat let it go.
  await expect
    .poll(() => streams.open === 0 && Date.now() - streams.lastChange > 4_000, { timeout: 30_000 })
    .toBe(true);

  const supplierToken = await apiSignIn(baseUrl(), "supplier@demo.local", DEMO_PASSWORD);
  await trpcClient(baseUrl(), { token: supplierToken }).chats.send.mutate({ chatId, body: "Packed, it leaves today." });
  await setVisibility(page, "visible");
  await expect(page.getByTestId("chat-message-body")).toHaveText(["Is the order packed?", "Packed, it leaves today."]);
  await expect(page.getByTestId("live-status")).toHaveText("Live");
  await expect.poll(() => streams.open).toBe(1);
});

test("the same chat open in two tabs holds one live stream; the other tab takes it over when the first closes", async ({
  browser,
}) => {
  const { merchant, chatId } = await merchantChatWithSupplier("chat-tabs", "Two tabs, one chat.");
  const supplier = trpcClient(baseUrl(), { token: await apiSignIn(baseUrl(), "supplier@demo.local", DEMO_PASSWORD) });
  const context = await browser.newContext();
  // Which tab each of the chat's streams came from (the e2e backend ends each after 3 s; the holder opens the next).
  const streamsFrom: Page[] = [];
  context.on("request", (request) => {
    if (request.url().includes("/store/trpc/chats.onMessage")) streamsFrom.push(request.frame().page());
  });
  const first = await context.newPage();
  await signedIn(first, merchant.email, merchant.password);
  await first.goto(`/a/chats/${chatId}`);
  await expect(first.getByTestId("live-status")).toHaveText("Live");
  const second = await context.newPage();
  await second.goto(`/a/chats/${chatId}`);
  await expect(second.getByTestId("live-status")).toHaveText("Live");

  // Both tabs in view: a message reaches both, and every stream opened since came from one tab,
  // across a few of the backend's stream ends.
  streamsFrom.length = 0;
  await supplier.chats.send.mutate({ chatId, body: "Seen in both tabs." });
  for (const tab of [first, second]) {
    await expect(tab.getByTestId("chat-message-body")).toHaveText(["Two tabs, one chat.", "Seen in both tabs."]);
  }
  await expect.poll(() => streamsFrom.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  expect(new Set(streamsFrom).size, "tabs that opened a stream").toBe(1);
  const holder = streamsFrom[0] as Page;
  const other = holder === first ? second : first;

  await holder.close();
  await expect.poll(() => streamsFrom.some((tab) => tab === other), { timeout: 30_000 }).toBe(true);
  await supplier.chats.send.mutate({ chatId, body: "The other tab streams now." });
  await expect(other.getByTestId("chat-message-body")).toHaveText([
    "Two tabs, one chat.",
    "Seen in both tabs.",
    "The other tab streams now.",
  ]);
  await expect(other.getByTestId("live-status")).toHaveText("Live");
  await context.close();
});
