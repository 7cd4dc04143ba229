import { describe, expect, it } from "vitest";
import {
  CONTENT_TYPES,
  type ContentType,
  contentTypeOf,
  fieldOf,
  requiredFieldsOf,
} from "./content-types";
import {
  GENERATION_MESSAGES as M,
  MAX_KEYWORD_LENGTH,
  parseGenerationInput,
} from "./generation-input";
import {
  defaultPresetSettings,
  PRESET_CONTEXT_MAX_LENGTH,
  PRESET_MESSAGES,
  PRESET_NAME_MAX_LENGTH,
  PRESET_TOPIC_MAX_LENGTH,
  parseCreatePreset,
  presetFieldsOf,
  presetGenerationInput,
  presetGenerationRequest,
  presetTemplatesOf,
  readPresetSettings,
  usePresetSchema,
} from "./presets";

const names = (type: ContentType) => presetFieldsOf(type).map((f) => f.name);
const values = (type: ContentType, name: string) => {
  const field = presetFieldsOf(type).find((f) => f.name === name);
  return field?.kind === "select" ? field.options.map((o) => o.value) : undefined;
};
const use = (raw: Record<string, unknown>) => usePresetSchema.parse(raw);

describe("the preset catalogue", () => {
  it("holds each type's choices and its goal, never the text asked for on use", () => {
    expect(names("blog")).toEqual(["tone", "wordCount", "audience"]);
    expect(names("help")).toEqual(["tone", "format", "audience"]);
    expect(names("website")).toEqual(["pageType", "goal", "tone", "audience"]);
    expect(names("social")).toEqual(["platform", "tone", "format", "audience"]);
    expect(names("video")).toEqual(["platform", "topic", "scriptLength", "tone", "scriptStyle"]);
    expect(names("email")).toEqual(["topic", "goal", "tone", "wordCount", "audience"]);
    expect(names("ecommerce")).toEqual(["topic", "tone", "wordCount", "audience"]);
  });

  it("offers the spec's smaller length sets", () => {
    expect(values("blog", "wordCount")).toEqual(["500", "1000", "1500", "2000"]);
    expect(values("video", "scriptLength")).toEqual(["15s", "30s", "60s"]);
  });

  it("offers at most four options per choice, each one the create screen or the spec offers, defaults included", () => {
    for (const type of CONTENT_TYPES) {
      for (const field of presetFieldsOf(type)) {
        if (field.kind !== "select") continue;
        expect(field.options.length, `${type}.${field.name}`).toBeLessThanOrEqual(4);
        expect(field.options.map((o) => o.value)).toContain(field.default);
        const create = fieldOf(type, field.name);
        const createValues = create?.kind === "select" ? create.options.map((o) => o.value) : [];
        if (!(type === "blog" && field.name === "wordCount"))
          for (const option of field.options) expect(createValues).toContain(option.value);
      }
    }
    expect(values("ecommerce", "tone")).not.toContain("luxury");
  });

  it("offers a shorter template list taken from the type's own", () => {
    for (const type of CONTENT_TYPES) {
      const templates = presetTemplatesOf(type);
      expect(templates.length).toBeGreaterThan(0);
      expect(templates.length).toBeLessThan(contentTypeOf(type).templates.length);
      for (const template of templates) expect(contentTypeOf(type).templates).toContain(template);
    }
  });

  it("starts a new preset on each select's default and no template", () => {
    expect(defaultPresetSettings("video")).toEqual({
      platform: "youtube",
      topic: "explainer",
      scriptLength: "60s",
      tone: "energetic",
      scriptStyle: "conversational",
      templates: [],
    });
  });
});

