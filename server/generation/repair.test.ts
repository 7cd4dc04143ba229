// The generation's repair pass (issue 29) against the scripted OpenAI-compatible server, and with
// a mock model that fails: flagged sentences rewritten, everything else as it was.
import { machineWritten } from "@domain/analysis";
import { MockLanguageModelV4 } from "ai/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ScriptedServer, startScriptedServer } from "../../tests/support/scripted-openai";
import { parseConfig } from "../config";
import { createLogger } from "../log";
import type { GenerationModel } from "../model";
import { createModel } from "../model/model";
import { sectionPrompt } from "./prompts";
import { applyRepair, parseRepair, repairMachineSentences } from "./repair";
import type { DraftContent, PipelineRequest } from "./types";

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());

const FLAGGED = "In conclusion, we delve into the realm of compost.";
const HTML = `<h2>Why compost</h2><p>Kitchen scraps become soil in a few months. ${FLAGGED} Turn the heap <strong>every week</strong>.</p><ul><li>Keep it damp.</li></ul>`;

const draftOf = (html: string): DraftContent => ({
  title: "Compost",
  html,
  metaDescription: "",
  synopsis: "",
  abstract: "",
  slug: "compost",
  keywords: [],
  fallbacks: [],
});

function requestOf(model: GenerationModel, language = "en"): PipelineRequest {
  return {
    contentType: "blog",
    input: { contentType: "blog", title: "Compost", language },
    model,
    signal: new AbortController().signal,
    log: createLogger("silent"),
    progress: { phase() {}, percent() {}, append() {}, tokens() {} },
  };
}

const scripted = () =>
  createModel(parseConfig({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: server.url }));

const failing = (doGenerate: () => Promise<never>): GenerationModel => ({
  model: new MockLanguageModelV4({ doGenerate }),
  provider: "mock",
  structured: { mode: "json_schema", lengthsInDescriptions: false },
});

describe("the repair pass", () => {
  it("rewrites only the flagged sentence; every other character stays", async () => {
    server.requests.length = 0;
    const draft = await repairMachineSentences(requestOf(scripted()), draftOf(HTML));
    expect(server.requests).toHaveLength(1);
    expect(draft.fallbacks).toEqual([]);
    expect(draft.html).not.toContain(FLAGGED);
    expect(draft.html).toBe(HTML.replace(FLAGGED, "That part is plain now."));
    expect(machineWritten(draft.html, "en").sentences).toEqual([]);
  });

  it("makes no call when nothing is flagged", async () => {
    server.requests.length = 0;
    const plain = HTML.replace(FLAGGED, "");
    const draft = await repairMachineSentences(requestOf(scripted()), draftOf(plain));
    expect(server.requests).toHaveLength(0);
    expect(draft.html).toBe(plain);
  });

  it("keeps the original and records a fallback when the call fails", async () => {
    const model = failing(async () => {
      throw new Error("model down");
    });
    const draft = await repairMachineSentences(requestOf(model), draftOf(HTML));
    expect(draft.html).toBe(HTML);
    expect(draft.fallbacks).toEqual([{ step: "repair", parts: ["phrasing"], error: "model down" }]);
  });

  it("keeps the original when the answer has no numbered sentence", async () => {
    const model = failing(
      async () =>
        ({
          content: [{ type: "text", text: "Sure! Here you go." }],
          finishReason: { unified: "stop", raw: "stop" },
          usage: { inputTokens: { total: 1 }, outputTokens: { total: 1 } },
          warnings: [],
        }) as never,
    );
    const draft = await repairMachineSentences(requestOf(model), draftOf(HTML));
    expect(draft.html).toBe(HTML);
    expect(draft.fallbacks.map((f) => f.step)).toEqual(["repair"]);
  });

  it("takes numbered plain lines only and writes them as text", () => {
    const lines = parseRepair("1. Plain.\n2. <script>x</script>\n3. Too far.\nnoise", 2);
    expect([...lines]).toEqual([[1, "Plain."]]);
    expect(applyRepair("<p>A b.</p>", [["A b.", "A < b & c."]])).toBe("<p>A &lt; b &amp; c.</p>");
  });

  it("asks the writing prompts to avoid the language's phrases", () => {
    const outline = { title: "T", sections: [{ heading: "H", points: [] }], faq: [] };
    const input = (language: string) =>
      ({
        contentType: "blog",
        title: "T",
        topic: "t",
        wordCount: "500",
        language,
        keywords: [],
      }) as never;
    expect(sectionPrompt(input("en"), outline, 0).prompt).toContain('"in conclusion"');
    expect(sectionPrompt(input("es"), outline, 0).prompt).toContain('"en conclusión"');
  });
});

describe("the repair prompt of a piece in a voice", () => {
  it("carries the voice's rule and fence, the writer's guide quoted inside it", async () => {
    const { fingerprintOf } = await import("@domain/voice/fingerprint");
    const { repairPrompt } = await import("./repair");
    const { VOICE_RULE } = await import("../voices");
    const voice = {
      id: "7d0f2c1e-3b4a-4c5d-8e9f-0a1b2c3d4e5f",
      name: "Plain",
      language: "en" as const,
      fingerprint: fingerprintOf(["We keep it short. You can too."], "en"),
      guide: { tone: "Warm <b>and</b> plain", do: ["Say it once"], dont: [], use: [], avoid: [] },
    };
    const plain = repairPrompt("en", [FLAGGED]);
    const voiced = repairPrompt("en", [FLAGGED], voice);
    expect(plain.system).not.toContain(VOICE_RULE);
    expect(plain.prompt).not.toContain("<voice>");
    expect(voiced.system).toContain(VOICE_RULE);
    const fence = voiced.prompt.slice(voiced.prompt.indexOf("<voice>"));
    expect(fence).toContain("Tone: Warm ‹b›and‹/b› plain");
    expect(fence).toContain("Do: Say it once");
    expect(voiced.prompt.indexOf("<voice>")).toBeGreaterThan(voiced.prompt.indexOf("SENTENCES>>>"));
  });
});
