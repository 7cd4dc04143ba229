import { Extension, Mark, Node } from "@tiptap/core";

/** Types that keep a `class` the way the sanitiser does (span and div have their own below). */
export const CLASS_TYPES = [
  "paragraph",
  "heading",
  "bulletList",
  "orderedList",
  "listItem",
  "blockquote",
  "codeBlock",
  "table",
  "tableRow",
  "tableHeader",
  "tableCell",
  "bold",
  "italic",
  "underline",
  "code",
  "link",
] as const;

const classAttribute = {
  default: null,
  parseHTML: (element: HTMLElement) => element.getAttribute("class") || null,
  renderHTML: (attributes: Record<string, unknown>) =>
    attributes.class ? { class: attributes.class } : {},
};

/** Keeps `class` (generated posts use it, e.g. a FAQ block) on the types that allow it. */
export const ClassAttribute = Extension.create({
  name: "classAttribute",
  addGlobalAttributes() {
    return [{ types: [...CLASS_TYPES], attributes: { class: classAttribute } }];
  },
});

/**
 * `<span class>`: a span only means something through its class; bare spans are unwrapped. Text
 * typed at its end is not taken into it, so a reference (`<span class="cite">[2]</span>`) keeps
 * its own text.
 */
export const ClassSpan = Mark.create({
  name: "classSpan",
  inclusive: false,
  addAttributes() {
    return { class: { ...classAttribute, isRequired: true } };
  },
  parseHTML() {
    return [{ tag: "span[class]" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["span", HTMLAttributes, 0];
  },
});

/** `<div class>` around blocks (a FAQ or summary box); bare divs are unwrapped. */
export const ClassDiv = Node.create({
  name: "classDiv",
  group: "block",
  content: "block+",
  defining: true,
  addAttributes() {
    return { class: { ...classAttribute, isRequired: true } };
  },
  parseHTML() {
    return [{ tag: "div[class]" }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["div", HTMLAttributes, 0];
  },
});
