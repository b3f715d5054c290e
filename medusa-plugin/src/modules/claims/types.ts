import type { ClaimStatus, ClaimType, UploadedFile } from "@platform/domain";
import type { EntityManager } from "typeorm";
import type { UploadService } from "../uploads";

/** Claims' files are uploads attached to this subject. */
export const CLAIM_SUBJECT = "claim";

/** A claim as the screens show it. */
export type ClaimView = {
  id: string;
  orderId: string;
  orderNumber: string;
  organisation: { id: string; name: string };
  type: ClaimType;
  description: string;
  status: ClaimStatus;
  amount: number | null;
  currencyCode: string;
  newTrackingNumber: string | null;
  newTrackingUrl: string | null;
  note: string | null;
  createdAt: Date;
  decidedAt: Date | null;
  files: UploadedFile[];
};

/** What reading claims needs: the manager and the uploads (the claims' files). */
export type ClaimReadDeps = { manager: EntityManager; files: UploadService };
