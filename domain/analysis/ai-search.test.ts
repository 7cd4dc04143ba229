import { describe, expect, it } from "vitest";
import { findCheck, makeInput, statusOf, text } from "../../tests/support/analysis";
import { messageOf } from "../../tests/support/analysis-text";
import { aiSearchChecks } from "./ai-search";
import type { AnalysisInput } from "./report";
import { parseContent } from "./text-parts";

function ai(overrides: Partial<AnalysisInput>) {
  const input = makeInput({
    keywords: ["composting"],
    title: "Composting for beginners",
    ...overrides,
  });
  return aiSearchChecks(input, parseContent(input.html, input.language));
}

describe("answer in the opening", () => {
  const opening = (words: number, lead = "Composting turns scraps into soil.") =>
    `<h2>Intro</h2><p>${lead} ${text(words - lead.split(" ").length)}</p><p>Later.</p>`;

  it.each([
    [opening(20), "good", 20],
    [opening(80), "good", 80],
    [opening(19), "ok", 19],
    [opening(81), "ok", 81],
    [opening(40, "Scraps turn into soil."), "ok", 40],
    [opening(10, "Scraps turn into soil."), "problem", 10],
    [opening(90, "Scraps turn into soil."), "problem", 90],
  ])("case %#", (html, expected, value) => {
    expect(findCheck(ai({ html }), "answer-first")).toMatchObject({ status: expected, value });
  });

  it("is a problem without any paragraph", () => {
    expect(
      statusOf(ai({ html: "<h2>Only a heading</h2><ul><li>item</li></ul>" }), "answer-first"),
    ).toBe("problem");
  });

  it("uses the title's main words when there is no focus keyword", () => {
    const html = `<p>Beginners can start with a bin. ${text(25)}</p>`;
    expect(statusOf(ai({ html, keywords: [] }), "answer-first")).toBe("good");
    expect(statusOf(ai({ html, keywords: [], title: "Tomato growing" }), "answer-first")).toBe(
      "ok",
    );
  });

  it("ignores word counts for Chinese", () => {
    expect(
      statusOf(
        ai({ html: "<p>堆肥很容易。</p>", keywords: ["堆肥"], language: "zh" }),
        "answer-first",
      ),
    ).toBe("good");
  });
});

describe("question-style headings", () => {
  it.each([
    ["<h2>How do I start?</h2><h2>Tips</h2>", "good", 50],
    ["<h2>What you need</h2>", "good", 100],
    ["<h3>Is it worth it</h3>", "good", 100],
    ["<h2>Tips</h2><h3>Tools</h3>", "ok", 0],
    ["<p>No headings</p>", "ok", 0],
    ["<h4>Why?</h4>", "ok", 0],
  ])("%s is %s", (html, expected, value) => {
    expect(findCheck(ai({ html }), "question-headings")).toMatchObject({ status: expected, value });
  });

  it("recognises question marks in other languages, not English question words", () => {
    expect(
      statusOf(ai({ html: "<h2>¿Qué es el compost?</h2>", language: "es" }), "question-headings"),
    ).toBe("good");
    expect(
      statusOf(ai({ html: "<h2>什么是堆肥？</h2>", language: "zh" }), "question-headings"),
    ).toBe("good");
    expect(
      statusOf(ai({ html: "<h2>What compost</h2>", language: "es" }), "question-headings"),
    ).toBe("ok");
  });

  it("only applies to long-form types", () => {
    expect(statusOf(ai({ html: "<h2>How?</h2>", contentType: "email" }), "question-headings")).toBe(
      "absent",
    );
  });
});

describe("FAQ block", () => {
  const faq =
    "<h2>FAQ</h2><h3>How long does it take?</h3><p>Two months.</p><h3>Does it smell?</h3><p>No.</p>";

  it("is good when an FAQ heading is followed by answered questions", () => {
    expect(findCheck(ai({ html: `<p>x</p>${faq}` }), "faq-block")).toMatchObject({
      status: "good",
      value: 2,
    });
    expect(messageOf(findCheck(ai({ html: `<p>x</p>${faq}` }), "faq-block"))).toContain("FAQPage");
  });

  it("accepts other FAQ headings and bold questions", () => {
    const html =
      "<h2>Frequently Asked Questions</h2><p><strong>Can I compost paper?</strong></p><p>Yes.</p>" +
      "<p><strong>Not a question</strong></p><p>Still the answer.</p>";
    expect(findCheck(ai({ html }), "faq-block")).toMatchObject({ status: "good", value: 1 });
    const es = "<h2>Preguntas frecuentes</h2><h3>¿Cuánto tarda?</h3><p>Dos meses.</p>";
    expect(statusOf(ai({ html: es, language: "es" }), "faq-block")).toBe("good");
  });

  it("is ok when the questions have no answers (no FAQPage markup)", () => {
    const html = "<h2>FAQ</h2><h3>How long does it take?</h3><h3>Does it smell?</h3>";
    expect(findCheck(ai({ html }), "faq-block")).toMatchObject({ status: "ok", value: 0 });
  });

  it("stops at the next heading of the same level", () => {
    const html = "<h2>FAQ</h2><p>Intro only.</p><h2>How long does it take?</h2><p>Two months.</p>";
    expect(findCheck(ai({ html }), "faq-block")?.status).toBe("ok");
  });

  it("suggests an FAQ for long-form types only", () => {
    expect(statusOf(ai({ html: "<p>x</p>" }), "faq-block")).toBe("ok");
    expect(statusOf(ai({ html: "<p>x</p>", contentType: "social" }), "faq-block")).toBe("absent");
    expect(statusOf(ai({ html: `<p>x</p>${faq}`, contentType: "email" }), "faq-block")).toBe(
      "good",
    );
  });
});

describe("lists and tables", () => {
  it.each([
    ["<ul><li>a</li></ul>", "good"],
    ["<ol><li>a</li></ol>", "good"],
    ["<table><tr><td>a</td></tr></table>", "good"],
    ["<p>none</p>", "ok"],
  ])("%s is %s", (html, expected) => {
    expect(statusOf(ai({ html }), "lists-tables")).toBe(expected);
  });

  it("is not asked of social posts", () => {
    expect(statusOf(ai({ html: "<p>x</p>", contentType: "social" }), "lists-tables")).toBe(
      "absent",
    );
  });
});

describe("statistics with sources", () => {
  it.each([
    ["<p>Composting cuts waste by 30%.</p>", "ok", 1],
    ["<p>It is 2.5 times faster. About 1 in 3 people compost.</p>", "ok", 2],
    ["<p>According to the EPA, food is 24% of landfill.</p>", "good", 0],
    ["<p>A 2023 survey found 40 percent compost.</p>", "good", 0],
    ['<p>Waste fell by 30% (<a href="https://epa.gov">EPA</a>).</p>', "good", 0],
    ["<p>Follow these 5 steps in 2024.</p>", "good", 0],
    ["<p>No numbers here.</p>", "good", 0],
  ])("%s is %s", (html, expected, value) => {
    expect(findCheck(ai({ html }), "statistics-sources")).toMatchObject({
      status: expected,
      value,
    });
  });

  it("is English only (attribution phrases are English)", () => {
    expect(statusOf(ai({ html: "<p>Reduce 30%.</p>", language: "fr" }), "statistics-sources")).toBe(
      "absent",
    );
  });
});
