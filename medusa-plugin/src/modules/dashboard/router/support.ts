import { latestResults } from "../../self-check";
import { intakeHealth, supportQueue, waitingChats } from "../data-access/support";
import { roleProcedure } from "./role-procedure";

/** Support's first question: what waits for the platform team? (Support's scope is the platform.) */
export const support = roleProcedure("support").query(async ({ ctx }) => {
  const manager = ctx.services.manager;
  const [queue, chats, intake, selfCheck] = await Promise.all([
    supportQueue(manager),
    waitingChats(manager),
    intakeHealth(manager),
    // The books' self-check (docs/invariants.md): the broken rules of its last round.
    latestResults(manager),
  ]);
  return { queue, chats, intake, selfCheck };
});
