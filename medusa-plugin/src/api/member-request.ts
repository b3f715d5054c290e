import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { type AccessName, type Language, mayAccess } from "@platform/domain";
import { pickLanguage, translate } from "../lib/i18n";
import type { Membership, OrganisationService } from "../modules/organisations";
import { isForeignOrigin } from "./cross-site";

type AuthedRequest = MedusaRequest & { user?: { customer_id?: string } };

export type MemberRequest = {
  customerId: string;
  locale: Language;
  membership: Membership;
  /** Answers with a translated JSON error (its key too, for the SPA). */
  fail: (status: number, i18nKey: string, values?: Record<string, string>) => void;
};

/**
 * The REST downloads (CSV exports, PDFs) as the tRPC procedures check callers: a bearer token
 * (never a cookie: a link on another site must not download for the user), our own origin, a
 * member whose role the access table allows (any of `access`). The organisation always comes from the membership.
 * Null when it has answered with 401 or 403.
 */
export async function memberRequest(
  req: MedusaRequest,
  res: MedusaResponse,
  access: AccessName | AccessName[],
): Promise<MemberRequest | null> {
  const locale = pickLanguage(req.headers["x-locale"] as string | undefined, req.headers["accept-language"]);
  const fail = (status: number, i18nKey: string, values: Record<string, string> = {}) =>
    void res.status(status).json({ message: translate(locale, i18nKey, values), i18nKey });
  const customerId = (req as AuthedRequest).user?.customer_id;
  const bearer = /^Bearer\s+\S+/i.test(req.headers.authorization ?? "");
  if (!customerId || !bearer) {
    fail(401, "common:errors.unauthorized");
    return null;
  }
  if (isForeignOrigin(req)) {
    fail(403, "common:errors.crossSite");
    return null;
  }
  const membership = await req.scope.resolve<OrganisationService>("organisationService").membershipOf(customerId);
  const allowed = (Array.isArray(access) ? access : [access]).some((name) => mayAccess(name, membership?.role ?? null));
  if (!membership || !allowed) {
    fail(403, "common:errors.forbidden");
    return null;
  }
  return { customerId, locale, membership, fail };
}
