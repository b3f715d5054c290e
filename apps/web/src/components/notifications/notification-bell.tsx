import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { trpc } from "../../lib/trpc";
import { useLiveNotifications } from "./use-notifications";

const loadPanel = () => import("./notification-panel");
const NotificationPanel = lazy(loadPanel);

/**
 * The header's bell: the unread count (in its accessible name too), and a panel with the newest
 * notifications, "Mark all as read" and the way to the full list. Escape or a click elsewhere
 * closes the panel.
 */
export function NotificationBell() {
  // Not suspended: the header must not wait for this namespace.
  const { t, ready } = useTranslation("notifications", { useSuspense: false });
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const unread = trpc.notifications.unreadCount.useQuery(undefined, { staleTime: 30_000 });
  useLiveNotifications(true);
  const count = unread.data ?? 0;

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  if (!ready) return null;
  const label = count > 0 ? t("bell.label", { count }) : t("bell.labelNone");
  return (
    <div ref={wrapper} className="relative">
      <button
        ref={button}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        data-testid="notification-bell"
        onClick={() => setOpen((value) => !value)}
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        className="relative rounded-full p-2 text-tremor-content-emphasis hover:bg-tremor-background-subtle"
      >
        <svg aria-hidden viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" strokeLinecap="round" strokeLinejoin="round" />
          <path d="M10.3 21a1.94 1.94 0 0 0 3.4 0" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {count > 0 ? (
          <span
            aria-hidden
            data-testid="notification-count"
            className="absolute -right-0.5 -top-0.5 min-w-[1.25rem] rounded-full bg-indigo-700 px-1 text-center text-xs font-semibold leading-5 text-white"
          >
            {count > 99 ? "99+" : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <NotificationPanel id={panelId} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
