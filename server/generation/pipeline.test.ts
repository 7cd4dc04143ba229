// The pipeline against the scripted OpenAI-compatible server (tests/support/scripted-openai.ts),
// through the real provider and HTTP, in each structured mode and each way a server answers.
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type Scenario,
  type ScriptedServer,
  startScriptedServer,
} from "../../tests/support/scripted-openai";
import { heading, metaDescription, readBrief, title } from "../../tests/support/scripted-text";
import { parseConfig } from "../config";
import type { StructuredMode } from "../model";
import { createModel } from "../model/model";
import { runPipeline } from "./pipeline";
import type { PipelineRequest } from "./types";

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

const BLOG = {
  contentType: "blog",
  title: "Planning a content calendar",
  topic: "content calendars",
  wordCount: "500",
  language: "en",
  keywords: [],
};
const SOCIAL = {
  contentType: "social",
  title: "Spring menu",
  platform: "instagram",
  description: "spring drinks",
  language: "de",
  keywords: [],
};

async function run(input: Record<string, unknown>, scenario: Scenario, mode: StructuredMode) {
  server.scenario = scenario;
  server.requests.length = 0;
  const logs: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      logs.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const model = createModel(
    parseConfig({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: server.url,
      AI_STRUCTURED_OUTPUT: mode,
    }),
  );
  let streamed = "";
  const request: PipelineRequest = {
    contentType: input.contentType as PipelineRequest["contentType"],
    input: input as PipelineRequest["input"],
    model,
    signal: new AbortController().signal,
    log: pino({ level: "warn" }, sink).child({ generationId: "gen-1", provider: model.provider }),
    progress: { phase() {}, percent() {}, append: (d) => (streamed += d), tokens() {} },
  };
  const draft = await runPipeline(request);
  return { draft, logs, streamed, requests: [...server.requests] };
}

const brief = (language: string, topic: string) =>
  readBrief(`Write in ${language} only.`, `Topic: ${topic}`);
const MODES: StructuredMode[] = ["json_schema", "json_object", "tool"];

describe("long form through an OpenAI-compatible server", () => {
  const expected = brief("English", "content calendars");
  for (const mode of MODES) {
    for (const scenario of ["clean", "prose", "repair"] as const) {
      it(`${mode}, ${scenario}: the model's outline (several sections) and its metadata`, async () => {
        const { draft, logs, requests } = await run(BLOG, scenario, mode);
        expect(draft.fallbacks).toEqual([]);
        expect(logs).toEqual([]);
        expect(draft.title).toBe(title(expected));
        const headings = [...draft.html.matchAll(/<h2>(.*?)<\/h2>/g)].map((m) => m[1]);
        // 500 words ask for at least 3 sections; the scripted model plans one more, and an FAQ.
        expect(headings.slice(0, 4)).toEqual(
          [0, 1, 2, 3].map((i) => heading(expected, i).replace("?", "?")),
        );
        expect(headings).toContain("FAQ");
        expect(draft.html).not.toContain(`<h2>${draft.title}</h2>`);
        expect(draft.metaDescription).toBe(metaDescription(expected));
        expect(draft.keywords[0]).toBe("content calendars");
        const structuredCalls = requests.filter((r) => r.kind !== "text");
        expect(structuredCalls.every((r) => r.mode === mode)).toBe(true);
        expect(structuredCalls.filter((r) => r.repair)).toHaveLength(scenario === "repair" ? 2 : 0);
      });
    }
  }

  it("no JSON at all: the body is written in one pass, the metadata taken from it; both logged and recorded", async () => {
    const { draft, logs } = await run(BLOG, "no-json", "json_schema");
    expect(draft.fallbacks).toEqual([
      {
        step: "outline",
        parts: ["outline", "title"],
        error: "answer: no JSON object in the answer",
      },
      {
        step: "metadata",
        parts: ["metaDescription", "synopsis", "abstract", "slug", "keywords"],
        error: "answer: no JSON object in the answer",
      },
    ]);
    expect(draft.title).toBe(BLOG.title);
    expect(draft.html.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(3);
    expect(draft.metaDescription.length).toBeGreaterThanOrEqual(120);
    expect(logs.map((l) => [l.level, l.generationId, l.provider, l.step, l.error])).toEqual([
      [40, "gen-1", "openai-compatible", "outline", "answer: no JSON object in the answer"],
      [40, "gen-1", "openai-compatible", "metadata", "answer: no JSON object in the answer"],
    ]);
    // Never the user's text.
    expect(JSON.stringify(logs)).not.toContain("content calendars");
  });
});

describe("short form through an OpenAI-compatible server", () => {
  const expected = brief("German", "spring drinks");
  for (const mode of MODES) {
    for (const scenario of ["clean", "prose", "repair"] as const) {
      it(`${mode}, ${scenario}: the model's content, title, metadata, caption and hashtags`, async () => {
        const { draft, streamed } = await run(SOCIAL, scenario, mode);
        expect(draft.fallbacks).toEqual([]);
        expect(draft.title).toBe(title(expected));
        expect(draft.html).toMatch(/^<p>Spring drinks gelingt/);
        expect(draft.metaDescription).toBe(metaDescription(expected));
        expect(draft.caption).toMatch(/^Spring drinks gelingt/);
        expect(draft.hashtags).toEqual(["#planning", "#teamwork", "#spring"]);
        // The content streamed as it was written (the first answer, when it was usable).
        if (scenario !== "repair") expect(streamed).toBe(draft.html);
      });
    }
  }

  it("no JSON at all: the content is written alone, the rest taken from it, logged and recorded", async () => {
    const { draft, logs } = await run(SOCIAL, "no-json", "json_object");
    expect(draft.fallbacks).toHaveLength(1);
    expect(draft.fallbacks[0]).toMatchObject({
      step: "single",
      parts: expect.arrayContaining(["content", "title", "metaDescription", "caption", "hashtags"]),
    });
    expect(draft.title).toBe(SOCIAL.title);
    expect(draft.html).toMatch(/^<p>Spring drinks gelingt/);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({ level: 40, generationId: "gen-1", step: "single" });
  });

  // The SDK waits 2 s before its one retry of each call.
  it("a server that is down fails the generation (nothing is made up)", {
    timeout: 20_000,
  }, async () => {
    await expect(run(SOCIAL, "down", "json_schema")).rejects.toThrow(/scripted failure/);
  });
});
