import type { LanguageModelV4CallOptions } from "@ai-sdk/provider";
import { convertArrayToReadableStream, MockLanguageModelV4 } from "ai/test";
import { describe, expect, it } from "vitest";
import { runPipeline } from "./pipeline";
import type { Phase, PipelineRequest } from "./types";

const finish = {
  type: "finish",
  finishReason: { unified: "stop", raw: "stop" },
  usage: { inputTokens: { total: 10 }, outputTokens: { total: 10 } },
};

function streamOf(text: string) {
  const parts = text.match(/.{1,12}/gs) ?? [];
  return {
    stream: convertArrayToReadableStream([
      { type: "text-start", id: "t" },
      ...parts.map((delta) => ({ type: "text-delta", id: "t", delta })),
      { type: "text-end", id: "t" },
      finish,
    ]),
  };
}

function generated(text: string) {
  return {
    content: [{ type: "text", text }],
    finishReason: { unified: "stop", raw: "stop" },
    usage: finish.usage,
    warnings: [],
  };
}

const schemaKeys = (options: LanguageModelV4CallOptions) =>
  Object.keys(
    (options.responseFormat as { schema?: { properties?: object } })?.schema?.properties ?? {},
  );

/** A model that answers each kind of call the pipeline makes, and records them. */
function scriptedModel(answers: {
  outline?: unknown;
  metadata?: unknown;
  single?: unknown;
  section?: string;
}) {
  const calls: string[] = [];
  const model = new MockLanguageModelV4({
    doGenerate: async (options) => {
      const keys = schemaKeys(options);
      const kind = keys.includes("sections")
        ? "outline"
        : keys.includes("content")
          ? "single"
          : "metadata";
      calls.push(kind);
      return generated(JSON.stringify(answers[kind])) as never;
    },
    doStream: async (options) => {
      const keys = schemaKeys(options);
      if (keys.includes("content")) {
        calls.push("single");
        return streamOf(JSON.stringify(answers.single)) as never;
      }
      calls.push("section");
      return streamOf(answers.section ?? "<p>Body.</p>") as never;
    },
  });
  return { model, calls };
}

function request(input: Record<string, unknown>, model: PipelineRequest["model"]) {
  const phases: Phase[] = [];
  let text = "";
  const req: PipelineRequest = {
    contentType: input.contentType as PipelineRequest["contentType"],
    input: { language: "en", keywords: [], ...input } as unknown as PipelineRequest["input"],
    model,
    signal: new AbortController().signal,
    progress: {
      phase: (p) => phases.push(p),
      percent: () => {},
      append: (d) => (text += d),
      tokens: () => {},
    },
  };
  return { req, phases, text: () => text };
}

const metadata = { metaDescription: "M", synopsis: "S", abstract: "A", slug: "s", keywords: ["k"] };

describe("runPipeline", () => {
  it("short form: an answer cut short keeps the model's content and takes the rest from it", async () => {
    const cut =
      '{"title":"Welcome","content":"<p>Thanks for joining. Your first bag ships Tuesday.</p>","metaDescr';
    const model = new MockLanguageModelV4({ doStream: async () => streamOf(cut) as never });
    const { req } = request(
      { contentType: "email", title: "T", topic: "welcome", description: "d" },
      model,
    );
    const draft = await runPipeline(req);
    expect(draft).toMatchObject({
      title: "Welcome",
      html: "<p>Thanks for joining. Your first bag ships Tuesday.</p>",
    });
    expect(draft.metaDescription).toBe("Thanks for joining. Your first bag ships Tuesday.");
  });

  it("long-form: outline, then each section streamed under our own headings, then metadata", async () => {
    const outline = {
      title: "The plan",
      sections: [
        { heading: "Why <b>now</b>", points: ["a"] },
        { heading: "How", points: [] },
      ],
      faq: ["Is it hard?"],
    };
    const { model, calls } = scriptedModel({ outline, metadata, section: "<p>Section body.</p>" });
    const { req, phases, text } = request(
      { contentType: "blog", title: "T", topic: "x", wordCount: "500" },
      model,
    );
    const draft = await runPipeline(req);
    expect(calls).toEqual(["outline", "section", "section", "section", "metadata"]);
    expect(phases).toEqual(["analyzing", "writing", "optimizing"]);
    expect(draft.title).toBe("The plan");
    expect(draft.html).toContain("<h2>Why &lt;b&gt;now&lt;/b&gt;</h2>");
    expect(draft.html).toContain("<h2>FAQ</h2>");
    expect(draft).toMatchObject(metadata);
    expect(text()).toContain("Section body.");
  });

  it("long-form: an unusable outline falls back to one section, unusable metadata to the text's own sentences", async () => {
    const { model, calls } = scriptedModel({
      outline: { nope: true },
      metadata: { wrong: 1 },
      section: "<p>First sentence here. Second one.</p>",
    });
    const { req } = request({ contentType: "help", title: "Export", featureName: "Export" }, model);
    const draft = await runPipeline(req);
    expect(calls).toEqual(["outline", "outline", "section", "metadata", "metadata"]);
    expect(draft.title).toBe("Export");
    expect(draft.metaDescription).toBe("First sentence here. Second one.");
    expect(draft.synopsis).toBe("First sentence here.");
  });

  it("short form: one structured call whose content streams; social adds caption and hashtags", async () => {
    const single = {
      ...metadata,
      title: "Post",
      content: "<p>Spring is here.</p>",
      caption: "Spring!",
      hashtags: ["#spring"],
    };
    const { model, calls } = scriptedModel({ single });
    const { req, phases, text } = request(
      { contentType: "social", title: "T", platform: "instagram", description: "d" },
      model,
    );
    const draft = await runPipeline(req);
    expect(calls).toEqual(["single"]);
    expect(phases).toEqual(["writing", "optimizing"]);
    expect(draft).toMatchObject({
      title: "Post",
      html: "<p>Spring is here.</p>",
      caption: "Spring!",
      hashtags: ["#spring"],
    });
    expect(text()).toBe("<p>Spring is here.</p>");
  });

  it("short form: an answer with no content fails the generation (nothing made up)", async () => {
    const { model } = scriptedModel({ single: { title: "only a title" } });
    const { req } = request(
      { contentType: "video", title: "T", platform: "youtube", topic: "explainer" },
      model,
    );
    await expect(runPipeline(req)).rejects.toThrow("did not have the expected structure");
  });
});
