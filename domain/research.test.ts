import { describe, expect, it } from "vitest";
import {
  BRIEF_LIMITS,
  type BriefSource,
  coverageScore,
  factCandidates,
  factKind,
  passageId,
  sharedTerms,
  sourceQuestions,
  sourceTopics,
} from "./research";

const source = (sourceId: string, ...texts: string[]): BriefSource => ({
  sourceId,
  passages: texts.map((text, i) => ({ id: passageId(sourceId, i), text })),
});

const A = source(
  "a",
  "Cold Brew Basics\n\nCold brew coffee is steeped for 12 to 24 hours. Cold brew coffee tastes smoother because the acids stay in the grounds.",
  "How long should cold brew steep? The grind size matters for cold brew coffee.",
);
const B = source(
  "b",
  "Making cold brew coffee at home\n\nUse a coarse grind size. According to the barista, “cold brew keeps for two weeks in the fridge.” What ratio of coffee to water works best? The steeping time changes the taste of cold brew coffee.",
);
const C = source("c", "Tea is older than coffee. Green tea grows in China and Japan.");

describe("sharedTerms", () => {
  it("keeps words and phrases at least two sources use, weights in (0, 1], the heaviest 1", () => {
    const terms = sharedTerms([A, B, C], "en");
    const names = terms.map((t) => t.term);
    expect(names).toContain("cold brew coffee");
    expect(names).toContain("grind size");
    // Used by one source only, or function words: never a term.
    expect(names).not.toContain("tea");
    expect(names).not.toContain("the");
    expect(terms.every((t) => t.sources >= 2)).toBe(true);
    expect(terms[0]?.weight).toBe(1);
    expect(terms.every((t) => t.weight > 0 && t.weight <= 1)).toBe(true);
  });

  it("lets a word give way to the phrase it mostly occurs in", () => {
    const names = sharedTerms([A, B], "en").map((t) => t.term);
    expect(names).toContain("grind size");
    expect(names).not.toContain("grind");
  });

  it("takes the most salient terms of a single source, each used at least twice", () => {
    const terms = sharedTerms([A], "en");
    expect(terms.map((t) => t.term)).toContain("cold brew coffee");
    expect(terms.every((t) => t.sources === 1)).toBe(true);
  });

  it("leaves out the stop words of the language (Spanish)", () => {
    const es1 = source("x", "El café frío se prepara con agua fría. El café frío dura una semana.");
    const es2 = source("y", "Para el café frío se usa una molienda gruesa y agua fría.");
    const names = sharedTerms([es1, es2], "es").map((t) => t.term);
    expect(names).toContain("café frío");
    expect(names).toContain("agua fría");
    expect(names.some((n) => ["el", "se", "una", "con"].includes(n))).toBe(false);
  });

  it("splits Chinese into words with the analyser's segmenter", () => {
    const zh1 = source("x", "冷萃咖啡需要浸泡很久。咖啡的味道更加顺滑。");
    const zh2 = source("y", "在家制作咖啡很简单。研磨度决定咖啡的味道。");
    const names = sharedTerms([zh1, zh2], "zh").map((t) => t.term);
    expect(names).toContain("咖啡");
    expect(names).toContain("味道");
    expect(names).not.toContain("的");
  });

  it("is empty without text, and keeps at most the limit", () => {
    expect(sharedTerms([source("e", "  ")], "en")).toEqual([]);
    const words = Array.from(
      { length: 80 },
      (_, i) => `word${String.fromCharCode(97 + (i % 26))}${i}`,
    );
    const long = words.map((w) => `${w} ${w}.`).join(" ");
    expect(sharedTerms([source("x", long), source("y", long)], "en").length).toBe(
      BRIEF_LIMITS.terms,
    );
  });
});

