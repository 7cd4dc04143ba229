// @vitest-environment jsdom
import type { ResearchBriefRun } from "@domain/api/research-briefs";
import { createInstance } from "i18next";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toast } from "~/components/ui/toaster";
import common from "~/i18n/locales/en/common.json";
import evidence from "~/i18n/locales/en/evidence.json";
import research from "~/i18n/locales/en/research.json";
import { ResearchBriefPanel, type ResearchBriefPanelProps } from "./research-brief-panel";

vi.mock("~/components/ui/toaster", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const i18n = createInstance();
await i18n.init({
  lng: "en",
  resources: { en: { common, evidence, research } },
  defaultNS: "common",
  initAsync: false,
});

const RUN: ResearchBriefRun = {
  id: "r1",
  status: "running",
  phase: "reading",
  percent: 40,
  error: null,
  credit: "0.5",
  topic: "Roasting",
  language: "en",
  sourceIds: ["s1"],
  postId: null,
  brief: null,
};
const BRIEF = {
  version: 1 as const,
  language: "en",
  sourceIds: ["s1"],
  topics: [{ heading: "Roast levels", sourceIds: ["s1"] }],
  terms: [{ term: "first crack", sources: 1, weight: 1 }],
  questions: [],
  facts: [{ kind: "quote" as const, text: "“Roast slowly.”", sourceId: "gone", passageId: "p1" }],
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

function render(props: Partial<ResearchBriefPanelProps>) {
  act(() =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <ResearchBriefPanel run={RUN} sources={[]} coverage={null} {...props} />
      </I18nextProvider>,
    ),
  );
}

describe("the research brief panel", () => {
  it("shows the phase and percent while it is built", () => {
    render({});
    expect(container.querySelector("[role=status]")?.textContent).toContain(
      "Building the brief: Reading the sources",
    );
    const bar = container.querySelector("[role=progressbar]");
    expect(bar?.getAttribute("aria-valuenow")).toBe("40");
    expect(bar?.getAttribute("aria-label")).toBe("Research brief progress");
  });

  it("says why a brief failed, in an alert", () => {
    render({ run: { ...RUN, status: "failed", phase: "failed", error: "evidence:errors.failed" } });
    expect(container.querySelector("[role=alert]")?.textContent).toBe(
      "The check could not be finished. Nothing was charged; please try again.",
    );
  });

  it("meters the coverage when it is measured, names a removed source, says an empty part", () => {
    render({ run: { ...RUN, status: "succeeded", phase: "done", brief: BRIEF }, coverage: 42.4 });
    const meter = container.querySelector("meter");
    expect(meter?.value).toBe(42);
    expect(meter?.getAttribute("aria-valuetext")).toBe("42 of 100");
    expect(container.textContent).toContain("Source: a removed source");
    expect(container.textContent).toContain("Nothing found.");
    render({ run: { ...RUN, status: "succeeded", phase: "done", brief: BRIEF }, coverage: null });
    expect(container.querySelector("meter")).toBeNull();
  });

  it("copies a topic as a heading idea", async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    render({ run: { ...RUN, status: "succeeded", phase: "done", brief: BRIEF } });
    const copy = container.querySelector<HTMLButtonElement>("[aria-label='Copy “Roast levels”']");
    await act(async () => copy?.click());
    expect(writeText).toHaveBeenCalledWith("Roast levels");
    expect(toast.success).toHaveBeenCalledWith("Copied “Roast levels”");
  });
});
