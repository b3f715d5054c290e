import { router } from "../../../trpc/trpc";
import { connect } from "./connect";
import { create } from "./create";
import { failedDeliveries } from "./failed-deliveries";
import { list } from "./list";
import { update } from "./update";
import { withoutOrdersAccess } from "./without-orders-access";

export const shopsRouter = router({ list, update, connect, create, failedDeliveries, withoutOrdersAccess });
