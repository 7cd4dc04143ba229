// Long-form rules with a mock model that answers each call from a script: an outline is repaired
// before it is accepted, a section never comes back empty, the title is never a section heading.
import type { LanguageModelV4CallOptions } from "@ai-sdk/provider";
import { convertArrayToReadableStream, MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { createLogger } from "../log";
import { runPipeline } from "./pipeline";
import type { PipelineRequest } from "./types";

const usage = { inputTokens: { total: 10 }, outputTokens: { total: 10 } };
const finish = { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage };

const streamOf = (text: string) => ({
  stream: convertArrayToReadableStream([
    { type: "text-start", id: "t" },
    ...(text ? [{ type: "text-delta", id: "t", delta: text }] : []),
    { type: "text-end", id: "t" },
    finish,
  ]),
});

const generated = (text: string) => ({
  content: [{ type: "text", text }],
  finishReason: { unified: "stop", raw: "stop" },
  usage,
  warnings: [],
});

const userText = (options: LanguageModelV4CallOptions) =>
  JSON.stringify(options.prompt.filter((m) => m.role !== "system"));

const metadata = {
  metaDescription:
    "A meta description that is long enough to pass the check of one hundred and twenty characters at the very least, surely.",
  synopsis: "S.",
  abstract: "A.",
  slug: "the-plan",
  keywords: ["plans", "quarters", "teams"],
};

/** Outlines answered in turn; sections answered by `section(prompt)`. */
function scripted(outlines: unknown[], section: (prompt: string) => string) {
  const prompts: string[] = [];
  const model = new MockLanguageModelV4({
    doGenerate: async (options) => {
      const keys = Object.keys(
        (options.responseFormat as { schema?: { properties?: object } })?.schema?.properties ?? {},
      );
      prompts.push(`${keys.includes("sections") ? "outline" : "metadata"}: ${userText(options)}`);
      return generated(
        JSON.stringify(keys.includes("sections") ? outlines.shift() : metadata),
      ) as never;
    },
    doStream: async (options) => streamOf(section(userText(options))) as never,
  });
  return { model, prompts };
}

function request(model: MockLanguageModelV4): PipelineRequest {
  return {
    contentType: "blog",
    input: {
      contentType: "blog",
      title: "The plan",
      topic: "plans",
      wordCount: "500",
      language: "en",
      keywords: [],
    },
    model: {
      model,
      provider: "mock",
      structured: { mode: "json_schema", lengthsInDescriptions: false },
    },
    signal: new AbortController().signal,
    log: createLogger("silent"),
    progress: { phase() {}, percent() {}, append() {}, tokens() {} },
  };
}

const sections = (...headings: string[]) =>
  headings.map((heading) => ({ heading, points: ["a point"] }));

describe("long form", () => {
  it("an outline with too few sections or the title as a heading goes back to the model with the problem", async () => {
    const { model, prompts } = scripted(
      [
        { title: "The Plan", sections: sections("The plan", "Why"), faq: [] },
        { title: "The Plan", sections: sections("What", "Why", "How"), faq: [] },
      ],
      () => "<p>Text.</p>",
    );
    const draft = await runPipeline(request(model));
    expect(prompts[1]).toContain("sections: the outline needs at least 3 sections for this length");
    expect(prompts[1]).toContain("sections.0.heading: repeats the title");
    expect(draft.fallbacks).toEqual([]);
    expect(draft.html.match(/<h2>(.*?)<\/h2>/g)).toEqual([
      "<h2>What</h2>",
      "<h2>Why</h2>",
      "<h2>How</h2>",
    ]);
  });

  it("a section that comes back empty twice is left out, with its heading, and recorded", async () => {
    const { model } = scripted(
      [{ title: "The Plan", sections: sections("What", "Why", "How"), faq: [] }],
      (prompt) => (prompt.includes('\\"Why\\"') ? "<p> </p>" : "<p>Text.</p>"),
    );
    const draft = await runPipeline(request(model));
    expect(draft.html).not.toContain("Why");
    expect(draft.html.match(/<h2>/g)).toHaveLength(2);
    expect(draft.fallbacks).toEqual([
      { step: "section", parts: ["section"], error: "the section came back empty twice" },
    ]);
  });

  it("the model's own metadata is kept; only an unusable slug is taken from the title, and says so", async () => {
    const { model } = scripted(
      [{ title: "The Plan", sections: sections("What", "Why", "How"), faq: [] }],
      () => "<p>Text.</p>",
    );
    metadata.slug = "!!!";
    const draft = await runPipeline(request(model));
    metadata.slug = "the-plan";
    expect(draft).toMatchObject({
      metaDescription: metadata.metaDescription,
      keywords: metadata.keywords,
      slug: "the-plan",
    });
    expect(draft.fallbacks).toEqual([
      { step: "metadata", parts: ["slug"], error: "slug: not usable" },
    ]);
  });
});
