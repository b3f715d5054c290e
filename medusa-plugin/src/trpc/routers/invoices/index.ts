import { router } from "../../trpc";
import { cancel } from "./cancel";
import { confirmCardPayment } from "./confirm-card-payment";
import { get } from "./get";
import { list } from "./list";
import { payByCard } from "./pay-by-card";
import { recordPayment } from "./record-payment";
import { run } from "./run";
import { uploadProof } from "./upload-proof";

export const invoicesRouter = router({
  list,
  get,
  uploadProof,
  payByCard,
  confirmCardPayment,
  recordPayment,
  cancel,
  run,
});
