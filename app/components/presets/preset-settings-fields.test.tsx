// @vitest-environment jsdom
import { defaultPresetSettings } from "@domain/presets";
import { createInstance } from "i18next";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import create from "~/i18n/locales/en/create.json";
import presets from "~/i18n/locales/en/presets.json";
import ui from "~/i18n/locales/en/ui.json";
import { PresetSettingsFields } from "./preset-settings-fields";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const i18n = createInstance();
await i18n.init({ lng: "en", resources: { en: { create, presets, ui } }, initAsync: false });

let root: Root;
let container: HTMLDivElement;

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

function render(type: "ecommerce" | "website") {
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <PresetSettingsFields
          type={type}
          settings={defaultPresetSettings(type)}
          onChange={vi.fn()}
          idPrefix="p"
        />
      </I18nextProvider>,
    ),
  );
  return [...container.querySelectorAll("label")].map((l) => l.textContent);
}

describe("PresetSettingsFields", () => {
  it("labels each setting, each tied to its control, with the type's current values", () => {
    expect(render("website")).toEqual([
      "Page Type",
      "Goal or Call to Action",
      "Tone",
      "Target Audience",
    ]);
    for (const label of container.querySelectorAll("label"))
      expect(document.getElementById(label.htmlFor)).not.toBeNull();
    expect(container.textContent).toContain("Home Page");
  });

  it("words e-commerce's content type apart from the dialog's own Content Type", () => {
    const labels = render("ecommerce");
    expect(labels[0]).toBe("Copy Type");
    expect(labels).not.toContain("Content Type");
  });
});
