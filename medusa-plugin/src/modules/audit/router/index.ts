import { router } from "../../../trpc/trpc";
import { forSubject } from "./for-subject";
import { list } from "./list";

export const auditRouter = router({ list, forSubject });
