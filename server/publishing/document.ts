/**
 * The document a publication sends (issue 31, ADR 0032 "The document"), built from the saved post
 * when the attempt runs: the pure part is domain/publishing-document.ts; this reads where the
 * posts the body links to are published live on the same connection.
 */

import type { PublishingMessage } from "@domain/publishing";
import {
  type BuiltDocument,
  buildPublishDocument,
  linkedPostIds,
} from "@domain/publishing-document";
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { type Database, schema } from "../db";
import type { PublishDocument } from "./platform";
import { publishingSettings } from "./settings";

type PostRow = Pick<
  typeof schema.blogPosts.$inferSelect,
  "id" | "title" | "slug" | "content" | "keywords" | "metaDescription" | "synopsis" | "language"
>;
type PublicationRow = Pick<
  typeof schema.publications.$inferSelect,
  "userId" | "connectionId" | "mode" | "canonicalUrl" | "featuredImageUrl"
>;

/**
 * The post's document for the publication's connection, and the notes on its internal links
 * (mapped to the linked post's live address there, or sent as plain text).
 */
export async function buildDocument(
  db: Pick<Database, "select">,
  post: PostRow,
  publication: PublicationRow,
): Promise<{ document: PublishDocument; notes: PublishingMessage[] }> {
  const appOrigin = publishingSettings().appUrl;
  const ids = linkedPostIds(post.content, appOrigin);
  const addresses = new Map<string, string>();
  if (ids.length > 0) {
    const rows = await db
      .select({ postId: schema.publications.postId, url: schema.publications.remoteUrl })
      .from(schema.publications)
      .where(
        and(
          eq(schema.publications.userId, publication.userId),
          eq(schema.publications.connectionId, publication.connectionId),
          inArray(schema.publications.postId, ids),
          eq(schema.publications.remoteStatus, "live"),
          isNotNull(schema.publications.remoteUrl),
        ),
      );
    for (const row of rows) if (row.url) addresses.set(row.postId.toLowerCase(), row.url);
  }
  const built = buildPublishDocument(post, publication, {
    appOrigin,
    addressOf: (id) => addresses.get(id) ?? null,
  });
  const document: PublishDocument = built.document satisfies BuiltDocument;
  return { document, notes: built.notes };
}
