import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from "@platform/domain";
import { readMultipart } from "../../../lib/multipart";
import { UploadRejected, type UploadService } from "../../../modules/uploads";
import { memberRequest } from "../../member-request";

/**
 * POST /store/uploads — multipart, field "files". Bearer-authenticated members only (a
 * cross-site form cannot send an Authorization header); the caller's organisation owns the files.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  // A disabled organisation still pays its invoices, which may take a bank transfer proof.
  const caller = await memberRequest(req, res, ["files", "payInvoices"]);
  if (!caller) return;
  const { customerId, membership, fail } = caller;
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
