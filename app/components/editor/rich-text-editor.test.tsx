// @vitest-environment jsdom

import { diffHtml } from "@domain/html/diff";
import type { Editor } from "@tiptap/core";
import { createInstance } from "i18next";
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { I18nextProvider } from "react-i18next";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import editor from "~/i18n/locales/en/editor.json";
import ui from "~/i18n/locales/en/ui.json";
import { RichTextEditor } from "./rich-text-editor";
import { acceptAll, rejectAll, showSuggestion } from "./suggestions/commands";

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });
// jsdom lays nothing out; ProseMirror asks for rectangles when it scrolls the selection into view.
const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 };
const rects = Object.assign([rect], { item: () => rect }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect = () => rect as DOMRect;
Range.prototype.getClientRects = () => rects;
Element.prototype.scrollIntoView ??= () => {};
document.elementFromPoint ??= () => null;

const i18n = createInstance();
await i18n.init({ lng: "en", resources: { en: { editor, ui } }, initAsync: false });

// A stored body the editor writes differently (thead is read through, cells get paragraphs).
const STORED =
  "<h2>Prices</h2><table><thead><tr><th>Plan</th></tr></thead><tbody><tr><td>Pro</td></tr></tbody></table>";

let root: Root;
let container: HTMLDivElement;
const onChange = vi.fn();

beforeEach(async () => {
  container = document.createElement("div");
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root.render(
      <I18nextProvider i18n={i18n}>
        <span id="label">Content</span>
        <RichTextEditor
          id="body"
          name="content"
          labelledBy="label"
          initialHtml={STORED}
          onChange={onChange}
        />
      </I18nextProvider>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  onChange.mockReset();
});

const hidden = () => container.querySelector<HTMLInputElement>('input[name="content"]');
const button = (name: string) =>
  container.querySelector<HTMLButtonElement>(`[role="toolbar"] button[aria-label="${name}"]`);

describe("RichTextEditor", () => {
  it("renders a labelled text box and a toolbar of toggles that report their state", () => {
    const box = container.querySelector("#body");
    expect(box?.getAttribute("role")).toBe("textbox");
    expect(box?.getAttribute("aria-labelledby")).toBe("label");
    expect(box?.getAttribute("contenteditable")).toBe("true");
    expect(button("Bold")?.getAttribute("aria-pressed")).toBe("false");
    expect(button("Heading 2")?.getAttribute("aria-pressed")).toBe("true");
    expect(button("Undo")?.disabled).toBe(true);
    const tabbable = container.querySelectorAll('[role="toolbar"] button[tabindex="0"]');
    expect(tabbable).toHaveLength(1);
  });

  it("keeps the stored HTML byte for byte until the text changes, and again after undo", async () => {
    expect(hidden()?.value).toBe(STORED);
    await act(async () => button("Heading 2")?.click());
    expect(button("Heading 2")?.getAttribute("aria-pressed")).toBe("false");
    expect(hidden()?.value).toMatch(/^<p>Prices<\/p><table><tbody><tr><th><p>Plan<\/p><\/th>/);
    expect(onChange).toHaveBeenLastCalledWith(hidden()?.value, true);

    await act(async () => button("Undo")?.click());
    expect(hidden()?.value).toBe(STORED);
    expect(onChange).toHaveBeenLastCalledWith(STORED, false);
  });

  it("saves the body without pending suggestions, and with them once accepted", async () => {
    const box = container.querySelector("#body") as HTMLElement & { editor: Editor };
    const editor = box.editor;
    const before = editor.getHTML();
    const after = before.replace("Prices<", "Prices today<");
    await act(async () => {
      showSuggestion(editor, {
        from: 0,
        to: editor.state.doc.content.size,
        html: diffHtml(before, after).html,
        prefix: "e1",
      });
    });
    expect(container.querySelector("ins")?.textContent).toBe(" today");
    expect(hidden()?.value).toBe(STORED);
    expect(onChange).toHaveBeenLastCalledWith(STORED, false);

    await act(async () => rejectAll(editor));
    expect(hidden()?.value).toBe(STORED);
    await act(async () => button("Undo")?.click());
    expect(hidden()?.value).toBe(STORED);
    await act(async () => acceptAll(editor));
    expect(hidden()?.value).toBe(after);
    expect(hidden()?.value).not.toMatch(/<ins|<del|data-change/);
    expect(onChange).toHaveBeenLastCalledWith(after, true);
  });
});
