/**
 * The one HTML sanitiser (product spec section 5). HTML from the model, the CMS or a user goes
 * through `sanitizeHtml` before it is stored and again when it is shown. The allow-list below is
 * shared with the rich-text editor's schema, so the two must change together.
 *
 * How the DOMPurify instance and hooks are scoped:
 * - In a browser (any environment with a global DOM `window`) we create our own DOMPurify
 *   instance bound to that window, so a `setConfig` or hook that other code puts on the global
 *   DOMPurify never reaches us, and ours never reach it.
 * - In Node, isomorphic-dompurify keeps its jsdom window private and cannot create a second
 *   instance without us importing jsdom, so we use its shared instance.
 * - Either way the config is passed on every call, and our hooks are added just before
 *   `sanitize` and removed (by reference) in `finally`. `sanitize` is synchronous, so no other
 *   caller can run on the instance while they are registered: nothing leaks to other users.
 * - The hooks enforce the allow-list a second time (tags, attributes, URLs), because a
 *   `setConfig` on the shared instance would make DOMPurify ignore the per-call config. Do not
 *   call `setConfig` on isomorphic-dompurify anywhere in this project all the same.
 */
import DOMPurify, {
  type Config,
  type DOMPurify as DOMPurifyInstance,
  type ElementHook,
  type UponSanitizeAttributeHook,
  type UponSanitizeElementHook,
} from "isomorphic-dompurify";
import { MAX_HTML_LENGTH } from "./limits";

/** The tags of spec section 5, in its order. */
export const ALLOWED_TAGS = [
  "p",
  "br",
  "strong",
  "em",
  "u",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "a",
  "blockquote",
  "code",
  "pre",
  "span",
  "div",
  "table",
  "thead",
  "tbody",
  "tr",
  "th",
  "td",
] as const;
export type AllowedTag = (typeof ALLOWED_TAGS)[number];

/** The attributes of spec section 5. No `data-*`, `aria-*`, `style` or event handlers. */
export const ALLOWED_ATTRIBUTES = ["href", "target", "rel", "class"] as const;
export type AllowedAttribute = (typeof ALLOWED_ATTRIBUTES)[number];

/**
 * URL schemes allowed in `href`. Relative URLs (`/path`, `page`, `?q`, `//host`) and `#fragment`s
 * are allowed too; every other scheme (javascript:, data:, vbscript:, file:, ...) is not.
 */
export const ALLOWED_URL_SCHEMES = ["http", "https", "mailto"] as const;

/** The only `target` values kept on links. */
export const ALLOWED_LINK_TARGETS = ["_blank", "_self"] as const;

/** What `rel` becomes on every link that has a `target`. */
export const LINK_REL = "noopener noreferrer nofollow";

/**
 * The only `class` tokens content keeps: names for parts of a text that a site's stylesheet (or
 * the typography plugin's `lead`) can style. Any other token, the app's own utility classes above
 * all (`fixed inset-0 z-50`), could restyle or cover the page the content is shown in, so it is
 * dropped; a `class` left with no token is removed. None of these is a Tailwind utility
 * (sanitize-classes.test.ts asks Tailwind). Keep it in step with what the prompts and the
 * editor write.
 */
export const CONTENT_CLASSES = [
  "lead",
  "title",
  "subtitle",
  "summary",
  "tldr",
  "key-takeaways",
  "toc",
  "faq",
  "faq-question",
  "faq-answer",
  "callout",
  "note",
  "tip",
  "info",
  "warning",
  "quote",
  "highlight",
  "kw",
  "cta",
  "steps",
  "step",
  // Issue 27: a numbered reference to a source ("[2]") and the piece's Sources list.
  "cite",
  "sources",
] as const;

