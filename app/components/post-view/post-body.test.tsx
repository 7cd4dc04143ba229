// @vitest-environment jsdom
import type { CitedSource, Claim, Evidence } from "@domain/evidence";
import { createInstance } from "i18next";
import { act, type ReactNode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import evidence from "~/i18n/locales/en/evidence.json";
import ui from "~/i18n/locales/en/ui.json";
import { EvidencePanel } from "./evidence-panel";
import { PostBody } from "./post-body";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

const i18n = createInstance();
await i18n.init({ lng: "en", resources: { en: { evidence, ui } }, initAsync: false });

const CITATIONS: CitedSource[] = [
  {
    n: 1,
    sourceId: "s1",
    kind: "url",
    title: "Market report",
    site: "example.com",
    address: "https://example.com/report",
    passages: [{ id: "p1", text: "The market grew 9% in 2024." }],
  },
  {
    n: 2,
    sourceId: "s2",
    kind: "text",
    title: "Interview notes",
    site: null,
    address: null,
    passages: [{ id: "p2", text: "Costs fell by a third." }],
  },
];
const HTML =
  '<p>The market grew 12% in 2024<a class="cite" href="https://example.com/report" target="_blank" rel="noopener noreferrer nofollow">[1]</a>. ' +
  'Costs fell<span class="cite">[2]</span>.</p><h2>Sources</h2><ol class="sources"><li><a href="https://example.com/report" target="_blank" rel="noopener noreferrer nofollow">Market report</a> (example.com)</li><li>Interview notes</li></ol>';
const CLAIMS: Claim[] = [
  {
    sentence: "The market grew 12% in 2024.",
    kinds: ["number", "date"],
    verdict: "contradicted",
    quote: "The market grew 9% in 2024.",
    sourceId: "s1",
    passageId: "p1",
  },
  { sentence: "A sentence that was edited away since.", kinds: ["number"], verdict: "unverified" },
];

let root: Root | null = null;
let container: HTMLDivElement;
afterEach(() => {
  act(() => root?.unmount());
  container.remove();
  document.body.innerHTML = "";
});

// The panel's links need a router; the element under test is set before each render.
let shown: ReactNode = null;
const Stub = createRoutesStub([{ path: "/", Component: () => shown }]);

async function render(children: ReactNode) {
  shown = children;
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root?.render(
      <I18nextProvider i18n={i18n}>
        <Stub />
      </I18nextProvider>,
    ),
  );
}

const key = (element: Element, name: string) =>
  act(() => {
    element.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true }));
  });

describe("PostBody", () => {
  it("makes each reference a button that opens its cited passages from the keyboard", async () => {
    await render(<PostBody html={HTML} citations={CITATIONS} claims={[]} />);
    const [web, text] = Array.from(container.querySelectorAll<HTMLElement>("p .cite"));
    expect(web?.getAttribute("role")).toBe("button");
    expect(web?.getAttribute("aria-haspopup")).toBe("dialog");
    expect(web?.getAttribute("aria-label")).toBe("Source 1: Market report");
    expect(text?.tabIndex).toBe(0);
    // The Sources list's own links stay links.
    expect(container.querySelector("ol.sources a")?.getAttribute("role")).toBeNull();

    text?.focus();
    await key(text as HTMLElement, "Enter");
    let dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain("[2] Interview notes");
    expect(dialog?.textContent).toContain("Costs fell by a third.");
    // Pasted text has no address to open.
    expect(dialog?.querySelector('a[href^="http"]')).toBeNull();
    await key(dialog as Element, "Escape");
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(text);

    await key(web as HTMLElement, " ");
    dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain("The market grew 9% in 2024.");
    const link = dialog?.querySelector<HTMLAnchorElement>('a[href="https://example.com/report"]');
    expect(link?.textContent).toContain("Open the source");
    expect(link?.rel).toBe("noopener noreferrer nofollow");
  });

  it("opens a reference on click instead of following it", async () => {
    await render(<PostBody html={HTML} citations={CITATIONS} claims={[]} />);
    const web = container.querySelector<HTMLElement>("p a.cite");
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    await act(async () => web?.dispatchEvent(click));
    expect(click.defaultPrevented).toBe(true);
    expect(document.querySelector('[role="dialog"]')?.textContent).toContain("Market report");
  });

  it("marks the claims it finds and tells which ones it did not", async () => {
    let found: boolean[] = [];
    await render(
      <PostBody
        html={HTML}
        citations={CITATIONS}
        claims={CLAIMS}
        onMarked={(next) => {
          found = next;
        }}
      />,
    );
    expect(found).toEqual([true, false]);
    expect(container.querySelector(".evidence-badge")?.textContent).toContain("Contradicted");
    expect(container.querySelector(".evidence-badge .sr-only")?.textContent).toContain(
      "The source says: “The market grew 9% in 2024.”",
    );
  });
});

const EVIDENCE: Evidence = {
  version: 1,
  checkedAt: "2026-11-27T10:00:00.000Z",
  withSources: true,
  claims: CLAIMS,
  counts: { claims: 2, supported: 0, contradicted: 1, unverified: 1 },
};

describe("EvidencePanel", () => {
  it("lists every claim with its verdict, quote and source, and says which are not in the text", async () => {
    await render(
      <EvidencePanel evidence={EVIDENCE} citations={CITATIONS} hasSources found={[true, false]} />,
    );
    const panel = container.querySelector('[role="region"]');
    expect(panel?.querySelector("h2")?.textContent).toBe("Evidence");
    expect(panel?.textContent).toContain(
      "Claims: 2 · supported: 0 · contradicted: 1 · unverified: 1",
    );
    const items = Array.from(panel?.querySelectorAll("ol li") ?? []);
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain("Contradicted");
    expect(items[0]?.textContent).toContain("Source [1]: Market report");
    expect(items[0]?.textContent).not.toContain("not found in the text");
    expect(items[1]?.textContent).toContain("Unverified");
    expect(items[1]?.textContent).toContain("This sentence was not found in the text.");
    expect(panel?.querySelector('a[href="/dashboard/create"]')).toBeNull();
  });

  it("without sources, says the claims are unverified and links to Create to add some", async () => {
    await render(
      <EvidencePanel
        evidence={{ ...EVIDENCE, withSources: false }}
        citations={[]}
        hasSources={false}
      />,
    );
    expect(container.textContent).toContain(
      "This piece has no sources, so its claims are unverified.",
    );
    const link = container.querySelector<HTMLAnchorElement>('a[href*="create"]');
    expect(link?.textContent).toBe("Add sources");
  });
});
