// @vitest-environment jsdom
import { createInstance } from "i18next";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import bulk from "~/i18n/locales/en/bulk.json";
import common from "~/i18n/locales/en/common.json";
import create from "~/i18n/locales/en/create.json";
import { valueFormatter } from "~/i18n/value-formatter";
import { BulkTab } from "./bulk-tab";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const i18n = createInstance().use(valueFormatter);
await i18n.init({
  lng: "en",
  interpolation: { escapeValue: false, alwaysFormat: true },
  resources: { en: { common, bulk, create } },
  defaultNS: "common",
  initAsync: false,
});

const RUN = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Autumn",
  status: "finished",
  counts: { refused: 1, waiting: 0, running: 0, succeeded: 3, failed: 1, cancelled: 0 },
  reserved: "0",
  createdAt: "2026-11-27T10:00:00.000Z",
  finishedAt: "2026-11-27T10:05:00.000Z",
};

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
      const body = typeof init.body === "string" ? JSON.parse(init.body) : null;
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

function Shown() {
  return <BulkTab columns={["topic", "contentType", "tone"]} rowLimit={10} />;
}
async function render() {
  const Stub = createRoutesStub([{ path: "/", Component: Shown }]);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <Stub />
      </I18nextProvider>,
    ),
  );
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}
const labelled = (text: string) => {
  const label = [...container.querySelectorAll("label")].find((l) => l.textContent === text);
  return document.getElementById(label?.htmlFor ?? "") as HTMLInputElement;
};
function typeInto(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")?.set;
  act(() => {
    setter?.call(element, value);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("the Bulk screen", () => {
  it("lists the past runs, and offers the template of the server's columns", async () => {
    answers.push({ status: 200, body: { runs: [RUN] } });
    await render();
    expect(calls[0]).toMatchObject({ method: "GET", url: "/api/bulk-runs" });
    const table = [...container.querySelectorAll("table")].at(-1);
    expect(table?.querySelector("caption")?.textContent).toBe("Your bulk runs, newest first");
    expect(table?.textContent).toContain("3 of 4 finished");
    const open = container.querySelector<HTMLAnchorElement>(
      'a[aria-label="Open the run “Autumn”"]',
    );
    expect(open?.getAttribute("href")).toBe(`/?run=${RUN.id}`);
    const template = [...container.querySelectorAll("a")].find(
      (a) => a.textContent === "Download a template",
    );
    expect(template?.getAttribute("download")).toBe("bulk-template.csv");
    expect(decodeURIComponent(template?.getAttribute("href") ?? "")).toBe(
      'data:text/csv;charset=utf-8,"topic","contentType","tone"\r\n' +
        '"How to brew cold brew coffee at home","blog",""\r\n' +
        '"Our spring sale starts on Monday","email",""\r\n',
    );
    expect(container.textContent).toContain("Your plan runs up to 10 rows at a time.");
  });

  it("says when the runs cannot be read; checks the pasted rows and shows the review", async () => {
    answers.push({ status: 500, body: null });
    await render();
    expect(container.querySelector("[role=alert]")?.textContent).toBe(
      "Failed to load your bulk runs.",
    );
    typeInto(labelled("Name"), "Winter");
    typeInto(labelled("Rows (CSV)"), "topic\nSnow");
    answers.push({
      status: 200,
      body: {
        rows: [
          { rowNumber: 2, status: "waiting", topic: "Snow", contentType: "blog", problem: null },
        ],
        cost: "1",
        rowLimit: 10,
        available: 3,
      },
    });
    const check = [...container.querySelectorAll("button")].find(
      (b) => b.textContent === "Check rows",
    );
    await act(async () => check?.click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(calls[1]).toEqual({
      method: "POST",
      url: "/api/bulk/check",
      body: { name: "Winter", csv: "topic\nSnow" },
    });
    expect(container.querySelector("h2")?.textContent).toBe("Review “Winter”");
    expect(container.textContent).toContain("Total cost: 1 credit, of 3 credits left.");
  });
});
