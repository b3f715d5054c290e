import type { EntityManager } from "typeorm";
import type { UploadService } from "../uploads";

export const PRODUCT_REQUEST_SUBJECT = "product_request";

/** What product requests need of the uploads: attaching a request's documents, listing and showing them. */
export type RequestFiles = Pick<UploadService, "attach" | "listFor" | "toView">;

/** What the product request use cases work with: the database and the uploads. */
export type RequestDeps = { manager: EntityManager; files: RequestFiles };
