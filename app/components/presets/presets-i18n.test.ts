import { PRESET_MESSAGES } from "@domain/presets";
import { describe, expect, it } from "vitest";
import presets from "~/i18n/locales/en/presets.json";

describe("the presets namespace", () => {
  it("has the words of every message key the domain sends (spec section 8 words: tests/catalogue)", () => {
    for (const key of Object.values(PRESET_MESSAGES)) {
      const [namespace, path] = key.split(":");
      expect(namespace).toBe("presets");
      const [section, name] = (path ?? "").split(".");
      expect(section).toBe("messages");
      expect(presets.messages[name as keyof typeof presets.messages], key).toBeTruthy();
    }
  });
});
