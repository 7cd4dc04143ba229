/**
 * Internal links (issue 31 part 3, ADR 0031), the signed-in user's own posts only (anyone
 * else's post is 404, like a missing one):
 * - GET /api/posts/{id}/link-suggestions: links from the post to the writer's other posts
 *   (`outgoing`, with the words of the post's body that would carry each; for an admin also the
 *   public blog's published articles, at /blog/{slug}) and from other posts
 *   to it (`incoming`, with the words in theirs), ranked by topic similarity.
 * - GET /api/library/link-report: the posts no other post links to (`orphans`) and the pairs of
 *   posts competing for the same keyphrase (`competing`).
 */
import { z } from "zod";
import { contract } from "./contract";

const postRef = z.object({ id: z.string(), title: z.string(), href: z.string() });

export const linkSuggestionSchema = z.object({
  /** The post that would carry the link. */
  from: postRef,
  /** The post it would point at. */
  to: postRef,
  /** The words of `from`'s body that would become the link, as the body writes them. */
  anchor: z.string(),
  /** The sentence of `from`'s body they are in. */
  sentence: z.string(),
  /** Topic similarity (PostgreSQL ts_rank), higher is closer. */
  score: z.number(),
});
export type LinkSuggestion = z.infer<typeof linkSuggestionSchema>;

export const linkSuggestionsResponseSchema = z.object({
  outgoing: z.array(linkSuggestionSchema),
  incoming: z.array(linkSuggestionSchema),
});
export type LinkSuggestionsResponse = z.infer<typeof linkSuggestionsResponseSchema>;

export const linkReportResponseSchema = z.object({
  orphans: z.array(postRef),
  competing: z.array(
    z.object({
      first: postRef,
      second: postRef,
      /** Why they compete: the same first keyphrase, or titles this alike. */
      reason: z.enum(["keyphrase", "title"]),
      keyphrase: z.string().nullable(),
    }),
  ),
});
export type LinkReportResponse = z.infer<typeof linkReportResponseSchema>;

export const linkSuggestions = contract({
  id: "linkSuggestions",
  method: "GET",
  path: "/api/posts/:id/link-suggestions",
  summary: "Internal links to and from one of the user's posts, by topic",
  access: "user",
  v1: { scope: "read" },
  answer: { kind: "json", schema: linkSuggestionsResponseSchema },
  errors: ["NOT_FOUND"],
});

export const linkReport = contract({
  id: "linkReport",
  method: "GET",
  path: "/api/library/link-report",
  summary: "The user's posts nothing links to, and posts competing for a keyphrase",
  access: "user",
  v1: { scope: "read" },
  answer: { kind: "json", schema: linkReportResponseSchema },
  errors: [],
});
