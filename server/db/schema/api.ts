import { API_SCOPES, type ApiScope } from "@domain/api-keys";
import { BULK_ROW_STATUSES, BULK_RUN_STATUSES } from "@domain/bulk";
import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  varchar,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { oneOf } from "./constraints";
import { blogPosts } from "./content";
import { generations } from "./generation";

/**
 * The public API, MCP, webhooks and bulk runs (issue 30, docs/decisions/0030-api.md).
 *
 * An API key of one user: only the SHA-256 hash of the key is kept (the key is shown once), with
 * its first characters to recognise it by. Revoked and expired keys stay listed; they are refused.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    /** Hex SHA-256 of the whole key. */
    hash: text("hash").notNull().unique(),
    scopes: text("scopes").array().$type<ApiScope[]>().notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("api_keys_name_check", sql`char_length(${t.name}) between 1 and 80`),
    check(
      "api_keys_scopes_check",
      sql`cardinality(${t.scopes}) > 0 and ${t.scopes} <@ array[${sql.raw(
        API_SCOPES.map((s) => `'${s}'`).join(", "),
      )}]::text[]`,
    ),
    index("api_keys_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/** Requests per key and minute, in rate-limiter-flexible's shape (like auth_attempts). */
export const apiKeyRequests = pgTable("api_key_requests", {
  key: varchar("key", { length: 255 }).primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});

/**
 * The first answer of a POST made with an Idempotency-Key, per user and key: a retry with the same
 * key and body gets it again; `status` null while the first request still runs. Kept
 * IDEMPOTENCY_HOURS.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    key: varchar("key", { length: 255 }).notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    /** Hex SHA-256 of the method, path and body: the same key with another request is refused. */
    requestHash: text("request_hash").notNull(),
    status: integer("status"),
    headers: jsonb("headers").$type<Record<string, string>>(),
    body: text("body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index("idempotent_requests_created_idx").on(t.createdAt),
  ],
);

export const WEBHOOK_ENDPOINT_STATUSES = ["active", "paused"] as const;
export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;

/**
 * A user's webhook endpoint: where events are POSTed, signed with its secret (HMAC-SHA256 over
 * the timestamp and the body, as Stripe does). Paused after too many failed deliveries in a row.
 */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: text("events").array().notNull(),
    secret: text("secret").notNull(),
    status: text("status")
      .$type<(typeof WEBHOOK_ENDPOINT_STATUSES)[number]>()
      .notNull()
      .default("active"),
    /** Deliveries that failed every attempt, in a row (a success sets it back to 0). */
    failuresInRow: integer("failures_in_row").notNull().default(0),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("webhook_endpoints_status_check", oneOf(t.status, WEBHOOK_ENDPOINT_STATUSES)),
    index("webhook_endpoints_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/** One event sent to one endpoint: its payload, its attempts and the last answer. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The event's id, the same for every endpoint it goes to (receivers deduplicate by it). */
    eventId: uuid("event_id").notNull(),
    event: text("event").notNull(),
    payload: jsonb("payload").notNull(),
    status: text("status")
      .$type<(typeof WEBHOOK_DELIVERY_STATUSES)[number]>()
      .notNull()
      .default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastStatusCode: integer("last_status_code"),
    /** The start of the receiver's last answer (at most 1,000 characters), or why it failed. */
    lastResponse: text("last_response"),
    lastError: text("last_error"),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    check("webhook_deliveries_status_check", oneOf(t.status, WEBHOOK_DELIVERY_STATUSES)),
    unique("webhook_deliveries_event_unique").on(t.endpointId, t.eventId),
    index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt.desc()),
  ],
);

/**
 * A bulk run from a spreadsheet: its rows' cost is reserved at the start (`credit`: what the run
 * still holds for rows not yet started, in `monthYear`); rows start as generations within the
 * user's concurrency limit.
 */
export const bulkRuns = pgTable(
  "bulk_runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    status: text("status").$type<(typeof BULK_RUN_STATUSES)[number]>().notNull().default("running"),
    credit: numeric("credit", { precision: 8, scale: 1 }).notNull().default("0"),
    monthYear: text("month_year").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("bulk_runs_status_check", oneOf(t.status, BULK_RUN_STATUSES)),
    check("bulk_runs_credit_check", sql`${t.credit} >= 0`),
    index("bulk_runs_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/** One row of a bulk run: what it asked (or why it was refused) and the generation it became. */
export const bulkRows = pgTable(
  "bulk_rows",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    runId: uuid("run_id")
      .notNull()
      .references(() => bulkRuns.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The row's number in the spreadsheet (the header is row 1, so data starts at 2). */
    rowNumber: integer("row_number").notNull(),
    /** The cells as they came, by column name. */
    cells: jsonb("cells").$type<Record<string, string>>().notNull(),
    /** The checked generation input; null for a refused row. */
    input: jsonb("input"),
    /** Why the row was refused: { message, field?, params? } (message keys). */
    problem: jsonb("problem"),
    status: text("status").$type<(typeof BULK_ROW_STATUSES)[number]>().notNull(),
    generationId: uuid("generation_id").references(() => generations.id, { onDelete: "set null" }),
    postId: uuid("post_id").references(() => blogPosts.id, { onDelete: "set null" }),
    /** The failure's message key (a failed generation). */
    error: text("error"),
    attempts: integer("attempts").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("bulk_rows_status_check", oneOf(t.status, BULK_ROW_STATUSES)),
    unique("bulk_rows_run_row_unique").on(t.runId, t.rowNumber),
    index("bulk_rows_user_status_idx").on(t.userId, t.status),
    index("bulk_rows_generation_idx").on(t.generationId),
  ],
);
