import { randomUUID } from "node:crypto";
import { testPdf } from "@platform/testing";
import { freshSignUp, signedIn, toast } from "../support/flows";
import { type Browser, expect, type Page, test } from "../support/test";

async function pageFor(browser: Browser, email: string, password?: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signedIn(page, email, password);
  return page;
}

test("a provider offers a service, a merchant books it with two products and a file, and sees the provider's confirmation live", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const name = `Packshots ${randomUUID().slice(0, 6)}`;

  // The provider creates the service.
  const provider = await pageFor(browser, "provider@demo.local");
  await provider.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Services" }).click();
  await provider.getByRole("button", { name: "Create service" }).click();
  const dialog = provider.getByRole("dialog", { name: "Create service" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Price (EUR)").fill("35.50");
  await dialog.getByLabel("Required information").fill("Two samples per product");
  await dialog.getByLabel("Terms URL").fill("https://studio-foto.example/terms");
  await dialog.getByLabel("Requires product selection").check();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(toast(provider, "Service created")).toBeVisible();
  const row = provider.getByTestId("service-row").filter({ hasText: name });
  await expect(row).toContainText("€35.50");
  await expect(row.getByTestId("service-state")).toHaveText("Enabled");

  // The merchant books it: two products, a file, the amount and the terms.
  const account = await freshSignUp("bookings", { approved: true });
  const merchant = await pageFor(browser, account.email, account.password);
  await merchant
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "Available services" })
    .click();
  const card = merchant.getByTestId("available-service").filter({ hasText: name });
  await expect(card).toContainText("Two samples per product");
  await card.getByRole("link", { name: `Book service: ${name}` }).click();
  await expect(merchant.getByRole("heading", { name: `Book ${name}` })).toBeVisible();
  // Without products and terms the server's rules answer beside the fields.
  await merchant.getByRole("button", { name: "Book service" }).click();
  await expect(merchant.getByText("Accept the provider's terms to book.")).toBeVisible();
  const products = merchant.getByRole("group", { name: /Products/ }).getByRole("checkbox");
  await expect(products.nth(1)).toBeVisible();
  await products.nth(0).check();
  await products.nth(1).check();
  const brief = testPdf("brief.pdf");
  await merchant
    .getByLabel("Files")
    .setInputFiles({ name: brief.name, mimeType: brief.mimeType, buffer: brief.content });
  await expect(merchant.getByText("brief.pdf")).toBeVisible();
  await merchant.getByLabel("Quantity").fill("2");
  await expect(merchant.getByTestId("booking-total")).toHaveText("€71.00");
  await merchant.getByLabel("Notes").fill("Please shoot from above.");
  await merchant.getByLabel("I accept the provider's terms").check();
  await merchant.getByRole("button", { name: "Book service" }).click();
  await expect(toast(merchant, "Service booked")).toBeVisible();
  await expect(merchant).toHaveURL(/\/a\/bookings\/bkg_/);
  // The detail screen loads its own chunk and the booking: give a busy machine time.
  await expect(merchant.getByTestId("booking-status")).toHaveText("Pending", { timeout: 30_000 });
  await expect(merchant.getByTestId("booked-product")).toHaveCount(2);
  // Every measure with its unit (stored in millimetres and grams): "120 × 90 × 100 mm", "380 g".
  for (const product of await merchant.getByTestId("booked-product").all()) {
    await expect(product).toContainText(/\d+ × \d+ × \d+ (mm|cm)/);
    await expect(product).toContainText(/\d+(\.\d+)? (g|kg)\b/);
  }
  // The booking's history reads as people write it: money, amounts, yes/no.
  const booked = merchant.getByRole("list", { name: "History of this record" }).getByTestId("history-entry").first();
  await expect(booked).toContainText("Service booked");
  await expect(booked).toContainText("Unit price: €35.50");
  await expect(booked).toContainText("Booked quantity: 2");
  await expect(booked).toContainText("Terms accepted: yes");
  await expect(booked).toContainText("Status: Pending");
  await merchant.getByLabel("Language").selectOption("de");
  const gebucht = merchant
    .getByRole("list", { name: "Verlauf dieses Datensatzes" })
    .getByTestId("history-entry")
    .first();
  await expect(gebucht).toContainText("Stückpreis: 35,50 €");
  await expect(gebucht).toContainText("AGB akzeptiert: ja");
  await expect(gebucht).toContainText(/Buchungsdatum: \d{2}\.\d{2}\.\d{4}/);
  await merchant.getByLabel("Sprache").selectOption("en");
  await expect(merchant.getByText("brief.pdf")).toBeVisible();
  await expect(merchant.getByTestId("booking-invoice")).toHaveText("Not invoiced yet");
  await expect(merchant.getByTestId("live-status")).toHaveText("Live");
  const bookingUrl = merchant.url();

  // The provider confirms and answers in the booking's messages.
  await provider
    .getByRole("navigation", { name: "Main navigation" })
    .getByRole("link", { name: "My Bookings" })
    .click();
  await provider.getByLabel("Status").selectOption("pending");
  await expect(provider).toHaveURL(/status=pending/);
  const bookingRow = provider.getByTestId("booking-row").filter({ hasText: account.organisationName });
  await bookingRow.getByRole("link", { name }).click();
  await expect(provider.getByTestId("booked-product")).toHaveCount(2);
  await expect(provider.getByTestId("booking-notes")).toHaveText("Please shoot from above.");
  await expect(provider.getByTestId("chat-message-body")).toHaveText([`New booking: ${name}`]);
  await provider.getByRole("button", { name: "Confirm booking" }).click();
  await expect(provider.getByTestId("booking-status")).toHaveText("Confirmed");
  await provider.getByRole("textbox", { name: "Message" }).fill("We start on Monday.");
  await provider.getByRole("button", { name: "Send" }).click();

  // The merchant's open booking shows both without a reload.
  expect(merchant.url()).toBe(bookingUrl);
  await expect(merchant.getByTestId("booking-status")).toHaveText("Confirmed");
  await expect(merchant.getByTestId("chat-message-body")).toHaveText([
    `New booking: ${name}`,
    "The booking was confirmed.",
    "We start on Monday.",
  ]);
  // A confirmed booking cannot be cancelled by the merchant any more.
  await expect(merchant.getByRole("button", { name: "Cancel booking" })).toHaveCount(0);
});
