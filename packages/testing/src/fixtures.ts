import { randomUUID } from "node:crypto";
import { linksIn, waitForMail } from "./mail";
import { signIn, trpcClient } from "./trpc";

export const uniqueEmail = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}@fixture.test`;

/** A merchant organisation signed up through the API and approved by support: an active customer. */
export async function activeMerchant(url: string, supportToken: string, name = `Shop ${randomUUID().slice(0, 6)}`) {
  const email = uniqueEmail(name.toLowerCase().replace(/\W+/g, "-"));
  const password = "fixture-password-1";
  const { organisationId } = await trpcClient(url).auth.signUp.mutate({
    organisationName: name,
    firstName: "Test",
    lastName: "Owner",
    email,
    password,
    confirmPassword: password,
  });
  await trpcClient(url, { token: supportToken }).waitlist.approve.mutate({ organisationId });
  return { organisationId, name, email, password, token: await signIn(url, email, password) };
}

/** The onboarding token from the invitation mail sent to `to`. */
export async function invitationTokenFor(mailDir: string, to: string): Promise<string> {
  const mail = await waitForMail(mailDir, { to, subjectIncludes: "" });
  const link = linksIn(mail).find((candidate) => candidate.includes("/onboarding?token="));
  if (!link) throw new Error(`No onboarding link in the mail to ${to}:\n${mail.text}`);
  return new URL(link).searchParams.get("token") as string;
}

/** Today in the platform's time zone, as the disable rule counts days. */
export function platformToday(offsetDays = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Berlin" }).format(
    new Date(Date.now() + offsetDays * 86_400_000),
  );
}

/**
 * The merchant's own warehouse (a "customer" location in DE) holding `onHand` of one variant and
 * first for every country, so the merchant's orders route there.
 */
export async function stockedWarehouse(
  url: string,
  supportToken: string,
  merchant: { organisationId: string; token: string },
  input: { name: string; variantId: string; onHand: number },
): Promise<{ locationId: string }> {
  const support = trpcClient(url, { token: supportToken });
  const location = await support.locations.create.mutate({
    name: input.name,
    type: "customer",
    status: "active",
    countryCode: "DE",
    organisationId: merchant.organisationId,
  });
  await support.locations.adjustStock.mutate({
    organisationId: merchant.organisationId,
    locationId: location.id,
    variantId: input.variantId,
    onHand: input.onHand,
  });
  await trpcClient(url, { token: merchant.token }).locations.setPriorities.mutate({
    country: "*",
    priorities: [{ locationId: location.id, priority: 1 }],
  });
  return { locationId: location.id };
}
