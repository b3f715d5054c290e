import type { ReactNode } from "react";

/** A screen's title, a line of explanation and its actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        {/* Wraps rather than truncates: on a phone a long name is read whole. */}
        <h1 className="text-2xl font-semibold text-tremor-content-strong [overflow-wrap:anywhere]">{title}</h1>
        {description && <p className="mt-1 text-sm text-tremor-content">{description}</p>}
      </div>
      {actions && (
        // At most half the row beside the title; more actions wrap instead of leaving the page.
        <div className="flex flex-wrap items-center gap-2 sm:max-w-[50%] sm:shrink-0 sm:justify-end">{actions}</div>
      )}
    </header>
  );
}

/** A section of a screen (a Card's heading and intro). */
export function SectionHeader({ title, description, id }: { title: ReactNode; description?: ReactNode; id?: string }) {
  return (
    <div className="mb-5">
      <h2 id={id} className="text-lg font-semibold text-tremor-content-strong">
        {title}
      </h2>
      {description && <p className="mt-1 text-sm text-tremor-content">{description}</p>}
    </div>
  );
}
