import type { AllowedTag } from "@domain/html/sanitize";
import type { Extensions } from "@tiptap/core";
import StarterKit from "@tiptap/starter-kit";
import { ClassAttribute, ClassDiv, ClassSpan } from "./class-blocks";
import { InlineCode } from "./code";
import { SafeLink } from "./link";
import { PlainOrderedList } from "./ordered-list";
import { PlainTable, PlainTableCell, PlainTableHeader, PlainTableRow } from "./table";

/**
 * The editor's schema: exactly the sanitiser's tags (domain/html/sanitize.ts ALLOWED_TAGS). Each
 * allowed tag names the node or mark that writes it; `null` means the editor reads through the
 * tag but does not write it. A tag added to ALLOWED_TAGS fails to compile here until the editor
 * says how it handles it, and schema.test.ts checks the schema against this table.
 */
export const TAG_WRITERS = {
  p: "paragraph",
  br: "hardBreak",
  strong: "bold",
  em: "italic",
  u: "underline",
  h1: "heading",
  h2: "heading",
  h3: "heading",
  h4: "heading",
  h5: "heading",
  h6: "heading",
  ul: "bulletList",
  ol: "orderedList",
  li: "listItem",
  a: "link",
  blockquote: "blockquote",
  code: "code",
  pre: "codeBlock",
  span: "classSpan",
  div: "classDiv",
  table: "table",
  // Header rows are rows of `th` cells inside the table's tbody; ProseMirror has one content
  // hole per node, so a separate thead would need a table model prosemirror-tables cannot edit.
  thead: null,
  tbody: "table",
  tr: "tableRow",
  th: "tableHeader",
  td: "tableCell",
} as const satisfies Record<AllowedTag, string | null>;

/** The editor's extensions; anything StarterKit brings that the sanitiser would drop is off. */
export function editorExtensions(): Extensions {
  return [
    StarterKit.configure({
      strike: false,
      horizontalRule: false,
      link: false,
      orderedList: false,
      code: false,
      // Adding a paragraph after a final table or code block would change a post nobody edited.
      trailingNode: false,
      heading: { levels: [1, 2, 3, 4, 5, 6] },
    }),
    PlainOrderedList,
    InlineCode,
    SafeLink,
    ClassAttribute,
    ClassSpan,
    ClassDiv,
    PlainTable,
    PlainTableRow,
    PlainTableHeader,
    PlainTableCell,
  ];
}
