import { linksIn, mailsTo, type StoredMail } from "@platform/testing";
import { mailDir, uniqueEmail } from "../support/app";
import { invitationLinkFor, sidebarLinks, signedIn, signOut, toast } from "../support/flows";
import { expect, test } from "../support/test";

test("an owner invites a member, who onboards through the mailed link and is then in the members list", async ({
  page,
}) => {
  const email = uniqueEmail("member");
  const since = Date.now();

  // The owner of Nordlicht Home GmbH invites a member.
  await signedIn(page, "customer@demo.local");
  await expect(page).toHaveURL(/\/a\/dashboard\/customer$/);
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Organisation" }).click();
  await expect(page.getByRole("heading", { name: "Nordlicht Home GmbH", level: 1 })).toBeVisible();
  await page.getByRole("tab", { name: "Invitations" }).click();
  await expect(page).toHaveURL(/tab=invitations/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Role").selectOption("member");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(page, `Invitation sent to ${email}.`)).toBeVisible();
  const row = page.getByTestId("invitation-row").filter({ hasText: email });
  await expect(row).toContainText("Pending");
  await signOut(page);

  // The invitee follows the mailed link: two steps, then signed in on the customer dashboard.
  const link = await invitationLinkFor(email, since);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Join your organisation" })).toBeVisible();
  await expect(page.getByText("Step 1 of 2")).toBeVisible();
  await expect(page.getByText("You are invited to join Nordlicht Home GmbH.")).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("Step 2 of 2")).toBeVisible();
  await expect(page).toHaveURL(/step=2/);
  await page.getByLabel("First name").fill("Nina");
  await page.getByLabel("Last name").fill("Neu");
  await page.getByLabel("Password", { exact: true }).fill("a-member-password");
  await page.getByLabel("Confirm password").fill("a-member-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Please accept the terms to continue.")).toBeVisible();
  await page.getByLabel("I accept the terms of use and the privacy policy.").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/a\/dashboard\/customer$/);
  await expect(page.getByText(/^Welcome, Nina/)).toBeVisible();

  // A plain member reads the organisation: no Invitations tab, details read-only, and is in the list.
  await page.goto("/a/organisation?tab=members");
  await expect(page.getByRole("tab", { name: "Invitations" })).toHaveCount(0);
  const me = page.getByTestId("member-row").filter({ hasText: email });
  await expect(me).toContainText("Nina Neu");
  await expect(me).toContainText("(you)");
  await expect(me).toContainText("Member");
  await page.getByRole("tab", { name: "Details" }).click();
  await expect(page.getByText("Only owners and admins of your organisation can change these settings.")).toBeVisible();
  await expect(page.getByLabel("Organisation name")).toBeDisabled();
  await signOut(page);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole("alert")).toHaveText("Invalid Invitation");

  // The owner sees the invitation accepted and the new member in the members list.
  await signedIn(page, "customer@demo.local");
  await page.goto("/a/organisation?tab=invitations");
  await expect(page.getByTestId("invitation-row").filter({ hasText: email })).toContainText("Accepted");
  await page.getByRole("tab", { name: "Members" }).click();
  await expect(page.getByTestId("member-row").filter({ hasText: email })).toContainText("Nina Neu");
});

test("an invitation link that is unknown says Invalid Invitation, in English and German", async ({ page }) => {
  await page.goto(`/onboarding?token=${"x".repeat(43)}`);
  await expect(page.getByRole("alert")).toHaveText("Invalid Invitation");
  await page.getByLabel("Language").selectOption("de");
  await expect(page.getByRole("alert")).toHaveText("Ungültige Einladung");
  await page.goto("/onboarding");
  await expect(page.getByRole("alert")).toHaveText("Ungültige Einladung");
});

