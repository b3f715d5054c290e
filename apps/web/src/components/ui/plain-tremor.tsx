import type { HTMLAttributes, ReactNode } from "react";

// Tremor's Card, Callout and Badge as they draw themselves (the classes of their output, for the
// props used here), without Tremor: its components merge their classes with tailwind-merge (~7 KB
// gzip) and its Badge brings floating UI (~11 KB) for a tooltip. What every dashboard shows uses
// these, so a sign-in downloads neither (docs/web.md, "The first visit and each role's sign-in");
// screens keep Tremor's. The `dark:` colour classes Tremor writes are left out: Tailwind never
// generated them (Tremor builds their names at run time), so leaving them out changes nothing.

export type PlainColour = "indigo" | "violet" | "sky" | "amber" | "rose" | "emerald" | "teal";

/** Tremor's `<Card>`. */
export function PlainCard({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      {...props}
      className={`tremor-Card-root relative w-full text-left ring-1 rounded-tremor-default p-6 bg-tremor-background ring-tremor-ring shadow-tremor-card border-tremor-brand${className ? ` ${className}` : ""}`}
    />
  );
}

const CALLOUT_COLOUR: Record<PlainColour, string> = {
  indigo: "bg-indigo-500 border-indigo-700 text-indigo-700",
  violet: "bg-violet-500 border-violet-700 text-violet-700",
  sky: "bg-sky-500 border-sky-700 text-sky-700",
  amber: "bg-amber-500 border-amber-700 text-amber-700",
  rose: "bg-rose-500 border-rose-700 text-rose-700",
  emerald: "bg-emerald-500 border-emerald-700 text-emerald-700",
  teal: "bg-teal-500 border-teal-700 text-teal-700",
};

/** Tremor's `<Callout title color>`: the title, then the body. */
export function PlainCallout({
  title,
  color,
  children,
  ...props
}: { title: ReactNode; color: PlainColour; children?: ReactNode } & Omit<HTMLAttributes<HTMLDivElement>, "title">) {
  return (
    <div
      {...props}
      className={`tremor-Callout-root flex flex-col overflow-hidden rounded-tremor-default text-tremor-default border-l-4 py-3 pr-3 pl-4 ${CALLOUT_COLOUR[color]} dark:bg-opacity-10 bg-opacity-10`}
    >
      <div className="tremor-Callout-header flex items-start">
        <h4 className="tremor-Callout-title font-semibold">{title}</h4>
      </div>
      <p className="tremor-Callout-body overflow-y-auto mt-2">{children}</p>
    </div>
  );
}

const BADGE_COLOUR: Record<PlainColour, string> = {
  indigo: "bg-indigo-500 text-indigo-600 ring-indigo-500",
  violet: "bg-violet-500 text-violet-600 ring-violet-500",
  sky: "bg-sky-500 text-sky-600 ring-sky-500",
  amber: "bg-amber-500 text-amber-600 ring-amber-500",
  rose: "bg-rose-500 text-rose-600 ring-rose-500",
  emerald: "bg-emerald-500 text-emerald-600 ring-emerald-500",
  teal: "bg-teal-500 text-teal-600 ring-teal-500",
};

/** Tremor's `<Badge color size="lg">` (no tooltip, no icon). */
export function PlainBadge({
  color,
  children,
  ...props
}: { color: PlainColour; children: ReactNode } & HTMLAttributes<HTMLSpanElement>) {
  return (
    <span
      {...props}
      className={`tremor-Badge-root w-max shrink-0 inline-flex justify-center items-center cursor-default rounded-tremor-small ring-1 ring-inset ${BADGE_COLOUR[color]} bg-opacity-10 ring-opacity-20 dark:bg-opacity-5 dark:ring-opacity-60 px-3.5 py-0.5 text-lg`}
    >
      <span className="tremor-Badge-text whitespace-nowrap">{children}</span>
    </span>
  );
}
