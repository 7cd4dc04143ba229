// The voice of a piece (issue 29) in the shared checks: every content type's generation input,
// presets (saved, read back, used) and the Use Preset request.
import { describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "./content-types";
import { GENERATION_MESSAGES as M, parseGenerationInput } from "./generation-input";
import {
  parseCreatePreset,
  presetGenerationInput,
  readPresetSettings,
  usePresetSchema,
} from "./presets";

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const REQUIRED: Record<string, Record<string, unknown>> = {
  blog: { title: "T", topic: "x" },
  help: { title: "T", featureName: "x" },
  website: { title: "T", pageType: "landing", description: "x" },
  social: { title: "T", platform: "linkedin", description: "x" },
  video: { title: "T", platform: "tiktok", topic: "promo" },
  email: { title: "T", topic: "welcome", description: "x" },
  ecommerce: { title: "T", topic: "product_description", description: "x" },
};

describe("voiceId in a generation input", () => {
  it.each(CONTENT_TYPES)("is accepted by the %s input", (type) => {
    const raw = { contentType: type, ...REQUIRED[type], voiceId: id(1) };
    expect(parseGenerationInput(raw)).toMatchObject({ ok: true, value: { voiceId: id(1) } });
  });

  it("is optional: absent, null or blank is none", () => {
    for (const voiceId of [undefined, null, "", "  "]) {
      const parsed = parseGenerationInput({ ...REQUIRED.blog, voiceId });
      expect(parsed.ok && "voiceId" in parsed.value && parsed.value.voiceId).toBeFalsy();
    }
  });

  it.each([["abc"], [1], [[id(1)]], [{ id: id(1) }]])(
    "refuses %j with Validation Error, Please check your input",
    (voiceId) => {
      expect(parseGenerationInput({ ...REQUIRED.blog, voiceId })).toEqual({
        ok: false,
        problem: { title: M.validationErrorTitle, message: M.checkInput, field: "voiceId" },
      });
    },
  );
});

describe("voiceId in presets", () => {
  it("is saved with a preset's settings, checked by the same schema", () => {
    const create = (voiceId: unknown) =>
      parseCreatePreset({ name: "P", contentType: "blog", settings: { voiceId } });
    expect(create(id(1))).toMatchObject({ ok: true, value: { settings: { voiceId: id(1) } } });
    const none = create("");
    expect(none.ok && none.value.settings.voiceId).toBeFalsy();
    expect(create("nope")).toMatchObject({ ok: false, problem: { field: "voiceId" } });
  });

  it("is read back from a stored preset; a malformed one is dropped", () => {
    expect(readPresetSettings("social", { voiceId: id(2) }).voiceId).toBe(id(2));
    expect(readPresetSettings("social", { voiceId: "x" })).not.toHaveProperty("voiceId");
  });

  it("writes a used preset's pieces in its voice, or in the one chosen on use", () => {
    const preset = { contentType: "blog" as const, settings: { voiceId: id(3) } };
    expect(presetGenerationInput(preset, { topic: "t" })).toMatchObject({
      ok: true,
      value: { voiceId: id(3) },
    });
    expect(presetGenerationInput(preset, { topic: "t", voiceId: id(4) })).toMatchObject({
      ok: true,
      value: { voiceId: id(4) },
    });
    expect(usePresetSchema.safeParse({ topic: "t", voiceId: "x" }).success).toBe(false);
  });
});
