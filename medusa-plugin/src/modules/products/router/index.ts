import { router } from "../../../trpc/trpc";
import { link } from "./link";
import { links } from "./links";
import { list } from "./list";
import { overview } from "./overview";
import { shopProducts } from "./shop-products";
import { shops } from "./shops";
import { suppliersRouter } from "./suppliers";
import { unlink } from "./unlink";

export const productsRouter = router({ list, overview, links, shops, shopProducts, link, unlink });
export { suppliersRouter };
