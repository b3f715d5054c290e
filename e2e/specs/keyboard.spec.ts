import { signIn as apiSignIn, DEMO_PASSWORD, testPng, trpcClient } from "@platform/testing";
import { merchantWithOrder, toast } from "../support/flows";
import { expectVisibleFocus, tabTo, typeInto } from "../support/keyboard";
import { expect, type Page, test } from "../support/test";

// Each journey with the keyboard alone (Tab, Shift+Tab, Enter, Space, Escape, arrow keys), and a
// visible focus indicator at every stop (support/keyboard.ts asserts it on every Tab).

const baseUrl = () => process.env.E2E_BASE_URL as string;

// Every Tab stop is checked for its focus indicator: these journeys take many round trips.
test.describe.configure({ timeout: 120_000 });

async function keyboardSignIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto("/login");
  await expect(page.getByLabel("Email")).toBeVisible();
  await typeInto(page, page.getByLabel("Email"), email);
  await typeInto(page, page.getByLabel("Password", { exact: true }), password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/a\/dashboard\//);
}

/** Follows a sidebar link with the keyboard. */
async function openArea(page: Page, name: string): Promise<void> {
  const link = page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name, exact: true });
  await page.locator("body").focus();
  await tabTo(page, link);
  await page.keyboard.press("Enter");
  await expect(link).toHaveAttribute("aria-current", "page");
}

test("keyboard: sign in, skip to the content, switch the language and sign out", async ({ page }) => {
  await keyboardSignIn(page, "customer@demo.local");
  // The first Tab stop of the shell (after loading it, F5) is "Skip to content"; it moves the
  // focus to the main content.
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Main navigation" })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await expectVisibleFocus(page);
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();

  // The language select changes with the arrow keys.
  await tabTo(page, page.getByLabel("Language"), { back: true });
  await page.keyboard.press("ArrowDown");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("button", { name: "Abmelden" })).toBeVisible();

  await tabTo(page, page.getByRole("button", { name: "Abmelden" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole("heading", { name: "Bei deinem Konto anmelden" })).toBeVisible();
});

test("keyboard: a merchant creates an order with two items", async ({ page }) => {
  const merchant = await merchantWithOrder("kbd-order");
  await keyboardSignIn(page, merchant.email, merchant.password);
  await openArea(page, "Orders");
  await tabTo(page, page.getByRole("link", { name: "New order" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "New order" })).toBeVisible();

  // Submitting the empty form puts the focus on the first invalid field.
  await tabTo(page, page.getByRole("button", { name: "Create order" }));
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Shop", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Shop", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expectVisibleFocus(page);

  await page.keyboard.press("ArrowDown"); // the first connected shop
  for (const [label, value] of [
    ["First name", "Kai"],
    ["Last name", "Keyboard"],
    ["Address 1", "Tastenweg 1"],
    ["Postal code", "04109"],
    ["City", "Leipzig"],
  ] as const) {
    await typeInto(page, page.getByLabel(label, { exact: true }), value);
  }
  await tabTo(page, page.getByLabel("Item 1", { exact: true }));
  await page.keyboard.press("ArrowDown");
  await tabTo(page, page.getByRole("button", { name: "Add item" }));
  await page.keyboard.press("Enter");
  await tabTo(page, page.getByLabel("Item 2", { exact: true }), { back: true });
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await tabTo(page, page.getByLabel("Quantity of item 2"));
  await page.keyboard.press("Control+a");
  await page.keyboard.type("3");
  await tabTo(page, page.getByRole("button", { name: "Create order" }));
  await page.keyboard.press("Enter");

  await expect(toast(page, "Order created.")).toBeVisible();
  await expect(page.getByRole("heading", { name: /^Order #/ })).toBeVisible();
  await expect(page.getByTestId("order-item")).toHaveCount(2);
});

test("keyboard: a merchant opens an order and files a claim with a file; the dialog keeps and returns the focus", async ({
  page,
}) => {
  const merchant = await merchantWithOrder("kbd-claim");
  await keyboardSignIn(page, merchant.email, merchant.password);
  await openArea(page, "Orders");
  await tabTo(page, page.getByRole("link", { name: merchant.orderNumber }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: `Order ${merchant.orderNumber}` })).toBeVisible();

  const opener = page.getByRole("button", { name: "Create claim" });
  const dialog = page.getByRole("dialog", { name: "Create claim" });
  // The dialog's root has no box of its own (its panel is fixed over the page): its heading shows it.
  const dialogTitle = dialog.getByRole("heading", { name: "Create claim" });
  await tabTo(page, opener);
  await page.keyboard.press("Enter");
  await expect(dialogTitle).toBeVisible();
  // The focus moves into the dialog and stays inside it, forwards and backwards.
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  for (const key of ["Shift+Tab", "Shift+Tab", "Shift+Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab", "Tab"]) {
    await page.keyboard.press(key);
    await expectVisibleFocus(page);
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  }
  // Escape closes it and gives the focus back to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(opener).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(dialogTitle).toBeVisible();
  await tabTo(page, dialog.getByLabel("Claim type"));
  await page.keyboard.press("ArrowDown");
  await expect(dialog.getByLabel("Claim type")).toHaveValue("refund");
  await typeInto(page, dialog.getByLabel("Description"), "The handle came off.");
  const photo = await testPng("keyboard-photo.png", 64);
  await tabTo(page, dialog.getByLabel("Files"));
  const chooser = page.waitForEvent("filechooser");
  await page.keyboard.press("Space");
  await (await chooser).setFiles({ name: photo.name, mimeType: photo.mimeType, buffer: photo.content });
  await expect(dialog.getByRole("img", { name: "keyboard-photo.png" })).toBeVisible();
  await tabTo(page, dialog.getByRole("button", { name: "Create claim" }));
  await page.keyboard.press("Enter");

  await expect(toast(page, "Claim created. Support will look at it.")).toBeVisible();
  await expect(page.getByTestId("claim")).toContainText("The handle came off.");
});

test("keyboard: a merchant opens a chat and sends a message", async ({ page }) => {
  const merchant = await merchantWithOrder("kbd-chat");
  const supplierToken = await apiSignIn(baseUrl(), "supplier@demo.local", DEMO_PASSWORD);
  const supplier = (await trpcClient(baseUrl(), { token: supplierToken }).organisation.get.query()).id;
  await trpcClient(baseUrl(), { token: merchant.token }).chats.create.mutate({
    subjectType: "order",
    subjectId: merchant.orderId,
    receiverOrganisationId: supplier,
    body: "Is the mug in stock?",
  });

  await keyboardSignIn(page, merchant.email, merchant.password);
  await openArea(page, "Chats");
  await tabTo(page, page.getByRole("link", { name: merchant.orderNumber }));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("chat-message-body")).toHaveText(["Is the mug in stock?"]);
  // The messages scroll in a region of their own, reached with Tab even when no message holds a
  // link (WCAG 2.1.1): a long conversation is read with the arrow keys.
  await tabTo(page, page.getByRole("region", { name: "Conversation" }));

  await typeInto(page, page.getByLabel("Message"), "Please send it with DHL.");
  await tabTo(page, page.getByRole("button", { name: "Send" }));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("chat-message-body")).toHaveText(["Is the mug in stock?", "Please send it with DHL."]);
});
