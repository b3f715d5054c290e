/**
 * List screens keep their filters and page in the URL (validated by the route's search schema).
 * A changed filter starts again at page 1; page 1 is left out of the URL.
 */
export function listSearch<Search extends { page?: number }>(
  navigate: (options: { search: (previous: Search) => Search }) => Promise<void>,
) {
  return {
    setFilter: (patch: Partial<Search>) =>
      void navigate({ search: (previous) => ({ ...previous, ...patch, page: undefined }) }),
    setPage: (next: number) =>
      void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) }),
  };
}

/**
 * Keyset lists (the orders, which change while they are read) keep a cursor and its direction
 * instead of a page: a changed filter starts again at the first page; "after" is left out of the URL.
 */
export function keysetListSearch<Search extends { cursor?: string; dir?: "after" | "before" }>(
  navigate: (options: { search: (previous: Search) => Search }) => Promise<void>,
) {
  return {
    setFilter: (patch: Partial<Search>) =>
      void navigate({ search: (previous) => ({ ...previous, ...patch, cursor: undefined, dir: undefined }) }),
    setCursor: (cursor: string, direction: "after" | "before") =>
      void navigate({
        search: (previous) => ({ ...previous, cursor, dir: direction === "before" ? "before" : undefined }),
      }),
  };
}
