import { SHOP_MESSAGES, shopCreateSchema } from "@platform/domain";
import { DomainError } from "../../../lib/domain-error";
import { shopProcedure } from "./procedure";

/** Spec §1/§2: manual shop creation is disabled — shops come from the Shopify app install only. */
export const create = shopProcedure.input(shopCreateSchema).mutation(() => {
  throw new DomainError("FORBIDDEN", SHOP_MESSAGES.manualCreationDisabled);
});
