import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from "@platform/domain";
import { pickLanguage, translate } from "../../../lib/i18n";
import { readMultipart } from "../../../lib/multipart";
import type OrganisationService from "../../../services/organisation";
import type UploadService from "../../../services/upload";
import { UploadRejected } from "../../../services/upload";
import { isForeignOrigin } from "../../cross-site";

type AuthedRequest = MedusaRequest & { user?: { customer_id?: string } };

/**
 * POST /store/uploads — multipart, field "files". Bearer-authenticated members only (a
 * cross-site form cannot send an Authorization header); the caller's organisation owns the files.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const locale = pickLanguage(req.headers["x-locale"] as string | undefined, req.headers["accept-language"]);
  const fail = (status: number, i18nKey: string, values: Record<string, string> = {}) => {
    res.status(status).json({ message: translate(locale, i18nKey, values), i18nKey });
  };
  const customerId = (req as AuthedRequest).user?.customer_id;
  const bearer = /^Bearer\s+\S+/i.test(req.headers.authorization ?? "");
  if (!customerId || !bearer) return fail(401, "common:errors.unauthorized");
  if (isForeignOrigin(req)) return fail(403, "common:errors.crossSite");
  const membership = await req.scope.resolve<OrganisationService>("organisationService").membershipOf(customerId);
  if (!membership || membership.role === "disabled_customer") return fail(403, "common:errors.forbidden");
  if (!(req.headers["content-type"] ?? "").toLowerCase().startsWith("multipart/form-data")) {
    return fail(400, UPLOAD_MESSAGES.noFiles);
  }

  let received: Awaited<ReturnType<typeof readMultipart>>;
  try {
    received = await readMultipart(req, {
      maxFileBytes: UPLOAD_LIMITS.maxFileBytes,
      maxFiles: UPLOAD_LIMITS.maxFilesPerRequest,
    });
  } catch {
    return fail(400, UPLOAD_MESSAGES.failed);
  }
  if (received.tooManyFiles) {
    return fail(400, UPLOAD_MESSAGES.tooManyFiles, { max: String(UPLOAD_LIMITS.maxFilesPerRequest) });
  }
  const files = received.files.filter((file) => file.field === "files");
  const truncated = files.find((file) => file.truncated);
  if (truncated) return fail(400, UPLOAD_MESSAGES.tooLarge, { name: truncated.originalName });

  try {
    const stored = await req.scope
      .resolve<UploadService>("uploadService")
      .store(membership.organisation.id, customerId, files);
    res.status(201).json({ files: stored });
  } catch (error) {
    if (error instanceof UploadRejected) return fail(400, error.i18nKey, error.values);
    console.error("[uploads] storing failed", error);
    return fail(500, UPLOAD_MESSAGES.failed);
  }
}
