import { Button, Card, Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from "@tremor/react";
import { type ReactNode, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState, FailedLoad, type Failure, LoadingBlock, PagedResults, QueryResults } from "./query-state";
import { TABLE_WRAPPER } from "./table";

export type Column<T> = {
  header: string;
  /** The header is for screen readers only (e.g. an actions column). */
  hideHeader?: boolean;
  cell: (row: T) => ReactNode;
  className?: string;
  headerClassName?: string;
  /** A test id on this column's cells (e2e specs read single values, e.g. a stock count). */
  testId?: string;
  /** Text that may wrap (names, notes): the table fits its card instead of scrolling sideways. */
  wrap?: boolean;
  /** The row's actions: they stay in view at the table's right edge while the rest scrolls. */
  actions?: boolean;
  /**
   * What the cells show: `money` (through the money formatter; the e2e text walk checks each cell
   * reads as money) or `user` (what people or shops wrote: names, titles; see ui/user-text.tsx).
   */
  value?: "money" | "user";
};

/** The classes of a column's cells: wrapping text, the sticky actions (styles/index.css). */
function cellClass<T>(column: Column<T>, own: string | undefined): string | undefined {
  const classes = [
    own,
    column.wrap ? "whitespace-normal min-w-[6rem]" : undefined,
    column.actions ? "data-table-actions" : undefined,
  ].filter(Boolean);
  return classes.length > 0 ? classes.join(" ") : undefined;
}

type Page<T> = { items: T[]; page: number; pageSize: number; total: number };
/** Keyset pages (a list that changes while it is read, e.g. the orders): the cursors either side. */
type Keyset<T> = { items: T[]; prevCursor: string | null; nextCursor: string | null };
type ListQuery<D> = {
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  error: unknown;
  data: D | undefined;
  refetch: () => unknown;
};
export type KeysetDirection = "before" | "after";

/**
 * Numbered pages (`onPage`), keyset pages (`onCursor`: the cursor to read before or after), or one
 * short list the server returns whole (neither, e.g. an organisation's services).
 */
type Paging<T> =
  | { query: ListQuery<Page<T>>; onPage: (page: number) => void; onCursor?: undefined }
  | { query: ListQuery<Keyset<T>>; onCursor: (cursor: string, direction: KeysetDirection) => void; onPage?: undefined }
  | { query: ListQuery<T[]>; onPage?: undefined; onCursor?: undefined };

/**
 * Every list screen, one way: its filters (search box, enum selects, kept in the URL through
 * lib/list-search.ts) above a server-paged table (numbered or keyset pages, or none) with loading,
 * failure, empty and pager states.
 * A list declares its columns; the table is labelled for screen readers with `label` (a caption).
 */
export function ListScaffold<T>({
  label,
  filters,
  filtersLabel,
  filtersClassName = "mb-4 flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end",
  notice,
  empty,
  failure,
  columns,
  rowKey,
  rowTestId,
  onRowClick,
  loadingRows = 6,
  scrollRegion = false,
  card = true,
  collapseFiltersOnPhone = false,
  ...paging
}: {
  label: string;
  filters?: ReactNode;
  /** The filters as a labelled region (many filters); `filtersClassName` lays them out otherwise than in a row. */
  filtersLabel?: string;
  filtersClassName?: string;
  /** Between the filters and the table: e.g. a failed action's alert, or a line explaining the figures. */
  notice?: ReactNode;
  empty: ReactNode;
  /** A failed load in the list's own words (the server's error in a callout otherwise). */
  failure?: Failure;
  columns: Array<Column<T>>;
  rowKey: (row: T) => string;
  rowTestId?: string;
  onRowClick?: (row: T) => void;
  loadingRows?: number;
  /** As for DataTable: a table with nothing to focus that the keyboard must still scroll. */
  scrollRegion?: boolean;
  /** Inside a card of its own (a screen's list) or not (a section of a card). */
  card?: boolean;
  /** Many filters: a phone shows them behind a button, so that the list is not two screens down. */
  collapseFiltersOnPhone?: boolean;
} & Paging<T>) {
  const { t } = useTranslation("common");
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const table = (items: T[]) => (
    <DataTable
      label={label}
      columns={columns}
      rows={items}
      rowKey={rowKey}
      rowTestId={rowTestId}
      onRowClick={onRowClick}
      scrollRegion={scrollRegion}
    />
  );
  const body = (
    <>
      {filters && collapseFiltersOnPhone && (
        <Button
          variant="secondary"
          size="xs"
          className="mb-3 sm:hidden"
          aria-expanded={filtersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          {t(filtersOpen ? "filters.hide" : "filters.show")}
        </Button>
      )}
      {filters && (
        <div id={filtersId} className={collapseFiltersOnPhone && !filtersOpen ? "max-sm:hidden" : undefined}>
          {filtersLabel ? (
            <section className={filtersClassName} aria-label={filtersLabel}>
              {filters}
            </section>
          ) : (
            <div className={filtersClassName}>{filters}</div>
          )}
        </div>
      )}
      {notice}
      {paging.onCursor ? (
        <KeysetResults
          query={paging.query}
          loadingRows={loadingRows}
          empty={empty}
          failure={failure}
          onCursor={paging.onCursor}
        >
          {table}
        </KeysetResults>
      ) : paging.onPage ? (
        <PagedResults
          query={paging.query}
          loadingRows={loadingRows}
          empty={empty}
          failure={failure}
          onPage={paging.onPage}
        >
          {table}
        </PagedResults>
      ) : (
        <QueryResults
          query={paging.query}
          items={(rows) => rows}
          loadingRows={loadingRows}
          empty={empty}
          failure={failure}
        >
          {table}
        </QueryResults>
      )}
    </>
  );
  return card ? <Card>{body}</Card> : body;
}

/** PagedResults for keyset pages: loading, failed, empty, or the rows with previous / next below. */
function KeysetResults<T>({
  query,
  loadingRows,
  empty,
  failure,
  onCursor,
  children,
}: {
  query: ListQuery<Keyset<T>>;
  loadingRows: number;
  empty: ReactNode;
  failure?: Failure;
  onCursor: (cursor: string, direction: KeysetDirection) => void;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation("common");
  if (query.isPending) return <LoadingBlock rows={loadingRows} />;
  if (query.isError || !query.data) return <FailedLoad query={query} failure={failure} />;
  const { items, prevCursor, nextCursor } = query.data;
  if (items.length === 0) return <EmptyState>{empty}</EmptyState>;
  return (
    <div className={query.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}>
      {children(items)}
      <nav className="mt-4 flex items-center justify-end gap-2" aria-label={t("pagination.label")}>
        <Button
          variant="secondary"
          size="xs"
          disabled={!prevCursor}
          onClick={() => prevCursor && onCursor(prevCursor, "before")}
        >
          {t("pagination.previous")}
        </Button>
        <Button
          variant="secondary"
          size="xs"
          disabled={!nextCursor}
          onClick={() => nextCursor && onCursor(nextCursor, "after")}
        >
          {t("pagination.next")}
        </Button>
      </nav>
    </div>
  );
}

/** A labelled table (caption for screen readers, header cells) of the given columns. */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  rowTestId,
  onRowClick,
  scrollRegion = false,
}: {
  label: string;
  columns: Array<Column<T>>;
  rows: T[];
  rowKey: (row: T) => string;
  rowTestId?: string;
  /** A whole row opens its record for the mouse; a link in the row is the keyboard's way there. */
  onRowClick?: (row: T) => void;
  /**
   * The table has no link or button (e.g. figures only): the wide table scrolls sideways in a labelled
   * region that takes focus, so that the keyboard can scroll it too (WCAG 2.1.1).
   */
  scrollRegion?: boolean;
}) {
  const table = (
    <Table className={scrollRegion ? "overflow-visible" : undefined}>
      <caption className="sr-only">{label}</caption>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column.header} className={cellClass(column, column.headerClassName)}>
              {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow
            key={rowKey(row)}
            data-testid={rowTestId}
            className={onRowClick ? "cursor-pointer hover:bg-tremor-background-muted" : undefined}
            onClick={onRowClick ? () => onRowClick(row) : undefined}
          >
            {columns.map((column) => (
              <TableCell
                key={column.header}
                className={cellClass(column, column.className)}
                data-testid={column.testId}
                // A phone shows each row as a card: the header beside each value (styles/index.css).
                data-label={column.hideHeader ? undefined : column.header}
                data-kind={column.value === "money" ? "money" : undefined}
                data-user-content={column.value === "user" ? "" : undefined}
              >
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
  return scrollRegion ? (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
    <section tabIndex={0} aria-label={label} className={TABLE_WRAPPER}>
      {table}
    </section>
  ) : (
    <div className={TABLE_WRAPPER}>{table}</div>
  );
}
