import { describe, expect, it } from "vitest";
import { CONTENT_TYPES, type ContentType, requiredFieldsOf } from "./content-types";
import {
  type GenerationInput,
  type GenerationInputOf,
  generationInputSchema,
  GENERATION_MESSAGES as M,
  MAX_KEYWORDS,
  parseGenerationInput,
} from "./generation-input";

/** The smallest valid request of each type: its required fields only. */
const VALID: Record<ContentType, Record<string, unknown>> = {
  blog: { contentType: "blog", title: "Remote work", topic: "Async communication" },
  help: { contentType: "help", title: "Export your library", featureName: "Export" },
  website: {
    contentType: "website",
    title: "Acme",
    pageType: "landing",
    description: "Fast, friendly bookkeeping",
  },
  social: {
    contentType: "social",
    title: "Launch day",
    platform: "linkedin",
    description: "We ship today",
  },
  video: { contentType: "video", title: "Unboxing", platform: "tiktok", topic: "promo" },
  email: {
    contentType: "email",
    title: "Welcome aboard",
    topic: "welcome",
    description: "Greet new sign-ups",
  },
  ecommerce: {
    contentType: "ecommerce",
    title: "Trail shoe",
    topic: "product_description",
    description: "Light, waterproof",
  },
};

function parsed(raw: unknown): GenerationInput {
  const result = parseGenerationInput(raw);
  if (!result.ok) throw new Error(`${result.problem.title}: ${result.problem.message}`);
  return result.value;
}

function failure(raw: unknown) {
  const result = parseGenerationInput(raw);
  if (result.ok) throw new Error(`accepted ${JSON.stringify(raw)}`);
  return result.problem;
}

