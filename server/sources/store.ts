/**
 * Sources kept per user and their passages: add (read, split, index), list, read, delete and
 * search. Every query is scoped by the user: another user's source is NotFound, exactly like a
 * missing one, and never reaches a search.
 */
import type { Language } from "@domain/languages";
import { sourceLimitsFor } from "@domain/plans";
import {
  type AddSourceInput,
  SOURCE_FETCHES_PER_USER,
  SOURCE_MESSAGES,
  SOURCE_QUERY_MAX,
  SOURCE_SEARCH_LIMIT_MAX,
  type SourceSummary,
  TEXT_SEARCH_CONFIGS,
} from "@domain/sources";
import { and, count, desc, eq, inArray, sql } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { AppError, NotFound } from "../errors";
import type { Logger } from "../log";
import { SourceLimit } from "./errors";
import { toPassages } from "./passages";
import { type Owner, type ReadSource, readSource } from "./read";

type User = Pick<SessionUser, "id">;
type Row = typeof schema.sources.$inferSelect;

const sources = schema.sources;
const passages = schema.sourcePassages;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Passages inserted per statement (PostgreSQL takes at most 65,535 parameters). */
const BATCH = 500;

export type Source = Omit<SourceSummary, "createdAt"> & { createdAt: Date };

function toSource(row: Row): Source {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    site: row.site,
    address: row.address,
    language: row.language as Language,
    status: row.status,
    errorKey: row.errorKey,
    bytes: row.bytes,
    characters: row.characters,
    pages: row.pages,
    passages: row.passages,
    createdAt: row.createdAt,
  };
}

/** A source as JSON carries it (domain/api/sources.ts): its date as ISO text. */
export function toSourceSummary(source: Source): SourceSummary {
  return { ...source, createdAt: source.createdAt.toISOString() };
}

const own = (user: User, id: string) => and(eq(sources.id, id), eq(sources.userId, user.id));

async function keptCount(
  db: Pick<ReturnType<typeof database>, "select">,
  user: User,
): Promise<number> {
  const [kept] = await db
    .select({ total: count() })
    .from(sources)
    .where(eq(sources.userId, user.id));
  return kept?.total ?? 0;
}

function limitReached(max: number): SourceLimit {
  return new SourceLimit(SOURCE_MESSAGES.limitReached, { max });
}

