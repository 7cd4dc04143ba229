// @vitest-environment jsdom
import { analyzeContent } from "@domain/analysis";
import type { AnalysisReport as Report } from "@domain/analysis/report";
import type { Evidence } from "@domain/evidence";
import { createInstance } from "i18next";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import account from "~/i18n/locales/en/account.json";
import analysis from "~/i18n/locales/en/analysis.json";
import evidence from "~/i18n/locales/en/evidence.json";
import { AnalysisReport } from "./analysis-report";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
const i18n = createInstance();
await i18n.init({
  lng: "en",
  resources: { en: { account, analysis, evidence } },
  initAsync: false,
});

const REPORT = analyzeContent({
  html: "<p>Compost turns kitchen scraps into soil within 12 weeks.</p>",
  title: "Composting at home",
  metaDescription: "",
  slug: "composting",
  keywords: ["compost"],
  contentType: "blog",
  language: "en",
});
const EVIDENCE: Evidence = {
  version: 1,
  checkedAt: "2026-11-27T10:00:00.000Z",
  withSources: true,
  claims: [],
  counts: { claims: 4, supported: 2, contradicted: 1, unverified: 1 },
};

let root: Root;
let container: HTMLDivElement;
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});
async function render(report: Report, withEvidence?: Evidence) {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <AnalysisReport report={report} evidence={withEvidence} />
      </I18nextProvider>,
    ),
  );
}

describe("AnalysisReport's Evidence section", () => {
  it("shows the section's score, checks and the fact check's counts when the report has it", async () => {
    const section = {
      score: 50,
      checks: [{ id: "evidence-claims", status: "problem", message: "analysis:evidence.problem" }],
    };
    await render({ ...REPORT, evidence: section } as Report, EVIDENCE);
    expect(container.querySelector('meter[aria-label="Evidence"]')?.getAttribute("value")).toBe(
      "50",
    );
    const part = container.querySelector('[data-testid="report-evidence"]');
    expect(part?.querySelector("h3")?.textContent).toBe("Evidence 50/100");
    expect(Array.from(part?.querySelectorAll("dl > div") ?? [], (d) => d.textContent)).toEqual([
      "Claims:4",
      "Supported:2",
      "Contradicted:1",
      "Unverified:1",
    ]);
  });

  it("leaves it out for a report without one, or with one it cannot read", async () => {
    await render(REPORT, EVIDENCE);
    expect(container.querySelector('[data-testid="report-evidence"]')).toBeNull();
    act(() => root.unmount());
    container.remove();
    await render({ ...REPORT, evidence: { score: "high" } } as unknown as Report, EVIDENCE);
    expect(container.querySelector('[data-testid="report-evidence"]')).toBeNull();
  });
});

describe("AnalysisReport's machine-written sentences", () => {
  const machine = analyzeContent({
    html: `<p>In conclusion, we delve into <b>soil</b>. Plain words stay plain.</p><p>Ultimately, &lt;img src=x onerror=alert(1)&gt; is a testament to care.</p>`,
    title: "Composting at home",
    metaDescription: "",
    slug: "composting",
    keywords: ["compost"],
    contentType: "blog",
    language: "en",
  });

  it("lists the flagged sentences with the matched phrases marked, as text only", async () => {
    await render(machine);
    const list = container.querySelector("[data-testid=machine-sentences]");
    expect(list?.textContent).toContain("Sentences that sound machine-written");
    const marks = [...(list?.querySelectorAll("mark") ?? [])].map((m) => m.textContent);
    expect(marks).toEqual(["In conclusion", "delve", "Ultimately", "testament to"]);
    expect(list?.textContent).toContain("<img src=x onerror=alert(1)> is a testament to care.");
    expect(list?.querySelector("img")).toBeNull();
    expect(list?.textContent).not.toContain("Plain words stay plain.");
    expect(list?.textContent).toContain("Shows: inflated words and stock phrases");
  });

  it("lists nothing when no sentence is flagged", async () => {
    await render(REPORT);
    expect(REPORT.machineWritten).toBeUndefined();
    expect(container.querySelector("[data-testid=machine-sentences]")).toBeNull();
  });
});