test("support invites a supplier organisation; its owner sets it up in onboarding and lands on the supplier dashboard", async ({
  page,
}) => {
  const email = uniqueEmail("supplier");
  const since = Date.now();
  await signedIn(page, "support@demo.local");
  await expect(page).toHaveURL(/\/a\/dashboard\/support$/);
  await page.getByRole("link", { name: "Invite organisation" }).first().click();
  await expect(page).toHaveURL(/\/a\/invite-organisation$/);

  // A field's problem is shown under the field.
  await page.getByLabel("Organisation name").fill("Yiwu Trading Ltd");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("This is not a valid email.")).toBeVisible();
  // An address that already has an account is the server's field error.
  await page.getByLabel("Email").fill("customer@demo.local");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("This person already has an account.")).toBeVisible();

  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Organisation type").selectOption("supplier");
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(page, `Invitation sent to ${email}.`)).toBeVisible();
  await signOut(page);

  const link = await invitationLinkFor(email, since);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Set up your organisation" })).toBeVisible();
  await expect(page.getByLabel("Organisation name")).toHaveValue("Yiwu Trading Ltd");
  await page.getByLabel("Organisation name").fill("Yiwu Trading Co. Ltd");
  await page.getByLabel("IBAN").fill("DE00 1234");
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByText("This is not a valid IBAN.")).toBeVisible();
  await page.getByLabel("IBAN").fill("DE89 3704 0044 0532 0130 00");
  await page.getByLabel("City").fill("Yiwu");
  await page.getByRole("button", { name: "Next" }).click();

  await page.getByLabel("First name").fill("Wei");
  await page.getByLabel("Last name").fill("Zhang");
  await page.getByLabel("Password", { exact: true }).fill("a-supplier-password");
  await page.getByLabel("Confirm password").fill("a-supplier-passwort");
  await page.getByLabel("I accept the terms of use and the privacy policy.").check();
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Passwords do not match.")).toBeVisible();
  await page.getByLabel("Confirm password").fill("a-supplier-password");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page).toHaveURL(/\/a\/dashboard\/supplier$/);

  // Step 1's answers were kept.
  await page.goto("/a/organisation");
  await expect(page.getByLabel("Organisation name")).toHaveValue("Yiwu Trading Co. Ltd");
  await expect(page.getByLabel("City")).toHaveValue("Yiwu");
  await expect(page.getByLabel("IBAN")).toHaveValue("DE89 3704 0044 0532 0130 00");
});

