import { escapeHtml } from "@domain/html/escape";
import { sanitizeHtml } from "@domain/html/sanitize";
import { directionOf } from "@domain/languages";
import type { ExportablePost } from "./types";

/** A BCP 47-looking tag, or English: the value lands in an attribute and in Word's settings. */
export function languageTag(language: string): string {
  return /^[A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*$/.test(language) ? language : "en";
}

// Readable on screen and in print without any external resource.
const STYLE = `
  :root { color-scheme: light dark; }
  body { max-width: 42rem; margin: 2.5rem auto; padding: 0 1.25rem; font: 1.0625rem/1.65 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  h1, h2, h3, h4, h5, h6 { line-height: 1.25; margin: 1.6em 0 0.5em; }
  h1 { font-size: 2rem; margin-top: 0; }
  p, ul, ol, blockquote, pre, table { margin: 0 0 1em; }
  a { color: #1d4ed8; }
  blockquote { margin-inline: 0; padding-inline-start: 1em; border-inline-start: 4px solid #cbd5e1; color: #475569; }
  code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 0.9em; background: rgba(127, 127, 127, 0.15); padding: 0.1em 0.3em; border-radius: 3px; }
  pre { overflow-x: auto; padding: 0.75em 1em; background: rgba(127, 127, 127, 0.12); border-radius: 6px; }
  pre code { background: none; padding: 0; }
  table { border-collapse: collapse; width: 100%; }
  th, td { border: 1px solid #cbd5e1; padding: 0.4em 0.6em; text-align: start; vertical-align: top; }
  th { background: rgba(127, 127, 127, 0.12); }
  @media (prefers-color-scheme: dark) { a { color: #93c5fd; } blockquote { color: #cbd5e1; border-color: #475569; } }
`;

/**
 * A complete, standalone UTF-8 page for one post: its title as <title> and <h1>, its meta
 * description and keywords, its language and direction, and its content sanitised again with
 * the shared allow-list (what is stored is trusted no more than what is shown).
 */
export function postToHtmlDocument(post: ExportablePost): string {
  const lang = languageTag(post.language);
  const head = [
    `<meta charset="utf-8">`,
    `<meta name="viewport" content="width=device-width, initial-scale=1">`,
    `<title>${escapeHtml(post.title)}</title>`,
    post.metaDescription
      ? `<meta name="description" content="${escapeHtml(post.metaDescription)}">`
      : "",
    post.keywords.length
      ? `<meta name="keywords" content="${escapeHtml(post.keywords.join(", "))}">`
      : "",
    `<style>${STYLE}</style>`,
  ].filter(Boolean);
  return [
    "<!doctype html>",
    `<html lang="${escapeHtml(lang)}" dir="${directionOf(lang)}">`,
    "<head>",
    ...head,
    "</head>",
    "<body>",
    "<article>",
    `<h1>${escapeHtml(post.title)}</h1>`,
    sanitizeHtml(post.content),
    "</article>",
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
