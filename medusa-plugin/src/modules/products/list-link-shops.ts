import type { EntityManager } from "typeorm";
import { linkShops } from "./data-access/links";
import type { LinkShop, Viewer } from "./types";

/** The connected shops the viewer may link (their own; support: every organisation's). */
export async function listLinkShops(manager: EntityManager, viewer: Viewer): Promise<LinkShop[]> {
  return await linkShops(manager, viewer);
}
