import { describe, expect, it } from "vitest";
import { MAX_HTML_LENGTH } from "./html/sanitize";
import { MAX_KEYWORD_LENGTH, MAX_KEYWORDS } from "./keywords";
import { POST_EDIT_MAX_LENGTH, postEditSchema } from "./post-edit";

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
});
