import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { serveUpload } from "../../../../../modules/uploads";

/** GET /store/uploads/:id/thumbnail?exp&sig — an image's thumbnail (WebP), through a signed link. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  await serveUpload(req, res, "thumbnail");
}
