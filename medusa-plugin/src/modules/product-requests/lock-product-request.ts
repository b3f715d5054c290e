import { PRODUCT_REQUEST_MESSAGES as M } from "@platform/domain";
import type { EntityManager } from "typeorm";
import { DomainError } from "../../lib/domain-error";
import { lockRequest, type ProductRequestRecord } from "./data-access/requests";

/** The request, locked for the caller's transaction, or NOT_FOUND. */
export async function lockProductRequest(manager: EntityManager, id: string): Promise<ProductRequestRecord> {
  const request = await lockRequest(manager, id);
  if (!request) throw new DomainError("NOT_FOUND", M.notFound);
  return request;
}
