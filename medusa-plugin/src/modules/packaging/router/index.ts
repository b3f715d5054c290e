import { router } from "../../../trpc/trpc";
import { addProducerFiles } from "./add-producer-files";
import { assignProducer } from "./assign-producer";
import { buy } from "./buy";
import { create } from "./create";
import { createOrderUnique } from "./create-order-unique";
import { forOrder } from "./for-order";
import { get } from "./get";
import { list } from "./list";
import { order } from "./order";
import { orders } from "./orders";
import { overrideDimensions } from "./override-dimensions";
import { printTemplate } from "./print-template";
import { printTemplateStatus } from "./print-template-status";
import { producers } from "./producers";
import { setOrderStatus } from "./set-order-status";
import { setVariantDefault } from "./set-variant-default";
import { stocks } from "./stocks";
import { variantDefaults } from "./variant-defaults";

export const packagingRouter = router({
  list,
  get,
  create,
  stocks,
  buy,
  createOrderUnique,
  orders,
  order,
  setOrderStatus,
  assignProducer,
  producers,
  addProducerFiles,
  overrideDimensions,
  printTemplateStatus,
  printTemplate,
  variantDefaults,
  setVariantDefault,
  forOrder,
});
