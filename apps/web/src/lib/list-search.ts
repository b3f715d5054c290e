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
    setPage: (next: number) => void navigate({ search: (previous) => ({ ...previous, page: next > 1 ? next : undefined }) }),
  };
}
