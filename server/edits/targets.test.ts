import { FIXABLE_CHECKS } from "@domain/ai-edits";
import { analyzeContent } from "@domain/analysis";
import { describe, expect, it } from "vitest";
import {
  CLAIM_BLOCKS,
  documentOf,
  KEYWORD,
  requestOf,
  unverifiedEvidence,
  WEAK_BLOCKS,
} from "../../tests/support/edit-documents";
import { checkPasses } from "./start";
import { faqRange, introductionRange, outlineOf, targetOf, transitionBlocks } from "./targets";

const context = { language: "en" as const, evidence: unverifiedEvidence(false) };

describe("the weak body of the tests", () => {
  it("fails every fixable check", () => {
    const report = analyzeContent({
      html: WEAK_BLOCKS.join("\n"),
      title: "Cold brew coffee at home",
      metaDescription: "",
      slug: "",
      keywords: [KEYWORD],
      contentType: "blog",
      language: "en",
      evidence: { ...unverifiedEvidence(false).counts, withSources: false },
    });
    for (const check of FIXABLE_CHECKS) expect(checkPasses(report, check), check).toBe(false);
  });
});

describe("targets", () => {
  it("takes the blocks before the first h2..h6 as the introduction, at least the first", () => {
    expect(introductionRange(WEAK_BLOCKS)).toEqual({ from: 0, to: 1 });
    expect(introductionRange(["<h2>A</h2>", "<p>b</p>"])).toEqual({ from: 0, to: 1 });
    expect(introductionRange(["<h1>T</h1>", "<p>a</p>", "<p>b</p>", "<h3>c</h3>"])).toEqual({
      from: 0,
      to: 3,
    });
    expect(introductionRange([])).toEqual({ from: 0, to: 0 });
  });

  it("appends an FAQ, or replaces an FAQ section that is there", () => {
    expect(faqRange(WEAK_BLOCKS)).toEqual({ from: WEAK_BLOCKS.length, to: WEAK_BLOCKS.length });
    const blocks = ["<p>a</p>", "<h2>FAQ</h2>", "<h3>Why?</h3>", "<h2>Next</h2>", "<p>b</p>"];
    expect(faqRange(blocks)).toEqual({ from: 1, to: 3 });
  });

  it("gives a selection action the selection and the text of the blocks around it", () => {
    const target = targetOf(requestOf("shorten"), context);
    expect(target).toMatchObject({ kind: "selection", html: requestOf("shorten").selection?.html });
    if (target.kind !== "selection") throw new Error("not a selection");
    expect(target.before).toContain("The drink is loved by many people.");
    expect(target.after).toBe("How to make it");
  });

  it("rewrites the introduction, appends a conclusion, writes the meta description as a field", () => {
    expect(targetOf(requestOf("introduction"), context)).toMatchObject({
      kind: "range",
      from: 0,
      to: 1,
    });
    const end = WEAK_BLOCKS.length;
    expect(targetOf(requestOf("conclusion"), context)).toMatchObject({ from: end, to: end });
    expect(targetOf(requestOf("faq"), context)).toMatchObject({ from: end, to: end });
    expect(targetOf(requestOf("meta"), context)).toMatchObject({ kind: "field" });
  });

  it("fixes only the blocks holding long or passive sentences", () => {
    const indexes = (check: "sentence-length" | "passive-voice") => {
      const target = targetOf(requestOf("fix", check), context);
      return target.kind === "each" ? target.blocks.map((b) => b.index) : [];
    };
    expect(indexes("sentence-length")).toEqual([2, 3, 5, 6, 7, 9]);
    expect(indexes("passive-voice")).toEqual([2, 5, 6, 7, 9]);
  });

  it("fixes the blocks holding sentences that sound machine-written", () => {
    const target = targetOf(requestOf("fix", "machine-phrasing"), context);
    expect(target.kind === "each" ? target.blocks.map((b) => b.index) : []).toEqual([3]);
  });

  it("gives transition words to as many paragraphs as the report's good share needs", () => {
    const target = transitionBlocks(WEAK_BLOCKS, context);
    if (target.kind !== "each") throw new Error("not blocks");
    expect(target.blocks.length).toBeGreaterThan(0);
    expect(target.blocks.every((b) => b.html.startsWith("<p>"))).toBe(true);
    expect(target.blocks.length).toBeLessThan(
      WEAK_BLOCKS.filter((b) => b.startsWith("<p>")).length,
    );
  });

  it("fixes the keyword in the introduction there, the meta description and the FAQ", () => {
    expect(targetOf(requestOf("fix", "keyword-in-introduction"), context)).toMatchObject({
      kind: "range",
      from: 0,
      to: 1,
    });
    expect(targetOf(requestOf("fix", "meta-description-length"), context).kind).toBe("field");
    expect(targetOf(requestOf("fix", "faq-block"), context)).toMatchObject({
      from: WEAK_BLOCKS.length,
    });
  });

  it("fixes the keyword in the paragraph the check reads, past a quote and an empty paragraph", () => {
    // The analysis corpus's "ora" and "exit-hook" open with a quoted tagline: the check reads
    // the first paragraph outside it (found by the Fix eval, server/quality/eval/fixes.ts).
    const blocks = [
      "<blockquote><p>Elegant terminal spinner</p></blockquote>",
      "<p><br><br></p>",
      "<p>Spinners show that a command is still working.</p>",
      "<h2>Install</h2>",
    ];
    const request = requestOf("fix", "keyword-in-introduction");
    const target = targetOf({ ...request, document: { ...request.document, blocks } }, context);
    expect(target).toMatchObject({ kind: "range", from: 2, to: 3 });
  });

  it("rewrites the blocks holding the fact check's unverified claims, with those claims", () => {
    const target = targetOf(requestOf("fix", "evidence-claims"), context);
    expect(target).toMatchObject({ kind: "each", blocks: [{ index: 1, html: CLAIM_BLOCKS[1] }] });
    if (target.kind !== "each") throw new Error("not blocks");
    expect(target.claims).toHaveLength(1);
  });

  it("outlines the piece for the piece actions", () => {
    const outline = outlineOf(documentOf(WEAK_BLOCKS).blocks);
    expect(outline).toContain("# Why the wait pays off");
    expect(outline.split("\n")).toHaveLength(WEAK_BLOCKS.length);
  });
});