/** Stores a read source and its passages, unless the user keeps their plan's number already. */
export async function storeSource(user: Owner, read: ReadSource): Promise<Source> {
  const max = sourceLimitsFor(user).sources;
  const parts = toPassages(read.text);
  const config = TEXT_SEARCH_CONFIGS[read.language];
  return database().transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`sources:${user.id}`}, 0))`,
    );
    if ((await keptCount(tx, user)) >= max) throw limitReached(max);
    const [row] = await tx
      .insert(sources)
      .values({
        userId: user.id,
        kind: read.kind,
        title: read.title,
        site: read.site,
        address: read.address,
        postId: read.postId,
        language: read.language,
        status: "ready",
        bytes: read.bytes,
        characters: read.text.length,
        pages: read.pages,
        passages: parts.length,
      })
      .returning();
    if (!row) throw new Error("source not created");
    for (let from = 0; from < parts.length; from += BATCH) {
      await tx.insert(passages).values(
        parts.slice(from, from + BATCH).map((text, i) => ({
          sourceId: row.id,
          userId: user.id,
          ordinal: from + i,
          text,
          search: sql`to_tsvector(${config}::regconfig, ${text})`,
        })),
      );
    }
    return toSource(row);
  });
}

/**
 * Adds a source for the user: refused at once when they keep their plan's number of sources
 * (before anything is fetched), then read (read.ts) and stored.
 */
export async function addSource(user: Owner, input: AddSourceInput, log?: Logger): Promise<Source> {
  const max = sourceLimitsFor(user).sources;
  if ((await keptCount(database(), user)) >= max) throw limitReached(max);
  if (input.kind !== "url") return storeSource(user, await readSource(user, input, log));
  return inFetchSlot(user, async () => storeSource(user, await readSource(user, input, log)));
}

/**
 * Runs a web fetch of the user's: a page takes up to the fetch's time cap, so a user has at most
 * SOURCE_FETCHES_PER_USER at once (in this process, sources and voice samples together) and
 * nobody can hold the server's connections with slow sites. Past that: 429 RATE_LIMITED.
 */
export async function inFetchSlot<T>(user: User, fetch: () => Promise<T>): Promise<T> {
  const running = fetching.get(user.id) ?? 0;
  if (running >= SOURCE_FETCHES_PER_USER)
    throw new AppError("RATE_LIMITED", 429, SOURCE_MESSAGES.busy, {
      params: { max: SOURCE_FETCHES_PER_USER },
    });
  fetching.set(user.id, running + 1);
  try {
    return await fetch();
  } finally {
    const left = (fetching.get(user.id) ?? 1) - 1;
    if (left > 0) fetching.set(user.id, left);
    else fetching.delete(user.id);
  }
}

/** Web fetches in progress, by user. */
const fetching = new Map<string, number>();

/** The user's sources, newest first (at most the largest plan's number). */
export async function listSources(user: User): Promise<Source[]> {
  const rows = await database()
    .select()
    .from(sources)
    .where(eq(sources.userId, user.id))
    .orderBy(desc(sources.createdAt), desc(sources.id));
  return rows.map(toSource);
}

/** One of the user's own sources; another user's id is NotFound, like a missing one. */
export async function getSource(user: User, id: string): Promise<Source> {
  if (!UUID.test(id)) throw new NotFound(SOURCE_MESSAGES.notFound);
  const [row] = await database().select().from(sources).where(own(user, id));
  if (!row) throw new NotFound(SOURCE_MESSAGES.notFound);
  return toSource(row);
}

/** A source's passages in order (the user's own source only). */
export async function sourcePassages(
  user: User,
  id: string,
): Promise<{ ordinal: number; text: string }[]> {
  await getSource(user, id);
  return database()
    .select({ ordinal: passages.ordinal, text: passages.text })
    .from(passages)
    .where(and(eq(passages.sourceId, id), eq(passages.userId, user.id)))
    .orderBy(passages.ordinal);
}

/** Deletes one of the user's own sources with its passages. */
export async function deleteSource(user: User, id: string): Promise<void> {
  if (!UUID.test(id)) throw new NotFound(SOURCE_MESSAGES.notFound);
  const deleted = await database()
    .delete(sources)
    .where(own(user, id))
    .returning({ id: sources.id });
  if (deleted.length === 0) throw new NotFound(SOURCE_MESSAGES.notFound);
}

export type PassageHit = {
  sourceId: string;
  ordinal: number;
  text: string;
  rank: number;
};

/**
 * The passages of the given sources (the user's own; other ids match nothing) that best answer
 * the query, by ts_rank. The query is read as a web search (websearch_to_tsquery) in each of
 * the sources' languages, so a passage matches in its own language's stemming.
 */
export async function searchPassages(
  user: User,
  sourceIds: readonly string[],
  query: string,
  limit = 10,
): Promise<PassageHit[]> {
  const ids = sourceIds.filter((id) => UUID.test(id));
  const words = query.slice(0, SOURCE_QUERY_MAX).trim();
  if (ids.length === 0 || !words) return [];
  const languages = await database()
    .selectDistinct({ language: sources.language })
    .from(sources)
    .where(and(eq(sources.userId, user.id), inArray(sources.id, ids)));
  const configs = [
    ...new Set(languages.map((l) => TEXT_SEARCH_CONFIGS[l.language as Language] ?? "simple")),
  ];
  if (configs.length === 0) return [];
  const tsquery = sql.join(
    configs.map((config) => sql`websearch_to_tsquery(${config}::regconfig, ${words})`),
    sql` || `,
  );
  const rows = await database().execute<{
    source_id: string;
    ordinal: number;
    text: string;
    rank: number;
  }>(sql`
    select p.source_id, p.ordinal, p.text, ts_rank(p.search, q.query) as rank
      from ${passages} p, (select ${tsquery} as query) q
     where p.user_id = ${user.id}
       and p.source_id in (${sql.join(
         ids.map((id) => sql`${id}::uuid`),
         sql`, `,
       )})
       and p.search @@ q.query
     order by rank desc, p.source_id, p.ordinal
     limit ${Math.min(Math.max(1, Math.floor(limit)), SOURCE_SEARCH_LIMIT_MAX)}`);
  return rows.rows.map((row) => ({
    sourceId: row.source_id,
    ordinal: row.ordinal,
    text: row.text,
    rank: Number(row.rank),
  }));
}
