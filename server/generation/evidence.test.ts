import { createLogger } from "@server/log";
import { describe, expect, it } from "vitest";
import { citingFor, hidingMarkers, queryOf, topicOf } from "./evidence";
import type { DraftContent, PipelineRequest } from "./types";

describe("hidingMarkers", () => {
  it("leaves every reference marker out of the live text, split across deltas too", () => {
    let shown = "";
    const append = hidingMarkers((delta) => (shown += delta));
    for (const delta of ["<p>Grew 12% [", "P3", ", P", "5]. Then [note] and [P", "9]</p>"])
      append(delta);
    expect(shown).toBe("<p>Grew 12%. Then [note] and</p>");
  });
});

describe("citingFor without sources", () => {
  const request = {
    input: { title: "T", language: "en" },
    log: createLogger("silent"),
    progress: { phase() {}, percent() {}, append() {}, tokens() {} },
  } as unknown as PipelineRequest;
  const citing = citingFor(request, { contentType: "blog", title: "T", language: "en" } as never);

  it("changes nothing: no passages, prompts, text and draft as they are", async () => {
    const passages = await citing.passages("anything");
    expect(passages.text).toBe("");
    const prompt = { system: "S", prompt: "P" };
    expect(citing.prompt(prompt, passages)).toBe(prompt);
    expect(citing.streaming(request)).toBe(request);
    const html = "<p>Said so [P3].</p>";
    expect(citing.resolve(html, passages)).toBe(html);
    const draft = { title: "T", html } as DraftContent;
    expect(citing.finish(draft)).toBe(draft);
  });

  it("needs research when sources are given", () => {
    expect(() => citingFor(request, { sourceIds: ["x"], language: "en" } as never)).toThrow();
  });
});

describe("citingFor with sources", () => {
  it("finishes a draft with its sources and no label left in its plain fields", () => {
    const request = {
      log: createLogger("silent"),
      progress: { phase() {}, percent() {}, append() {}, tokens() {} },
      research: { retrieve: async () => [], check: async () => null },
    } as unknown as PipelineRequest;
    const id = "11111111-1111-4111-8111-111111111111";
    const citing = citingFor(request, { sourceIds: [id], language: "en" } as never);
    const draft = {
      title: "Cold brew [P1]",
      html: "<p>Text.</p>",
      metaDescription: "Meta [P2]",
      synopsis: "S",
      abstract: "A",
      slug: "s",
      keywords: [],
      caption: "Hook [P1, P2]!",
      fallbacks: [],
    } satisfies DraftContent;
    expect(citing.finish(draft)).toEqual({
      ...draft,
      title: "Cold brew",
      metaDescription: "Meta",
      caption: "Hook!",
      sourceIds: [id],
      citations: [],
      referenceFlags: [],
    });
  });
});

describe("queries", () => {
  it("join a part's heading, points and the piece's topic", () => {
    expect(queryOf("Heading", ["a point", "", undefined], undefined, "Title")).toBe(
      "Heading a point Title",
    );
    expect(
      topicOf({
        contentType: "blog",
        title: "T",
        topic: "coffee",
        description: "at home",
        keywords: ["brew"],
        language: "en",
      } as never),
    ).toBe("coffee at home brew");
  });
});
