import { Link, type LinkProps } from "@tanstack/react-router";

type KpiCardProps = {
  label: string;
  value: string;
  /** A second line: an amount, or how many of them need attention. */
  hint?: string;
  /** The filtered list behind the figure. */
  link: LinkProps;
  testId?: string;
};

/** One figure of a dashboard; the whole card links to the filtered list it counts. */
export function KpiCard({ label, value, hint, link, testId }: KpiCardProps) {
  return (
    <Link
      {...link}
      data-testid={testId}
      className="block h-full rounded-tremor-default bg-white p-4 shadow-tremor-card ring-1 ring-tremor-border transition hover:ring-indigo-400"
    >
      <span className="block text-sm font-medium text-tremor-content-emphasis">{label}</span>
      <span
        className="mt-1 block text-3xl font-semibold text-tremor-content-strong"
        data-testid={testId && `${testId}-value`}
      >
        {value}
      </span>
      {hint ? <span className="mt-1 block text-sm text-tremor-content">{hint}</span> : null}
    </Link>
  );
}

/** A row of figures. */
export function KpiGrid({ children, label }: { children: React.ReactNode; label: string }) {
  return (
    <section aria-label={label}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {(Array.isArray(children) ? children : [children]).filter(Boolean).map((child, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the figures of a dashboard are fixed in order
          <li key={index}>{child}</li>
        ))}
      </ul>
    </section>
  );
}
