import type { ClaimListInput, CreateClaimInput, DecideClaimInput } from "@platform/domain";
import type { EntityManager } from "typeorm";
import type MailerService from "../../lib/mailer";
import { PlatformService } from "../../lib/platform-service";
import type { InvoiceService } from "../invoices";
import type { OrderHistoryService } from "../orders";
import type { UploadService } from "../uploads";
import type { ClaimDeps } from "./claim-deps";
import { createClaim } from "./create-claim";
import { decideClaim } from "./decide-claim";
import { listClaims } from "./list-claims";
import { listOrderClaims } from "./list-order-claims";
import type { ClaimView } from "./types";

type InjectedDependencies = {
  manager: EntityManager;
  uploadService: UploadService;
  mailerService: MailerService;
  orderHistoryService: OrderHistoryService;
  invoiceService: InvoiceService;
};

/**
 * Medusa's `platformClaimService` (services/platform-claim.ts re-exports it; not `claimService`,
 * which is Medusa's own): claims on orders, merchants create them with files, support decides.
 * Each method is one use case of this module.
 */
export default class PlatformClaimService extends PlatformService<InjectedDependencies> {
  private get deps(): ClaimDeps {
    return {
      manager: this.activeManager_,
      files: this.deps_.uploadService,
      history: this.deps_.orderHistoryService,
      invoices: this.deps_.invoiceService,
      mailer: this.deps_.mailerService,
    };
  }

  /** A claim on one of the organisation's orders, with the organisation's own freshly uploaded files. */
  async create(organisationId: string, customerId: string, input: CreateClaimInput): Promise<ClaimView> {
    return await createClaim(this.deps, organisationId, customerId, input);
  }

  /** The claims of one of the organisation's orders, oldest first. */
  async listForOrder(organisationId: string | null, orderId: string): Promise<ClaimView[]> {
    return await listOrderClaims(this.deps, organisationId, orderId);
  }

  /** Every organisation's claims (support), newest first; with organisationId only that organisation's (REST API). */
  async list(input: ClaimListInput, organisationId: string | null = null) {
    return await listClaims(this.deps, input, organisationId);
  }

  /** Support's decision: the status with its amount (refunded, credit) or new tracking number. */
  async decide(customerId: string, input: DecideClaimInput): Promise<ClaimView> {
    return await decideClaim(this.deps, customerId, input);
  }
}
