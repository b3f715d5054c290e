import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { Upload } from "../../../../models/upload";
import type OrganisationService from "../../../../services/organisation";
import type UploadService from "../../../../services/upload";

type AuthedRequest = MedusaRequest & { user?: { customer_id?: string } };

/**
 * GET /store/uploads/:id — the file with fresh signed links, for a member who may read it (the
 * owning organisation, support, or whom the subject's rule admits). Renews links that expired.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  const customerId = (req as AuthedRequest).user?.customer_id;
  if (!customerId) {
    res.status(401).json({ message: "Unauthorized" });
    return;
  }
  const membership = await req.scope.resolve<OrganisationService>("organisationService").membershipOf(customerId);
  const uploads = req.scope.resolve<UploadService>("uploadService");
  const upload = await req.scope
    .resolve<{ getRepository: (entity: typeof Upload) => { findOne: (q: unknown) => Promise<Upload | null> } }>(
      "manager",
    )
    .getRepository(Upload)
    .findOne({ where: { id: req.params.id } });
  const allowed =
    upload &&
    membership &&
    membership.role !== "disabled_customer" &&
    (await uploads.mayRead(upload, {
      customerId,
      organisationId: membership.organisation.id,
      isSupport: membership.role === "support",
    }));
  // Someone else's file answers exactly like a missing one.
  if (!upload || !allowed) {
    res.status(404).json({ message: "Not found" });
    return;
  }
  res.json({ file: uploads.toView(upload) });
}
