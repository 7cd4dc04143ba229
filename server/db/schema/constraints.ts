import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/** `column IN ('a', 'b', ...)` for a CHECK constraint; the values are our own constants. */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
  return sql`${column} in (${sql.raw(list)})`;
}

/** `column ~ 'pattern'` for a CHECK constraint. */
export function matches(column: AnyPgColumn, pattern: string): SQL {
  return sql`${column} ~ ${sql.raw(`'${pattern.replaceAll("'", "''")}'`)}`;
}
