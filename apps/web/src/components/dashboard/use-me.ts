import { trpc } from "../../lib/trpc";

/** The signed-in user's session (loaded by the /a guard, so it is in the cache here). */
export function useMe() {
  return trpc.session.me.useSuspenseQuery()[0];
}
