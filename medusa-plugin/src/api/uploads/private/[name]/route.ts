import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { serveCataloguePrivateFile } from "../../../../modules/uploads";

/** GET /uploads/private/:name?exp&sig — Medusa Admin's import/export file, through a signed link. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  await serveCataloguePrivateFile(req, res);
}