describe("parseGenerationInput", () => {
  it("accepts a valid request of every type and fills in the defaults", () => {
    for (const type of CONTENT_TYPES) {
      const value = parsed(VALID[type]);
      expect(value.contentType).toBe(type);
      expect(value.language).toBe("en");
      expect(value.keywords).toEqual([]);
      expect(value.template).toBeUndefined();
    }
    expect(parsed(VALID.blog)).toEqual({
      contentType: "blog",
      language: "en",
      title: "Remote work",
      topic: "Async communication",
      keywords: [],
      tone: "professional",
      wordCount: "1000",
      audience: "general",
    });
  });

  it("accepts a complete request", () => {
    const video: GenerationInputOf<"video"> = {
      contentType: "video",
      language: "ja",
      title: "How to brew",
      platform: "youtube",
      topic: "tutorial",
      keywords: ["coffee", "pour over"],
      scriptLength: "2min",
      tone: "humorous",
      scriptStyle: "entertaining",
      template: "Q&A Style",
    };
    expect(parsed(video)).toEqual(video);
    expect(
      parsed({
        ...VALID.social,
        hashtags: "#launch #saas",
        tone: "witty",
        format: "one-liner",
        audience: "genz",
      }),
    ).toMatchObject({ hashtags: "#launch #saas", tone: "witty", format: "one-liner" });
  });

  it("trims text and drops blank optional fields", () => {
    expect(
      parsed({ ...VALID.help, title: "  Export  ", problemStatement: "   ", description: null }),
    ).toEqual({
      contentType: "help",
      language: "en",
      title: "Export",
      featureName: "Export",
      keywords: [],
      tone: "clear",
      format: "step-by-step",
      audience: "end-user",
    });
  });

  it("reads a missing content type as blog", () => {
    expect(parsed({ title: "T", topic: "X" }).contentType).toBe("blog");
    expect(failure({ title: "T" })).toEqual({
      title: M.missingInformationTitle,
      message: "create:types.blog.missingInformation",
    });
  });

  it("gives each type's Missing Information message for every blank required field", () => {
    for (const type of CONTENT_TYPES) {
      for (const name of requiredFieldsOf(type)) {
        for (const blank of [undefined, "", "   ", null]) {
          const raw = { ...VALID[type], [name]: blank };
          expect(failure(raw), `${type}.${name}=${JSON.stringify(blank)}`).toEqual({
            title: M.missingInformationTitle,
            message: `create:types.${type}.missingInformation`,
          });
        }
      }
    }
    expect(failure({ contentType: "social", title: "x" }).message).toBe(
      "create:types.social.missingInformation",
    );
    expect(failure({ contentType: "email", title: "x", topic: "welcome" }).message).toBe(
      "create:types.email.missingInformation",
    );
  });

  it("checks required fields before anything else", () => {
    expect(failure({ contentType: "video", title: "", platform: "nope", topic: "promo" })).toEqual({
      title: M.missingInformationTitle,
      message: "create:types.video.missingInformation",
    });
  });

  it("rejects values outside the catalogue's options", () => {
    expect(failure({ ...VALID.blog, tone: "sarcastic" })).toEqual({
      title: M.validationErrorTitle,
      message: M.invalidOption,
      field: "tone",
    });
    expect(failure({ ...VALID.video, platform: "facebook" })).toMatchObject({
      message: M.invalidOption,
      field: "platform",
    });
    expect(failure({ ...VALID.video, topic: "newsletter" })).toMatchObject({
      message: M.invalidOption,
      field: "topic",
    });
    expect(failure({ ...VALID.email, wordCount: "1000" })).toMatchObject({
      message: M.invalidOption,
      field: "wordCount",
    });
    expect(failure({ ...VALID.website, pageType: "blog" })).toMatchObject({
      message: M.invalidOption,
      field: "pageType",
    });
    // An option of another type is not an option of this one.
    expect(failure({ ...VALID.help, audience: "general" }).title).toBe(M.validationErrorTitle);
  });

  it("accepts the preset-only blog length and numbers for numeric options", () => {
    expect(parsed({ ...VALID.blog, wordCount: "2000" })).toMatchObject({ wordCount: "2000" });
    expect(parsed({ ...VALID.email, wordCount: 150 })).toMatchObject({ wordCount: "150" });
  });

  it("accepts one of the type's templates only", () => {
    expect(parsed({ ...VALID.blog, template: "Tips & Tricks" })).toMatchObject({
      template: "Tips & Tricks",
    });
    expect(parsed({ ...VALID.blog, template: "" }).template).toBeUndefined();
    expect(failure({ ...VALID.blog, template: "Hero Section" })).toEqual({
      title: M.validationErrorTitle,
      message: M.template,
      field: "template",
    });
    expect(failure({ ...VALID.blog, template: ["Tutorial", "Interview"] }).message).toBe(
      M.oneTemplate,
    );
  });

  it("takes one of the nine languages", () => {
    for (const language of ["en", "es", "fr", "de", "hi", "zh", "ar", "ja", "pt"]) {
      expect(parsed({ ...VALID.email, language }).language).toBe(language);
    }
    expect(failure({ ...VALID.email, language: "it" }).message).toBe(M.language);
  });

  it("strips unknown keys, including fields of other types", () => {
    const value = parsed({
      ...VALID.blog,
      userId: "someone-else",
      featureName: "Export",
      platform: "tiktok",
      __proto__: { polluted: true },
    });
    expect(Object.keys(value).sort()).toEqual(
      [
        "audience",
        "contentType",
        "keywords",
        "language",
        "title",
        "tone",
        "topic",
        "wordCount",
      ].sort(),
    );
  });

  it("turns keywords into a short list of distinct trimmed words", () => {
    expect(
      parsed({ ...VALID.blog, keywords: " seo,  AI search , ,seo, SEO,content  marketing" })
        .keywords,
    ).toEqual(["seo", "AI search", "content marketing"]);
    expect(parsed({ ...VALID.blog, keywords: ["  a ", "", "b"] }).keywords).toEqual(["a", "b"]);
    expect(parsed({ ...VALID.blog, keywords: "" }).keywords).toEqual([]);
    const ten = Array.from({ length: MAX_KEYWORDS }, (_, i) => `k${i}`);
    expect(parsed({ ...VALID.blog, keywords: ten.join(",") }).keywords).toEqual(ten);
  });

  it("caps the number and length of keywords", () => {
    const eleven = Array.from({ length: MAX_KEYWORDS + 1 }, (_, i) => `k${i}`);
    expect(failure({ ...VALID.blog, keywords: eleven })).toEqual({
      title: M.validationErrorTitle,
      message: M.tooManyKeywords,
      field: "keywords",
      params: { max: 10 },
    });
    expect(failure({ ...VALID.blog, keywords: `ok, ${"x".repeat(61)}` })).toMatchObject({
      message: M.keywordTooLong,
      params: { max: 60 },
    });
    expect(parsed({ ...VALID.blog, keywords: "x".repeat(60) }).keywords).toHaveLength(1);
    expect(failure({ ...VALID.blog, keywords: 42 }).message).toBe(M.keywordsList);
  });

  it("limits the length of free text", () => {
    const tooLong = (field: string, max: number) => ({
      title: M.validationErrorTitle,
      message: M.tooLong,
      field,
      params: { max },
    });
    expect(failure({ ...VALID.blog, title: "x".repeat(201) })).toEqual(tooLong("title", 200));
    expect(parsed({ ...VALID.blog, title: "x".repeat(200) }).title).toHaveLength(200);
    expect(failure({ ...VALID.blog, topic: "x".repeat(501) })).toEqual(tooLong("topic", 500));
    expect(failure({ ...VALID.social, description: "x".repeat(2001) })).toEqual(
      tooLong("description", 2000),
    );
    expect(failure({ ...VALID.website, goal: "x".repeat(301) })).toEqual(tooLong("goal", 300));
    expect(failure({ ...VALID.social, hashtags: "#".repeat(301) })).toEqual(
      tooLong("hashtags", 300),
    );
  });

  it("rejects text fields given as something else", () => {
    expect(failure({ ...VALID.help, featureName: 5 })).toEqual({
      title: M.validationErrorTitle,
      message: M.notText,
      field: "featureName",
    });
  });

  it("rejects unknown content types and non-objects with a Validation Error", () => {
    expect(failure({ ...VALID.blog, contentType: "podcast" })).toEqual({
      title: M.validationErrorTitle,
      message: M.contentType,
      field: "contentType",
    });
    for (const raw of [null, undefined, "blog", 42, []]) {
      expect(failure(raw)).toEqual({ title: M.validationErrorTitle, message: M.checkInput });
    }
  });
});

describe("generationInputSchema", () => {
  it("gives field-level messages when used directly (e.g. by a form)", () => {
    const result = generationInputSchema.safeParse({ contentType: "website", title: " " });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["title", M.required],
      ["pageType", M.chooseOption],
      ["description", M.required],
    ]);
  });
});
