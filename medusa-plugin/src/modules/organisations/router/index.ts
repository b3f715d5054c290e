import { router } from "../../../trpc/trpc";
import { byId } from "./by-id";
import { disable } from "./disable";
import { disableOwn } from "./disable-own";
import { enable } from "./enable";
import { get } from "./get";
import { list } from "./list";
import { setMargin } from "./set-margin";
import { testSlack } from "./test-slack";
import { update } from "./update";
import { updateContainer } from "./update-container";
import { updateSlack } from "./update-slack";

export const organisationRouter = router({
  get,
  update,
  updateContainer,
  updateSlack,
  testSlack,
  disableOwn,
  list,
  byId,
  disable,
  enable,
  setMargin,
});

export { customersRouter } from "./customers";
export { waitlistRouter } from "./waitlist";
