import { useState } from "react";

/**
 * A filter kept in the URL changes a moment after the user's click (the router navigates): until
 * the URL has changed, the control shows the user's choice instead of springing back to the old
 * value. Once the URL changes (to that value or another, say by Back), the URL speaks again.
 */
export function usePendingChoice<Value>(fromUrl: Value): [Value, (chosen: Value) => void] {
  const [pending, setPending] = useState<{ value: Value; while: Value } | null>(null);
  // React's way to adjust state to a new prop: during render, before anything is drawn.
  if (pending && !Object.is(pending.while, fromUrl)) setPending(null);
  return [pending ? pending.value : fromUrl, (value) => setPending({ value, while: fromUrl })];
}
