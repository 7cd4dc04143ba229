import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyEdits, DOCUMENTS, editArbitrary } from "../../tests/support/diff-edits";
import { acceptChanges, diffHtml, normalizeHtml, rejectChanges } from "./diff";
import { sanitizeDiffHtml } from "./sanitize";

// Random edits of real-looking posts: whatever the edit, accepting every change gives the edited
// post, rejecting every change gives the original, and the merged markup is stable.

describe("diffHtml over random edits", () => {
  it.each(DOCUMENTS.map((blocks, index) => [index, blocks] as const))(
    "document %i: accept gives the edit, reject the original",
    (_index, blocks) => {
      fc.assert(
        fc.property(fc.array(editArbitrary, { minLength: 1, maxLength: 6 }), (edits) => {
          const before = blocks.join("");
          const after = applyEdits(blocks, edits).join("");
          const { html, changes } = diffHtml(before, after);
          expect(sanitizeDiffHtml(html)).toBe(html);
          expect(acceptChanges(html)).toBe(normalizeHtml(after));
          expect(rejectChanges(html)).toBe(normalizeHtml(before));
          // Ids run from 1 without gaps, and each is in the markup.
          expect(changes.map((change) => change.id)).toEqual(changes.map((_, i) => i + 1));
          for (const { id } of changes) expect(html).toContain(`"${id}"`);
          // Accepting the changes one at a time, in any order, ends where accepting all does.
          let partial = html;
          for (const { id } of [...changes].reverse()) partial = acceptChanges(partial, [id]);
          expect(normalizeHtml(partial)).toBe(normalizeHtml(after));
        }),
        { numRuns: 40 },
      );
    },
    // The sanitiser takes tens of milliseconds a call under Node's jsdom.
    120_000,
  );
});
