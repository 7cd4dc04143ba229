// @vitest-environment jsdom
import { GUIDE_ITEMS_MAX, type VoiceGuide } from "@domain/voices";
import { createInstance } from "i18next";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import voices from "~/i18n/locales/en/voices.json";
import { GuideEditor, guideOf, linesOf } from "./guide-editor";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const i18n = createInstance();
await i18n.init({ lng: "en", resources: { en: { voices } }, initAsync: false });

const GUIDE: VoiceGuide = {
  tone: "Warm and direct.",
  do: ["Open with a question", "Use short paragraphs"],
  dont: ["Hedge"],
  use: ["honestly"],
  avoid: ["leverage", "synergy"],
};

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

const labelled = (text: string) => {
  const label = [...container.querySelectorAll("label")].find((l) => l.textContent === text);
  return document.getElementById(label?.htmlFor ?? "") as HTMLTextAreaElement;
};
function typeInto(element: HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")?.set;
  act(() => {
    setter?.call(element, value);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

function render(onSave = vi.fn(() => true), saving = false) {
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <GuideEditor guide={GUIDE} onSave={onSave} saving={saving} />
      </I18nextProvider>,
    ),
  );
  return onSave;
}

describe("GuideEditor", () => {
  it("labels the tone and the four lists, one item per line", () => {
    render();
    expect(labelled("Tone").value).toBe("Warm and direct.");
    expect(labelled("Do").value).toBe("Open with a question\nUse short paragraphs");
    expect(labelled("Don't").value).toBe("Hedge");
    expect(labelled("Words to use").value).toBe("honestly");
    expect(labelled("Words to avoid").value).toBe("leverage\nsynergy");
    expect(container.textContent).toContain(`One per line, at most ${GUIDE_ITEMS_MAX}.`);
    expect(labelled("Do").getAttribute("aria-describedby")).toBeTruthy();
  });

  it("saves the edited guide: lines trimmed, blank ones dropped", () => {
    const onSave = render();
    typeInto(labelled("Tone"), "  Calm.  ");
    typeInto(labelled("Words to avoid"), "leverage\n\n  utilize \n");
    const form = container.querySelector("form");
    act(() => form?.requestSubmit());
    expect(onSave).toHaveBeenCalledWith({
      ...GUIDE,
      tone: "Calm.",
      avoid: ["leverage", "utilize"],
    });
  });

  it("does not save twice while a save is under way, and says so", () => {
    const onSave = render(
      vi.fn(() => true),
      true,
    );
    const button = container.querySelector("button[type=submit]") as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe("Saving…");
    act(() => container.querySelector("form")?.requestSubmit());
    expect(onSave).not.toHaveBeenCalled();
  });

  it("reads lists the way it writes them", () => {
    expect(linesOf(" a \n\nb\n")).toEqual(["a", "b"]);
    expect(guideOf({ tone: "x", do: "1\n2", dont: "", use: "u", avoid: "\n" })).toEqual({
      tone: "x",
      do: ["1", "2"],
      dont: [],
      use: ["u"],
      avoid: [],
    });
  });
});
