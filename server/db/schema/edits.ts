import { AI_EDIT_STATUSES, type AiEditResult, type AiEditStatus } from "@domain/ai-edits";
import { sql } from "drizzle-orm";
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { oneOf } from "./constraints";
import { blogPosts } from "./content";
import { meteredJobColumns, meteredJobConstraints } from "./metered";

/** PostgreSQL `bytea`, read and written as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({
  dataType: () => "bytea",
});

/**
 * One AI edit of a post (issue 28, ADR 0028) as a metered job with a live stream: the request
 * (action, its parameters, the selection), the text the model writes as it comes (`text`,
 * `version`, `output_tokens`, as a generation's), and the answer once done (`result`,
 * domain/ai-edits.ts AiEditResult). `credit` is always 0: edits count against the plan's daily
 * allowance (rows of the UTC day that did not fail). `base_hash` is the SHA-256 of the body the
 * request was made on, so an edit finished after its tab closed is placed again only on that
 * body. `reviewed_at`: when the writer accepted or rejected its changes.
 */
export const aiEdits = pgTable(
  "ai_edits",
  {
    ...meteredJobColumns<AiEditStatus>(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    action: text("action").notNull(),
    /** The request without its body: tone, language, instruction, check, selection. */
    input: jsonb("input").notNull(),
    baseHash: text("base_hash").notNull(),
    text: text("text").notNull().default(""),
    version: integer("version").notNull().default(0),
    outputTokens: integer("output_tokens").notNull().default(0),
    result: jsonb("result").$type<AiEditResult>(),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    ...meteredJobConstraints("ai_edits", t, AI_EDIT_STATUSES),
    index("ai_edits_post_idx").on(t.postId, t.createdAt.desc()),
  ],
);

export const POST_VERSION_KINDS = ["generation", "save", "ai", "restore"] as const;
export type PostVersionKind = (typeof POST_VERSION_KINDS)[number];

/**
 * A version of a post (issue 28, ADR 0028): made by its generation, each save (`ai` when the
 * save carries accepted AI changes, named in `actions`), and each restore (`restored_from`, the
 * version number restored). Never changed once written. `snapshot` is the post's fields as JSON,
 * compressed (server/versions/snapshot.ts); `bytes` its size before compression. `number` counts
 * from 1 per post.
 */
export const postVersions = pgTable(
  "post_versions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    postId: uuid("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    number: integer("number").notNull(),
    kind: text("kind").$type<PostVersionKind>().notNull(),
    /** The AI edits whose accepted changes this version carries ("shorten", "fix:passive-voice"). */
    actions: text("actions").array().notNull().default(sql`'{}'::text[]`),
    restoredFrom: integer("restored_from"),
    title: text("title").notNull(),
    words: integer("words").notNull().default(0),
    bytes: integer("bytes").notNull().default(0),
    snapshot: bytea("snapshot").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("post_versions_post_number_key").on(t.postId, t.number),
    check("post_versions_kind_check", oneOf(t.kind, POST_VERSION_KINDS)),
    check("post_versions_number_check", sql`${t.number} >= 1`),
    index("post_versions_user_idx").on(t.userId),
  ],
);
