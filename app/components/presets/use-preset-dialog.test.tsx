// @vitest-environment jsdom
import type { PresetSummary } from "@domain/presets";
import { createInstance } from "i18next";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/components/ui/toaster";
import create from "~/i18n/locales/en/create.json";
import presets from "~/i18n/locales/en/presets.json";
import ui from "~/i18n/locales/en/ui.json";
import { UsePresetDialog } from "./use-preset-dialog";

vi.mock("~/components/ui/toaster", () => ({ toast: { error: vi.fn() } }));

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const i18n = createInstance();
await i18n.init({ lng: "en", resources: { en: { create, presets, ui } }, initAsync: false });

const PRESET: PresetSummary = {
  id: "0b5c7a52-7f0e-4f7e-9a8e-2f1f4f1c1a11",
  name: "Weekly blog",
  contentType: "blog",
  settings: { tone: "casual", templates: [] },
  createdAt: "2025-03-01T10:00:00.000Z",
};

let root: Root;
let container: HTMLDivElement;
const onClose = vi.fn();
const onGenerate = vi.fn<(request: unknown) => Promise<boolean>>();

function render(preset: PresetSummary | null = PRESET) {
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <UsePresetDialog preset={preset} onClose={onClose} onGenerate={onGenerate} />
      </I18nextProvider>,
    ),
  );
}

const dialog = () => document.querySelector<HTMLElement>("[role=dialog]");
const generateButton = () =>
  document.querySelector<HTMLButtonElement>(
    "[role=dialog] button[type=submit]",
  ) as HTMLButtonElement;
function field(label: string): HTMLInputElement {
  const found = [...document.querySelectorAll("label")].find((l) =>
    l.textContent?.startsWith(label),
  );
  return document.getElementById(found?.htmlFor ?? "") as HTMLInputElement;
}
function typeInto(element: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")?.set;
  act(() => {
    setter?.call(element, value);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  vi.mocked(toast.error).mockClear();
  onClose.mockClear();
  onGenerate.mockReset();
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe("UsePresetDialog", () => {
  it("is closed without a preset, and names the preset and its type when open", () => {
    render(null);
    expect(dialog()).toBeNull();
    render();
    expect(dialog()?.textContent).toContain("Use Preset");
    expect(dialog()?.textContent).toContain("Blog Post content with the settings of “Weekly blog”");
    expect(field("Topic").required).toBe(true);
    expect(field("Title").required).toBe(false);
  });

  it("with a blank topic, Generate is aria-disabled and pressing it asks for a topic", async () => {
    render();
    typeInto(field("Topic"), "   ");
    expect(generateButton().getAttribute("aria-disabled")).toBe("true");
    await act(async () => generateButton().click());
    expect(toast.error).toHaveBeenCalledWith("Please enter a topic for your content");
    expect(dialog()?.textContent).toContain("Please enter a topic for your content");
    expect(field("Topic").getAttribute("aria-invalid")).toBe("true");
    expect(onGenerate).not.toHaveBeenCalled();
  });

  it("sends the preset's id with what was typed, is disabled while it runs, and closes once started", async () => {
    let finish: (started: boolean) => void = () => {};
    onGenerate.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    render();
    typeInto(field("Topic"), "Cold brew");
    typeInto(field("Additional Context"), "For beginners");
    expect(generateButton().hasAttribute("aria-disabled")).toBe(false);
    await act(async () => generateButton().click());
    expect(onGenerate).toHaveBeenCalledWith({
      presetId: PRESET.id,
      topic: "Cold brew",
      title: "",
      additionalContext: "For beginners",
    });
    expect(generateButton().disabled).toBe(true);
    await act(async () => generateButton().click());
    expect(onGenerate).toHaveBeenCalledTimes(1);
    await act(async () => finish(true));
    expect(onClose).toHaveBeenCalled();
  });

  it("stays open with what was typed when the generation does not start", async () => {
    onGenerate.mockResolvedValue(false);
    render();
    typeInto(field("Topic"), "Cold brew");
    await act(async () => generateButton().click());
    expect(onClose).not.toHaveBeenCalled();
    expect(field("Topic").value).toBe("Cold brew");
    expect(generateButton().disabled).toBe(false);
  });
});