test("each role's sidebar shows the screens that exist for it", async ({ page }) => {
  // Seven sign-ins one after the other: a busy machine needs more than the default 45 s.
  test.setTimeout(120_000);
  const expected: Array<[string, string[]]> = [
    [
      "support@demo.local",
      [
        "Dashboard",
        "Products",
        "Invoices",
        "Locations",
        "Packaging overview",
        "Packaging UI",
        "Packaging stocks",
        "Retours",
        "Claims",
        "Product overview",
        "Stock orders",
        "Chats",
        "Organisations",
        "Customer overview",
        "Waitlist overview",
        "Product request",
        "Invite organisation",
        "Audit log",
      ],
    ],
    [
      "agency@demo.local",
      ["Dashboard", "Invoices", "Organisation", "Organisations", "Agency margin", "Invite organisation", "Audit log"],
    ],
    [
      "customer@demo.local",
      [
        "Dashboard",
        "Products",
        "Invoices",
        "Shops",
        "Organisation",
        "Locations",
        "Stocks",
        "Packaging overview",
        "Packaging UI",
        "Packaging stocks",
        "Buy packaging",
        "Orders",
        "Retours",
        "Product overview",
        "Stock orders",
        "Chats",
        "Available services",
        "My Bookings",
        "Product request",
        "Audit log",
      ],
    ],
    [
      "supplier@demo.local",
      ["Dashboard", "Organisation", "Packaging UI", "Stock orders", "Chats", "Product request", "Audit log"],
    ],
    ["provider@demo.local", ["Dashboard", "Organisation", "Chats", "Services", "My Bookings", "Audit log"]],
    ["waitlist@demo.local", ["Dashboard", "Shops", "Orders"]],
    ["disabled@demo.local", ["Dashboard", "Invoices"]],
  ];
  for (const [email, links] of expected) {
    await signedIn(page, email);
    await expect(page).toHaveURL(/\/a\/dashboard\//);
    expect(await sidebarLinks(page), email).toEqual(links);
    // Settings are in the account menu, except for a disabled organisation.
    await expect(page.getByRole("button", { name: /Account menu/ })).toHaveCount(email.startsWith("disabled") ? 0 : 1);
    await signOut(page);
  }
});

test("screens of other roles send the user to their own dashboard", async ({ page }) => {
  await signedIn(page, "customer@demo.local");
  await expect(page).toHaveURL(/\/a\/dashboard\/customer$/);
  for (const path of [
    "/a/organisations",
    "/a/customers",
    "/a/waitlist",
    "/a/agency-margin",
    "/a/invite-organisation",
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/a\/dashboard\/customer$/);
  }
  await signOut(page);
  await signedIn(page, "disabled@demo.local");
  await expect(page).toHaveURL(/\/a\/dashboard\/disabled$/);
  for (const path of ["/a/organisation", "/a/settings/user", "/a/settings/personal"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/a\/dashboard\/disabled$/);
  }
});

test("the last owner cannot give up the owner role: the server's message is shown", async ({ page }) => {
  await signedIn(page, "customer@demo.local");
  await page.goto("/a/organisation?tab=members");
  const owner = page.getByTestId("member-row").filter({ hasText: "customer@demo.local" });
  await owner.getByLabel("Role of Clara Kunde").selectOption("admin");
  await expect(toast(page, "An organisation needs at least one owner: make someone else owner first.")).toBeVisible();
  await expect(owner.getByLabel("Role of Clara Kunde")).toHaveValue("owner");
});

test("an agency sets its margin on a client, with the range checked", async ({ page }) => {
  await signedIn(page, "agency@demo.local");
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Agency margin" }).click();
  const field = page.getByLabel("Margin for Nordlicht Home GmbH (%)");
  const row = page.getByTestId("margin-row").filter({ hasText: "Nordlicht Home GmbH" });
  await field.fill("100.555");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(row.getByText("Enter a percentage between 0 and 100 with at most two decimals.")).toBeVisible();
  await field.fill("12.5");
  await row.getByRole("button", { name: "Save" }).click();
  await expect(toast(page, "Margin for Nordlicht Home GmbH saved.")).toBeVisible();

  // The client list shows it, and so does the client's page.
  await page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Organisations" }).click();
  const client = page.getByTestId("organisation-row").filter({ hasText: "Nordlicht Home GmbH" });
  await expect(client).toContainText("12.5 %");
  await client.getByRole("link", { name: "Nordlicht Home GmbH" }).click();
  await expect(page).toHaveURL(/\/a\/organisations\/org_/);
  await expect(page.getByLabel("Margin for Nordlicht Home GmbH (%)")).toHaveValue("12.5");
});

test("an agency follows the clients it invited: pending, resent, revoked, and a revoked link is invalid", async ({
  page,
}) => {
  const email = uniqueEmail("agency-client");
  const since = Date.now();
  await signedIn(page, "agency@demo.local");
  await page.getByRole("link", { name: "Invite organisation" }).first().click();
  await expect(page).toHaveURL(/\/a\/invite-organisation$/);
  await page.getByLabel("Organisation name").fill("Kiel Candles");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send invitation" }).click();
  await expect(toast(page, `Invitation sent to ${email}.`)).toBeVisible();

  await expect(page.getByRole("heading", { name: "Invited organisations" })).toBeVisible();
  const row = page.getByTestId("invitation-row").filter({ hasText: email });
  await expect(row).toContainText("Kiel Candles");
  await expect(row).toContainText("Pending");
  const firstLink = await invitationLinkFor(email, since);

  await row.getByRole("button", { name: `Resend the invitation to ${email}` }).click();
  await expect(toast(page, "Invitation sent again.")).toBeVisible();
  await expect.poll(() => mailsTo(mailDir(), email).length).toBe(2);
  const secondLink = linksIn(mailsTo(mailDir(), email)[1] as StoredMail).find((link) => link.includes("/onboarding"));
  expect(secondLink).not.toBe(firstLink);

  await row.getByRole("button", { name: `Revoke the invitation for ${email}` }).click();
  await expect(toast(page, "Invitation revoked.")).toBeVisible();
  await expect(row).toContainText("Revoked");
  await expect(row.getByRole("button")).toHaveCount(0);
  await signOut(page);

  await page.goto(secondLink as string);
  await expect(page.getByRole("alert")).toHaveText("Invalid Invitation");
});
