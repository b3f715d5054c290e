import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { serveUpload } from "../../../../../modules/uploads";

/** GET /store/uploads/:id/file?exp&sig — the file itself, through a signed link. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  await serveUpload(req, res, "file");
}
