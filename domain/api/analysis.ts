/**
 * POST /api/analysis (issue 30, "analyse a text"): the analyser's report (domain/analysis) of a
 * text sent as HTML or plain text, with an optional focus keyword, for a content type and a
 * language. Nothing is stored or charged.
 */
import { z } from "zod";
import { analysisReportSchema } from "../analysis/report";
import { CONTENT_TYPES } from "../content-types";
import { MAX_HTML_LENGTH } from "../html/limits";
import { MAX_KEYWORD_LENGTH } from "../keywords";
import { LANGUAGE_CODES, type Language } from "../languages";
import { contract } from "./contract";

export const analyseTextSchema = z
  .object({
    html: z.string().max(MAX_HTML_LENGTH).optional(),
    text: z.string().max(MAX_HTML_LENGTH).optional(),
    title: z.string().max(200).optional(),
    keyword: z.string().trim().max(MAX_KEYWORD_LENGTH).optional(),
    contentType: z.enum(CONTENT_TYPES),
    language: z.enum(LANGUAGE_CODES as unknown as [Language, ...Language[]]),
  })
  .strict()
  .refine((value) => (value.html || value.text || "").trim() !== "", { path: ["html"] });
export type AnalyseTextRequest = z.infer<typeof analyseTextSchema>;

export const analyseTextResponseSchema = z.object({ report: analysisReportSchema });

const MIB = 1024 * 1024;

export const analyseText = contract({
  id: "analyseText",
  method: "POST",
  path: "/api/analysis",
  summary: "The analyser's report of a text (HTML or plain), nothing stored",
  access: "user",
  // HTML up to MAX_HTML_LENGTH characters as JSON (up to 6 bytes a character escaped).
  body: { schema: analyseTextSchema, limit: 12 * MIB },
  answer: { kind: "json", schema: analyseTextResponseSchema },
  errors: ["INVALID_INPUT"],
  v1: { scope: "read" },
});