describe("coverageScore", () => {
  const terms = [
    { term: "cold brew coffee", sources: 2, weight: 1 },
    { term: "grind size", sources: 2, weight: 0.5 },
    { term: "steeping", sources: 2, weight: 0.5 },
  ];

  it("is the weighted share of the terms a draft holds, with the missing ones listed", () => {
    const result = coverageScore(terms, "<p>Our Cold-Brew coffee guide.</p>");
    expect(result.score).toBe(50);
    expect(result.present).toEqual(["cold brew coffee"]);
    expect(result.missing).toEqual(["grind size", "steeping"]);
  });

  it("matches whole words only, and scores 0 to 100", () => {
    expect(coverageScore(terms, "the grind sizes of steepings").score).toBe(0);
    expect(coverageScore(terms, "cold brew coffee: grind size and steeping").score).toBe(100);
    expect(coverageScore([], "anything")).toEqual({ score: 0, present: [], missing: [] });
  });

  it("finds Chinese and Japanese terms inside the text", () => {
    const zh = [{ term: "咖啡", sources: 2, weight: 1 }];
    expect(coverageScore(zh, "冷萃咖啡的味道", "zh").score).toBe(100);
  });
});

describe("sourceQuestions", () => {
  it("lists the questions of the sources with their passage, each once", () => {
    const twice = source("d", "How long should cold brew steep? Nobody knows.");
    expect(sourceQuestions([A, B, twice], "en")).toEqual([
      { question: "How long should cold brew steep?", passageId: "a:1" },
      { question: "What ratio of coffee to water works best?", passageId: "b:0" },
    ]);
  });

  it("finds questions in other scripts", () => {
    const ar = source("x", "القهوة الباردة لذيذة. كم من الوقت تحتاج القهوة الباردة؟");
    expect(sourceQuestions([ar], "ar")).toEqual([
      { question: "كم من الوقت تحتاج القهوة الباردة؟", passageId: "x:0" },
    ]);
    const ja = source("y", "水出しコーヒーは人気です。どのくらい浸すべきですか？");
    expect(sourceQuestions([ja], "ja")[0]?.question).toBe("どのくらい浸すべきですか？");
  });
});

describe("factCandidates", () => {
  it("ties numbers, quotes and claims to their passages, numbers first", () => {
    const facts = factCandidates([A, B], "en");
    expect(facts).toContainEqual({
      kind: "number",
      text: "Cold brew coffee is steeped for 12 to 24 hours.",
      sourceId: "a",
      passageId: "a:0",
    });
    expect(facts).toContainEqual({
      kind: "quote",
      text: "According to the barista, “cold brew keeps for two weeks in the fridge.”",
      sourceId: "b",
      passageId: "b:0",
    });
    expect(facts).toContainEqual(expect.objectContaining({ kind: "claim", passageId: "a:0" }));
    expect(facts.some((f) => f.text.endsWith("?"))).toBe(false);
  });

  it("reads each language's kinds", () => {
    expect(factKind("Sales grew by 40% in 2024.", "en")).toBe("number");
    expect(factKind("It might be the best coffee ever made.", "en")).toBeNull();
    expect(factKind("Según el estudio, el café frío es menos ácido.", "es")).toBe("claim");
    expect(factKind("Il a dit « le café froid est meilleur que tout » hier.", "fr")).toBe("quote");
    expect(factKind("冷萃咖啡需要浸泡十二小时。", "zh")).toBe("number");
    expect(factKind("1. Use fresh beans for the brew.", "en")).toBeNull();
  });
});

describe("sourceTopics", () => {
  it("takes the sources' own headings, else their first sentence", () => {
    const plain = source("p", "Tea is older than coffee by many centuries. It grows in China.");
    expect(sourceTopics([A, B, plain], "en")).toEqual([
      { heading: "Cold Brew Basics", sourceIds: ["a"] },
      { heading: "Making cold brew coffee at home", sourceIds: ["b"] },
      { heading: "Tea is older than coffee by many centuries.", sourceIds: ["p"] },
    ]);
  });

  it("names every source a heading comes from, once", () => {
    const one = source("x", "Grind Size\n\nCoarse is best for this.");
    const two = source("y", "grind size\n\nFine is worse for this.");
    expect(sourceTopics([one, two], "en")).toEqual([
      { heading: "Grind Size", sourceIds: ["x", "y"] },
    ]);
  });
});
