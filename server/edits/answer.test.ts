import { describe, expect, it } from "vitest";
import { applyResult, EmptyAnswer, resultOf, splitBlocks, stripChatter } from "./answer";
import type { EditTarget } from "./targets";

const selection: EditTarget = { kind: "selection", html: "some words", before: "", after: "" };
const blockSelection: EditTarget = { ...selection, html: "<p>one</p><p>two</p>" };
const each: EditTarget = {
  kind: "each",
  blocks: [
    { index: 2, html: "<p>two</p>" },
    { index: 5, html: "<p>five</p>" },
  ],
};
const range: EditTarget = { kind: "range", from: 0, to: 2, html: ["<p>a</p>", "<p>b</p>"] };
const field: EditTarget = { kind: "field", field: "metaDescription", text: "" };

describe("stripChatter", () => {
  it("takes the answer out of a code fence and drops chatter around it", () => {
    expect(stripChatter("Sure! Here is the text:\n```html\n<p>New.</p>\n```\nLet me know!")).toBe(
      "<p>New.</p>",
    );
    expect(stripChatter("Here is the rewritten text:\n<p>New.</p>\nI hope this helps.")).toBe(
      "<p>New.</p>",
    );
    expect(stripChatter("<p>Plain.</p>")).toBe("<p>Plain.</p>");
    expect(stripChatter("<p>It has 15 percent less acid [P1, P2].</p>")).toBe(
      "<p>It has 15 percent less acid.</p>",
    );
  });
});

describe("resultOf", () => {
  it("replaces an inline selection with inline HTML, a block selection with blocks", () => {
    expect(resultOf("<p>other <strong>words</strong></p>", selection)).toEqual({
      kind: "selection",
      html: "other <strong>words</strong>",
    });
    expect(resultOf("<p>uno</p><p>dos</p>", blockSelection)).toEqual({
      kind: "selection",
      html: "<p>uno</p><p>dos</p>",
    });
  });

  it("sanitises: no script, no event handler, no javascript: link", () => {
    const hostile =
      '<p onclick="x()">ok <img src=x onerror="alert(1)"><a href="javascript:alert(1)">link</a></p><script>alert(2)</script>';
    const result = resultOf(hostile, blockSelection);
    const html = result.kind === "selection" ? result.html : "";
    expect(html).toContain("ok");
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
  });

  it("splits a multi-block answer at its markers, keeping only the blocks asked for", () => {
    const answer = "<<<BLOCK 2>>>\n<p>TWO</p>\n<<<BLOCK 5>>>\n<p>FIVE</p>\n<<<BLOCK 9>>>\n<p>x</p>";
    expect(resultOf(answer, each)).toEqual({
      kind: "blocks",
      replacements: [
        { from: 2, to: 3, html: "<p>TWO</p>" },
        { from: 5, to: 6, html: "<p>FIVE</p>" },
      ],
    });
    expect(splitBlocks("<<<BLOCK 1>>>\n<p>a</p>\n<<<BLOCK 2>>>\n").size).toBe(1);
  });

  it("takes a one-block answer without its marker as that block", () => {
    const one: EditTarget = { kind: "each", blocks: [{ index: 4, html: "<p>x</p>" }] };
    expect(resultOf("<p>y</p>", one)).toEqual({
      kind: "blocks",
      replacements: [{ from: 4, to: 5, html: "<p>y</p>" }],
    });
  });

  it("replaces a range with the whole answer", () => {
    expect(resultOf("```\n<p>intro</p>\n```", range)).toEqual({
      kind: "blocks",
      replacements: [{ from: 0, to: 2, html: "<p>intro</p>" }],
    });
  });

  it("writes a field as plain text without a label or quotes, cut to the column", () => {
    expect(resultOf('Meta description: "A <b>short</b> text."', field)).toEqual({
      kind: "field",
      field: "metaDescription",
      text: "A short text.",
    });
    const long = resultOf("x".repeat(400), field);
    expect(long.kind === "field" && long.text.length).toBe(160);
  });

  it("fails an empty answer (nothing counted)", () => {
    for (const target of [selection, each, range, field])
      expect(() => resultOf("```html\n<script>x</script>\n```", target)).toThrow(EmptyAnswer);
  });
});

describe("applyResult", () => {
  it("replaces, inserts and appends ranges of blocks", () => {
    const blocks = ["a", "b", "c", "d"];
    expect(
      applyResult(blocks, {
        kind: "blocks",
        replacements: [
          { from: 0, to: 0, html: "first" },
          { from: 1, to: 3, html: "B+C" },
          { from: 4, to: 4, html: "end" },
        ],
      }),
    ).toEqual(["first", "a", "B+C", "d", "end"]);
    expect(applyResult(blocks, { kind: "selection", html: "x" })).toEqual(blocks);
  });
});
