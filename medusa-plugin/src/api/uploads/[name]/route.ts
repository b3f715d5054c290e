import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { serveCatalogueImage } from "../../../modules/uploads";

/** GET /uploads/:name — a product image uploaded through Medusa Admin, served inert. */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  await serveCatalogueImage(req, res);
}
