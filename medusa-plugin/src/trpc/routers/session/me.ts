import { DASHBOARD_PATH, isDisabled } from "@platform/domain";
import { TRPCError } from "@trpc/server";
import { authedProcedure } from "../../trpc";

/** Who and where the caller is: their account, organisation and derived role. */
export const me = authedProcedure.query(async ({ ctx }) => {
  const customers = ctx.services.medusaCustomers;
  // Only a customer that is gone signs the caller out; a database that is away is a server error.
  const customer = await customers
    .retrieve(ctx.customerId)
    .catch((error: { type?: unknown }) => (error?.type === "not_found" ? null : Promise.reject(error)));
  if (!customer) throw new TRPCError({ code: "UNAUTHORIZED" });
  const membership = await ctx.services.organisations.membershipOf(customer.id);
  const { language } = await ctx.services.accountsSettings.retrieve(customer.id);
  return {
    customer: {
      id: customer.id,
      email: customer.email,
      firstName: customer.first_name,
      lastName: customer.last_name,
      language,
    },
    organisation: membership
      ? {
          id: membership.organisation.id,
          name: membership.organisation.name,
          type: membership.organisation.type,
          status: membership.organisation.status,
          disabledAt: membership.organisation.disabled_at,
          disabled: isDisabled(membership.organisation),
        }
      : null,
    memberRole: membership?.member.role ?? null,
    role: membership?.role ?? null,
    dashboardPath: membership ? DASHBOARD_PATH[membership.role] : null,
  };
});
