import { mergeAttributes, Node, wrappingInputRule } from "@tiptap/core";

/**
 * Numbered lists without StarterKit's `start` and `type` attributes, which the sanitiser does not
 * keep. Commands are the core list commands (`toggleList("orderedList", "listItem")`).
 */
export const PlainOrderedList = Node.create({
  name: "orderedList",
  group: "block list",
  content: "listItem+",

  parseHTML() {
    return [{ tag: "ol" }];
  },

  renderHTML({ HTMLAttributes }) {
    return ["ol", mergeAttributes(HTMLAttributes), 0];
  },

  addKeyboardShortcuts() {
    return {
      "Mod-Shift-7": () => this.editor.commands.toggleList(this.name, "listItem"),
    };
  },

  addInputRules() {
    return [wrappingInputRule({ find: /^\d+\.\s$/, type: this.type })];
  },
});
