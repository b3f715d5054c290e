import { useCallback, useEffect, useRef, useState } from "react";

const supported = () =>
  typeof navigator !== "undefined" && "locks" in navigator && typeof BroadcastChannel !== "undefined";

/**
 * One live stream per browser instead of one per tab. Over HTTP/1.1 a browser opens at most six
 * connections to an origin, shared by all its tabs, Medusa Admin's at /app included; a stream
 * holds one for as long as the tab is open. With a stream per tab, six tabs of the app left no
 * connection for anything else on the origin: Medusa Admin stayed on its spinner with its calls
 * sent and never answered, a seventh tab of the app never loaded (issue 34).
 *
 * So the tab holding the Web Lock `name` keeps the stream (`holder`) and passes each event on with
 * `tell` (its data, structured-cloned); every other tab gets `onTold` instead. When the holder
 * closes or stops (`enabled` false), the lock passes to another tab, which opens the stream.
 * Without Web Locks or BroadcastChannel every tab is a holder.
 */
export function useSharedStream<Data = void>(
  name: string,
  enabled: boolean,
  onTold: (data: Data) => void,
): { holder: boolean; elsewhere: boolean; tell: (data: Data) => void } {
  const [holder, setHolder] = useState(() => !supported());
  // Another tab holds the stream while this one waits for its turn.
  const [elsewhere, setElsewhere] = useState(false);
  const channel = useRef<BroadcastChannel | null>(null);
  const told = useRef(onTold);
  told.current = onTold;

  useEffect(() => {
    if (!enabled || !supported()) return;
    const tabs = new BroadcastChannel(name);
    tabs.onmessage = (event: MessageEvent<Data>) => told.current(event.data);
    channel.current = tabs;
    let stopped = false;
    let release = () => {};
    const waiting = new AbortController();
    navigator.locks
      .request(name, { signal: waiting.signal }, () => {
        if (stopped) return;
        setElsewhere(false);
        setHolder(true);
        return new Promise<void>((resolve) => {
          release = resolve;
        });
      })
      // Aborted while waiting: this tab closed or stopped listening before its turn.
      .catch(() => undefined);
    void navigator.locks.query().then((state) => {
      if (
        !stopped &&
        state.held?.some((lock) => lock.name === name) &&
        state.pending?.some((lock) => lock.name === name)
      )
        setElsewhere(true);
    });
    return () => {
      stopped = true;
      waiting.abort();
      release();
      setHolder(false);
      setElsewhere(false);
      tabs.close();
      channel.current = null;
    };
  }, [name, enabled]);

  const tell = useCallback((data: Data) => channel.current?.postMessage(data), []);
  return { holder: enabled && holder, elsewhere: enabled && !holder && elsewhere, tell };
}
