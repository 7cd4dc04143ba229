// @vitest-environment jsdom
import type { SourceSummary } from "@domain/sources";
import { createInstance } from "i18next";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import common from "~/i18n/locales/en/common.json";
import evidence from "~/i18n/locales/en/evidence.json";
import research from "~/i18n/locales/en/research.json";
import sources from "~/i18n/locales/en/sources.json";
import ui from "~/i18n/locales/en/ui.json";
import { useCreateResearch } from "./use-create-research";

vi.mock("~/components/ui/toaster", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const i18n = createInstance();
await i18n.init({
  lng: "en",
  resources: { en: { common, evidence, research, sources, ui } },
  defaultNS: "common",
  initAsync: false,
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
function source(n: number, patch: Partial<SourceSummary> = {}): SourceSummary {
  return {
    id: uuid(n),
    kind: "text",
    title: `Notes ${n}`,
    site: null,
    address: null,
    language: "en",
    status: "ready",
    errorKey: null,
    bytes: 100,
    characters: 100,
    pages: null,
    passages: 3,
    createdAt: "2026-11-27T10:00:00.000Z",
    ...patch,
  };
}

/** The Create tab's research side on its own: the panel, and the brief beside it. */
function Harness({ initial }: { initial: readonly SourceSummary[] }) {
  const research = useCreateResearch(initial);
  return (
    <form>
      {research.section}
      <output data-testid="chosen">{research.chosenIds.join(",")}</output>
    </form>
  );
}

type Call = { method: string; url: string; body: unknown };
/** Each call's Content-Type header (null when the browser sets it). */
let contentTypes: (string | null)[];
let calls: Call[];
let answers: Array<{ status: number; body: unknown }>;
let root: Root;
let container: HTMLDivElement;

beforeEach(() => {
  calls = [];
  contentTypes = [];
  answers = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const body =
        typeof init.body === "string" ? JSON.parse(init.body) : ((init.body as unknown) ?? null);
      calls.push({ method: init.method ?? "GET", url, body });
      contentTypes.push(new Headers(init.headers).get("content-type"));
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

let initialSources: readonly SourceSummary[] = [];
function Screen() {
  return <Harness initial={initialSources} />;
}

async function render(initial: readonly SourceSummary[] = []) {
  initialSources = initial;
  const Stub = createRoutesStub([
    { path: "/", Component: Screen },
    {
      path: "/dashboard/library",
      loader: () => ({ items: [{ id: uuid(99), title: "My cold brew guide" }] }),
    },
  ]);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <Stub />
      </I18nextProvider>,
    ),
  );
}

const all = <E extends HTMLElement>(selector: string) => [
  ...document.querySelectorAll<E>(selector),
];
const NATIVE: Record<string, string> = { button: "button", checkbox: "input[type=checkbox]" };
const named = (role: string, name: string | RegExp) =>
  all(`[role=${role}], ${NATIVE[role] ?? role}`).find((e) => {
    const label = e.getAttribute("aria-label") ?? e.textContent ?? "";
    return typeof name === "string" ? label.trim() === name : name.test(label);
  }) as HTMLElement;
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
/** Radix tabs switch on mouse down. */
const openTab = (name: string) =>
  act(() => {
    named("tab", name).dispatchEvent(new MouseEvent("mousedown", { bubbles: true, button: 0 }));
  });
/** Waits (a lazily loaded part) until `find` finds something. */
async function until<T>(find: () => T | null | undefined): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found) return found;
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  throw new Error("not found in time");
}
const alertText = () =>
  all("[role=alert]")
    .map((e) => e.textContent)
    .join(" ");
const statusText = () =>
  all("[role=status]")
    .map((e) => e.textContent)
    .join(" ");
const checkbox = (title: string) => named("checkbox", `Use “${title}” for this piece`);

describe("the Sources panel", () => {
  it("adds a web address, says so, lists it and chooses it for the piece", async () => {
    await render();
    expect(container.textContent).toContain("No sources yet");
    answers.push({
      status: 201,
      body: { source: source(1, { kind: "url", title: "Cold brew facts", site: "example.com" }) },
    });
    typeInto(labelled("Web address"), "https://example.com/cold-brew");
    await click(named("button", "Add page"));
    expect(calls).toEqual([
      {
        method: "POST",
        url: "/api/sources",
        body: { kind: "url", url: "https://example.com/cold-brew" },
      },
    ]);
    expect(statusText()).toContain("Added “Cold brew facts”.");
    expect(container.textContent).toContain("example.com");
    expect(container.textContent).toContain("Passages: 3");
    expect((checkbox("Cold brew facts") as HTMLInputElement).checked).toBe(true);
    expect(container.querySelector("[data-testid=chosen]")?.textContent).toBe(uuid(1));
    expect(labelled("Web address").value).toBe("");
  });

  it("shows a refusal's reason in an alert, and checks the input before sending it", async () => {
    await render();
    await click(named("button", "Add page"));
    expect(alertText()).toContain("Enter a web address");
    expect(calls).toHaveLength(0);

    answers.push({
      status: 422,
      body: {
        error: {
          code: "SOURCE_REFUSED",
          title: "sources:errors.refusedTitle",
          message: "sources:refused.blockedAddress",
        },
      },
    });
    typeInto(labelled("Web address"), "http://10.0.0.1/admin");
    await click(named("button", "Add page"));
    expect(alertText()).toContain("This source could not be added");
    expect(alertText()).toContain(
      "This address points to a private or local network and cannot be fetched",
    );
    expect(container.textContent).toContain("No sources yet");
  });

  it("uploads a file as a multipart form, and adds pasted text with its title", async () => {
    await render();
    await openTab("File");
    const input = labelled("File");
    expect(input.accept).toContain(".pdf");
    expect(input.accept).toContain(".docx");
    const file = new File(["Espresso notes"], "notes.md", { type: "text/markdown" });
    Object.defineProperty(input, "files", { value: [file] });
    act(() => input.dispatchEvent(new Event("change", { bubbles: true })));
    answers.push({
      status: 201,
      body: { source: source(2, { kind: "file", title: "Espresso", address: "notes.md" }) },
    });
    await click(named("button", "Upload file"));
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.url).toBe("/api/sources");
    expect((calls[0]?.body as FormData | undefined)?.get("file")).toBe(file);
    // The browser sets a form's Content-Type (with its boundary), never JSON's.
    expect(contentTypes[0]).toBeNull();
    expect(container.textContent).toContain("notes.md");

    await openTab("Paste text");
    typeInto(labelled("Title (optional)"), "Interview");
    typeInto(labelled("Text") as unknown as HTMLTextAreaElement, "We roast on Mondays.");
    answers.push({ status: 201, body: { source: source(3, { title: "Interview" }) } });
    await click(named("button", "Add text"));
    expect(calls[1]?.body).toEqual({
      kind: "text",
      text: "We roast on Mondays.",
      title: "Interview",
    });
    expect(container.querySelector("[data-testid=chosen]")?.textContent).toBe(
      `${uuid(2)},${uuid(3)}`,
    );
  });

  it("adds one of the writer's library posts", async () => {
    await render();
    await openTab("Library post");
    const add = await until(() => named("button", "Add “My cold brew guide” as a source"));
    answers.push({ status: 201, body: { source: source(4, { kind: "post", title: "Guide" }) } });
    await click(add);
    expect(calls[0]?.body).toEqual({ kind: "post", postId: uuid(99) });
  });

  it("removes a source after confirming, and un-chooses it", async () => {
    await render([source(5)]);
    await click(checkbox("Notes 5"));
    expect(container.querySelector("[data-testid=chosen]")?.textContent).toBe(uuid(5));
    await click(named("button", "Remove “Notes 5”"));
    const dialog = await until(() => document.querySelector<HTMLElement>("[role=alertdialog]"));
    expect(dialog.textContent).toContain("Remove this source?");
    answers.push({ status: 200, body: { deleted: true } });
    const confirm = [...dialog.querySelectorAll("button")].find((b) => b.textContent === "Remove");
    await click(confirm as HTMLElement);
    expect(calls).toEqual([{ method: "DELETE", url: `/api/sources/${uuid(5)}`, body: null }]);
    expect(checkbox("Notes 5")).toBeUndefined();
    expect(container.textContent).toContain("No sources yet");
    await until(() => document.activeElement?.textContent === "Your sources");
    expect(container.querySelector("[data-testid=chosen]")?.textContent).toBe("");
    expect(statusText()).toContain("Removed “Notes 5”.");
  });

  it("chooses at most ten sources and says so at the eleventh", async () => {
    await render(Array.from({ length: 11 }, (_, i) => source(i + 10)));
    for (let i = 0; i < 10; i++) await click(checkbox(`Notes ${i + 10}`));
    expect(container.textContent).toContain("Chosen for this piece: 10 of 10");
    await click(checkbox("Notes 20"));
    expect(alertText()).toContain("Choose at most 10 sources for one piece.");
    expect((checkbox("Notes 20") as HTMLInputElement).checked).toBe(false);
  });

  it("cannot choose a source that could not be read, and says why", async () => {
    await render([source(6, { status: "failed", errorKey: "sources:refused.empty" })]);
    expect((checkbox("Notes 6") as HTMLButtonElement).disabled).toBe(true);
    expect(container.textContent).toContain("No readable text was found in this source");
  });
});

