import { router } from "../../trpc";
import { me } from "./me";
import { setLanguage } from "./set-language";

export const sessionRouter = router({ me, setLanguage });
