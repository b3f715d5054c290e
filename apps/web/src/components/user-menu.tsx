import { Link } from "@tanstack/react-router";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { UserText } from "./ui/user-text";

/** The header's account menu: User settings and Personal settings. Escape or a click outside closes it. */
export function UserMenu({ email, name }: { email: string; name: string }) {
  const { t } = useTranslation("common");
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("mousedown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  const item =
    "block rounded-tremor-small px-3 py-2 text-sm text-tremor-content-emphasis hover:bg-tremor-background-subtle focus-visible:bg-tremor-background-subtle";
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-2 rounded-tremor-default px-2 py-1.5 text-sm text-tremor-content-emphasis hover:bg-tremor-background-subtle"
      >
        <span
          aria-hidden
          className="flex h-7 w-7 items-center justify-center rounded-full bg-indigo-100 text-xs font-semibold uppercase text-indigo-700"
        >
          {(name || email).slice(0, 1)}
        </span>
        <UserText className="hidden max-w-[14rem] truncate sm:inline">{email}</UserText>
        <span className="sr-only">{t("nav.userMenu")}</span>
        <span aria-hidden className="text-xs text-tremor-content">
          ▾
        </span>
      </button>
      {open && (
        <nav
          id={menuId}
          aria-label={t("nav.userMenu")}
          className="absolute right-0 z-30 mt-2 w-56 rounded-tremor-default border border-tremor-border bg-white p-1 shadow-tremor-dropdown"
        >
          <p className="truncate px-3 py-2 text-xs text-tremor-content" data-user-content="">
            {name || email}
          </p>
          <Link to="/a/settings/user" className={item} onClick={() => setOpen(false)}>
            {t("nav.userSettings")}
          </Link>
          <Link to="/a/settings/personal" className={item} onClick={() => setOpen(false)}>
            {t("nav.personalSettings")}
          </Link>
        </nav>
      )}
    </div>
  );
}
