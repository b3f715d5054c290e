import { apiClaimPageSchema, apiClaimSchema, claimListSchema, createClaimSchema, scopeOf } from "@platform/domain";
import type { PlatformClaimService } from "../../../../modules/claims";
import type { PlatformOrderService } from "../../../../modules/orders";
import { UploadRejected, type UploadService } from "../../../../modules/uploads";
import { ApiProblem, apiRoute, documented, queryInput } from "../../../rest-api";

/** GET /api/v1/claims — the organisation's claims, newest first, by status and type. */
export const GET = apiRoute({ scope: scopeOf("claims", "read") }, async ({ caller, req }) => {
  const input = claimListSchema.parse(queryInput(req));
  const page = await req.scope.resolve<PlatformClaimService>("platformClaimService").list(input, caller.organisationId);
  return { status: 200, body: documented(apiClaimPageSchema, { ...page, data: page.items }) };
});

/**
 * POST /api/v1/claims — multipart/form-data: `orderId`, `type`, `description` and one to five
 * `files`. The files go through the app's upload path (the type is what the bytes say, images must
 * decode), then the claim is created as the app's "Create claim" does. Needs an Idempotency-Key.
 */
export const POST = apiRoute(
  { scope: scopeOf("claims", "write"), write: true, multipart: true },
  async ({ caller, req, body, files }) => {
    // The form's fields first: a bad field is refused before any file is stored.
    const fields = createClaimSchema.omit({ files: true }).parse(body);
    const attached = files.filter((file) => file.field === "files");
    if (attached.length === 0) createClaimSchema.parse({ ...fields, files: [] });
    // Another organisation's order (or none) is a 404 before any file is stored: no orphaned uploads.
    await req.scope.resolve<PlatformOrderService>("platformOrderService").get(caller.organisationId, fields.orderId);
    let stored: Array<{ id: string }>;
    try {
      stored = await req.scope
        .resolve<UploadService>("uploadService")
        .store(caller.organisationId, caller.customerId, attached);
    } catch (error) {
      if (error instanceof UploadRejected) throw new ApiProblem(400, error.i18nKey, undefined, error.values);
      throw error;
    }
    const claim = await req.scope
      .resolve<PlatformClaimService>("platformClaimService")
      .create(caller.organisationId, caller.customerId, { ...fields, files: stored.map(({ id }) => ({ id })) });
    return { status: 201, body: documented(apiClaimSchema, claim) };
  },
);
