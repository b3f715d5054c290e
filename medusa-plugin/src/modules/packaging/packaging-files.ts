import type { EntityManager } from "typeorm";
import type { UploadService } from "../uploads";

/** What packaging orders need of the uploads: attaching a request's files, listing and showing them. */
export type PackagingFiles = Pick<UploadService, "attach" | "listFor" | "toView">;

/** What the packaging order use cases work with: the database and the uploads. */
export type PackagingDeps = { manager: EntityManager; files: PackagingFiles };
