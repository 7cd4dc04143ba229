/**
 * Internal links (issue 31 part 3, ADR 0031): suggestions to and from one of the user's posts,
 * ranked by PostgreSQL full-text ranking, and the library's link report. Only the user's own
 * posts are ever read: another user's post is never suggested, nor named in a report.
 */
import type {
  LinkReportResponse,
  LinkSuggestion,
  LinkSuggestionsResponse,
} from "@domain/api/links";
import { isLanguage } from "@domain/languages";
import {
  COMPETING_TITLES,
  candidatePhrases,
  findAnchor,
  keyphraseOf,
  linkableRuns,
  linkedAddresses,
  postAddress,
  titleSimilarity,
} from "@domain/links";
import { TEXT_SEARCH_CONFIGS } from "@domain/sources";
import { sql } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database } from "../db";
import { getPost } from "./get";

type User = Pick<SessionUser, "id">;
/** An admin is also offered the public blog's published articles as targets. */
type Writer = User & { isAdmin?: boolean };

/** Candidates read per direction, and suggestions answered per direction. */
const CANDIDATES = 40;
const SUGGESTIONS = 10;
/** Posts a report reads at most (newest first). */
const REPORT_POSTS = 2000;

type Row = { id: string; title: string; keywords: string[]; content: string; rank: number };

const ref = (post: { id: string; title: string }) => ({
  id: post.id,
  title: post.title,
  href: postAddress(post.id),
});

/** The words a post is about (title, keyphrases, topic), OR-ed for websearch_to_tsquery. */
function queryOf(post: { title: string; keywords: string[]; topic: string | null }) {
  const words = `${post.title} ${post.keywords.join(" ")} ${post.topic ?? ""}`
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2);
  return [...new Set(words.map((w) => w.toLocaleLowerCase()))].slice(0, 40).join(" or ");
}

/** The user's other posts most alike the post, by ts_rank over title, keyphrases, topic, body. */
async function similarPosts(user: User, id: string, query: string, config: string) {
  if (!query) return [];
  const result = await database().execute<Row>(sql`
    select p.id, p.title, p.keywords, p.content, ts_rank(
             setweight(to_tsvector(${config}::regconfig, p.title), 'A') ||
             setweight(to_tsvector(${config}::regconfig, array_to_string(p.keywords, ' ')), 'A') ||
             setweight(to_tsvector(${config}::regconfig, coalesce(p.topic, '')), 'B') ||
             setweight(to_tsvector(${config}::regconfig,
               regexp_replace(p.content, '<[^>]*>', ' ', 'g')), 'D'),
             q.query) as rank
      from blog_posts p, (select websearch_to_tsquery(${config}::regconfig, ${query}) as query) q
     where p.user_id = ${user.id} and p.id <> ${id}::uuid
     order by rank desc, p.created_at desc
     limit ${CANDIDATES}`);
  return result.rows.filter((row) => Number(row.rank) > 0);
}

/** The public blog's published articles most alike the words, as targets (admins only). */
async function similarArticles(query: string, config: string) {
  if (!query) return [];
  const result = await database().execute<{
    id: string;
    title: string;
    keywords: string[];
    slug: string;
    rank: number;
  }>(sql`
    select a.id, a.title, a.keywords, a.slug, ts_rank(
             setweight(to_tsvector(${config}::regconfig, a.title), 'A') ||
             setweight(to_tsvector(${config}::regconfig, array_to_string(a.keywords, ' ')), 'A') ||
             setweight(to_tsvector(${config}::regconfig,
               regexp_replace(a.content, '<[^>]*>', ' ', 'g')), 'D'),
             q.query) as rank
      from website_content a,
           (select websearch_to_tsquery(${config}::regconfig, ${query}) as query) q
     where a.status = 'published'
     order by rank desc, a.published_at desc
     limit ${CANDIDATES}`);
  return result.rows.filter((row) => Number(row.rank) > 0);
}

/**
 * Links from the post to the writer's other posts (and, for an admin, the public blog's
 * articles), and from the writer's other posts to it.
 */
export async function linkSuggestions(user: Writer, id: string): Promise<LinkSuggestionsResponse> {
  const post = await getPost(user, id);
  const config = isLanguage(post.language)
    ? (TEXT_SEARCH_CONFIGS[post.language] ?? "simple")
    : "simple";
  const similar = await similarPosts(user, post.id, queryOf(post), config);
  const runs = linkableRuns(post.content);
  const linked = linkedAddresses(post.content);
  const outgoing: LinkSuggestion[] = [];
  const incoming: LinkSuggestion[] = [];
  const ownPhrases = candidatePhrases(post);
  for (const other of similar) {
    const score = Number(other.rank);
    if (outgoing.length < SUGGESTIONS && !linked.has(postAddress(other.id))) {
      const found = findAnchor(runs, candidatePhrases(other));
      if (found) outgoing.push({ from: ref(post), to: ref(other), ...found, score });
    }
    if (
      incoming.length < SUGGESTIONS &&
      !linkedAddresses(other.content).has(postAddress(post.id))
    ) {
      const found = findAnchor(linkableRuns(other.content), ownPhrases);
      if (found) incoming.push({ from: ref(other), to: ref(post), ...found, score });
    }
  }
  if (user.isAdmin) {
    for (const article of await similarArticles(queryOf(post), config)) {
      const address = `/blog/${article.slug}`;
      if (linked.has(address)) continue;
      const found = findAnchor(runs, candidatePhrases(article));
      const to = { id: article.id, title: article.title, href: address };
      if (found) outgoing.push({ from: ref(post), to, ...found, score: Number(article.rank) });
    }
    outgoing.sort((a, b) => b.score - a.score);
    outgoing.length = Math.min(outgoing.length, SUGGESTIONS);
  }
  return { outgoing, incoming };
}

/** The posts no other post of the user links to, and the pairs competing for a keyphrase. */
export async function linkReport(user: User): Promise<LinkReportResponse> {
  const result = await database().execute<{
    id: string;
    title: string;
    keywords: string[];
    linked: boolean;
  }>(sql`
    select p.id, p.title, p.keywords, exists (
             select 1 from blog_posts q
              where q.user_id = p.user_id and q.id <> p.id
                and strpos(q.content, ${"/dashboard/view/"} || p.id::text) > 0) as linked
      from blog_posts p
     where p.user_id = ${user.id}
     order by p.created_at desc, p.id desc
     limit ${REPORT_POSTS}`);
  const posts = result.rows;
  const orphans = posts.filter((post) => !post.linked).map(ref);
  const competing: LinkReportResponse["competing"] = [];
  for (let i = 0; i < posts.length; i++) {
    for (let j = i + 1; j < posts.length; j++) {
      const a = posts[i] as (typeof posts)[number];
      const b = posts[j] as (typeof posts)[number];
      const keyphrase = keyphraseOf(a.keywords);
      if (keyphrase && keyphrase === keyphraseOf(b.keywords))
        competing.push({ first: ref(a), second: ref(b), reason: "keyphrase", keyphrase });
      else if (titleSimilarity(a.title, b.title) >= COMPETING_TITLES)
        competing.push({ first: ref(a), second: ref(b), reason: "title", keyphrase: null });
    }
  }
  return { orphans, competing };
}
