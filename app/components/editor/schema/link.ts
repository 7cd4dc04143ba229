import { ALLOWED_LINK_TARGETS, isAllowedUrl, LINK_REL } from "@domain/html/sanitize";
import { Mark, mergeAttributes } from "@tiptap/core";

const TARGETS: ReadonlySet<string> = new Set(ALLOWED_LINK_TARGETS);

/**
 * Links with exactly the sanitiser's attributes (href, target, rel; class comes from the global
 * class attribute). Our own mark rather than StarterKit's Link, whose schema adds `title`.
 * Links whose URL the sanitiser would refuse are not parsed, and never rendered with an href.
 */
export const SafeLink = Mark.create({
  name: "link",
  priority: 1000,
  inclusive: false,
  keepOnSplit: false,
  exitable: true,

  addAttributes() {
    return {
      href: { default: null, parseHTML: (element) => element.getAttribute("href") },
      target: {
        default: null,
        parseHTML: (element) => {
          const target = element.getAttribute("target")?.toLowerCase() ?? "";
          return TARGETS.has(target) ? target : null;
        },
      },
      rel: { default: null, parseHTML: (element) => element.getAttribute("rel") },
    };
  },

  parseHTML() {
    return [
      {
        tag: "a[href]",
        getAttrs: (element) => (isAllowedUrl(element.getAttribute("href") ?? "") ? null : false),
      },
    ];
  },

  renderHTML({ HTMLAttributes }) {
    const { href, target, rel, ...rest } = HTMLAttributes;
    return [
      "a",
      mergeAttributes(rest, {
        href: typeof href === "string" && isAllowedUrl(href) ? href : null,
        target: target ?? null,
        // What the sanitiser stores for a link that opens elsewhere.
        rel: target ? LINK_REL : (rel ?? null),
      }),
      0,
    ];
  },
});