/** A code block's language (`<code class="language-ts">`, as the editor writes it): on code only. */
const CODE_LANGUAGE_CLASS = /^language-[a-z0-9+#-]{1,30}$/;

/** Longest `rel` value kept. */
export const MAX_REL_LENGTH = 200;

export { MAX_HTML_LENGTH };

/**
 * Characters DOMPurify strips from a URL before checking it (its ATTR_WHITESPACE): C0 controls,
 * space and Unicode spaces. Browsers ignore some of them inside a scheme (`java\tscript:`).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
const URL_IGNORED_CHARACTERS = /[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g;

/**
 * An allowed scheme, or no scheme at all: a relative reference has no ":" before its first
 * "/", "?" or "#". Used as DOMPurify's ALLOWED_URI_REGEXP, which tests the URL with
 * URL_IGNORED_CHARACTERS removed.
 */
const ALLOWED_URI_REGEXP = new RegExp(
  `^(?:(?:${ALLOWED_URL_SCHEMES.join("|")}):|[^:/?#]*(?:[/?#]|$))`,
  "i",
);

/** Plain tokens (letters, digits, dash, underscore) separated by spaces: `rel`. */
const TOKEN_LIST = new RegExp(`^[A-Za-z0-9_\\- ]{1,${MAX_REL_LENGTH}}$`);
const CONTENT_CLASS_SET: ReadonlySet<string> = new Set(CONTENT_CLASSES);

const TAG_SET: ReadonlySet<string> = new Set(ALLOWED_TAGS);
const ATTRIBUTE_SET: ReadonlySet<string> = new Set(ALLOWED_ATTRIBUTES);
const TARGET_SET: ReadonlySet<string> = new Set(ALLOWED_LINK_TARGETS);

/** The allowed tokens of a `class` value on an element with this tag, each once, in order. */
function contentClasses(value: string, tagName: string): string {
  const code = tagName.toLowerCase() === "code";
  const kept = value
    .split(/[ \t\n\f\r]+/)
    .filter((token) => CONTENT_CLASS_SET.has(token) || (code && CODE_LANGUAGE_CLASS.test(token)));
  return [...new Set(kept)].join(" ");
}

/** Whether `url` may be a link's `href`: http(s), mailto, relative or a fragment. */
export function isAllowedUrl(url: string): boolean {
  return ALLOWED_URI_REGEXP.test(url.replace(URL_IGNORED_CHARACTERS, ""));
}

const CONFIG: Config = {
  ALLOWED_TAGS: [...ALLOWED_TAGS],
  ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES],
  ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Removed tags keep their content (`<font>hi</font>` gives "hi"), except DOMPurify's default
  // FORBID_CONTENTS (script, style, iframe, template, noscript, svg, math, ...) and these.
  KEEP_CONTENT: true,
  ADD_FORBID_CONTENTS: ["object", "embed", "applet", "frameset", "frame"],
  // No USE_PROFILES: profiles would override ALLOWED_TAGS/ALLOWED_ATTR and bring in SVG/MathML.
};

/** The tracked-changes markup of domain/html/diff.ts, allowed by `sanitizeDiffHtml` only. */
export const CHANGE_TAGS = ["ins", "del"] as const;
export const CHANGE_ATTRIBUTES = ["data-change", "data-change-block", "data-change-kind"] as const;
/** A change id: diff.ts numbers them, the editor prefixes them ("e12-3"). */
const CHANGE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const CHANGE_BLOCK_TAGS: ReadonlySet<string> = new Set(
  ALLOWED_TAGS.filter((tag) => !["br", "strong", "em", "u", "a", "code", "span"].includes(tag)),
);

type Mode = { tags: ReadonlySet<string>; attributes: ReadonlySet<string>; config: Config };

const CONTENT: Mode = { tags: TAG_SET, attributes: ATTRIBUTE_SET, config: CONFIG };
const WITH_CHANGES: Mode = {
  tags: new Set([...ALLOWED_TAGS, ...CHANGE_TAGS]),
  attributes: new Set([...ALLOWED_ATTRIBUTES, ...CHANGE_ATTRIBUTES]),
  config: {
    ...CONFIG,
    ALLOWED_TAGS: [...ALLOWED_TAGS, ...CHANGE_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTRIBUTES, ...CHANGE_ATTRIBUTES],
  },
};

/** Second line of defence: any tag outside the mode's tags is removed whatever the config says. */
function restrictTags(mode: Mode): UponSanitizeElementHook {
  return (_node, event) => {
    if (event.tagName !== "#text" && !mode.tags.has(event.tagName)) {
      event.allowedTags[event.tagName] = false;
    }
  };
}

/** Where a change attribute may stand and what it may say. */
function allowedChangeAttribute(name: string, value: string, tagName: string): boolean {
  const tag = tagName.toLowerCase();
  switch (name) {
    case "data-change":
      return (tag === "ins" || tag === "del") && CHANGE_ID.test(value);
    case "data-change-block":
      return CHANGE_BLOCK_TAGS.has(tag) && CHANGE_ID.test(value);
    default:
      return CHANGE_BLOCK_TAGS.has(tag) && (value === "insert" || value === "delete");
  }
}

/** Attribute rules beyond the allow-list: target values, content classes, rel tokens, URLs. */
function restrictAttributes(mode: Mode): UponSanitizeAttributeHook {
  return (node, event) => {
    const value = event.attrValue;
    if (!mode.attributes.has(event.attrName)) {
      event.keepAttr = false;
      return;
    }
    switch (event.attrName) {
      case "target": {
        const target = value.toLowerCase();
        if (TARGET_SET.has(target)) event.attrValue = target;
        else event.keepAttr = false;
        return;
      }
      case "class": {
        const kept = contentClasses(value, node.nodeName);
        if (kept === "") event.keepAttr = false;
        else event.attrValue = kept;
        return;
      }
      case "rel":
        if (!TOKEN_LIST.test(value)) event.keepAttr = false;
        return;
      case "href":
        if (!isAllowedUrl(value)) event.keepAttr = false;
        return;
      case "data-change":
      case "data-change-block":
      case "data-change-kind":
        if (!allowedChangeAttribute(event.attrName, value, node.nodeName)) event.keepAttr = false;
        return;
    }
  };
}

