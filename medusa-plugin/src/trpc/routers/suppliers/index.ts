import { router } from "../../trpc";
import { products } from "./products";
import { setProducts } from "./set-products";

export const suppliersRouter = router({ products, setProducts });