describe("Build research brief", () => {
  it("shows its cost, waits for a chosen source, then builds and shows the brief", async () => {
    await render([source(7, { title: "Roasting handbook" })]);
    const build = named("button", "Build research brief") as HTMLButtonElement;
    expect(build.disabled).toBe(true);
    expect(container.textContent).toContain("Cost: ½ credit");
    await click(checkbox("Roasting handbook"));
    expect(build.disabled).toBe(false);

    const run = {
      id: uuid(70),
      status: "queued",
      phase: "queued",
      percent: 0,
      error: null,
      credit: "0.5",
      topic: "Roasting handbook",
      language: "en",
      sourceIds: [uuid(7)],
      postId: null,
      brief: null,
    };
    answers.push({ status: 202, body: { brief: run } });
    answers.push({
      status: 200,
      body: {
        brief: {
          ...run,
          status: "succeeded",
          phase: "done",
          percent: 100,
          brief: {
            version: 1,
            language: "en",
            sourceIds: [uuid(7)],
            topics: [{ heading: "Light versus dark roasts", sourceIds: [uuid(7)] }],
            terms: [{ term: "first crack", sources: 1, weight: 1 }],
            questions: [{ question: "How long does a roast take?" }],
            facts: [
              {
                kind: "number",
                text: "A roast takes 12 minutes.",
                sourceId: uuid(7),
                passageId: "p1",
              },
            ],
          },
        },
      },
    });
    await click(build);
    await until(() => calls[0]);
    expect(calls[0]).toEqual({
      method: "POST",
      url: "/api/research-briefs",
      body: { sourceIds: [uuid(7)], topic: "Roasting handbook", language: "en" },
    });
    await until(() => statusText().includes("Building the brief: Waiting to start"));
    expect(build.disabled).toBe(true);
    await until(() => calls[1]);
    expect(calls[1]).toEqual({
      method: "GET",
      url: `/api/research-briefs/${uuid(70)}`,
      body: null,
    });
    const brief = await until(() =>
      all("[role=region]").find((e) => e.textContent?.includes("Light versus dark roasts")),
    );
    expect(brief?.textContent).toContain("Light versus dark roasts");
    expect(brief?.textContent).toContain("first crack");
    expect(brief?.textContent).toContain("How long does a roast take?");
    expect(brief?.textContent).toContain("A roast takes 12 minutes.");
    expect(brief?.textContent).toContain("Source: Roasting handbook");
    expect(named("button", "Copy “Light versus dark roasts”")).toBeTruthy();
  });
});
