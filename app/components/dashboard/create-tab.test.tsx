// @vitest-environment jsdom
import { createInstance } from "i18next";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import account from "~/i18n/locales/en/account.json";
import common from "~/i18n/locales/en/common.json";
import create from "~/i18n/locales/en/create.json";
import ui from "~/i18n/locales/en/ui.json";
import { CreateTab } from "./create-tab";

// A generation that has just succeeded, as the flow reports it.
vi.mock("./use-generation-flow", () => ({
  useGenerationFlow: () => ({
    state: {
      id: "g1",
      status: "succeeded",
      phase: "done",
      percent: 100,
      text: "<h2>Hook</h2><p>Words.</p>",
      postId: "5b6f3c2e-8d4a-4f7e-9c1b-2a3d4e5f6a7b",
      error: null,
    },
    generate: vi.fn(),
    busy: false,
    type: "video",
  }),
}));

// The model is ready: no banner (the banner and its live status have tests of their own).
vi.mock("./use-model-status", () => ({ useModelStatus: () => null }));

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

const i18n = createInstance();
await i18n.init({
  lng: "en",
  resources: { en: { account, common, create, ui } },
  defaultNS: "common",
  initAsync: false,
});

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

describe("the Create tab after a success", () => {
  it("reaches step 3 and names the result by its translated type", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: CreateTab }]);
    await act(async () =>
      root.render(
        <I18nextProvider i18n={i18n}>
          <Stub />
        </I18nextProvider>,
      ),
    );
    expect(container.querySelector("[aria-current=step]")?.textContent).toContain("Generate");
    expect(container.textContent).toContain("Your Video Script is ready");
  });
});
