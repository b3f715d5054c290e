import type { EntityManager } from "typeorm";

/**
 * SQL for the domains' data-access files: statements written as tagged templates, so every value
 * is a parameter by its name in the code (never a positional `$13` to count), and tables defined
 * once (row type ↔ column names), so a column missing from a select, insert or update is a
 * compile error. Fast hand-written queries stay SQL; this only types and numbers them.
 */

/** A piece of SQL with its parameters. Nested pieces are inlined and their parameters renumbered. */
export class Sql {
  constructor(
    readonly strings: readonly string[],
    readonly values: readonly unknown[],
  ) {}

  /** `$1…$n` text and values for `manager.query`. */
  compile(): { text: string; values: unknown[] } {
    const values: unknown[] = [];
    const text = this.render(values);
    return { text, values };
  }

  private render(values: unknown[]): string {
    let text = this.strings[0] ?? "";
    this.values.forEach((value, index) => {
      if (value instanceof Sql) text += value.render(values);
      else {
        values.push(value);
        text += `$${values.length}`;
      }
      text += this.strings[index + 1];
    });
    return text;
  }
}

/** sql`SELECT … WHERE id = ${id}`: `${…}` is a parameter, or a nested sql`…` piece. */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  return new Sql([...strings], values);
}

/** Text the code wrote (identifiers, keywords): never a user's input. */
export function raw(text: string): Sql {
  return new Sql([text], []);
}

export const empty = raw("");

/** Pieces joined by `separator` (`, ` by default); `AND`-lists: `join(conditions, " AND ")`. */
export function join(parts: readonly Sql[], separator = ", "): Sql {
  if (parts.length === 0) return empty;
  return new Sql(["", ...parts.slice(1).map(() => separator), ""], parts);
}

/** `WHERE a AND b`, or nothing when there is no condition. */
export function where(conditions: readonly Sql[]): Sql {
  return conditions.length === 0 ? empty : sql`WHERE ${join(conditions, " AND ")}`;
}

/** Runs a statement; UPDATE/DELETE … RETURNING rows come back as rows, as SELECT's do. */
export async function query<T>(manager: EntityManager, statement: Sql): Promise<T[]> {
  const { text, values } = statement.compile();
  return returnedRows<T>(await manager.query(text, values));
}

/** The first row, or undefined. */
export async function queryOne<T>(manager: EntityManager, statement: Sql): Promise<T | undefined> {
  return (await query<T>(manager, statement))[0];
}

/** A table's columns, named once: `{ organisationId: "organisation_id", … }` for every field of R. */
export type Columns<R> = { readonly [K in keyof R]-?: string };

export type Table<R> = {
  readonly name: string;
  readonly columns: Columns<R>;
  /** `alias.col AS "field", …` for every field: rows come back shaped as R. */
  select(alias: string): Sql;
  /** `INSERT INTO table (all columns) VALUES (…), …`: each row must give every field. */
  insert(rows: readonly R[]): Sql;
  /** `col = value, …` for the fields given (an UPDATE's SET list). */
  set(patch: Partial<R>): Sql;
};

/** Defines a table once; adding a field to R without its column does not compile. */
export function defineTable<R>(name: string, columns: Columns<R>): Table<R> {
  const fields = Object.keys(columns) as Array<keyof R & string>;
  return {
    name,
    columns,
    select: (alias) => raw(fields.map((field) => `${alias}.${columns[field]} AS "${field}"`).join(", ")),
    insert: (rows) => {
      // `VALUES` with nothing after it is a syntax error at run time: say what is wrong instead.
      if (rows.length === 0) throw new Error(`insert into ${name}: no rows`);
      return sql`INSERT INTO ${raw(name)} (${raw(fields.map((field) => columns[field]).join(", "))}) VALUES ${join(
        rows.map((row) => sql`(${join(fields.map((field) => sql`${row[field]}`))})`),
      )}`;
    },
    set: (patch) => {
      const given = fields.filter((field) => patch[field] !== undefined);
      if (given.length === 0) throw new Error(`update of ${name}: nothing to set`);
      return join(given.map((field) => sql`${raw(columns[field])} = ${patch[field]}`));
    },
  };
}

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

/**
 * An IANA time zone as an SQL literal (`'Europe/Berlin'`), for `AT TIME ZONE` in day filters and
 * GROUP BY expressions, where a bound parameter would make PostgreSQL see two different
 * expressions. The zone is configuration, never input; an unknown one throws here, not in SQL.
 */
export function timeZoneLiteral(zone: string): Sql {
  let literal = zoneLiterals.get(zone);
  if (literal === undefined) {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    literal = raw(`'${zone.replace(/'/g, "''")}'`);
    zoneLiterals.set(zone, literal);
  }
  return literal;
}

/**
 * `column` within calendar days in `zone` (`YYYY-MM-DD`, both inclusive, either may be open): the
 * conditions for a WHERE list. The bounds are the days' midnights in the zone, so an index on the
 * column serves them.
 */
export function withinDays(column: Sql, days: { from?: string | null; to?: string | null }, zone: string): Sql[] {
  const literal = timeZoneLiteral(zone);
  const conditions: Sql[] = [];
  if (days.from) conditions.push(sql`${column} >= (${days.from}::date)::timestamp AT TIME ZONE ${literal}`);
  if (days.to) conditions.push(sql`${column} < (${days.to}::date + 1)::timestamp AT TIME ZONE ${literal}`);
  return conditions;
}

// Checking a zone builds an Intl formatter (about 0.1 ms): once per zone, not per request
// (bench:orders saw 4 % of the backend's CPU in it).
const zoneLiterals = new Map<string, Sql>();
