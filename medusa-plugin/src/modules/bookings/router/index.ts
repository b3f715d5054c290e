import { router } from "../../../trpc/trpc";
import { availableServices } from "./available-services";
import { book } from "./book";
import { createService } from "./create-service";
import { get } from "./get";
import { list } from "./list";
import { services } from "./services";
import { setStatus } from "./set-status";
import { updateService } from "./update-service";
import { variants } from "./variants";

export const bookingsRouter = router({
  services,
  createService,
  updateService,
  availableServices,
  variants,
  book,
  list,
  get,
  setStatus,
});
