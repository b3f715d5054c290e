import { expect, test } from "../support/test";
import { expectAppWording, readScreen } from "../support/text-walk";

// The staff's side of the demo (the merchants' side: text-walk.spec.ts, so the two run in
// parallel workers): every screen in English and German, read for what a person should not see.
const LOGINS = ["support@demo.local", "supplier@demo.local", "provider@demo.local"];

for (const login of LOGINS) {
  test(`what ${login} reads is the app's wording, in English and German`, async ({ browser }, testInfo) => {
    test.setTimeout(600_000);
    await expectAppWording(browser, { login }, testInfo);
  });
}

// The rules themselves, on a page made for them: each kind of mistake is found, user data is not.
test("the walk finds each kind of mistake and leaves user data alone", async ({ page }) => {
  await page.setContent(`<main>
    <p>orders.status.shipped</p><p>payment_status</p><p>1 Varianten</p><p>3 Variante</p>
    <button type="button">Save</button><input aria-label="Suche" placeholder="Search orders">
    <p>Nicht gefunden.Erneut versuchen</p>
    <table><thead><tr><th>Summe</th><th>Menge</th></tr></thead><tbody><tr><td>66316</td><td>4</td></tr></tbody></table>
    <span data-kind="money">12</span><span data-kind="money">12,00 €</span>
    <p data-user-content="">Bamboo cutting_board: Save 1 variants</p>
    <p>Chat mit <span data-user-content="">Brightside Agency</span></p><p>Notiz von Brightside Agency</p>
    <p>1 Variante, 2 Varianten, 0,5 Tage</p>
  </main>`);
  const problems = (await readScreen(page, "de")).map(({ text, problem }) => `${text} → ${problem}`);
  expect(problems.sort()).toEqual(
    [
      'orders.status.shipped → translation key "orders.status.shipped"',
      'payment_status → stored name "payment_status"',
      '1 Varianten → count "1 Varianten" (plural noun for one)',
      '3 Variante → count "3 Variante" (singular noun for 3)',
      "Save → English on a German screen: Save",
      "Search orders → English on a German screen: Search, orders",
      'Nicht gefunden.Erneut versuchen → sentences run together "gefunden.Erneut"',
      '66316 → not money as the formatter writes it (column "Summe")',
      "12 → not money as the formatter writes it (a money value)",
    ].sort(),
  );
  await page.setContent("<main><p>1 variants</p><p>2 item</p><p>1 item, 3 items</p></main>");
  expect((await readScreen(page, "en")).map(({ problem }) => problem)).toEqual([
    'count "1 variants" (plural noun for one)',
    'count "2 item" (singular noun for 2)',
  ]);
});
