import { describe, expect, it } from "vitest";
import { findCheck, makeInput, sentence, statusOf, text } from "../../tests/support/analysis";
import { messageOf } from "../../tests/support/analysis-text";
import { readabilityChecks } from "./readability";
import type { AnalysisInput } from "./report";
import { parseContent } from "./text-parts";

function readability(overrides: Partial<AnalysisInput>) {
  const input = makeInput(overrides);
  return readabilityChecks(input, parseContent(input.html, input.language));
}

/** One paragraph per sentence: `long` sentences of 21 words, the rest of 8. */
function withLongSentences(total: number, long: number): string {
  return Array.from({ length: total }, (_, i) => `<p>${sentence(i < long ? 21 : 8, i)}</p>`).join(
    "",
  );
}

describe("sentence length", () => {
  it.each([
    [4, 1, "good", 25],
    [10, 3, "ok", 30],
    [13, 4, "problem", 30.8],
  ])("%i sentences with %i long is %s", (total, long, expected, value) => {
    const check = findCheck(
      readability({ html: withLongSentences(total, long) }),
      "sentence-length",
    );
    expect(check?.status).toBe(expected);
    expect(check?.value).toBe(value);
  });

  it("counts every heading as a sentence, as Yoast does", () => {
    // Three short headings and one long sentence: 25% long, not 100%.
    const html = `<h2>One</h2><h2>Two</h2><h3>Three</h3><p>${sentence(21)}</p>`;
    const check = findCheck(readability({ html }), "sentence-length");
    expect(check).toMatchObject({ status: "good", value: 25 });
  });

  it("leaves quotations and code out", () => {
    const html = `<p>${sentence(8)}</p><blockquote><p>${sentence(30)}</p></blockquote><pre><code>${sentence(30)}</code></pre><p>${sentence(8)} <code>${"x ".repeat(20)}</code></p>`;
    expect(findCheck(readability({ html }), "sentence-length")?.value).toBe(0);
  });

  it("does not count a sentence of exactly 20 words as long", () => {
    expect(
      findCheck(readability({ html: `<p>${sentence(20)}</p>` }), "sentence-length")?.value,
    ).toBe(0);
  });
});

describe("paragraph length", () => {
  it.each([
    [150, "good"],
    [151, "ok"],
    [200, "ok"],
    [201, "problem"],
  ])("a paragraph of %i words is %s", (words, expected) => {
    const checks = readability({ html: `<p>${text(20)}</p><p>${text(words)}</p>` });
    expect(statusOf(checks, "paragraph-length")).toBe(expected);
    expect(findCheck(checks, "paragraph-length")?.value).toBe(words);
  });

  it("measures list items and table cells as paragraphs too (the editor wraps them in p)", () => {
    const item = readability({ html: `<p>${text(20)}</p><ul><li><p>${text(201)}</p></li></ul>` });
    expect(statusOf(item, "paragraph-length")).toBe("problem");
    const quote = readability({
      html: `<p>${text(20)}</p><blockquote><p>${text(201)}</p></blockquote>`,
    });
    expect(statusOf(quote, "paragraph-length")).toBe("good");
  });
});

describe("subheading distribution", () => {
  const sections = (...lengths: number[]) =>
    lengths.map((n, i) => `<h2>Part ${i}</h2><p>${text(n)}</p>`).join("");

  it.each([
    [sections(300, 10), "good"],
    [sections(301, 10), "ok"],
    [sections(350, 10), "ok"],
    [sections(351, 10), "problem"],
    [`<p>${text(351)}</p>${sections(10)}`, "problem"], // the text before the first subheading
    [`<p>${text(310)}</p>`, "problem"], // long and no subheadings at all
  ])("case %#", (html, expected) => {
    expect(statusOf(readability({ html }), "subheading-distribution")).toBe(expected);
  });

  it("does not count code towards a section's length", () => {
    const html = `<h2>Part</h2><p>${text(290)}</p><pre><code>${text(200)}</code></pre><h2>Next</h2><p>${text(20)}</p>`;
    expect(statusOf(readability({ html }), "subheading-distribution")).toBe("good");
  });

  it("only applies to long-form texts over 300 words", () => {
    expect(statusOf(readability({ html: `<p>${text(300)}</p>` }), "subheading-distribution")).toBe(
      "absent",
    );
    const social = readability({ html: `<p>${text(400)}</p>`, contentType: "social" });
    expect(statusOf(social, "subheading-distribution")).toBe("absent");
  });
});

