import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { errorKey } from "../../lib/trpc";
import { GoneNotice, isGone } from "./area-error";
import { Pagination } from "./pagination";
import { PlainCallout } from "./plain-tremor";

/** In-page loading placeholder (the page around it stays). */
export function LoadingBlock({ rows = 3 }: { rows?: number }) {
  const { t } = useTranslation("common");
  return (
    <div className="space-y-3" aria-busy="true">
      <span className="sr-only" role="status">
        {t("loading")}
      </span>
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={i} className="h-10 animate-pulse rounded-tremor-default bg-tremor-background-subtle" />
      ))}
    </div>
  );
}

/**
 * A failed load, in the words of the server's error; a record that is not there (or not the
 * caller's) says so, without a retry that cannot help.
 */
export function ErrorCallout({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  const { t } = useTranslation("common");
  if (isGone(error)) return <GoneNotice error={error} />;
  return (
    <PlainCallout color="rose" title={t("errors.loadFailed")} role="alert">
      <span>{t(errorKey(error))}</span>
      {/* A real space: copied or read aloud, "not found." and "Try again" stay two sentences. */}
      {onRetry && " "}
      {onRetry && (
        <button type="button" onClick={onRetry} className="font-semibold underline">
          {t("actions.retry")}
        </button>
      )}
    </PlainCallout>
  );
}

/** An empty list. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-tremor-default border border-dashed border-tremor-border p-8 text-center text-sm text-tremor-content">
      {children}
    </p>
  );
}

/** A list's own failed-load state, given the retry. */
export type Failure = (retry: () => void) => ReactNode;

/** A failed load: the list's own words if it has them, the server's error otherwise; both with a retry. */
export function FailedLoad({
  query,
  failure,
}: {
  query: { error: unknown; refetch: () => unknown };
  failure?: Failure;
}) {
  const retry = () => void query.refetch();
  return <>{failure ? failure(retry) : <ErrorCallout error={query.error} onRetry={retry} />}</>;
}

type Page<T> = { items: T[]; page: number; pageSize: number; total: number };
type PagedQuery<T> = {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  data: Page<T> | undefined;
  refetch: () => unknown;
};

/**
 * A server-paginated list's states in one place: loading, failed (with retry), empty, or the
 * rows (dimmed while the next page loads) with the pager below.
 */
export function PagedResults<T>({
  query,
  empty,
  loadingRows = 4,
  onPage,
  failure,
  children,
}: {
  query: PagedQuery<T>;
  empty: ReactNode;
  loadingRows?: number;
  onPage: (page: number) => void;
  /** A failed load in the list's own words (e.g. the stock lists' "No data fetched"); ErrorCallout otherwise. */
  failure?: Failure;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <LoadingBlock rows={loadingRows} />;
  if (query.isError || !query.data) return <FailedLoad query={query} failure={failure} />;
  if (query.data.items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
      {children(query.data.items)}
      <Pagination page={query.data.page} pageSize={query.data.pageSize} total={query.data.total} onPage={onPage} />
    </div>
  );
}

type ItemsQuery<D> = {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: D | undefined;
  refetch: () => unknown;
};

/** PagedResults for a list read whole (no pager): loading, failed (with retry), empty, or the rows. */
export function QueryResults<D, T>({
  query,
  items,
  empty,
  loadingRows = 4,
  failure,
  children,
}: {
  query: ItemsQuery<D>;
  /** The rows in the query's data (the data itself, or e.g. its `items`). */
  items: (data: D) => T[];
  empty: ReactNode;
  loadingRows?: number;
  /** As for PagedResults. */
  failure?: Failure;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <LoadingBlock rows={loadingRows} />;
  if (query.isError || !query.data) return <FailedLoad query={query} failure={failure} />;
  const rows = items(query.data);
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  return <>{children(rows)}</>;
}
