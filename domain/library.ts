import { z } from "zod";
import { CONTENT_TYPES } from "./content-types";

/** Cards per page of the Library tab. */
export const LIBRARY_PAGE_SIZE = 12;

/** Longest search accepted; longer input is cut, not refused (it comes from a URL). */
export const LIBRARY_QUERY_MAX = 200;

/** Sort orders of the Library tab, in the order the select offers them (spec section 2). */
export const LIBRARY_SORTS = ["newest", "oldest", "modified", "title", "words"] as const;
export type LibrarySort = (typeof LIBRARY_SORTS)[number];

export const LIBRARY_TYPES = ["all", ...CONTENT_TYPES] as const;
export type LibraryType = (typeof LIBRARY_TYPES)[number];

/**
 * The Library tab's query, read from the URL (`?q=&type=&sort=&page=`). A URL is user input, so
 * every bad or missing value falls back to its default instead of failing the page.
 */
export const libraryQuerySchema = z.object({
  q: z
    .string()
    .catch("")
    .transform((value) => value.trim().slice(0, LIBRARY_QUERY_MAX).trim())
    .default(""),
  type: z.enum(LIBRARY_TYPES).catch("all").default("all"),
  sort: z.enum(LIBRARY_SORTS).catch("newest").default("newest"),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1).default(1),
});

export type LibraryQuery = z.infer<typeof libraryQuerySchema>;

export const DEFAULT_LIBRARY_QUERY: LibraryQuery = { q: "", type: "all", sort: "newest", page: 1 };

const FIELDS = ["q", "type", "sort", "page"] as const;

/** The query a URL's search parameters ask for; the first value of each wins. */
export function parseLibraryQuery(params: URLSearchParams): LibraryQuery {
  const input: Record<string, string> = {};
  for (const field of FIELDS) {
    const value = params.get(field);
    if (value !== null) input[field] = value;
  }
  return libraryQuerySchema.parse(input);
}

/**
 * The words of a search: each must appear somewhere in the post (in any field), in any order.
 * At most eight, so a pasted paragraph cannot make a query of hundreds of conditions.
 */
export function searchTerms(q: string): string[] {
  return [...new Set(q.toLowerCase().split(/\s+/).filter(Boolean))].slice(0, 8);
}

/**
 * The Library URL's search of a library query: only the values that differ from the defaults,
 * so the plain Library keeps its short URL (no search at all).
 */
export function librarySearch(query: LibraryQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.type !== DEFAULT_LIBRARY_QUERY.type) params.set("type", query.type);
  if (query.sort !== DEFAULT_LIBRARY_QUERY.sort) params.set("sort", query.sort);
  if (query.page !== DEFAULT_LIBRARY_QUERY.page) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `?${search}` : "";
}
