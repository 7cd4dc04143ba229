import { Code } from "@tiptap/extension-code";

/**
 * Inline code as StarterKit's, except that a suggested edit's marks (issue 28, ../suggestions)
 * may sit on it: StarterKit's excludes every other mark ("_"), which would drop them and show an
 * edit inside code as both words run together. It still excludes every formatting mark.
 */
export const InlineCode = Code.extend({
  excludes: "bold italic underline link classSpan code",
});
