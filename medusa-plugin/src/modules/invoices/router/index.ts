import { router } from "../../../trpc/trpc";
import { cancel } from "./cancel";
import { get } from "./get";
import { list } from "./list";
import { cardDisputes, failedCardEvents, payByCard } from "./pay-by-card";
import { reconcileStripe, resolveStripeDrift, stripeDrifts } from "./reconciliation";
import { recordPayment } from "./record-payment";
import { refundCard } from "./refund-card";
import { run } from "./run";
import { uploadProof } from "./upload-proof";

export const invoicesRouter = router({
  list,
  get,
  uploadProof,
  payByCard,
  failedCardEvents,
  cardDisputes,
  stripeDrifts,
  reconcileStripe,
  resolveStripeDrift,
  recordPayment,
  refundCard,
  cancel,
  run,
});
