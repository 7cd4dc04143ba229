import { diffHtml } from "@domain/html/diff";
import { sanitizeDiffHtml, sanitizeHtml } from "@domain/html/sanitize";
import { readVersion, type VersionSummary } from "./read";

type Changed = { from: string | null; to: string | null } | null;

const changed = (from: string | null, to: string | null): Changed =>
  (from ?? "") === (to ?? "") ? null : { from, to };

/**
 * Two versions of one of the user's own posts: the body of `to` against `from`, each change
 * marked (`<ins>` / `<del>`, domain/html/diff.ts) and the result sanitised with the tracked
 * changes' allow-list; the title and meta description when they differ. NotFound otherwise.
 */
export async function compareVersions(
  user: { id: string },
  postId: string,
  from: number,
  to: number,
): Promise<{
  from: VersionSummary;
  to: VersionSummary;
  html: string;
  title: Changed;
  metaDescription: Changed;
}> {
  const { fields: before, ...older } = await readVersion(user, postId, from);
  const { fields: after, ...newer } = await readVersion(user, postId, to);
  const { html } = diffHtml(sanitizeHtml(before.content), sanitizeHtml(after.content));
  return {
    from: older,
    to: newer,
    html: sanitizeDiffHtml(html),
    title: changed(before.title, after.title),
    metaDescription: changed(before.metaDescription, after.metaDescription),
  };
}
