// @vitest-environment jsdom
import type { BulkCheckResponse } from "@domain/api/bulk";
import { GENERATION_MESSAGES } from "@domain/generation-input";
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
import { Review } from "./review";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const i18n = createInstance().use(valueFormatter);
await i18n.init({
  lng: "en",
  interpolation: { escapeValue: false, alwaysFormat: true },
  resources: { en: { common, bulk, create } },
  defaultNS: "common",
  initAsync: false,
});

const HOSTILE = `<img src=x onerror="alert(1)">`;
const ready = (rowNumber: number, topic: string) =>
  ({ rowNumber, status: "waiting", topic, contentType: "blog", problem: null }) as const;
const refused = {
  rowNumber: 3,
  status: "refused",
  topic: "",
  contentType: "blog",
  problem: {
    title: GENERATION_MESSAGES.missingInformationTitle,
    message: GENERATION_MESSAGES.required,
    field: "topic",
  },
} as const;

let root: Root;
let container: HTMLDivElement;
beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("null", { status: 500 })),
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

let shown: BulkCheckResponse;
function Shown() {
  return (
    <Review
      sheet={{ name: "Spring", csv: "topic\nx" }}
      check={shown}
      onBack={() => {}}
      onStarted={() => {}}
    />
  );
}

async function render(check: BulkCheckResponse) {
  shown = check;
  const Stub = createRoutesStub([{ path: "/", Component: Shown }]);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <Stub />
      </I18nextProvider>,
    ),
  );
}
const runButton = () =>
  [...container.querySelectorAll("button")].find((b) => b.textContent?.startsWith("Run ")) as
    | HTMLButtonElement
    | undefined;

describe("the review of a spreadsheet", () => {
  it("lists each row (a refused one says why), the counts, the cost against the credits left", async () => {
    await render({
      rows: [ready(2, HOSTILE), refused, ready(4, "Tea")],
      cost: "2",
      rowLimit: 10,
      available: 5,
    });
    const table = container.querySelector("table");
    expect(table?.querySelector("caption")?.textContent).toBe("Rows of “Spring”");
    expect(table?.querySelectorAll("tbody tr")).toHaveLength(3);
    expect(container.textContent).toContain("Row 3: Missing Information: topic is required.");
    expect(container.textContent).toContain("3 rows: 2 ready, 1 refused.");
    expect(container.textContent).toContain("Total cost: 2 credits, of 5 credits left.");
    expect(container.textContent).toContain("Your plan runs up to 10 rows at a time.");
    // A hostile topic is text.
    expect(container.textContent).toContain(HOSTILE);
    expect(container.querySelector("img")).toBeNull();
    expect(runButton()?.textContent).toBe("Run 2 rows");
    expect(runButton()?.disabled).toBe(false);
  });

  it("disables Run with the reason beside it: not enough credits, or nothing valid", async () => {
    await render({
      rows: [ready(2, "Tea"), ready(3, "Coffee")],
      cost: "4",
      rowLimit: 10,
      available: 1.5,
    });
    expect(runButton()?.disabled).toBe(true);
    const reason = document.getElementById(runButton()?.getAttribute("aria-describedby") ?? "");
    expect(reason?.textContent).toBe(
      "Not enough credits: these rows cost 4 and you have 1.5 left.",
    );

    await render({ rows: [refused], cost: "0", rowLimit: 10, available: null });
    expect(runButton()?.disabled).toBe(true);
    const none = document.getElementById(runButton()?.getAttribute("aria-describedby") ?? "");
    expect(none?.textContent).toContain("No row is ready to run");
    expect(container.textContent).toContain("Total cost: 0 credits (unlimited credits).");
  });
});
