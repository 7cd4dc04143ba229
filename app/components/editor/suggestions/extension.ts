import { Extension, Mark, mergeAttributes } from "@tiptap/core";
import { closeHistory } from "@tiptap/pm/history";
import { DOMParser, DOMSerializer } from "@tiptap/pm/model";
import type { EditorState } from "@tiptap/pm/state";

/**
 * Suggested edits in the editor (issue 28): the tracked-changes markup of domain/html/diff.ts as
 * two marks (`<ins data-change>` / `<del data-change>`) and a block attribute for blocks
 * inserted or deleted whole. Kept tiny: it is in the editor from creation; everything that acts
 * on suggestions is in ./commands, loaded when needed (./load). Styled in app.css.
 */
export type SuggestionsOptions = {
  /** What a screen reader announces before inserted and deleted text (translated). */
  insertLabel: string;
  deleteLabel: string;
};

// ./commands spells these out again (it may not import this module; see below).
export const INSERT_MARK = "suggestionInsert";
export const DELETE_MARK = "suggestionDelete";

/**
 * What ./commands needs of ProseMirror at run time, handed over in the extension's storage: a
 * lazily loaded module that imported Tiptap, ProseMirror or this module itself would make the
 * bundler move them out of the editor's chunk into one both share (1.6 KB more for the route).
 */
const TOOLS = { DOMParser, DOMSerializer, closeHistory };
export type SuggestionTools = typeof TOOLS;

declare module "@tiptap/core" {
  interface Storage {
    suggestions: { tools: SuggestionTools };
  }
}

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
];

function changeMark(name: string, tag: "ins" | "del", label: keyof SuggestionsOptions) {
  return Mark.create<SuggestionsOptions>({
    name,
    inclusive: false,
    addAttributes: () => ({
      change: {
        default: null,
        parseHTML: (element) => element.getAttribute("data-change"),
        renderHTML: (attributes) => ({ "data-change": attributes.change }),
      },
    }),
    parseHTML: () => [{ tag: `${tag}[data-change]` }],
    renderHTML({ HTMLAttributes }) {
      return [tag, mergeAttributes(HTMLAttributes, { "data-label": this.options[label] }), 0];
    },
  });
}

const fromElement = (name: string) => (element: HTMLElement) => element.getAttribute(name);

export const Suggestions = Extension.create<SuggestionsOptions>({
  name: "suggestions",
  addStorage: () => ({ tools: TOOLS }),
  addOptions: () => ({ insertLabel: "Inserted", deleteLabel: "Deleted" }),
  addExtensions() {
    const { options } = this;
    return [
      changeMark(INSERT_MARK, "ins", "insertLabel").configure(options),
      changeMark(DELETE_MARK, "del", "deleteLabel").configure(options),
    ];
  },
  addGlobalAttributes: () => [
    {
      types: CHANGE_BLOCK_TYPES,
      attributes: {
        changeBlock: {
          default: null,
          parseHTML: fromElement("data-change-block"),
          renderHTML: ({ changeBlock }) =>
            changeBlock ? { "data-change-block": changeBlock } : {},
        },
        changeKind: {
          default: null,
          parseHTML: fromElement("data-change-kind"),
          renderHTML: ({ changeKind }) =>
            changeKind === "insert" || changeKind === "delete"
              ? { "data-change-kind": changeKind }
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
    if (node.attrs.changeBlock || node.marks.some((mark) => mark.attrs.change)) found = true;
    return !found;
  });
  return found;
}
