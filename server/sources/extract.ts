/**
 * A source's main text, by format, with well-kept libraries: HTML through Mozilla's Readability
 * on a linkedom DOM (nothing runs: linkedom has no script engine, and scripts are removed before
 * reading), PDF through unpdf (PDF.js built for servers: no worker, no network), DOCX through
 * mammoth's raw text, Markdown and plain text as they are. text.ts then makes it plain text.
 */
import type { SourceFormat } from "@domain/sources";
import { Readability } from "@mozilla/readability";
import { parseHTML } from "linkedom";
import mammoth from "mammoth";
import { extractText, getDocumentProxy } from "unpdf";
import { type Logger, loggableError } from "../log";
import { SourceLimit, SourceRefused } from "./errors";
import { markdownText } from "./text";

export type Extracted = { title: string | null; text: string; pages: number | null };

const REMOVED = "script, style, noscript, template, iframe, object, embed, svg, canvas, form";
const BLOCK =
  "p, h1, h2, h3, h4, h5, h6, li, blockquote, pre, dt, dd, figcaption, tr, div, section, article, br, table";

/** The visible text of an HTML fragment, a paragraph per block. */
export function blockText(html: string): string {
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  for (const node of document.querySelectorAll(REMOVED)) node.remove();
  for (const block of document.querySelectorAll(BLOCK))
    block.after(document.createTextNode("\n\n"));
  return document.body?.textContent ?? "";
}

/** An HTML page's main text (Readability), else its whole body's text. */
export function extractHtml(html: string, log?: Logger): Extracted {
  const { document } = parseHTML(html);
  for (const node of document.querySelectorAll(REMOVED)) node.remove();
  const pageTitle = document.querySelector("title")?.textContent?.trim() || null;
  let article: ReturnType<Readability["parse"]> = null;
  try {
    // Readability changes the document it reads: it gets its own copy.
    const copy = parseHTML(document.toString()).document;
    article = new Readability(copy as unknown as Document, { charThreshold: 200 }).parse();
  } catch (error) {
    // A page Readability cannot read is read whole below.
    log?.warn({ err: loggableError(error) }, "readability failed: the whole body is read");
  }
  const text = article?.content
    ? blockText(article.content)
    : blockText(document.body?.innerHTML ?? html);
  return { title: article?.title?.trim() || pageTitle, text, pages: null };
}

/** A PDF's text, page by page; more pages than the plan allows are refused before reading. */
export async function extractPdf(
  body: Uint8Array,
  maxPages: number,
  log?: Logger,
): Promise<Extracted> {
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(body), {
      useWorkerFetch: false,
      verbosity: 0,
      useSystemFonts: false,
      disableFontFace: true,
      stopAtErrors: false,
    });
  } catch (error) {
    log?.warn({ err: loggableError(error) }, "a source file could not be read");
    throw new SourceRefused("unreadable");
  }
  try {
    if (pdf.numPages > maxPages)
      throw new SourceLimit("sources:errors.tooManyPages", { max: maxPages, pages: pdf.numPages });
    const { text } = await extractText(pdf, { mergePages: false });
    // The title is a nicety: a PDF whose metadata cannot be read keeps its text, untitled.
    const info = await pdf.getMetadata().catch((error: unknown) => {
      log?.warn({ err: loggableError(error) }, "a PDF's metadata could not be read");
      return null;
    });
    const title = (info?.info as { Title?: unknown } | undefined)?.Title;
    return {
      title: typeof title === "string" && title.trim() ? title.trim() : null,
      text: text.join("\n\n"),
      pages: pdf.numPages,
    };
  } finally {
    await pdf.loadingTask.destroy();
  }
}

/** A Word document's text (its paragraphs). */
export async function extractDocx(body: Buffer, log?: Logger): Promise<Extracted> {
  try {
    const result = await mammoth.extractRawText({ buffer: body });
    return { title: null, text: result.value, pages: null };
  } catch (error) {
    log?.warn({ err: loggableError(error) }, "a source file could not be read");
    throw new SourceRefused("unreadable");
  }
}

/** The charset an HTML page declares in its first bytes (`<meta charset>`), if any. */
export function declaredCharset(body: Uint8Array): string | null {
  const head = new TextDecoder("latin1").decode(body.subarray(0, 2048));
  return head.match(/<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9._:-]+)/i)?.[1] ?? null;
}

/** Decodes text in its declared charset; an unknown label reads as UTF-8. */
export function decode(body: Uint8Array, charset: string | null): string {
  try {
    return new TextDecoder(charset ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}

/** The text of a source body in its format. */
export async function extract(
  format: SourceFormat,
  body: Buffer,
  options: { charset?: string | null; maxPages: number; log?: Logger },
): Promise<Extracted> {
  switch (format) {
    case "html":
      return extractHtml(decode(body, options.charset ?? declaredCharset(body)), options.log);
    case "pdf":
      return extractPdf(body, options.maxPages, options.log);
    case "docx":
      return extractDocx(body, options.log);
    case "markdown": {
      const text = decode(body, options.charset ?? null);
      const heading = text.match(/^[ \t]{0,3}#[ \t]+(.+)$/m)?.[1]?.trim() ?? null;
      return { title: heading, text: markdownText(text), pages: null };
    }
    case "text":
      return { title: null, text: decode(body, options.charset ?? null), pages: null };
  }
}