const HOOKS = new Map(
  [CONTENT, WITH_CHANGES].map((mode) => [
    mode,
    { tags: restrictTags(mode), attributes: restrictAttributes(mode) },
  ]),
);

/** Links that open elsewhere get no opener, no referrer and no endorsement. */
const forceLinkRel: ElementHook = (element) => {
  if (element.nodeName.toLowerCase() === "a" && element.hasAttribute("target")) {
    element.setAttribute("rel", LINK_REL);
  }
};

/** Our own instance where the environment has a DOM window, else the shared one (see above). */
const purifier: DOMPurifyInstance =
  typeof window !== "undefined" && typeof window.document !== "undefined"
    ? DOMPurify(window)
    : DOMPurify;

/**
 * At most this many DOMPurify passes per call; see sanitizeHtml. In 80,000 random documents
 * built to break table, list, pre and p nesting, none needed more than four.
 */
const MAX_PASSES = 6;

function purifyOnce(html: string, mode: Mode): string {
  const hooks = HOOKS.get(mode);
  if (!hooks) throw new Error("Unknown sanitiser mode");
  // Read the methods once: in Node they are bound to isomorphic-dompurify's current instance,
  // which its clearWindow() replaces.
  const { addHook, removeHook, sanitize, isSupported } = purifier;
  if (!isSupported) throw new Error("DOMPurify is not supported in this environment");
  addHook("uponSanitizeElement", hooks.tags);
  addHook("uponSanitizeAttribute", hooks.attributes);
  addHook("afterSanitizeAttributes", forceLinkRel);
  let body: unknown;
  try {
    body = sanitize(html, { ...mode.config, RETURN_DOM: true });
  } finally {
    removeHook("afterSanitizeAttributes", forceLinkRel);
    removeHook("uponSanitizeAttribute", hooks.attributes);
    removeHook("uponSanitizeElement", hooks.tags);
  }
  if (body === null) return "";
  // A string here would mean someone's setConfig overrode ours (RETURN_DOM included).
  if (!isElement(body)) throw new Error("DOMPurify ignored the sanitiser's configuration");
  keepPreLeadingNewline(body);
  return body.innerHTML;
}

function isElement(value: unknown): value is Element {
  return (
    typeof value === "object" &&
    value !== null &&
    (value as Partial<Node>).nodeType === 1 &&
    typeof (value as Partial<Element>).innerHTML === "string"
  );
}

/**
 * The HTML parser drops a newline right after `<pre>` and the serialiser does not add one back,
 * so a `pre` whose text starts with a newline would lose it each time it is parsed again. One
 * extra newline in front keeps the text (and the result of sanitising again) the same.
 */
function keepPreLeadingNewline(root: Element): void {
  root.normalize();
  for (const pre of Array.from(root.getElementsByTagName("pre"))) {
    const first = pre.firstChild;
    if (first !== null && first.nodeType === 3 && (first as Text).data.startsWith("\n")) {
      (first as Text).insertData(0, "\n");
    }
  }
}

/**
 * Sanitises HTML to the allow-list above. Empty or whitespace-only input (and output) gives "".
 * Throws for input longer than MAX_HTML_LENGTH.
 *
 * Idempotent: sanitising the result again returns it unchanged. One DOMPurify pass is not always
 * enough for that, because removing a tag can leave a tree that the HTML parser builds
 * differently when it reads the serialised result (text hoisted into a `<table>`, a `<p>` left
 * inside a `<p>`, ...). So passes repeat until the output no longer changes: one pass for clean
 * input (such as stored, already sanitised HTML), two for most dirty input, at most MAX_PASSES.
 * Every pass is a full sanitisation, so the result is safe even if it has not settled by then.
 *
 * Text is always parsed and re-serialised, so "AT&T" comes back as "AT&amp;T".
 */
export function sanitizeHtml(html: string): string {
  return sanitizeWith(html, CONTENT);
}

/**
 * `sanitizeHtml` that also keeps the tracked-changes markup of domain/html/diff.ts: `ins` and
 * `del` with a `data-change` id, and `data-change-block` (an id) and `data-change-kind`
 * (insert|delete) on block elements. For showing a diff only: never store its output as content.
 */
export function sanitizeDiffHtml(html: string): string {
  return sanitizeWith(html, WITH_CHANGES);
}

function sanitizeWith(html: string, mode: Mode): string {
  if (typeof html !== "string") throw new TypeError("sanitizeHtml expects a string");
  if (html.length > MAX_HTML_LENGTH) {
    throw new RangeError(`HTML is longer than ${MAX_HTML_LENGTH} characters`);
  }
  let current = html;
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    if (current.trim() === "") return "";
    const next = purifyOnce(current, mode);
    if (next === current) break;
    current = next;
  }
  return current.trim() === "" ? "" : current;
}
