/**
 * Retrieval for writing with sources: which of the user's sources a piece may use, and the
 * passages that best answer a query among them. Everything is scoped by the user: another user's
 * source is "not found", exactly like a missing one, and never reaches a search.
 */
import { EVIDENCE_MESSAGES } from "@domain/evidence";
import type { SessionUser } from "../auth";
import { NotFound } from "../errors";
import type { Logger } from "../log";
import { getSource, type Source, searchPassages } from "../sources";
import { keyWords } from "./cite";
import type { SourcedPassage } from "./passages";

type User = Pick<SessionUser, "id">;

/** Passages a section is written from (EVIDENCE.md: 4 to 6). */
export const PASSAGES_PER_CALL = 6;

/**
 * The given sources, each one of the user's own and ready; otherwise NotFound with
 * evidence:errors.sourceNotFound (nothing is said of which one, or whose).
 */
export async function readySources(user: User, sourceIds: readonly string[]): Promise<Source[]> {
  const found: Source[] = [];
  for (const id of new Set(sourceIds)) {
    let source: Source;
    try {
      source = await getSource(user, id);
    } catch (error) {
      if (error instanceof NotFound) throw new NotFound(EVIDENCE_MESSAGES.sourceNotFound);
      throw error;
    }
    if (source.status !== "ready") throw new NotFound(EVIDENCE_MESSAGES.sourceNotFound);
    found.push(source);
  }
  return found;
}

/** Longest search text (server/sources takes 500 characters). */
const QUERY_MAX = 480;

/**
 * A query as a web search that any of its key words answers ("a or b or c"): a heading and its
 * points together rarely appear all in one passage, so ranking (more words, better) does the rest.
 */
export function searchText(query: string): string {
  let text = "";
  for (const word of keyWords(query)) {
    const next = text ? `${text} or ${word}` : word;
    if (next.length > QUERY_MAX) break;
    text = next;
  }
  return text;
}

/**
 * The passages of the user's given sources that best answer the query, at most `limit`, each
 * with its source (title, site, address) for the prompt and the Sources list. A source deleted
 * meanwhile gives no passages (logged).
 */
export async function passagesFor(
  user: User,
  sourceIds: readonly string[],
  query: string,
  limit = PASSAGES_PER_CALL,
  log?: Logger,
): Promise<SourcedPassage[]> {
  const words = searchText(query);
  if (sourceIds.length === 0 || !words) return [];
  const hits = await searchPassages(user, sourceIds, words, limit);
  const sources = new Map<string, Source | null>();
  const passages: SourcedPassage[] = [];
  for (const hit of hits) {
    if (!sources.has(hit.sourceId)) {
      const source = await getSource(user, hit.sourceId).catch((error: unknown) => {
        if (!(error instanceof NotFound)) throw error;
        log?.info({ sourceId: hit.sourceId }, "a source was deleted while a piece was written");
        return null;
      });
      sources.set(hit.sourceId, source);
    }
    const source = sources.get(hit.sourceId);
    if (!source) continue;
    passages.push({
      id: `${hit.sourceId}:${hit.ordinal}`,
      sourceId: hit.sourceId,
      ordinal: hit.ordinal,
      text: hit.text,
      source: {
        id: source.id,
        kind: source.kind,
        title: source.title,
        site: source.site,
        address: source.address,
      },
    });
  }
  return passages;
}

/**
 * How a piece finds passages among its sources: the user's, in the database (retrieverFor), or
 * the eval's, in memory (server/quality). The writer and the fact check take one of these.
 */
export type Retrieve = (
  sourceIds: readonly string[],
  query: string,
  limit: number,
) => Promise<SourcedPassage[]>;

/** Retrieval among the user's own sources (passagesFor). */
export function retrieverFor(user: User, log?: Logger): Retrieve {
  return (sourceIds, query, limit) => passagesFor(user, sourceIds, query, limit, log);
}
