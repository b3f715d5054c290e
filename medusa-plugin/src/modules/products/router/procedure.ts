/** Who is asking, as the product services take it: support sees every organisation's side. */
export function viewerOf(ctx: { organisationId: string; customerId: string; role: string | null }) {
  return { organisationId: ctx.organisationId, customerId: ctx.customerId, isSupport: ctx.role === "support" };
}
