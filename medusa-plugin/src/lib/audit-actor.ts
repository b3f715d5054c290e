// Who acts in the current request: the tRPC procedures run each request as its person
// (runAsActor), and every audit entry written inside names them unless its caller names the shop
// or the platform.
import { AsyncLocalStorage } from "node:async_hooks";

export type ActorContext = { customerId: string; email?: string | null };

const actors = new AsyncLocalStorage<ActorContext>();

/** Runs `work` (a request) as this person: the audit entries it writes name them. */
export function runAsActor<T>(customerId: string, work: () => T): T {
  return actors.run({ customerId }, work);
}

/** The person the current request acts for, if any. */
export function currentActorId(): string | null {
  return actors.getStore()?.customerId ?? null;
}

/** The current request's actor (record-audit.ts keeps the person's email on it once read). */
export function currentActor(): ActorContext | undefined {
  return actors.getStore();
}
