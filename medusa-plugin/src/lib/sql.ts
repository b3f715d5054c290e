/**
 * TypeORM's query() answers an UPDATE/DELETE … RETURNING with [rows, rowCount] and anything else
 * with the rows: this gives the rows either way.
 */
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === "number") {
    return result[0] as T[];
  }
  return (result ?? []) as T[];
}

/** A case-insensitive "contains" pattern for `lower(column) LIKE $n`: the user's %, _ and \ match themselves. */
export function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[%_\\]/g, "\\$&")}%`;
}
