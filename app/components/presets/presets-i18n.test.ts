import { PRESET_MESSAGES } from "@domain/presets";
import { describe, expect, it } from "vitest";
import presets from "~/i18n/locales/en/presets.json";

describe("the presets namespace", () => {
  it("words the spec's messages exactly as the domain does", () => {
    for (const [key, text] of Object.entries(PRESET_MESSAGES))
      expect(presets.messages[key as keyof typeof presets.messages], key).toBe(text);
  });
});