describe("creating a preset", () => {
  it("trims the name and fills the type's defaults", () => {
    const result = parseCreatePreset({
      name: "  Weekly blog  ",
      contentType: "blog",
      settings: { tone: "casual", wordCount: 2000 },
    });
    expect(result).toEqual({
      ok: true,
      value: {
        name: "Weekly blog",
        contentType: "blog",
        settings: { tone: "casual", wordCount: "2000", audience: "general", templates: [] },
      },
    });
  });

  it.each([null, 7, "text", []])(
    "refuses a body of %j with our message, never zod's English",
    (raw) => {
      const result = parseCreatePreset(raw);
      expect(result).toMatchObject({ ok: false, problem: { message: M.checkInput } });
    },
  );

  it.each([undefined, null, "", "   \t "])("asks for a preset name when it is %j", (name) => {
    expect(parseCreatePreset({ name, contentType: "blog", settings: {} })).toEqual({
      ok: false,
      problem: {
        title: M.validationErrorTitle,
        field: "name",
        message: PRESET_MESSAGES.nameRequired,
      },
    });
  });

  it("bounds the name", () => {
    const long = "x".repeat(PRESET_NAME_MAX_LENGTH + 1);
    expect(parseCreatePreset({ name: long, contentType: "blog" })).toEqual({
      ok: false,
      problem: {
        title: M.validationErrorTitle,
        field: "name",
        message: M.tooLong,
        params: { max: PRESET_NAME_MAX_LENGTH },
      },
    });
    expect(
      parseCreatePreset({ name: "x".repeat(PRESET_NAME_MAX_LENGTH), contentType: "blog" }).ok,
    ).toBe(true);
  });

  it("refuses an unknown content type", () => {
    expect(parseCreatePreset({ name: "A", contentType: "poem" })).toEqual({
      ok: false,
      problem: { title: M.validationErrorTitle, field: "contentType", message: M.contentType },
    });
  });

  it("refuses an option the preset dialog does not offer, even one the create screen has", () => {
    expect(
      parseCreatePreset({ name: "A", contentType: "video", settings: { scriptLength: "2min" } }),
    ).toEqual({
      ok: false,
      problem: { title: M.validationErrorTitle, field: "scriptLength", message: M.invalidOption },
    });
    expect(
      parseCreatePreset({ name: "A", contentType: "ecommerce", settings: { tone: "luxury" } }),
    ).toMatchObject({ ok: false, problem: { field: "tone" } });
    expect(
      parseCreatePreset({ name: "A", contentType: "blog", settings: { tone: "shouty" } }),
    ).toMatchObject({ ok: false, problem: { message: M.invalidOption, field: "tone" } });
  });

  it("keeps at most one template, from the preset list", () => {
    const [first, second] = presetTemplatesOf("blog");
    expect(
      parseCreatePreset({ name: "A", contentType: "blog", settings: { templates: [first] } }),
    ).toMatchObject({ ok: true, value: { settings: { templates: [first] } } });
    expect(
      parseCreatePreset({ name: "A", contentType: "blog", settings: { templates: first } }),
    ).toMatchObject({ ok: true, value: { settings: { templates: [first] } } });
    expect(
      parseCreatePreset({
        name: "A",
        contentType: "blog",
        settings: { templates: [first, second] },
      }),
    ).toMatchObject({ ok: false, problem: { field: "templates", message: M.oneTemplate } });
    const notInPresets = contentTypeOf("blog").templates.at(-1);
    expect(
      parseCreatePreset({
        name: "A",
        contentType: "blog",
        settings: { templates: [notInPresets] },
      }),
    ).toMatchObject({
      ok: false,
      problem: { field: "templates", message: PRESET_MESSAGES.template },
    });
  });

  it("drops settings another type uses, and bounds the goal", () => {
    const result = parseCreatePreset({
      name: "A",
      contentType: "help",
      settings: { wordCount: "1000", platform: "tiktok", goal: "Buy now" },
    });
    expect(result).toMatchObject({ ok: true });
    if (result.ok) expect(result.value.settings).not.toHaveProperty("wordCount");
    expect(
      parseCreatePreset({
        name: "A",
        contentType: "website",
        settings: { goal: "  Book a demo  " },
      }),
    ).toMatchObject({ ok: true, value: { settings: { goal: "Book a demo" } } });
    expect(
      parseCreatePreset({ name: "A", contentType: "website", settings: { goal: "x".repeat(301) } }),
    ).toMatchObject({
      ok: false,
      problem: { field: "goal", message: M.tooLong, params: { max: 300 } },
    });
  });
});

