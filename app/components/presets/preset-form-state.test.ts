import { parseCreatePreset, presetTemplatesOf } from "@domain/presets";
import { describe, expect, it } from "vitest";
import {
  initialPresetForm,
  presetRequestOf,
  setPresetSetting,
  switchPresetType,
  togglePresetSource,
  togglePresetTemplate,
} from "./preset-form-state";

describe("the Create Preset form", () => {
  it("starts as a blog preset on the defaults, with no name", () => {
    const state = initialPresetForm();
    expect(state.type).toBe("blog");
    expect(state.name).toBe("");
    expect(state.settings).toMatchObject({
      tone: "professional",
      wordCount: "1000",
      templates: [],
    });
  });

  it("keeps one template at a time; choosing it again clears it", () => {
    const [first, second] = presetTemplatesOf("blog") as [string, string];
    let state = togglePresetTemplate(initialPresetForm(), first);
    expect(state.settings.templates).toEqual([first]);
    state = togglePresetTemplate(state, second);
    expect(state.settings.templates).toEqual([second]);
    state = togglePresetTemplate(state, second);
    expect(state.settings.templates).toEqual([]);
  });

  it("starts another type from its own defaults and keeps the name", () => {
    let state = { ...initialPresetForm(), name: "Mine" };
    state = setPresetSetting(state, "wordCount", "2000");
    state = togglePresetTemplate(state, presetTemplatesOf("blog")[0] as string);
    state = switchPresetType(state, "video");
    expect(state.name).toBe("Mine");
    expect(state.settings).toEqual({
      platform: "youtube",
      topic: "explainer",
      scriptLength: "60s",
      tone: "energetic",
      scriptStyle: "conversational",
      templates: [],
    });
    expect(switchPresetType(state, "video")).toBe(state);
  });

  it("sends what the shared schema accepts", () => {
    let state = switchPresetType({ ...initialPresetForm(), name: " Launch " }, "website");
    state = setPresetSetting(state, "goal", "Book a demo");
    state = togglePresetTemplate(state, presetTemplatesOf("website")[2] as string);
    expect(parseCreatePreset(presetRequestOf(state, "fr"))).toMatchObject({
      ok: true,
      value: {
        name: "Launch",
        contentType: "website",
        settings: { goal: "Book a demo", language: "fr" },
      },
    });
  });

  it("writes in the interface language unless another was chosen, and keeps it across types", () => {
    const chosen = switchPresetType({ ...initialPresetForm(), language: "ja" }, "email");
    expect(presetRequestOf(chosen, "en").settings.language).toBe("ja");
    expect(presetRequestOf(initialPresetForm(), "de").settings.language).toBe("de");
  });
});

describe("a preset's sources (issue 27)", () => {
  it("chooses and leaves out sources, at most ten, and sends them only when chosen", () => {
    let state = initialPresetForm("blog");
    expect(presetRequestOf(state, "en").settings).not.toHaveProperty("sourceIds");
    const ids = Array.from({ length: 11 }, (_, i) => `00000000-0000-4000-8000-0000000000${10 + i}`);
    for (const id of ids) state = togglePresetSource(state, id);
    expect(state.settings.sourceIds).toEqual(ids.slice(0, 10));
    state = togglePresetSource(state, ids[0] ?? "");
    expect(state.settings.sourceIds).toEqual(ids.slice(1, 10));
    expect(presetRequestOf(state, "en").settings.sourceIds).toEqual(ids.slice(1, 10));
  });
});
