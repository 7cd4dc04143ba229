import { sanitizeHtml } from "@domain/html/sanitize";
import TurndownService from "turndown";
import type { ExportablePost } from "./types";

const turndown = new TurndownService({
  headingStyle: "atx",
  codeBlockStyle: "fenced",
  bulletListMarker: "-",
  emDelimiter: "_",
  strongDelimiter: "**",
});

/**
 * Text as Markdown text. Turndown escapes Markdown syntax but not `<`, `>` and `&`, so text that
 * reads `<img src=x onerror=...>` (stored safely as escaped HTML) would come out as a live tag in
 * every renderer that passes inline HTML through (most CMSs and static site generators). As
 * entities they render as the characters the user wrote. Code spans and blocks are literal in
 * Markdown and do not go through here.
 */
const escapeMarkdownSyntax = turndown.escape.bind(turndown);
turndown.escape = (text: string) =>
  escapeMarkdownSyntax(text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"));

/** One line of a table cell: no line breaks (they end a GFM row) and pipes escaped. */
function cellText(content: string): string {
  return content
    .replace(/\s*\n+\s*/g, " ")
    .replace(/\|/g, "\\|")
    .trim();
}

function isFirstRow(row: HTMLElement): boolean {
  let table: Node | null = row.parentNode;
  while (table && table.nodeName !== "TABLE") table = table.parentNode;
  return table !== null && (table as HTMLElement).querySelector("tr") === row;
}

// GFM tables. The first row is the header row (GFM has no table without one), whether it
// was written with th or td.
turndown.addRule("tableCell", {
  filter: ["th", "td"],
  replacement: (content) => ` ${cellText(content)} |`,
});
turndown.addRule("tableRow", {
  filter: "tr",
  replacement: (content, node) => {
    const row = `|${content}\n`;
    if (!isFirstRow(node)) return row;
    const cells = Array.from(node.childNodes).filter(
      (child) => child.nodeName === "TH" || child.nodeName === "TD",
    ).length;
    return `${row}|${" --- |".repeat(Math.max(cells, 1))}\n`;
  },
});
turndown.addRule("tableSection", {
  filter: ["thead", "tbody"],
  replacement: (content) => content,
});
turndown.addRule("table", {
  filter: "table",
  replacement: (content) => `\n\n${content.trim()}\n\n`,
});

/** Markdown for a fragment of (already sanitised or untrusted) HTML. */
export function htmlToMarkdown(html: string): string {
  const clean = sanitizeHtml(html);
  return clean === "" ? "" : turndown.turndown(clean);
}

/** A YAML scalar: a JSON string is a valid YAML double-quoted scalar. */
const yaml = (value: string) => JSON.stringify(value);

/**
 * A post as a Markdown file: YAML front matter that static site generators read (title, slug,
 * description, dates, type, language, keywords, and hashtags where there are some), then the
 * title as the one level-1 heading, then the content (generated content starts at h2).
 */
export function postToMarkdown(post: ExportablePost): string {
  const front = [
    `title: ${yaml(post.title)}`,
    post.slug ? `slug: ${yaml(post.slug)}` : null,
    post.metaDescription ? `description: ${yaml(post.metaDescription)}` : null,
    `date: ${yaml(post.createdAt.toISOString())}`,
    `updated: ${yaml(post.updatedAt.toISOString())}`,
    `content_type: ${yaml(post.contentType)}`,
    `language: ${yaml(post.language)}`,
    `keywords: [${post.keywords.map(yaml).join(", ")}]`,
    post.hashtags.length ? `hashtags: [${post.hashtags.map(yaml).join(", ")}]` : null,
  ].filter((line) => line !== null);
  const heading = `# ${turndown.escape(post.title.replace(/\s+/g, " ").trim())}`;
  const body = htmlToMarkdown(post.content);
  return `---\n${front.join("\n")}\n---\n\n${heading}\n${body ? `\n${body}\n` : ""}`;
}
