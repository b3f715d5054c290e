import type { ReactNode } from "react";

/** The form's primary button; full width in the narrow sign-in card, its own width elsewhere. */
export function SubmitButton({
  pending,
  children,
  fullWidth = true,
  disabled = false,
}: {
  pending: boolean;
  children: ReactNode;
  fullWidth?: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={pending || disabled}
      aria-busy={pending}
      className={`${fullWidth ? "flex w-full" : "inline-flex"} items-center justify-center gap-2 rounded-tremor-default bg-indigo-600 px-4 py-2.5 text-sm font-semibold text-white shadow-tremor-input transition hover:bg-indigo-700 disabled:opacity-70 ${pending ? "disabled:cursor-wait" : "disabled:cursor-not-allowed"}`}
    >
      {pending && <span className="h-4 w-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />}
      {children}
    </button>
  );
}
