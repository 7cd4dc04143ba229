// Rebuilds the corpus's HTML from the Markdown files named in sources.json, as the editor would
// store them: Markdown -> HTML (marked) -> the sanitiser -> the editor's Tiptap schema -> HTML.
// The leading H1 is dropped (it is the post's title, kept apart). Run once after changing
// sources.json:  npx tsx tests/analysis-agreement/corpus/convert.ts
import fs from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { JSDOM } from "jsdom";
import { marked } from "marked";
import { extraSources, sources } from "./sources";

const here = import.meta.dirname;
const root = path.resolve(here, "../../..");

// Tiptap's HTML parser and serialiser need a DOM; the editor's modules read it when loaded.
const dom = new JSDOM("<!doctype html><html><body></body></html>");
Object.assign(globalThis, {
  window: dom.window,
  document: dom.window.document,
  DOMParser: dom.window.DOMParser,
  Node: dom.window.Node,
});
const { generateHTML, generateJSON } = await import("@tiptap/core");
const { editorExtensions } = await import("~/components/editor/schema");
const { sanitizeHtml } = await import("@domain/html/sanitize");
const { countWords } = await import("@domain/text");

const extensions = editorExtensions();

/**
 * Markdown without front matter, the title heading and the documentation sites' own markup:
 * React Router's mode tags and <docs-*> callouts, MyST roles, labels and admonition fences (an
 * admonition's text stays as paragraphs; code fences stay code).
 */
function body(markdown: string): string {
  return markdown
    .replace(/^---\n[\s\S]*?\n---\n/, "")
    .replace(/^\s*#\s+.*\n/, "")
    .replace(/^\s*<h1[\s\S]*?<\/h1>\s*\n/i, "")
    .replace(/^\[MODES:[^\]]*\]\s*$/gm, "")
    .replace(/^<br\s*\/?>\s*$/gm, "")
    .replace(/<\/?docs-[a-z]+[^>]*>/g, "")
    .replace(/^\([^)]*\)=\s*$/gm, "")
    .replace(
      /^(`{3,}|:{3,})\{(?!code-block|pip-cli)[a-z-]+\}[^\n]*\n((?::[a-z-]+:[^\n]*\n)*)([\s\S]*?)^\1[ \t]*$/gm,
      "$3",
    )
    .replace(/\{[a-z-]+\}`([^`<]*?)(?:\s*<[^>]*>)?`/g, "$1");
}

function read(file: string): string {
  const absolute = path.isAbsolute(file) ? file : path.join(root, file);
  const bytes = fs.readFileSync(absolute);
  return (file.endsWith(".gz") ? gunzipSync(bytes) : bytes).toString("utf8");
}

for (const source of [...sources, ...extraSources]) {
  const markdown = read(source.file);
  const raw = marked.parse(body(markdown), { async: false, gfm: true });
  const html = generateHTML(generateJSON(sanitizeHtml(raw), extensions), extensions);
  fs.writeFileSync(path.join(here, `${source.id}.html`), `${html}\n`);
  console.log(`${source.id.padEnd(36)} ${countWords(html)} words`);
}
