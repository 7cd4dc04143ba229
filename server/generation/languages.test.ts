// A generation in each of the nine languages with the scripted OpenAI-compatible server: the text
// is in the language asked for, the analyser applies that language's rules, its report reads in
// the interface language, the slug is ASCII, and a model that answers in another language is
// asked once more, then named in the post's notes.
import { unavailableChecks } from "@domain/analysis";
import { detectLanguage } from "@domain/language-detection";
import { LANGUAGE_CODES, type Language } from "@domain/languages";
import { htmlToPlainText } from "@domain/text";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageOf } from "../../tests/support/analysis-text";
import {
  type Scenario,
  type ScriptedServer,
  startScriptedServer,
} from "../../tests/support/scripted-openai";
import { parseConfig } from "../config";
import { createModel } from "../model/model";
import { finalizeDraft } from "./finalize";
import { runPipeline } from "./pipeline";
import type { PipelineRequest } from "./types";

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

const TOPICS: Record<Language, string> = {
  en: "content calendars",
  es: "calendario editorial",
  fr: "calendrier éditorial",
  de: "Redaktionsplan",
  hi: "सामग्री कैलेंडर",
  zh: "内容日历",
  ar: "تقويم المحتوى",
  ja: "コンテンツカレンダー",
  pt: "calendário editorial",
};

async function generate(language: Language, scenario: Scenario = "clean") {
  server.scenario = scenario;
  server.requests.length = 0;
  const input = {
    contentType: "blog",
    title: TOPICS[language],
    topic: TOPICS[language],
    wordCount: "500",
    language,
    keywords: [],
  };
  const model = createModel(
    parseConfig({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: server.url }),
  );
  const request: PipelineRequest = {
    contentType: "blog",
    input,
    model,
    signal: new AbortController().signal,
    log: pino({ level: "silent" }),
    progress: { phase() {}, percent() {}, append() {}, tokens() {} },
  };
  const draft = await runPipeline(request);
  const final = finalizeDraft(draft, { contentType: "blog", language });
  return { draft, final, calls: server.requests.length };
}

describe("a generation in each language", () => {
  it.each(LANGUAGE_CODES)("%s", async (language) => {
    const { draft, final } = await generate(language);
    expect(draft.fallbacks).toEqual([]);
    expect(detectLanguage(htmlToPlainText(final.content))).toBe(language);
    // The slug is ASCII, romanised from the model's slug in the language's own script.
    expect(final.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(final.slug).not.toBe("guide");
    // The analyser took this language's rules, and names what it has none for.
    const report = final.analysis;
    expect(report.unavailable).toEqual(unavailableChecks(language));
    const readable = report.readability.checks.map((c) => c.id);
    const formula = report.readability.checks.find((c) => c.id === "flesch-reading-ease");
    if (["en", "es", "fr", "de", "pt"].includes(language)) expect(formula).toBeDefined();
    else expect(readable).not.toContain("flesch-reading-ease");
    const sentences = report.readability.checks.find((c) => c.id === "sentence-length");
    expect(sentences?.message.endsWith("-characters")).toBe(language === "ja");
    // Every check reads in the interface language (here French, whatever the post's language).
    for (const check of [...report.seo.checks, ...report.readability.checks])
      expect(detectLanguage(messageOf(check, "fr").replace(/«[^»]*»/g, ""))).toBe("fr");
  });
});

describe("a model that answers in another language", () => {
  it("is asked once more, insisting on the language, and the second answer is kept", async () => {
    const { draft, final, calls } = await generate("es", "wrong-once");
    expect(draft.fallbacks).toEqual([]);
    expect(detectLanguage(htmlToPlainText(final.content))).toBe("es");
    const once = await generate("es");
    expect(calls).toBe(once.calls * 2);
  });

  it("is named in the post's notes when it writes another language twice", async () => {
    const { draft } = await generate("de", "wrong-language");
    expect(draft.fallbacks).toContainEqual({
      step: "language",
      parts: ["language"],
      error: "written in en, not de, twice",
    });
  });
});
