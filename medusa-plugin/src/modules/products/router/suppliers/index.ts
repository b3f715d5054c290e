import { router } from "../../../../trpc/trpc";
import { products } from "./products";
import { setProducts } from "./set-products";

export const suppliersRouter = router({ products, setProducts });
