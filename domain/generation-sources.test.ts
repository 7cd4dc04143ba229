// The sources of a piece (issue 27) in the shared checks: every content type's generation input,
// presets (saved, read back, used) and the Use Preset request.
import { describe, expect, it } from "vitest";
import { CONTENT_TYPES } from "./content-types";
import { EVIDENCE_MESSAGES, MAX_SOURCES_PER_PIECE } from "./evidence";
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

describe("sourceIds in a generation input", () => {
  it.each(CONTENT_TYPES)("is accepted by the %s input", (type) => {
    const raw = { contentType: type, ...REQUIRED[type], sourceIds: [id(1), id(2)] };
    expect(parseGenerationInput(raw)).toMatchObject({
      ok: true,
      value: { sourceIds: [id(1), id(2)] },
    });
  });

  it("is optional: absent, null or an empty list is none", () => {
    for (const sourceIds of [undefined, null, []]) {
      const parsed = parseGenerationInput({ ...REQUIRED.blog, sourceIds });
      expect(parsed.ok && parsed.value.sourceIds).toBeUndefined();
    }
  });

  it("drops repeats", () => {
    const parsed = parseGenerationInput({ ...REQUIRED.blog, sourceIds: [id(1), id(1)] });
    expect(parsed).toMatchObject({ ok: true, value: { sourceIds: [id(1)] } });
  });

  it.each([["abc"], [[1]], [["not-an-id"]], [{ id: id(1) }]])(
    "refuses %j with Validation Error, Please check your input",
    (sourceIds) => {
      expect(parseGenerationInput({ ...REQUIRED.blog, sourceIds })).toEqual({
        ok: false,
        problem: { title: M.validationErrorTitle, message: M.checkInput, field: "sourceIds" },
      });
    },
  );

  it("refuses more than the limit, saying the limit", () => {
    const sourceIds = Array.from({ length: MAX_SOURCES_PER_PIECE + 1 }, (_, i) => id(i));
    expect(parseGenerationInput({ ...REQUIRED.blog, sourceIds })).toEqual({
      ok: false,
      problem: {
        title: M.validationErrorTitle,
        message: EVIDENCE_MESSAGES.tooManySources,
        field: "sourceIds",
        params: { max: MAX_SOURCES_PER_PIECE },
      },
    });
  });
});

describe("sourceIds in presets", () => {
  it("are saved with a preset's settings, checked by the same schema", () => {
    const create = (sourceIds: unknown) =>
      parseCreatePreset({ name: "P", contentType: "blog", settings: { sourceIds } });
    expect(create([id(1)])).toMatchObject({
      ok: true,
      value: { settings: { sourceIds: [id(1)] } },
    });
    expect(create(["nope"])).toMatchObject({ ok: false, problem: { field: "sourceIds" } });
  });

  it("are read back from a stored preset; a broken list is dropped", () => {
    expect(readPresetSettings("blog", { sourceIds: [id(3)] }).sourceIds).toEqual([id(3)]);
    expect(readPresetSettings("blog", { sourceIds: "x" }).sourceIds).toBeUndefined();
    expect(readPresetSettings("blog", {}).sourceIds).toBeUndefined();
  });

  it("go with the generation when the preset is used; those chosen on use win", () => {
    const preset = {
      contentType: "social",
      settings: { platform: "linkedin", sourceIds: [id(4)] },
    };
    expect(presetGenerationInput(preset, { topic: "Launch" })).toMatchObject({
      ok: true,
      value: { contentType: "social", sourceIds: [id(4)] },
    });
    expect(presetGenerationInput(preset, { topic: "Launch", sourceIds: [id(5)] })).toMatchObject({
      ok: true,
      value: { sourceIds: [id(5)] },
    });
    const plain = presetGenerationInput({ contentType: "blog", settings: {} }, { topic: "x" });
    expect(plain.ok && plain.value.sourceIds).toBeUndefined();
  });

  it("are checked in the Use Preset request", () => {
    expect(usePresetSchema.safeParse({ topic: "x", sourceIds: ["bad"] }).success).toBe(false);
  });
});
