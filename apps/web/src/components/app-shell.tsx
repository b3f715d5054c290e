import { mayAccess } from "@platform/domain";
import { useQueryClient } from "@tanstack/react-query";
import { Link, Outlet, useNavigate, useRouter, useRouterState } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { areasFor } from "../lib/navigation";
import { signOutEverywhere } from "../lib/session";
import { useScrollableRegions } from "../lib/use-scroll-regions";
import { ChatsNavBadge } from "./chats/chats-nav-badge";
import { useMe } from "./dashboard/use-me";
import { LanguageSwitch } from "./language-switch";
import { NotificationBell } from "./notifications/notification-bell";
import { UserText } from "./ui/user-text";
import { UserMenu } from "./user-menu";

/**
 * Sidebar areas for the user's role (lib/navigation.ts, which the route guards read too). A
 * disabled organisation sees its dashboard only.
 */
/**
 * The one sidebar entry the open screen belongs to: the longest entry path the location starts
 * with ("/a/packaging/orders/x" is Packaging UI, not also Packaging overview at "/a/packaging").
 */
export function activeNavigationPath(paths: string[], pathname: string): string | null {
  const matching = paths.filter((path) => pathname === path || pathname.startsWith(`${path.replace(/\/$/, "")}/`));
  return matching.sort((a, b) => b.length - a.length)[0] ?? null;
}

function useNavigation(): Array<{ to: string; label: string }> {
  const { t } = useTranslation("common");
  const me = useMe();
  if (!me.dashboardPath) return [];
  return [
    { to: me.dashboardPath, label: t("nav.dashboard") },
    ...areasFor(me.role, me.memberRole).map((area) => ({ to: area.to, label: t(area.label) })),
  ];
}

/** When the session's role changes (disabled meanwhile, role changed), the guards of the open screen run again. */
function useGuardsFollowSession() {
  const me = useMe();
  const router = useRouter();
  const seen = useRef(`${me.role}:${me.memberRole}`);
  useEffect(() => {
    const now = `${me.role}:${me.memberRole}`;
    if (seen.current === now) return;
    seen.current = now;
    void router.invalidate();
  }, [me.role, me.memberRole, router]);
}

export function AppShell() {
  const { t } = useTranslation("common");
  const me = useMe();
  const navigation = useNavigation();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const activePath = activeNavigationPath(
    navigation.map((item) => item.to),
    pathname,
  );
  useGuardsFollowSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [main, setMain] = useState<HTMLElement | null>(null);
  useScrollableRegions(main);

  const signOut = async () => {
    await signOutEverywhere();
    queryClient.clear();
    await navigate({ to: "/login" });
  };

  const sidebar = (
    <nav aria-label={t("nav.main")} className="flex h-full flex-col gap-1 p-4">
      {/* Not "current" on every screen below /a: only the sidebar entry of the screen is. */}
      <Link
        to="/a"
        activeOptions={{ exact: true }}
        className="mb-6 flex items-center gap-2 px-2 text-lg font-semibold text-white"
      >
        <img src="/favicon.svg" alt="" className="h-8 w-8 rounded-lg ring-2 ring-white/20" />
        {t("appName")}
      </Link>
      {navigation.map((item) => (
        <div key={item.to} className="relative">
          <Link
            to={item.to}
            onClick={() => setOpen(false)}
            className={`block rounded-tremor-default px-3 py-2 text-sm font-medium hover:bg-white/10 hover:text-white ${
              item.to === activePath ? "bg-white/15 text-white" : "text-indigo-100"
            }`}
            // The router marks every entry the location starts with; only the closest one is current.
            activeOptions={{ exact: true }}
            activeProps={{ "aria-current": item.to === activePath ? "page" : undefined }}
            inactiveProps={{ "aria-current": item.to === activePath ? "page" : undefined }}
          >
            {item.label}
          </Link>
          {/* Beside the link, not in it: the link's name stays the screen's name. */}
          {item.to === "/a/chats" ? <ChatsNavBadge /> : null}
        </div>
      ))}
    </nav>
  );

  return (
    <div className="flex min-h-full">
      {/* The first Tab stop: keyboard users jump over the sidebar and header. */}
      <a
        href="#main-content"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-tremor-default focus:bg-white focus:px-4 focus:py-2 focus:text-sm focus:font-semibold focus:text-indigo-700 focus:shadow-tremor-dropdown"
      >
        {t("nav.skipToContent")}
      </a>
      <aside className="on-dark hidden w-56 shrink-0 bg-indigo-900 lg:block">{sidebar}</aside>
      {open && (
        <div className="fixed inset-0 z-40 flex lg:hidden">
          <button
            type="button"
            aria-label={t("nav.closeMenu")}
            className="absolute inset-0 bg-black/40"
            onClick={() => setOpen(false)}
          />
          <aside className="on-dark relative z-50 w-64 max-w-[85vw] overflow-y-auto bg-indigo-900">{sidebar}</aside>
        </div>
      )}
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-between gap-4 border-b border-tremor-border bg-white px-4 py-3 sm:px-6">
          <button
            type="button"
            className="rounded-md p-2 text-tremor-content hover:bg-tremor-background-subtle lg:hidden"
            aria-label={t("nav.openMenu")}
            aria-expanded={open}
            onClick={() => setOpen(true)}
          >
            <span aria-hidden>☰</span>
          </button>
          <p className="truncate text-sm font-medium text-tremor-content-emphasis" data-user-content="">
            {me.organisation?.name}
          </p>
          <div className="flex shrink-0 items-center gap-2 sm:gap-4">
            {mayAccess("notifications", me.role) ? <NotificationBell /> : null}
            <LanguageSwitch />
            {mayAccess("settings", me.role) ? (
              <UserMenu
                email={me.customer.email}
                name={[me.customer.firstName, me.customer.lastName].filter(Boolean).join(" ")}
              />
            ) : (
              <UserText className="hidden text-sm text-tremor-content sm:inline">{me.customer.email}</UserText>
            )}
            <button
              type="button"
              onClick={() => void signOut()}
              className="whitespace-nowrap rounded-tremor-default border border-tremor-border px-3 py-1.5 text-sm font-medium text-tremor-content-emphasis hover:bg-tremor-background-subtle"
            >
              {t("actions.signOut")}
            </button>
          </div>
        </header>
        <main
          ref={setMain}
          id="main-content"
          tabIndex={-1}
          className="mx-auto w-full max-w-6xl flex-1 p-4 outline-none sm:p-6 2xl:p-8"
        >
          <Outlet />
        </main>
      </div>
    </div>
  );
}
