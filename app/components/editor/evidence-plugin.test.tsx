// @vitest-environment jsdom
import type { Claim } from "@domain/evidence";
import { sanitizeHtml } from "@domain/html/sanitize";
import { Editor, generateHTML, generateJSON } from "@tiptap/core";
import { createInstance } from "i18next";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import editorText from "~/i18n/locales/en/editor.json";
import evidence from "~/i18n/locales/en/evidence.json";
import ui from "~/i18n/locales/en/ui.json";
import { EvidenceMarks, setClaims } from "./evidence-plugin";
import { RichTextEditor } from "./rich-text-editor";
import { editorExtensions } from "./schema";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
// jsdom lays nothing out; ProseMirror asks for rectangles when it scrolls the selection into view.
const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 };
const rects = Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => rect as DOMRect;
Range.prototype.getClientRects = () => rects;
Element.prototype.scrollIntoView ??= () => {};
document.elementFromPoint ??= () => null;

const i18n = createInstance();
await i18n.init({
  lng: "en",
  resources: { en: { editor: editorText, evidence, ui } },
  initAsync: false,
});

const CITE =
  '<a class="cite" href="https://example.com/r" target="_blank" rel="noopener noreferrer nofollow">[1]</a>';
// As the writer stores it: references inside sentences, then the Sources list.
const STORED =
  `<p>The market grew <strong>12%</strong> in 2024${CITE}. Costs fell by a third<span class="cite">[2]</span>.</p>` +
  '<h2>Sources</h2><ol class="sources"><li><p><a href="https://example.com/r" target="_blank" rel="noopener noreferrer nofollow">Report</a> (example.com)</p></li><li><p>Notes</p></li></ol>';
const CLAIMS: Claim[] = [
  {
    sentence: "The market grew 12% in 2024.",
    kinds: ["number"],
    verdict: "supported",
    quote: "grew 12%",
  },
  {
    sentence: "Costs fell by a third.",
    kinds: ["number"],
    verdict: "unverified",
    flag: "invented",
  },
  { sentence: "Not in this text at all.", kinds: ["number"], verdict: "contradicted" },
];

describe("the editor schema and references", () => {
  const extensions = editorExtensions();
  it("keeps the cite and sources classes through the editor, as the sanitiser stores them", () => {
    const output = generateHTML(generateJSON(STORED, extensions), extensions);
    expect(output).toBe(STORED);
    expect(sanitizeHtml(output)).toBe(output);
  });

  it("does not take text typed right after a reference into it", () => {
    const editor = new Editor({ extensions, content: '<p>Fell<span class="cite">[2]</span></p>' });
    editor.commands.focus("end");
    editor.commands.insertContent(" more");
    expect(editor.getHTML()).toBe('<p>Fell<span class="cite">[2]</span> more</p>');
    editor.destroy();
  });
});

describe("the fact check's marks in the editor", () => {
  let root: Root;
  let container: HTMLDivElement;
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  async function render(claims: readonly Claim[], onChange = vi.fn()) {
    container = document.createElement("div");
    document.body.append(container);
    root = createRoot(container);
    const draw = (list: readonly Claim[]) =>
      act(async () =>
        root.render(
          <I18nextProvider i18n={i18n}>
            <span id="label">Content</span>
            <RichTextEditor
              id="body"
              name="content"
              labelledBy="label"
              initialHtml={STORED}
              onChange={onChange}
              claims={list}
            />
          </I18nextProvider>,
        ),
      );
    await draw(claims);
    return { onChange, redraw: draw };
  }
  const hidden = () => container.querySelector<HTMLInputElement>('input[name="content"]');

  it("marks the sentences it finds with a label, across inline tags, and never saves the marks", async () => {
    const { onChange, redraw } = await render(CLAIMS);
    const box = container.querySelector("#body") as HTMLElement;
    const marks = Array.from(box.querySelectorAll("mark.evidence-mark"), (m) => m.textContent);
    expect(marks.join("|")).toBe("The market grew |12%| in 2024|.|Costs fell by a third|.");
    const badges = Array.from(box.querySelectorAll(".evidence-badge"));
    expect(badges.map((b) => b.querySelector(":scope > span:nth-child(2)")?.textContent)).toEqual([
      "Supported",
      "Flagged",
    ]);
    expect(badges[0]?.textContent).toContain("The source says: “grew 12%”");
    // The document, the form field and the change callback know nothing of the marks.
    expect(hidden()?.value).toBe(STORED);
    expect(onChange).not.toHaveBeenCalled();

    // A new check redraws them; still nothing to save.
    await redraw([]);
    expect(box.querySelectorAll("mark, .evidence-badge")).toHaveLength(0);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("leaves the marks out of the saved HTML after an edit", async () => {
    const { onChange } = await render(CLAIMS);
    // The same extensions on their own: the marks drawn, an edit made, the HTML without them.
    const editor = new Editor({
      extensions: [...editorExtensions(), EvidenceMarks],
      content: STORED,
    });
    editor.view.dispatch(
      setClaims(editor.state.tr, CLAIMS, (c) => ({
        status: c.verdict,
        label: "L",
        description: "D",
      })),
    );
    expect(editor.view.dom.querySelectorAll("mark").length).toBeGreaterThan(0);
    editor.commands.focus("end");
    editor.commands.insertContent(" Added.");
    expect(editor.getHTML()).not.toMatch(/<mark|evidence-/);
    editor.destroy();
    expect(onChange).not.toHaveBeenCalled();
  });
});
