import { LANGUAGE_CODES } from "@domain/languages";
import { SOURCE_KINDS, SOURCE_STATUSES, type SourceKind, type SourceStatus } from "@domain/sources";
import { sql } from "drizzle-orm";
import {
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { oneOf } from "./constraints";

const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/**
 * A research source of one user (issue 27, docs/decisions/0026-sources.md): a web page, a file,
 * pasted text or one of their posts, read once. `address` is the URL or the file's name.
 */
export const sources = pgTable(
  "sources",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind").$type<SourceKind>().notNull(),
    title: text("title").notNull(),
    site: text("site"),
    address: text("address"),
    /** The library post a `post` source was read from (kept when the post is deleted). */
    postId: uuid("post_id"),
    language: text("language").notNull().default("en"),
    status: text("status").$type<SourceStatus>().notNull().default("ready"),
    errorKey: text("error_key"),
    /** Bytes read (the file, the page), characters kept, pages of a PDF. */
    bytes: integer("bytes").notNull().default(0),
    characters: integer("characters").notNull().default(0),
    pages: integer("pages"),
    passages: integer("passages").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("sources_kind_check", oneOf(t.kind, SOURCE_KINDS)),
    check("sources_status_check", oneOf(t.status, SOURCE_STATUSES)),
    check("sources_language_check", oneOf(t.language, LANGUAGE_CODES)),
    index("sources_user_created_idx").on(t.userId, t.createdAt.desc()),
  ],
);

/**
 * A passage of a source, about a paragraph, with its words indexed in the source language's
 * text-search configuration (domain/sources.ts TEXT_SEARCH_CONFIGS). `user_id` is repeated so
 * every search is scoped by the owner without a join.
 */
export const sourcePassages = pgTable(
  "source_passages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sourceId: uuid("source_id")
      .notNull()
      .references(() => sources.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    ordinal: integer("ordinal").notNull(),
    text: text("text").notNull(),
    search: tsvector("search").notNull(),
  },
  (t) => [
    unique("source_passages_source_ordinal_unique").on(t.sourceId, t.ordinal),
    index("source_passages_user_source_idx").on(t.userId, t.sourceId),
    index("source_passages_search_idx").using("gin", t.search),
    check("source_passages_ordinal_check", sql`${t.ordinal} >= 0`),
  ],
);
