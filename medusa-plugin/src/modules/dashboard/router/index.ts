import { router } from "../../../trpc/trpc";
import { agency } from "./agency";
import { customer } from "./customer";
import { disabledCustomer } from "./disabled-customer";
import { dismissGettingStarted, gettingStarted } from "./getting-started";
import { serviceProvider } from "./service-provider";
import { supplier } from "./supplier";
import { support } from "./support";
import { waitlist } from "./waitlist";

/** One procedure per role's dashboard (their figures: ../dashboard-service.ts). */
export const dashboardRouter = router({
  customer,
  agency,
  support,
  waitlist,
  disabledCustomer,
  serviceProvider,
  supplier,
  gettingStarted,
  dismissGettingStarted,
});
