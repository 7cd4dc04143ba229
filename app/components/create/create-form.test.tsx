// @vitest-environment jsdom
import { contentTypeOf, selectDefaultsOf } from "@domain/content-types";
import { createInstance } from "i18next";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/components/ui/toaster";
import create from "~/i18n/locales/en/create.json";
import generation from "~/i18n/locales/en/generation.json";
import ui from "~/i18n/locales/en/ui.json";
import { CreateForm, type CreateFormProps } from "./create-form";

vi.mock("~/components/ui/toaster", () => ({ toast: { error: vi.fn() } }));

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const i18n = createInstance();
await i18n.init({ lng: "en", resources: { en: { create, ui, generation } }, initAsync: false });

let root: Root;
let container: HTMLDivElement;
const onGenerate = vi.fn();

function render(props: Partial<CreateFormProps> = {}) {
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <CreateForm busy={false} language="de" onGenerate={onGenerate} {...props} />
      </I18nextProvider>,
    ),
  );
}

const $ = <E extends Element = HTMLElement>(selector: string) =>
  container.querySelector<E & HTMLElement>(selector);
const button = () => $<HTMLButtonElement>("button[type=submit]") as HTMLButtonElement;
const radio = (label: string) =>
  [...container.querySelectorAll<HTMLElement>("[role=radio]")].find((r) =>
    r.textContent?.startsWith(label),
  ) as HTMLElement;

/** The control a visible label names. */
function field(label: string): HTMLInputElement {
  const found = [...container.querySelectorAll("label")].find((l) =>
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

const click = (element: HTMLElement) => act(() => element.click());

beforeEach(() => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  vi.mocked(toast.error).mockClear();
  onGenerate.mockClear();
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe("CreateForm", () => {
  it("shows step 2, the seven types, required marks and a focusable aria-disabled button", () => {
    render();
    expect($("[aria-current=step]")?.textContent).toContain("Fill Details");
    expect(container.querySelectorAll("[role=radio]")).toHaveLength(7);
    expect(radio("Blog Post").getAttribute("aria-checked")).toBe("true");
    expect(field("Title").required).toBe(true);
    expect(field("Description").required).toBe(false);
    expect(button().textContent).toContain("Generate Blog Post");
    expect(button().getAttribute("aria-disabled")).toBe("true");
    expect(button().disabled).toBe(false);
  });

  it("pressing generate with blank required fields shows Missing Information and does not generate", () => {
    render();
    click(button());
    const message = "Please provide a title and topic";
    expect(toast.error).toHaveBeenCalledWith("Missing Information", { description: message });
    const alert = $("[role=alert]");
    expect(alert?.textContent).toContain(message);
    expect(field("Title").getAttribute("aria-invalid")).toBe("true");
    expect(field("Title").getAttribute("aria-describedby")).toContain(alert?.id);
    expect(document.activeElement).toBe(field("Title"));
    expect(onGenerate).not.toHaveBeenCalled();
  });

  it("writes in a voice chosen from the learned ones; no voice by default", () => {
    const voice = "3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b";
    render({ voices: [{ id: voice, name: "House style" }] });
    const select = field("Voice") as unknown as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(["No voice", "House style"]);
    expect(select.value).toBe("");
    typeInto(field("Title"), "Remote work");
    typeInto(field("Topic"), "Productivity");
    click(button());
    expect(onGenerate.mock.calls[0]?.[0]).not.toHaveProperty("voiceId");
    act(() => {
      select.value = voice;
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    click(button());
    expect(onGenerate.mock.calls[1]?.[0]).toMatchObject({ voiceId: voice });
  });

  it("without learned voices, offers none and links to the Voices screen", () => {
    // A voice handed over that is not one of the writer's learned voices is not kept.
    render({ defaultValues: { voiceId: "3f1c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b" } });
    const select = field("Voice") as unknown as HTMLSelectElement;
    expect(select.options).toHaveLength(1);
    expect(select.value).toBe("");
    expect($('a[href="/dashboard/voices"]')?.textContent).toBe("Learn a voice");
  });

  it("generates with the checked request and the language of the prop", () => {
    render();
    typeInto(field("Title"), "Remote work");
    typeInto(field("Topic"), "Productivity");
    expect(button().hasAttribute("aria-disabled")).toBe(false);
    click(button());
    expect(onGenerate).toHaveBeenCalledWith(
      expect.objectContaining({
        contentType: "blog",
        language: "de",
        title: "Remote work",
        topic: "Productivity",
        ...selectDefaultsOf("blog"),
      }),
    );
    expect(toast.error).not.toHaveBeenCalled();
  });

  it("offers the writing language, the interface's until another is chosen", () => {
    render();
    expect(field("Writing language").textContent).toBe("Deutsch");
    expect($<HTMLInputElement>("input[name=language]")?.value).toBe("de");
    act(() => root.unmount());
    root = createRoot(container);
    render({ defaultValues: { language: "ja" } });
    expect(field("Writing language").textContent).toBe("日本語");
    typeInto(field("Title"), "Remote work");
    typeInto(field("Topic"), "Productivity");
    click(button());
    expect(onGenerate).toHaveBeenCalledWith(expect.objectContaining({ language: "ja" }));
  });

  it("shows a schema failure as Validation Error", () => {
    render();
    typeInto(field("Title"), "x".repeat(1000));
    typeInto(field("Topic"), "Productivity");
    click(button());
    expect(toast.error).toHaveBeenCalledWith("Validation Error", {
      description: "Title must be at most 200 characters.",
    });
    expect($("[role=alert]")?.textContent).toContain("Validation Error");
    expect($("[role=alert]")?.textContent).toContain("Title must be at most 200 characters.");
    expect(onGenerate).not.toHaveBeenCalled();
  });

  it("switching type keeps the title, goes back to step 2 and renames the button", () => {
    render({ step: 3 });
    expect($("[aria-current=step]")?.textContent).toContain("Generate");
    typeInto(field("Title"), "Launch");
    click(radio("Video Script"));
    expect($("[aria-current=step]")?.textContent).toContain("Fill Details");
    expect(field("Title").value).toBe("Launch");
    expect(button().textContent).toContain("Generate Video Script");
    expect(field("Additional Details")).toBeTruthy();
  });

  it("moves through the types with the arrow keys", async () => {
    render();
    const blog = radio("Blog Post");
    act(() => blog.focus());
    // Radix moves the focus on the next tick; the focused radio is then checked.
    await act(async () => {
      blog.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(document.activeElement).toBe(radio("Help Article"));
    expect(radio("Help Article").getAttribute("aria-checked")).toBe("true");
    expect(button().textContent).toContain("Generate Help Article");
  });

  it("templates toggle one at a time with aria-pressed", () => {
    render();
    const [first, second] = contentTypeOf("blog").templates;
    const chip = (name: string) =>
      [...container.querySelectorAll<HTMLElement>("[aria-pressed]")].find(
        (b) => b.textContent === name,
      ) as HTMLElement;
    click(chip(first));
    expect(chip(first).getAttribute("aria-pressed")).toBe("true");
    click(chip(second));
    expect(chip(first).getAttribute("aria-pressed")).toBe("false");
    click(chip(second));
    expect(chip(second).getAttribute("aria-pressed")).toBe("false");
  });

  it("is disabled with a spinner while busy", () => {
    render({ busy: true, defaultValues: { title: "A", topic: "B" } });
    expect(button().disabled).toBe(true);
    expect(button().querySelector("[role=status]")).toBeTruthy();
  });
});
