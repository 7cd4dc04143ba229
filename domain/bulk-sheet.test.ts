import { describe, expect, it } from "vitest";
import { BULK_MESSAGES } from "./bulk";
import {
  BULK_COLUMNS,
  type BulkLookups,
  bulkColumnOf,
  bulkRowRequest,
  bulkRowSummary,
  readBulkCells,
} from "./bulk-sheet";

const none: BulkLookups = { presets: [], voices: [] };
const request = (record: Record<string, string>, lookups = none) =>
  bulkRowRequest(readBulkCells(record), lookups);

describe("bulk sheet columns", () => {
  it("matches headers ignoring case, spaces, underscores and hyphens", () => {
    expect(bulkColumnOf("Content Type")).toBe("contentType");
    expect(bulkColumnOf("content_type")).toBe("contentType");
    expect(bulkColumnOf("WORD-COUNT")).toBe("wordCount");
    expect(bulkColumnOf("Target Audience")).toBe("audience");
    expect(bulkColumnOf("Campaign Type")).toBe("kind");
    expect(bulkColumnOf("colour")).toBeNull();
    expect(BULK_COLUMNS).toEqual(expect.arrayContaining(["topic", "tone", "preset", "voice"]));
  });

  it("drops unknown columns and blank cells", () => {
    expect(readBulkCells({ Topic: " Tea ", Colour: "red", Title: " " })).toEqual({ topic: "Tea" });
  });
});

describe("a row's generation request", () => {
  it("makes a blog post from a topic, its title the topic, keywords split on ; and ,", () => {
    const result = request({
      topic: "Green tea",
      keywords: "tea; health, leaves",
      tone: "Friendly",
    });
    expect(result).toMatchObject({
      ok: true,
      value: {
        contentType: "blog",
        title: "Green tea",
        topic: "Green tea",
        keywords: ["tea", "health", "leaves"],
        tone: "friendly",
        language: "en",
      },
    });
  });

  it("takes a content type by id or display name, and places the topic in the type's field", () => {
    expect(request({ topic: "Sign in", "content type": "Help Article" })).toMatchObject({
      ok: true,
      value: { contentType: "help", featureName: "Sign in" },
    });
    expect(request({ topic: "Spring sale", type: "email", language: "German" })).toMatchObject({
      ok: true,
      value: {
        contentType: "email",
        description: "Spring sale",
        topic: "newsletter",
        language: "de",
      },
    });
    expect(request({ topic: "Tea cups", type: "video", theme: "Tutorial" })).toMatchObject({
      ok: true,
      value: { contentType: "video", topic: "tutorial", keywords: ["Tea cups"] },
    });
  });

  it("takes the Bulk screen's template examples as they are (a blog post, an e-mail)", () => {
    for (const [topic, contentType, keywords] of [
      ["How to brew cold brew coffee at home", "blog", "cold brew; coffee at home"],
      ["Our spring sale starts on Monday", "email", "spring sale; discount"],
    ] as const)
      expect(request({ topic, contentType, keywords }), contentType).toMatchObject({ ok: true });
  });

  it("refuses a row without a topic with the type's Missing Information", () => {
    expect(request({ topic: "", tone: "friendly" })).toEqual({
      ok: false,
      problem: {
        title: "create:errors.missingInformation",
        message: "create:types.blog.missingInformation",
      },
    });
  });

  it("refuses an unknown content type, option or language with a Validation Error", () => {
    expect(request({ topic: "x", type: "poem" })).toMatchObject({
      ok: false,
      problem: { message: "create:validation.contentType" },
    });
    expect(request({ topic: "x", tone: "grumpy" })).toMatchObject({
      ok: false,
      problem: { title: "create:errors.validationError", field: "tone" },
    });
    expect(request({ topic: "x", language: "Klingon" })).toMatchObject({
      ok: false,
      problem: { field: "language" },
    });
  });

  it("finds a preset or a voice by name or id, and refuses one the user does not have", () => {
    const lookups = {
      presets: [
        { id: "p1", name: "Launch emails", contentType: "email", settings: { tone: "friendly" } },
      ],
      voices: [{ id: "11111111-1111-4111-8111-111111111111", name: "Mine" }],
    };
    expect(
      request({ topic: "New app", preset: "launch EMAILS", voice: "mine" }, lookups),
    ).toMatchObject({
      ok: true,
      value: { contentType: "email", voiceId: "11111111-1111-4111-8111-111111111111" },
    });
    expect(request({ topic: "x", preset: "Nope" }, lookups)).toMatchObject({
      ok: false,
      problem: { message: BULK_MESSAGES.presetNotFound, field: "preset" },
    });
    expect(request({ topic: "x", voice: "Other" }, lookups)).toMatchObject({
      ok: false,
      problem: { message: BULK_MESSAGES.voiceNotFound, field: "voice" },
    });
  });

  it("summarises a row by its topic and type", () => {
    expect(bulkRowSummary(readBulkCells({ topic: "Tea", type: "Social Media Post" }))).toEqual({
      topic: "Tea",
      contentType: "social",
    });
  });
});
