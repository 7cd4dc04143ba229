import { describe, expect, it } from "vitest";
import { AI_EDIT_LABEL, MAX_META_DESCRIPTION } from "./ai-edits";
import { MAX_HTML_LENGTH } from "./html/sanitize";
import { MAX_KEYWORD_LENGTH, MAX_KEYWORDS } from "./keywords";
import {
  EDIT_LABEL,
  MAX_AI_ACTIONS,
  META_DESCRIPTION_MAX,
  POST_EDIT_MAX_LENGTH,
  postEditSchema,
} from "./post-edit";

const valid = {
  title: "  My post ",
  topic: "Testing",
  description: "",
  keywords: "seo, SEO, tips",
  tone: "casual",
  audience: "   ",
  content: "<p>Hello</p>",
};

function errorsOf(input: Record<string, unknown>) {
  const result = postEditSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("postEditSchema", () => {
  it("trims text, stores blanks as null and parses the keyword line", () => {
    expect(postEditSchema.parse(valid)).toEqual({
      title: "My post",
      topic: "Testing",
      description: null,
      keywords: ["seo", "tips"],
      tone: "casual",
      audience: null,
      content: "<p>Hello</p>",
      aiActions: [],
    });
  });

  it("requires a title that is not blank", () => {
    expect(errorsOf({ ...valid, title: "   " })).toEqual({ title: "errors.titleRequired" });
    expect(errorsOf({ ...valid, title: undefined })).toEqual({ title: "errors.titleRequired" });
  });

  it("treats missing optional fields as empty", () => {
    expect(postEditSchema.parse({ title: "T" })).toEqual({
      title: "T",
      topic: null,
      description: null,
      keywords: [],
      tone: null,
      audience: null,
      content: "",
      aiActions: [],
    });
  });

  it("bounds every text field", () => {
    for (const [name, max] of Object.entries(POST_EDIT_MAX_LENGTH)) {
      expect(postEditSchema.safeParse({ ...valid, [name]: "x".repeat(max) }).success, name).toBe(
        true,
      );
      expect(errorsOf({ ...valid, [name]: "x".repeat(max + 1) }), name).toEqual({
        [name]: "errors.tooLong",
      });
    }
  });

  it("rejects too many keywords and too long ones, counting after repeats are dropped", () => {
    const many = Array.from({ length: MAX_KEYWORDS + 1 }, (_, i) => `k${i}`);
    expect(errorsOf({ ...valid, keywords: many.join(",") })).toEqual({
      keywords: "errors.tooManyKeywords",
    });
    expect(
      postEditSchema.safeParse({ ...valid, keywords: [...many.slice(0, -1), "K0"].join(",") })
        .success,
    ).toBe(true);
    expect(errorsOf({ ...valid, keywords: `ok, ${"x".repeat(MAX_KEYWORD_LENGTH + 1)}` })).toEqual({
      keywords: "errors.keywordTooLong",
    });
  });

  it("bounds the HTML body by the sanitiser's input limit", () => {
    expect(errorsOf({ ...valid, content: "x".repeat(MAX_HTML_LENGTH + 1) })).toEqual({
      content: "errors.contentTooLong",
    });
  });

  it("rejects values that are not text", () => {
    expect(errorsOf({ ...valid, tone: 5 })).toEqual({ tone: "errors.invalid" });
    expect(errorsOf({ ...valid, content: ["<p>a</p>"] })).toEqual({ content: "errors.invalid" });
  });

  it("keeps the AI edit label pattern and the meta description bound equal to domain/ai-edits", () => {
    expect(EDIT_LABEL.source).toBe(AI_EDIT_LABEL.source);
    expect(META_DESCRIPTION_MAX).toBe(MAX_META_DESCRIPTION);
  });

  it("reads the accepted AI edits from one comma-separated field or the field repeated", () => {
    const parse = (aiActions: unknown) => postEditSchema.parse({ ...valid, aiActions }).aiActions;
    expect(parse(undefined)).toEqual([]);
    expect(parse("")).toEqual([]);
    expect(parse("shorten, fix:passive-voice,shorten")).toEqual(["shorten", "fix:passive-voice"]);
    expect(parse(["rewrite", "faq"])).toEqual(["rewrite", "faq"]);
    expect(errorsOf({ ...valid, aiActions: "Shorten!" })).toEqual({ aiActions: "errors.invalid" });
    const many = Array.from({ length: MAX_AI_ACTIONS + 1 }, (_, i) => `fix:c${i}`);
    expect(errorsOf({ ...valid, aiActions: many.join(",") })).toEqual({
      aiActions: "errors.invalid",
    });
  });

  it("keeps the stored meta description when left out, removes it when blank, bounds it", () => {
    const parse = (metaDescription: unknown) =>
      postEditSchema.parse({ ...valid, metaDescription }).metaDescription;
    expect(parse(undefined)).toBeUndefined();
    expect(parse("   ")).toBeNull();
    expect(parse("  A short summary. ")).toBe("A short summary.");
    expect(errorsOf({ ...valid, metaDescription: "x".repeat(META_DESCRIPTION_MAX + 1) })).toEqual({
      metaDescription: "errors.tooLong",
    });
  });
});
