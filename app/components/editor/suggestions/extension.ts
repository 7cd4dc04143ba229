import { Extension, Mark, mergeAttributes } from "@tiptap/core";
import type { EditorState } from "@tiptap/pm/state";

/**
 * Suggested edits in the editor (issue 28): the tracked-changes markup of domain/html/diff.ts as
 * two marks (`<ins data-change>` / `<del data-change>`) and a block attribute for blocks
 * inserted or deleted whole. Kept tiny: it is in the editor from creation; everything that acts
 * on suggestions is in ./commands, loaded when needed (./load).
 */
export type SuggestionsOptions = {
  /** What a screen reader announces before inserted and deleted text (translated). */
  insertLabel: string;
  deleteLabel: string;
};

export const INSERT_MARK = "suggestionInsert";
export const DELETE_MARK = "suggestionDelete";

/** Block types that can be inserted or deleted whole. */
export const CHANGE_BLOCK_TYPES = [
  "paragraph",
  "heading",
  "bulletList",
  "orderedList",
  "listItem",
  "blockquote",
  "codeBlock",
  "classDiv",
  "table",
  "tableRow",
  "tableHeader",
  "tableCell",
];

// The label is read out (generated content) but not shown; underline and strike-through show it.
const LABEL = "before:sr-only before:content-[attr(data-label)]";

function changeMark(
  name: string,
  tag: "ins" | "del",
  label: keyof SuggestionsOptions,
  look: string,
) {
  return Mark.create<SuggestionsOptions>({
    name,
    inclusive: false,
    excludes: `${INSERT_MARK} ${DELETE_MARK}`,
    addOptions: () => ({ insertLabel: "", deleteLabel: "" }),
    addAttributes: () => ({
      change: {
        default: null,
        parseHTML: (element) => element.getAttribute("data-change"),
        renderHTML: (attributes) => ({ "data-change": attributes.change }),
      },
    }),
    parseHTML: () => [{ tag: `${tag}[data-change]` }],
    renderHTML({ HTMLAttributes }) {
      const attributes = { class: `${look} ${LABEL}`, "data-label": this.options[label] };
      return [tag, mergeAttributes(HTMLAttributes, attributes), 0];
    },
  });
}

const BLOCK_LOOK = {
  insert: "border-s-4 border-emerald-600 ps-2",
  delete: "border-s-4 border-red-600 ps-2 opacity-70",
};

export const Suggestions = Extension.create<SuggestionsOptions>({
  name: "suggestions",
  addOptions: () => ({ insertLabel: "Inserted", deleteLabel: "Deleted" }),
  addExtensions() {
    const { options } = this;
    return [
      changeMark(
        INSERT_MARK,
        "ins",
        "insertLabel",
        "underline decoration-2 bg-emerald-500/10",
      ).configure(options),
      changeMark(
        DELETE_MARK,
        "del",
        "deleteLabel",
        "line-through decoration-2 bg-red-500/10",
      ).configure(options),
    ];
  },
  addGlobalAttributes: () => [
    {
      types: CHANGE_BLOCK_TYPES,
      attributes: {
        changeBlock: {
          default: null,
          parseHTML: (element) => element.getAttribute("data-change-block"),
          renderHTML: (attributes) =>
            attributes.changeBlock ? { "data-change-block": attributes.changeBlock } : {},
        },
        changeKind: {
          default: null,
          parseHTML: (element) => {
            const kind = element.getAttribute("data-change-kind");
            return kind === "insert" || kind === "delete" ? kind : null;
          },
          renderHTML: (attributes) =>
            attributes.changeKind === "insert" || attributes.changeKind === "delete"
              ? {
                  "data-change-kind": attributes.changeKind,
                  class: BLOCK_LOOK[attributes.changeKind as "insert" | "delete"],
                }
              : {},
        },
      },
    },
  ],
});

/** Whether the document has a pending suggestion (a mark or a whole block). */
export function hasSuggestions(state: EditorState): boolean {
  let found = false;
  state.doc.descendants((node) => {
    if (found) return false;
    if (node.attrs.changeBlock || node.marks.some((mark) => mark.attrs.change)) found = true;
    return !found;
  });
  return found;
}
