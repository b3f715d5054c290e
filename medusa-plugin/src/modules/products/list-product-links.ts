import type { EntityManager } from "typeorm";
import { linksOfProduct } from "./data-access/links";
import type { LinkView, Viewer } from "./types";

/** The links to a platform product's variants the viewer may see. */
export async function listProductLinks(manager: EntityManager, viewer: Viewer, productId: string): Promise<LinkView[]> {
  return await linksOfProduct(manager, viewer, productId);
}
