import { postDraftSchema } from "@domain/api/post-analysis";
import { CONTENT_TYPES } from "@domain/content-types";
import { problemOf } from "@domain/generation-input";
import { escapeHtml } from "@domain/html/escape";
import { cleanKeywords, parseKeywords } from "@domain/keywords";
import { LANGUAGE_CODES } from "@domain/languages";
import type { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { z } from "zod";
import { valueOrThrow } from "../errors";
import { draftReport } from "../library";
import { type McpCaller, runTool, toolResult } from "./results";

export const analyseInput = z.object({
  text: z.string().describe("The piece: HTML, or plain text with blank lines between paragraphs"),
  title: z.string().optional(),
  keywords: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .describe("The focus keyword(s): a list, or one comma-separated line"),
  metaDescription: z.string().optional(),
  contentType: z
    .enum(CONTENT_TYPES)
    .optional()
    .describe("Judged as this kind of piece (default blog)"),
  language: z.enum(LANGUAGE_CODES).optional().describe("The text's language (default en)"),
});

/** Plain text as paragraphs; HTML (anything with a tag) as it is (the analyser sanitises it). */
export function htmlOf(text: string): string {
  if (/<[a-z][^>]*>/i.test(text)) return text;
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${escapeHtml(part).replace(/\n/g, "<br>")}</p>`)
    .join("\n");
}

/**
 * analyse_text: the analyser's report (SEO, readability, AI search, machine-written phrasing)
 * of a text that need not be in the library, made as the editor's Report panel makes a draft's
 * (draftReport: the draft checked with its shared schema, the plan's focus keyphrases). Nothing
 * is stored or charged; needs the "read" scope, as the API's "analyse a text".
 */
export function registerAnalyse(server: McpServer, caller: McpCaller) {
  server.registerTool(
    "analyse_text",
    {
      title: "Analyse a text",
      description:
        'The Inkwell analyser\'s report of a text: SEO, readability, answer-engine and machine-phrasing checks with scores. Nothing is saved or charged; needs the "read" scope.',
      inputSchema: analyseInput,
      annotations: { readOnlyHint: true },
    },
    (args) =>
      runTool(caller, "analyse_text", "read", async () => {
        const keywords = Array.isArray(args.keywords)
          ? cleanKeywords(args.keywords)
          : parseKeywords(args.keywords ?? "");
        const parsed = postDraftSchema.safeParse({
          html: htmlOf(args.text),
          title: args.title ?? "",
          keywords,
          metaDescription: args.metaDescription ?? "",
        });
        const draft = valueOrThrow(
          parsed.success
            ? { ok: true, value: parsed.data }
            : { ok: false, problem: problemOf(parsed.error) },
        );
        const report = draftReport(
          caller.user,
          {
            contentType: args.contentType ?? "blog",
            language: args.language ?? "en",
            slug: null,
            evidence: null,
            voice: null,
          },
          draft,
        );
        return toolResult({ report });
      }),
  );
}
