// @vitest-environment jsdom
import type { BulkRunResponse } from "@domain/api/bulk";
import { BULK_ROW_STATUSES, type BulkRow, type BulkRunStatus } from "@domain/bulk";
import { createInstance } from "i18next";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import bulk from "~/i18n/locales/en/bulk.json";
import common from "~/i18n/locales/en/common.json";
import create from "~/i18n/locales/en/create.json";
import ui from "~/i18n/locales/en/ui.json";
import { valueFormatter } from "~/i18n/value-formatter";
import { RunView } from "./run-view";
import { POLL_MS } from "./use-bulk-run";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const i18n = createInstance().use(valueFormatter);
await i18n.init({
  lng: "en",
  interpolation: { escapeValue: false, alwaysFormat: true },
  resources: { en: { common, ui, bulk, create } },
  defaultNS: "common",
  initAsync: false,
});

const RUN = "00000000-0000-4000-8000-000000000001";
const POST = "00000000-0000-4000-8000-000000000002";
const row = (rowNumber: number, status: BulkRow["status"], extra: Partial<BulkRow> = {}) => ({
  id: `row-${rowNumber}`,
  rowNumber,
  status,
  topic: `Topic ${rowNumber}`,
  contentType: "blog" as const,
  problem: null,
  ...extra,
});
function answer(status: BulkRunStatus, rows: BulkRow[]): BulkRunResponse {
  const counts = Object.fromEntries(
    BULK_ROW_STATUSES.map((s) => [s, rows.filter((r) => r.status === s).length]),
  ) as BulkRunResponse["run"]["counts"];
  return {
    run: {
      id: RUN,
      name: "Spring",
      status,
      counts,
      reserved: "1",
      createdAt: "2026-11-27T10:00:00.000Z",
      finishedAt: null,
    },
    rows,
  };
}

let root: Root;
let container: HTMLDivElement;
let calls: { method: string; url: string }[];
let answers: unknown[];
beforeEach(() => {
  vi.useFakeTimers();
  calls = [];
  answers = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ method: init.method ?? "GET", url });
      return new Response(JSON.stringify(answers.shift() ?? null), { status: 200 });
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
  vi.useRealTimers();
});

function Shown() {
  return <RunView id={RUN} />;
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
}
const tick = (ms: number) => act(async () => void (await vi.advanceTimersByTimeAsync(ms)));
const status = () => container.querySelector("[role=status]")?.textContent ?? "";

describe("a bulk run's view", () => {
  it("reads the run every 2 s while it runs, says its progress, and stops once it has finished", async () => {
    answers.push(answer("running", [row(2, "running"), row(3, "waiting"), row(4, "refused")]));
    answers.push(
      answer("running", [
        row(2, "succeeded", { postId: POST }),
        row(3, "running"),
        row(4, "refused"),
      ]),
    );
    answers.push(
      answer("finished", [
        row(2, "succeeded", { postId: POST }),
        row(3, "failed", { error: "bulk:errors.notFound" }),
        row(4, "refused"),
      ]),
    );
    await render();
    await tick(0);
    expect(status()).toBe("0 of 2 done: 0 finished, 0 failed, 1 running, 1 waiting.");
    await tick(POLL_MS);
    expect(status()).toBe("1 of 2 done: 1 finished, 0 failed, 1 running, 0 waiting.");
    const link = container.querySelector<HTMLAnchorElement>(`a[href="/dashboard/view/${POST}"]`);
    expect(link?.getAttribute("aria-label")).toBe("Open the post of row 2: Topic 2");
    await tick(POLL_MS);
    expect(status()).toBe(
      "2 of 2 done: 1 finished, 1 failed, 0 running, 0 waiting. The run has finished.",
    );
    expect(container.textContent).toContain("Bulk run not found.");
    expect(calls).toHaveLength(3);
    await tick(POLL_MS * 3);
    expect(calls).toHaveLength(3);
    expect(calls.every((c) => c.method === "GET" && c.url === `/api/bulk-runs/${RUN}`)).toBe(true);
    // Finished with a failed row: Retry, the zip and the library; no Cancel.
    const names = [...container.querySelectorAll("button, a")].map((e) => e.textContent);
    expect(names).toContain("Retry 1 failed row");
    expect(names).toContain("Download zip");
    expect(names).toContain("Open in library");
    expect(names).not.toContain("Cancel the rest");
  });

  it("retries the failed rows and reads the run again while they run", async () => {
    answers.push(answer("finished", [row(2, "failed")]));
    await render();
    await tick(0);
    answers.push(answer("running", [row(2, "waiting")]));
    answers.push(answer("finished", [row(2, "succeeded", { postId: POST })]));
    const retry = [...container.querySelectorAll("button")].find(
      (b) => b.textContent === "Retry 1 failed row",
    );
    await act(async () => retry?.click());
    await tick(0);
    expect(calls[1]).toEqual({ method: "POST", url: `/api/bulk-runs/${RUN}/retry` });
    expect(status()).toContain("0 of 1 done");
    await tick(POLL_MS);
    expect(calls[2]?.method).toBe("GET");
    expect(status()).toBe(
      "1 of 1 done: 1 finished, 0 failed, 0 running, 0 waiting. The run has finished.",
    );
  });
});
