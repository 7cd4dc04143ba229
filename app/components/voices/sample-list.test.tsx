// @vitest-environment jsdom
import { createInstance } from "i18next";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import common from "~/i18n/locales/en/common.json";
import ui from "~/i18n/locales/en/ui.json";
import voices from "~/i18n/locales/en/voices.json";
import { valueFormatter } from "~/i18n/value-formatter";
import { NewVoiceForm } from "./new-voice-form";
import { type ListedSample, SampleList } from "./sample-list";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const i18n = createInstance().use(valueFormatter);
await i18n.init({
  lng: "en",
  interpolation: { escapeValue: false, alwaysFormat: true },
  resources: { en: { common, ui, voices } },
  defaultNS: "common",
  initAsync: false,
});

const HOSTILE = `<img src=x onerror="alert(1)"><script>alert(2)</script>`;
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

let root: Root;
let container: HTMLDivElement;
let calls: { method: string; url: string; body: unknown }[];
let answers: { status: number; body: unknown }[];

beforeEach(() => {
  calls = [];
  answers = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body = typeof init.body === "string" ? JSON.parse(init.body) : (init.body ?? null);
      calls.push({ method: init.method ?? "GET", url, body });
      const answer = answers.shift() ?? { status: 500, body: null };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
});

const all = <E extends HTMLElement>(selector: string) => [
  ...container.querySelectorAll<E>(selector),
];
const button = (name: string) =>
  all<HTMLButtonElement>("button, [role=tab]").find(
    (b) => (b.getAttribute("aria-label") ?? b.textContent ?? "").trim() === name,
  ) as HTMLButtonElement;
const labelled = (text: string) => {
  const label = all<HTMLLabelElement>("label").find((l) => l.textContent === text);
  return document.getElementById(label?.htmlFor ?? "") as HTMLInputElement;
};
function typeInto(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")?.set;
  act(() => {
    setter?.call(element, value);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
}
const click = async (element: HTMLElement) => act(async () => element.click());
const mousedown = async (element: HTMLElement) =>
  act(async () => {
    element.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, button: 0 }));
  });

function renderList(samples: ListedSample[], onRemove?: (s: ListedSample) => void) {
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <SampleList label="Samples" samples={samples} onRemove={onRemove} empty="None yet." />
      </I18nextProvider>,
    ),
  );
}

describe("SampleList", () => {
  const samples: ListedSample[] = [
    { key: "a", kind: "text", title: "Morning notes", words: 120 },
    { key: "b", kind: "url", title: "", words: 1 },
    { key: "c", kind: "post", title: HOSTILE, words: 2400 },
  ];

  it("shows each sample's title, kind and word count, in a labelled list", () => {
    renderList(samples, vi.fn());
    const list = container.querySelector("ul");
    expect(list?.getAttribute("aria-label")).toBe("Samples");
    const items = all("li").map((li) => li.textContent);
    expect(items[0]).toContain("Morning notes");
    expect(items[0]).toContain("Pasted text");
    expect(items[0]).toContain("120 words");
    // An untitled one says so; one word is singular; numbers are grouped the language's way.
    expect(items[1]).toContain("Untitled sample");
    expect(items[1]).toContain("Web page");
    expect(items[1]).toContain("1 word");
    expect(items[2]).toContain("Library post");
    expect(items[2]).toContain("2,400 words");
  });

  it("shows a hostile title as text: no element, no handler", () => {
    renderList(samples, vi.fn());
    expect(container.textContent).toContain(HOSTILE);
    expect(container.querySelector("img, script")).toBeNull();
  });

  it("removes one by its named button; read-only without onRemove; says when empty", async () => {
    const onRemove = vi.fn();
    renderList(samples, onRemove);
    await click(button("Remove “Morning notes”"));
    expect(onRemove).toHaveBeenCalledWith(samples[0]);
    expect(button("Remove “Untitled sample”")).toBeDefined();

    renderList(samples);
    expect(all("button")).toHaveLength(0);
    renderList([]);
    expect(container.textContent).toBe("None yet.");
  });
});

let form: { cost: string; onCreated: () => void } = { cost: "0.5", onCreated: () => {} };
function Form() {
  return <NewVoiceForm cost={form.cost} onCreated={form.onCreated} onCancel={() => {}} />;
}

describe("the New voice form's samples", () => {
  const TEXT = "I write short sentences. I like them. ".repeat(10);

  async function renderForm(cost = "0.5") {
    const onCreated = vi.fn();
    form = { cost, onCreated };
    const Stub = createRoutesStub([
      { path: "/", Component: Form },
      {
        path: "/dashboard/library",
        loader: () => ({ items: [{ id: uuid(7), title: "My launch post", wordCount: 640 }] }),
      },
    ]);
    await act(async () =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <Stub />
        </I18nextProvider>,
      ),
    );
    return onCreated;
  }

  it("lists pasted text and a library post, removes one, and sends them with the cost said", async () => {
    const onCreated = await renderForm();
    expect(container.textContent).toContain("Learning this voice costs 0.5 credit.");
    expect(button("Learn voice (0.5 credit)")).toBeDefined();
    expect(container.textContent).toContain("Samples: 0 of 10");

    typeInto(labelled("Name"), "Plain me");
    typeInto(labelled("Title"), "Diary");
    typeInto(labelled("Text"), TEXT);
    await click(button("Add text"));
    expect(container.textContent).toContain("Added “Diary”.");
    expect(container.textContent).toContain("70 words");

    await mousedown(button("From your library"));
    // The picker is loaded lazily and reads the Library's loader.
    for (let i = 0; i < 50 && !button("Add “My launch post” as a sample"); i++)
      await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    await click(button("Add “My launch post” as a sample"));
    expect(container.textContent).toContain("Samples: 2 of 10");
    expect(container.textContent).toContain("640 words");
    // A post already added cannot be added twice.
    expect(button("Add “My launch post” as a sample").disabled).toBe(true);

    await mousedown(button("Paste text"));
    typeInto(labelled("Text"), "Another one. ".repeat(30));
    await click(button("Add text"));
    await click(button("Remove “Untitled sample”"));
    expect(container.textContent).toContain("Removed “Untitled sample”.");
    expect(container.textContent).toContain("Samples: 2 of 10");

    answers.push({
      status: 400,
      body: {
        error: {
          code: "INVALID_INPUT",
          message: "voices:errors.tooFewSamples",
          params: { min: 3, max: 10 },
        },
      },
    });
    await click(button("Learn voice (0.5 credit)"));
    expect(calls.at(-1)?.method).toBe("POST");
    expect(calls.at(-1)?.url).toBe("/api/voices");
    expect(calls.at(-1)?.body).toEqual({
      name: "Plain me",
      language: "en",
      samples: [
        { kind: "text", title: "Diary", text: TEXT },
        { kind: "post", postId: uuid(7) },
      ],
    });
    expect(container.querySelector("[role=alert]")?.textContent).toContain(
      "A voice needs 3 to 10 samples.",
    );
    expect(onCreated).not.toHaveBeenCalled();
  });

  it("says pasting nothing adds nothing, and a free start for admins", async () => {
    await renderForm("0");
    expect(container.textContent).toContain("Learning this voice is free for you (admin).");
    await click(button("Add text"));
    expect(container.querySelector("[role=alert]")?.textContent).toContain(
      "Paste some text first.",
    );
    expect(button("Learn voice (free)")).toBeDefined();
  });
});
