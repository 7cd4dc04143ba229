import { sql } from "drizzle-orm";
import {
  check,
  type ExtraConfigColumn,
  index,
  integer,
  numeric,
  smallint,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { oneOf } from "./constraints";

/**
 * The columns every metered job's table has (server/jobs `defineMeteredJob`, ADR 0023): who, the
 * state and live progress, the credit reserved in its month, the attempts, and when. A job's own
 * table spreads these and adds what it asks and makes (generations, idea_runs).
 */
export function meteredJobColumns<Status extends string>() {
  return {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    status: text("status")
      .$type<Status>()
      .notNull()
      .default("queued" as Status),
    phase: text("phase").notNull().default("queued"),
    percent: smallint("percent").notNull().default(0),
    error: text("error"),
    /** Credits reserved for the job (1 for a generation, 0.5 for an idea set), in the month below. */
    credit: numeric("credit", { precision: 4, scale: 1 }).notNull(),
    monthYear: text("month_year").notNull(),
    attempts: integer("attempts").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  };
}

type MeteredColumns = Record<
  "status" | "percent" | "credit" | "userId" | "createdAt",
  ExtraConfigColumn
>;

/** The checks and the per-user index every metered job's table has, named after the table. */
export function meteredJobConstraints(
  table: string,
  t: MeteredColumns,
  statuses: readonly string[],
) {
  return [
    check(`${table}_status_check`, oneOf(t.status, statuses)),
    check(`${table}_percent_check`, sql`${t.percent} between 0 and 100`),
    check(`${table}_credit_check`, sql`${t.credit} >= 0`),
    index(`${table}_user_created_idx`).on(t.userId, t.createdAt.desc()),
  ];
}
