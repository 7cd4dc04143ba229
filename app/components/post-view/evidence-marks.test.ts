// @vitest-environment jsdom
import type { Claim } from "@domain/evidence";
import { afterEach, describe, expect, it } from "vitest";
import { markClaims } from "./evidence-marks";
import { type ClaimText, statusOf } from "./evidence-status";

const claim = (sentence: string, more: Partial<Claim> = {}): Claim => ({
  sentence,
  kinds: ["number"],
  verdict: "unverified",
  ...more,
});
const text = (c: Claim): ClaimText => ({
  status: statusOf(c),
  label: `label:${statusOf(c)}`,
  description: `about:${c.quote ?? "none"}`,
});

// Sanitised HTML as the writer stores it: a reference inside the sentence, a bold number.
const HTML =
  "<h2>Growth</h2><p>Intro words here. The market grew <strong>12%</strong> in 2024" +
  '<a class="cite" href="https://example.com/r" target="_blank" rel="noopener noreferrer nofollow">[1]</a>.' +
  " It will double by 2030.</p>";

let root: HTMLDivElement;
afterEach(() => root.remove());
function render(html: string) {
  root = document.createElement("div");
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

describe("markClaims", () => {
  it("marks a sentence split across inline tags and a reference, with a label that says its status", () => {
    render(HTML);
    const claims = [
      claim("The market grew 12% in 2024.", { verdict: "contradicted", quote: "grew 9%" }),
    ];
    const { found } = markClaims(root, claims, text);
    expect(found).toEqual([true]);
    const marks = Array.from(root.querySelectorAll("mark.evidence-mark"));
    expect(marks.map((m) => m.textContent)).toEqual(["The market grew ", "12%", " in 2024", "."]);
    expect(marks[1]?.parentElement?.tagName).toBe("STRONG");
    // The reference is left as it was, outside the marks.
    expect(root.querySelector(".cite")?.closest("mark")).toBeNull();
    const badge = root.querySelector(".evidence-badge");
    expect(badge?.previousSibling).toBe(marks[3]);
    expect(badge?.textContent).toBe("✗ label:contradicted (about:grew 9%)");
    expect(badge?.querySelector('[aria-hidden="true"]')?.textContent).toBe("✗ ");
    expect(badge?.querySelector(".sr-only")?.textContent).toBe(" (about:grew 9%)");
  });

  it("lists a claim that is not in the text as not found, and marks nothing for it", () => {
    render(HTML);
    const { found } = markClaims(
      root,
      [
        claim("A sentence the piece never had."),
        claim("It will double by 2030.", { flag: "invented" }),
      ],
      text,
    );
    expect(found).toEqual([false, true]);
    expect(Array.from(root.querySelectorAll("mark"), (m) => m.textContent)).toEqual([
      "It will double by 2030.",
    ]);
    expect(root.querySelector(".evidence-badge")?.textContent).toContain("label:flagged");
  });

  it("takes every mark out again, leaving the body as it was", () => {
    render(HTML);
    const before = root.innerHTML;
    const { undo } = markClaims(
      root,
      [claim("The market grew 12% in 2024."), claim("Intro words here.")],
      text,
    );
    expect(root.innerHTML).not.toBe(before);
    undo();
    expect(root.innerHTML).toBe(before);
  });

  it("makes text only: a claim's words are never read as HTML", () => {
    render("<p>Costs fell by 40% last year.</p>");
    markClaims(
      root,
      [claim("Costs fell by 40% last year.", { quote: '<img src=x onerror="alert(1)">' })],
      (c) => ({ ...text(c), description: c.quote ?? "" }),
    );
    expect(root.querySelector("img")).toBeNull();
    expect(root.querySelector(".sr-only")?.textContent).toContain("<img");
  });
});