describe("sentence beginnings", () => {
  it.each([
    ["<p>Cats sleep. Cats eat. Cats play.</p>", "problem"],
    ["<p>Cats sleep. Cats eat.</p><p>Cats play.</p>", "problem"],
    ["<p>Cats sleep. Cats eat. Dogs play. Cats run.</p>", "good"],
    ["<p>The cat sat. The dog ran. The bird sang.</p>", "good"],
    ["<p>The cat sat. The cat ate. The cat ran.</p>", "problem"],
    ["<ul><li>Use a pot.</li><li>Use a bin.</li><li>Use a box.</li></ul>", "good"],
    [
      "<ul><li><p>Use a pot.</p></li><li><p>Use a bin.</p></li><li><p>Use a box.</p></li></ul>",
      "good",
    ],
    // As in Yoast, lists are skipped, so the sentences around one run on.
    ["<p>Cats sleep. Cats eat.</p><ul><li>x</li></ul><p>Cats play.</p>", "problem"],
    // A symbol starts a sentence like a word.
    ["<p>👉 Install it. 👉 Add a file. 👉 Run it.</p>", "problem"],
    ["<p>Install it. 👉 Add a file. Install more.</p>", "good"],
    // Headings are sentences.
    ["<h2>Cats at home</h2><p>Cats sleep. Cats eat.</p>", "problem"],
  ])("%s is %s", (html, expected) => {
    expect(statusOf(readability({ html }), "sentence-beginnings")).toBe(expected);
  });

  it("works in other languages and counts each run once", () => {
    const html = "<p>El gato duerme. El gato come. El gato juega. El gato corre.</p>";
    const check = findCheck(readability({ html, language: "es" }), "sentence-beginnings");
    expect(check).toMatchObject({ status: "problem", value: 1 });
  });
});

describe("passive voice", () => {
  const html = (passive: number) =>
    `<p>${Array.from({ length: 20 }, (_, i) =>
      i < passive ? "The letter was written by my friend." : sentence(8, i),
    ).join(" ")}</p>`;

  it.each([
    [2, "good", 10],
    [3, "ok", 15],
    [4, "problem", 20],
  ])("%i of 20 sentences is %s", (passive, expected, value) => {
    const check = findCheck(readability({ html: html(passive) }), "passive-voice");
    expect(check).toMatchObject({ status: expected, value });
  });
});

describe("transition words", () => {
  const html = (withTransition: number) =>
    `<p>${Array.from({ length: 10 }, (_, i) =>
      i < withTransition ? `However, ${sentence(19, i).toLowerCase()}` : sentence(20, i),
    ).join(" ")}</p>`;

  it.each([
    [3, "good", 30],
    [2, "ok", 20],
    [1, "problem", 10],
  ])("%i of 10 sentences in 200 words is %s", (count, expected, value) => {
    const check = findCheck(readability({ html: html(count) }), "transition-words");
    expect(check).toMatchObject({ status: expected, value });
  });

  it("passes texts under 200 words", () => {
    expect(statusOf(readability({ html: `<p>${text(199)}</p>` }), "transition-words")).toBe("good");
  });
});

describe("Flesch reading ease", () => {
  it.each([
    ["The cat sat on the mat. It was warm.", "good"],
    ["Our family visited the museum and enjoyed the paintings there.", "ok"],
    [
      "The committee considered several important proposals about community development.",
      "problem",
    ],
  ])("%s is %s", (sentenceText, expected) => {
    expect(statusOf(readability({ html: `<p>${sentenceText}</p>` }), "flesch-reading-ease")).toBe(
      expected,
    );
  });
});

describe("other languages", () => {
  const html = `<p>${text(250)}</p><p>Se escribió. Fue hecho por ellos.</p>`;

  it("runs each language's own word lists and formula, and only those it has", () => {
    const ids = (language: AnalysisInput["language"]) =>
      readability({ html, language }).map((c) => c.id);
    const shared = ["sentence-length", "paragraph-length", "sentence-beginnings"];
    for (const language of ["es", "fr", "de", "pt"] as const)
      expect(ids(language)).toEqual([
        ...shared,
        "passive-voice",
        "transition-words",
        "flesch-reading-ease",
      ]);
    expect(ids("ar")).toEqual([...shared, "transition-words"]);
    expect(ids("hi")).toEqual(shared);
  });

  it("measures Chinese in segmented words and Japanese in characters, without first words", () => {
    const zh = readability({ html: "<p>你好。我很好。</p>", language: "zh" });
    expect(zh.map((c) => c.id)).toEqual(["sentence-length", "paragraph-length"]);
    const long = `<p>${"これは長い文です".repeat(6)}。短い文です。</p>`;
    const ja = readability({ html: long, language: "ja" });
    // One of the two sentences has more than Yoast's 40 Japanese characters.
    expect(findCheck(ja, "sentence-length")).toMatchObject({ status: "problem", value: 50 });
    expect(messageOf(findCheck(ja, "sentence-length"), "ja")).toContain("40 文字");
    expect(ja.map((c) => c.id)).toEqual([
      "sentence-length",
      "paragraph-length",
      "transition-words",
    ]);
  });

  it("runs all checks for English", () => {
    expect(readability({ html }).map((c) => c.id)).toEqual([
      "sentence-length",
      "paragraph-length",
      "sentence-beginnings",
      "passive-voice",
      "transition-words",
      "flesch-reading-ease",
    ]);
  });
});
