import type { MedusaRequest, MedusaResponse } from "@medusajs/medusa";
import { mayAccess } from "@platform/domain";
import type { OrganisationService } from "../../../../modules/organisations";
import type { UploadService } from "../../../../modules/uploads";

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
  // A disabled organisation reads invoices only; someone else's file answers like a missing one.
  const file =
    membership && mayAccess("files", membership.role)
      ? await uploads.readableBy(req.params.id, {
          customerId,
          organisationId: membership.organisation.id,
          isSupport: membership.role === "support",
        })
      : null;
  if (!file) {
    res.status(404).json({ message: "Not found" });
    return;
  }
  res.json({ file });
}