describe("the Use Preset request", () => {
  it.each([undefined, "", "  "])("asks for a topic when it is %j", (topic) => {
    expect(presetGenerationInput({ contentType: "blog", settings: {} }, { topic })).toEqual({
      ok: false,
      problem: {
        title: M.missingInformationTitle,
        field: "topic",
        message: PRESET_MESSAGES.topicRequired,
      },
    });
  });

  it("defaults the title to the topic and drops blank optional fields", () => {
    expect(use({ topic: " Remote work ", title: "  ", additionalContext: "" })).toEqual({
      topic: "Remote work",
      title: "Remote work",
    });
    expect(use({ topic: "Remote work", title: "Working apart" }).title).toBe("Working apart");
  });

  it("bounds the topic, title and context", () => {
    const tooLong = (field: string, length: number) =>
      presetGenerationInput(
        { contentType: "blog", settings: {} },
        { topic: "t", [field]: "x".repeat(length + 1) },
      );
    expect(tooLong("topic", PRESET_TOPIC_MAX_LENGTH)).toEqual({
      ok: false,
      problem: {
        title: M.validationErrorTitle,
        field: "topic",
        message: M.tooLong,
        params: { max: PRESET_TOPIC_MAX_LENGTH },
      },
    });
    expect(tooLong("title", 200)).toMatchObject({
      ok: false,
      problem: { title: M.validationErrorTitle, field: "title", params: { max: 200 } },
    });
    expect(tooLong("additionalContext", PRESET_CONTEXT_MAX_LENGTH)).toMatchObject({
      ok: false,
      problem: { field: "additionalContext", params: { max: PRESET_CONTEXT_MAX_LENGTH } },
    });
  });

  it("carries the preset's settings and template into a blog request", () => {
    const template = presetTemplatesOf("blog")[1];
    const result = presetGenerationInput(
      {
        contentType: "blog",
        settings: {
          tone: "casual",
          wordCount: "2000",
          audience: "marketers",
          templates: [template],
        },
      },
      { topic: "Remote work", additionalContext: "For small teams", language: "fr" },
    );
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        contentType: "blog",
        title: "Remote work",
        topic: "Remote work",
        description: "For small teams",
        tone: "casual",
        wordCount: "2000",
        audience: "marketers",
        template,
        language: "fr",
      }),
    });
  });

  it("fills every type's required fields, with and without a title and context", () => {
    for (const type of CONTENT_TYPES) {
      for (const extra of [
        {},
        { title: "A separate title", additionalContext: "Some context, more context" },
      ]) {
        const result = presetGenerationInput(
          { contentType: type, settings: defaultPresetSettings(type) },
          { topic: "Cold brew at home", ...extra },
        );
        expect(result.ok, `${type} ${JSON.stringify(extra)}`).toBe(true);
        if (!result.ok) continue;
        const request = result.value as Record<string, unknown>;
        for (const name of requiredFieldsOf(type)) expect(request[name]).toBeTruthy();
      }
    }
  });

  it("puts the topic and context where each type keeps its message", () => {
    const topic = "Cold brew at home";
    const context = "Mention the new grinder";
    const request = (type: ContentType, title?: string) =>
      presetGenerationRequest(
        { contentType: type, settings: {} },
        use({ topic, title, additionalContext: context }),
      );
    expect(request("help")).toMatchObject({ featureName: topic, description: context });
    for (const type of ["website", "social", "email", "ecommerce"] as const)
      expect(request(type).description).toBe(`${topic}\n\n${context}`);
    expect(request("email")).toMatchObject({ topic: "newsletter", title: topic });
    expect(request("video", "Brew better")).toMatchObject({
      title: "Brew better",
      topic: "explainer",
      keywords: [topic, context],
    });
    expect(request("video").keywords).toEqual([context]);
  });

  it("keeps a video's details within the keyword limits", () => {
    const result = presetGenerationInput(
      { contentType: "video", settings: {} },
      {
        topic: "x",
        additionalContext: `${"word ".repeat(40)}\n${Array.from({ length: 20 }, (_, i) => `d${i}`).join(", ")}`,
      },
    );
    expect(result.ok).toBe(true);
    if (result.ok && result.value.contentType === "video") {
      expect(result.value.keywords.length).toBeLessThanOrEqual(10);
      for (const k of result.value.keywords)
        expect(k.length).toBeLessThanOrEqual(MAX_KEYWORD_LENGTH);
    }
  });

  it("reads an old preset forgivingly: unknown values fall back to defaults, unknown templates are dropped", () => {
    expect(
      readPresetSettings("blog", { tone: "retired", wordCount: "1500", templates: ["Gone"] }),
    ).toEqual({ tone: "professional", wordCount: "1500", audience: "general", templates: [] });
    expect(readPresetSettings("social", null)).toEqual(defaultPresetSettings("social"));
    const made = presetGenerationInput(
      { contentType: "blog", settings: { tone: 7, templates: "x" } },
      { topic: "t" },
    );
    expect(made).toMatchObject({ ok: true, value: { tone: "professional" } });
  });

  it("refuses a preset of an unknown type", () => {
    expect(presetGenerationInput({ contentType: "poem", settings: {} }, { topic: "t" })).toEqual({
      ok: false,
      problem: { title: M.validationErrorTitle, message: M.checkInput },
    });
  });

  it("leaves the request's own checks in charge (an unsupported language)", () => {
    expect(
      presetGenerationInput({ contentType: "blog", settings: {} }, { topic: "t", language: "xx" }),
    ).toEqual(
      parseGenerationInput({ contentType: "blog", title: "t", topic: "t", language: "xx" }),
    );
  });

  it("writes in the preset's language, else in the one the request brings", () => {
    const preset = { contentType: "blog" as const, settings: { language: "ja" } };
    const used = presetGenerationInput(preset, { topic: "t", language: "en" });
    expect(used).toMatchObject({ ok: true, value: { language: "ja" } });
    expect(
      presetGenerationInput({ contentType: "blog", settings: {} }, { topic: "t", language: "pt" }),
    ).toMatchObject({ ok: true, value: { language: "pt" } });
  });
});

describe("a preset's writing language", () => {
  it("is one of the nine languages, checked by the shared schema", () => {
    const create = (language: unknown) =>
      parseCreatePreset({ name: "P", contentType: "blog", settings: { language } });
    expect(create("ar")).toMatchObject({ ok: true, value: { settings: { language: "ar" } } });
    expect(create("")).toMatchObject({ ok: true });
    expect(create("xx")).toMatchObject({ ok: false, problem: { field: "language" } });
  });

  it("is read back from a stored preset, and an unknown one is dropped", () => {
    expect(readPresetSettings("blog", { language: "hi" }).language).toBe("hi");
    expect(readPresetSettings("blog", { language: "klingon" }).language).toBeUndefined();
  });
});
