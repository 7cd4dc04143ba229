// @vitest-environment jsdom
import { createInstance } from "i18next";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import evidence from "~/i18n/locales/en/evidence.json";
import ui from "~/i18n/locales/en/ui.json";
import { FactCheckButton } from "./fact-check";

const toastError = vi.fn();
const toastSuccess = vi.fn();
vi.mock("~/components/ui/toaster", () => ({
  toast: {
    error: (...args: unknown[]) => toastError(...args),
    success: (...a: unknown[]) => toastSuccess(...a),
  },
}));

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
const i18n = createInstance();
await i18n.init({ lng: "en", resources: { en: { evidence, ui } }, initAsync: false });

const POST = "0b6f3c2e-8d4a-4f7e-9c1b-2a3d4e5f6a7b";
const run = (status: string, phase: string, percent: number) => ({
  check: {
    id: "c1",
    status,
    phase,
    percent,
    error: null,
    credit: "0.5",
    postId: POST,
    sourceIds: [],
    evidence: null,
  },
});
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

let shown: ReactNode = null;
let loads = 0;
const Stub = createRoutesStub([
  {
    path: "/",
    Component: () => shown,
    loader: () => {
      loads++;
      return null;
    },
  },
]);
let root: Root;
let container: HTMLDivElement;
afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.unstubAllGlobals();
  toastError.mockReset();
  toastSuccess.mockReset();
});
async function render(element: ReactNode) {
  shown = element;
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <Stub />
      </I18nextProvider>,
    ),
  );
}
const button = () =>
  Array.from(container.querySelectorAll("button")).find((b) => b.textContent === "Check facts");
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++)
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(check()).toBe(true);
}

describe("FactCheckButton", () => {
  it("shows its cost, starts the post's check, follows it and reads the post again when done", async () => {
    const reads = [run("running", "checking", 60), run("succeeded", "done", 100)];
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === "POST") {
        expect(url).toBe(`/api/posts/${POST}/fact-checks`);
        return json(run("queued", "queued", 0), 202);
      }
      expect(url).toBe("/api/fact-checks/c1");
      return json(reads.shift() ?? run("succeeded", "done", 100));
    });
    vi.stubGlobal("fetch", fetchMock);
    await render(<FactCheckButton postId={POST} hasSources unsaved={false} />);
    expect(container.querySelector("#fact-check-cost")?.textContent).toBe("Costs ½ credit.");
    expect(button()?.getAttribute("aria-describedby")).toBe("fact-check-cost");
    const before = loads;

    await act(async () => button()?.click());
    expect(button()?.disabled).toBe(true);
    await until(() => container.textContent?.includes("Checking the claims… 60%") ?? false);
    await until(() => toastSuccess.mock.calls.length === 1);
    expect(toastSuccess).toHaveBeenCalledWith("Facts checked");
    await until(() => loads > before);
    expect(button()?.disabled).toBe(false);
  }, 15_000);

  it("is free without sources, waits for a save, and says a refusal in the user's words", async () => {
    vi.stubGlobal("fetch", async () =>
      json(
        { error: { code: "INSUFFICIENT_CREDITS", message: "evidence:errors.insufficientCredits" } },
        402,
      ),
    );
    await render(<FactCheckButton postId={POST} hasSources={false} unsaved />);
    expect(container.querySelector("#fact-check-cost")?.textContent).toBe(
      "Free: the piece has no sources. Save your changes first: the check reads the saved text.",
    );
    expect(button()?.disabled).toBe(true);

    act(() => root.unmount());
    container.remove();
    await render(<FactCheckButton postId={POST} hasSources unsaved={false} />);
    await act(async () => button()?.click());
    await until(() => toastError.mock.calls.length === 1);
    expect(toastError.mock.calls[0]?.[1]).toEqual({
      description:
        "You have no credits left this month for this. Upgrade your plan or wait for next month.",
    });
  });
});
