// @vitest-environment jsdom
import { FIXABLE_CHECKS } from "@domain/ai-edits";
import { analyzeContent } from "@domain/analysis";
import type { AnalysisReport } from "@domain/analysis/report";
import { createInstance } from "i18next";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type AiEditsApi, AiEditsContext } from "~/components/editor/ai/context";
import account from "~/i18n/locales/en/account.json";
import analysis from "~/i18n/locales/en/analysis.json";
import common from "~/i18n/locales/en/common.json";
import evidence from "~/i18n/locales/en/evidence.json";
import { canFix, ReportPanel } from "./report-panel";
import { REANALYSE_DELAY_MS } from "./use-draft-report";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
const i18n = createInstance();
await i18n.init({
  lng: "en",
  resources: { en: { account, analysis, common, evidence } },
  defaultNS: "common",
  initAsync: false,
});

const reportOf = (html: string): AnalysisReport =>
  analyzeContent({
    html,
    title: "Composting at home for beginners",
    metaDescription: "",
    slug: "composting",
    keywords: ["compost"],
    contentType: "blog",
    language: "en",
  });
// The introduction does not name the keyword, and there is no meta description.
const FAILING = reportOf("<p>Kitchen scraps become soil.</p><h2>Compost</h2><p>Turn the heap.</p>");
const FIXED = reportOf(
  "<p>Compost turns kitchen scraps into soil.</p><h2>Heap</h2><p>Turn it.</p>",
);

let root: Root;
let container: HTMLDivElement;
let answers: AnalysisReport[];
let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  answers = [FAILING];
  fetchMock = vi.fn(async () => {
    const report = answers.length > 1 ? answers.shift() : answers[0];
    return new Response(JSON.stringify({ report }), {
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const ai = (over: Partial<AiEditsApi> = {}): AiEditsApi => ({
  start: vi.fn(),
  busy: false,
  current: null,
  allowance: { used: 0, limit: 10 },
  reviewsEnded: 0,
  ...over,
});

const DRAFT = { title: "Composting at home", keywords: "compost", metaDescription: "" };

function panel(api: AiEditsApi | null, html = "<p>Kitchen scraps become soil.</p>") {
  return (
    <I18nextProvider i18n={i18n}>
      <AiEditsContext.Provider value={api}>
        <ReportPanel postId="p1" html={html} {...DRAFT} />
      </AiEditsContext.Provider>
    </I18nextProvider>
  );
}

async function render(api: AiEditsApi | null, html?: string) {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root.render(panel(api, html)));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const fixButtons = () =>
  [...container.querySelectorAll("button")].filter((b) => b.textContent === "Fix");

describe("ReportPanel", () => {
  it("analyses the draft and offers Fix only for the failing checks a model can fix", async () => {
    await render(ai());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/posts/p1/analysis");
    expect(JSON.parse(String(init.body))).toEqual({
      html: "<p>Kitchen scraps become soil.</p>",
      title: "Composting at home",
      keywords: ["compost"],
      metaDescription: "",
    });
    const checks = [FAILING.seo, FAILING.readability, FAILING.aiSearch].flatMap((s) => s.checks);
    const fixable = checks.filter(canFix).map((c) => c.id);
    expect(fixable).toEqual(
      expect.arrayContaining(["keyword-in-introduction", "meta-description-length"]),
    );
    // Failing checks no model fixes (the text is far too short) have no button.
    expect(checks.some((c) => c.status !== "good" && !FIXABLE_CHECKS.includes(c.id as never))).toBe(
      true,
    );
    const names = fixButtons().map((b) => b.getAttribute("aria-label"));
    expect(names).toHaveLength(fixable.length);
    expect(names).toContain("Fix: keyword in the introduction");
    expect(names).toContain("Fix: meta description length");
  });

  it("lists the sentences that sound machine-written with a Fix for them", async () => {
    const machine = reportOf(
      "<p>In conclusion, we delve into the realm of soil. Ultimately, it is a testament to care.</p>",
    );
    answers = [machine];
    await render(ai());
    const marks = [...container.querySelectorAll("[data-testid=machine-sentences] mark")];
    expect(marks.map((m) => m.textContent)).toEqual([
      "In conclusion",
      "delve",
      "realm",
      "Ultimately",
      "testament to",
    ]);
    const names = fixButtons().map((b) => b.getAttribute("aria-label"));
    expect(names).toContain("Fix: phrases that sound machine-written");
  });

  it("shows no Fix button outside an editor that offers AI edits", async () => {
    await render(null);
    expect(container.querySelector("h2")?.textContent).toBe("Report");
    expect(container.querySelector("meter")).not.toBeNull();
    expect(fixButtons()).toHaveLength(0);
  });

  it("disables Fix while an edit runs or is reviewed, and with no allowance left", async () => {
    const idle = ai();
    await render(idle);
    expect(fixButtons().every((b) => !b.disabled)).toBe(true);
    await act(async () => root.render(panel({ ...idle, busy: true })));
    expect(fixButtons().length).toBeGreaterThan(0);
    expect(fixButtons().every((b) => b.disabled)).toBe(true);
    await act(async () => root.render(panel({ ...idle, allowance: { used: 10, limit: 10 } })));
    expect(fixButtons().every((b) => b.disabled)).toBe(true);
    expect(container.textContent).toContain("No AI edits left today");
  });

  it("asks for the fix, then says whether the check passes once the review ends", async () => {
    const api = ai();
    await render(api);
    const button = fixButtons().find(
      (b) => b.getAttribute("aria-label") === "Fix: keyword in the introduction",
    );
    await act(async () => button?.click());
    expect(api.start).toHaveBeenCalledWith({ action: "fix", check: "keyword-in-introduction" });

    answers = [FIXED];
    const fixedHtml = "<p>Compost turns kitchen scraps into soil.</p>";
    await act(async () => root.render(panel({ ...api, reviewsEnded: 1 }, fixedHtml)));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, REANALYSE_DELAY_MS + 50));
    });
    const status = container.querySelector('[role="status"]');
    expect(status?.textContent).toBe("Fixed: keyword in the introduction now passes.");

    // Another fix whose check still fails says why, in the check's own words.
    await act(async () =>
      fixButtons()
        .find((b) => b.getAttribute("aria-label") === "Fix: meta description length")
        ?.click(),
    );
    answers = [FIXED];
    await act(async () => root.render(panel({ ...api, reviewsEnded: 2 }, fixedHtml)));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, REANALYSE_DELAY_MS + 50));
    });
    expect(status?.textContent).toBe(
      "meta description length still fails: There is no meta description, so search engines will pick text from the page. Write one of 121 to 156 characters.",
    );
  });

  it("asks once for a burst of changes, and shows a failed analysis", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    await render(ai());
    vi.useFakeTimers();
    fetchMock.mockImplementation(async () =>
      Response.json(
        { error: { code: "INVALID_INPUT", message: "common:errors.unexpected" } },
        { status: 400 },
      ),
    );
    for (const html of ["<p>a</p>", "<p>ab</p>", "<p>abc</p>"])
      await act(async () => root.render(panel(ai(), html)));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(REANALYSE_DELAY_MS + 10);
    });
    vi.useRealTimers();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(
      JSON.parse(String((fetchMock.mock.calls[1] as [string, RequestInit])[1].body)).html,
    ).toBe("<p>abc</p>");
    expect(container.querySelector('[role="alert"]')?.textContent).toMatch(
      /^The report could not be updated: /,
    );
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
