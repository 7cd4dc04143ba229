import { expect } from "vitest";
import { ALLOWED_ATTRIBUTES, ALLOWED_TAGS, sanitizeHtml } from "../../domain/html/sanitize";

// Independent checks on sanitised output: parse it as a browser would show it and inspect the DOM.

// jsdom ships no types and @types/jsdom is not a dependency: this is the little the tests use.
type JsdomModule = { JSDOM: new (html: string) => { window: Window & typeof globalThis } };
const { JSDOM } = (await import("jsdom" as string)) as JsdomModule;
const { window } = new JSDOM("<!DOCTYPE html><html><body></body></html>");
const HTML_NAMESPACE = "http://www.w3.org/1999/xhtml";
const TAGS: ReadonlySet<string> = new Set(ALLOWED_TAGS);
const ATTRIBUTES: ReadonlySet<string> = new Set(ALLOWED_ATTRIBUTES);

export function parse(html: string): HTMLDivElement {
  const container = window.document.createElement("div");
  container.innerHTML = html;
  return container;
}

export function descendants(root: Node): Node[] {
  const nodes: Node[] = [];
  const walker = window.document.createTreeWalker(root, window.NodeFilter.SHOW_ALL);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) nodes.push(node);
  return nodes;
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
const SPACE_OR_CONTROL = /[\s\u0000-\u001f\u007f-\u009f]/g;

/** A URL as a browser reads it: no surrounding or embedded whitespace and control characters. */
function compactUrl(url: string): string {
  return url.trim().toLowerCase().replace(SPACE_OR_CONTROL, "");
}

function isSafeHref(href: string): boolean {
  const url = compactUrl(href);
  if (/^(?:https?|mailto):/.test(url)) return true;
  // Relative (including #fragment, ?query, //host): no scheme before the first / ? or #.
  return !/^[a-z][a-z0-9+.-]*:/.test(url);
}

/** Throws (through expect) unless `html` holds only allowed tags, attributes and URLs. */
export function expectSafe(html: string): void {
  expect(html.toLowerCase()).not.toContain("<script");
  for (const node of descendants(parse(html))) {
    expect([window.Node.ELEMENT_NODE, window.Node.TEXT_NODE]).toContain(node.nodeType);
    if (node.nodeType !== window.Node.ELEMENT_NODE) continue;
    const element = node as Element;
    expect(element.namespaceURI).toBe(HTML_NAMESPACE);
    expect(TAGS.has(element.localName), `tag <${element.localName}>`).toBe(true);
    for (const { name, value } of Array.from(element.attributes)) {
      expect(ATTRIBUTES.has(name), `attribute ${name}`).toBe(true);
      if (name === "href") {
        // The scheme is what matters: "//javascript:" is host "javascript", over http(s).
        expect(isSafeHref(value), `href="${value}"`).toBe(true);
        continue;
      }
      const compact = compactUrl(value);
      for (const scheme of ["javascript:", "data:", "vbscript:"]) {
        expect(compact, `${name}="${value}"`).not.toContain(scheme);
      }
    }
  }
}

export function expectIdempotent(html: string): void {
  const once = sanitizeHtml(html);
  expect(sanitizeHtml(once)).toBe(once);
}
