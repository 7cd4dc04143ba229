import { describe, expect, it } from "vitest";
import { LANGUAGE_CODES } from "../languages";
import { asHtml, fingerprintOf, richnessOf } from "./fingerprint";
import { fingerprintSchema, VOICE_MEASURES } from "./fingerprint-schema";
import { samePhrase } from "./phrases";

const CHATTY = `I love this. Don't you? We've tried it, and honestly it's great!

You'll want to try it — I promise. We think you'll like it (a lot).`;
const FORMAL = `<p>The committee shall therefore review the proposal. The findings were published by the board; moreover, they were approved.</p><p>Consequently, the regulation applies to every member.</p>`;

describe("fingerprintOf", () => {
  it("measures a chatty text", () => {
    const fp = fingerprintOf([CHATTY], "en");
    expect(fingerprintSchema.parse(fp)).toEqual(fp);
    expect(fp.measures.paragraphLength).toBe(2.5);
    expect(fp.measures.questions).toBe(0.2);
    expect(fp.measures.exclamations).toBe(0.2);
    expect(fp.measures.firstPerson).toBeGreaterThan(0);
    expect(fp.measures.firstPersonPlural).toBeGreaterThan(0);
    expect(fp.measures.secondPerson).toBeGreaterThan(0);
    expect(fp.measures.contractions).toBeGreaterThan(10);
    expect(fp.measures.dashes).toBeGreaterThan(0);
    expect(fp.measures.parentheses).toBeGreaterThan(0);
    expect(fp.measures.passiveShare).toBe(0);
    expect(fp.measures.formality).toBeLessThanOrEqual(0);
  });

  it("measures a formal text", () => {
    const fp = fingerprintOf([FORMAL], "en");
    expect(fp.measures.passiveShare).toBeGreaterThan(0.3);
    expect(fp.measures.transitionShare).toBeGreaterThan(0.5);
    expect(fp.measures.formality).toBeGreaterThan(5);
    expect(fp.measures.firstPerson).toBe(0);
    expect(fp.measures.contractions).toBe(0);
    expect(fp.measures.semicolons).toBeGreaterThan(0);
    expect(fp.measures.sentenceLength).toBeGreaterThan(7);
  });

  it("is deterministic and pools its texts", () => {
    expect(fingerprintOf([CHATTY, FORMAL], "en")).toEqual(fingerprintOf([CHATTY, FORMAL], "en"));
    expect(fingerprintOf([CHATTY, FORMAL], "en").words).toBe(
      fingerprintOf([CHATTY], "en").words + fingerprintOf([FORMAL], "en").words,
    );
  });

  it("leaves out the measures a language has no rule for", () => {
    const zh = fingerprintOf(["我们喜欢写作。你呢？我觉得很好！"], "zh");
    expect(zh.measures.readingEase).toBeNull();
    expect(zh.measures.contractions).toBeNull();
    expect(zh.measures.wordLength).toBeNull();
    expect(zh.measures.firstPersonPlural).toBeGreaterThan(0);
    expect(zh.measures.secondPerson).toBeGreaterThan(0);
    const ja = fingerprintOf(["私たちは学生です。あなたは元気ですか？"], "ja");
    expect(ja.measures.firstPersonPlural).toBeGreaterThan(0);
    expect(ja.measures.firstPerson).toBe(0);
    expect(ja.measures.formality).toBeGreaterThan(0);
  });

  it("gives a valid fingerprint in every language, and of nothing", () => {
    for (const language of LANGUAGE_CODES) {
      const fp = fingerprintOf(["Text. 文本。", ""], language);
      expect(fingerprintSchema.safeParse(fp).success).toBe(true);
      expect(Object.keys(fp.measures).sort()).toEqual([...VOICE_MEASURES].sort());
    }
    expect(fingerprintOf([], "en").words).toBe(0);
  });

  it("matches Chinese and Japanese words character by character", () => {
    const zh = fingerprintOf(["你来吗？其他人不来。"], "zh");
    expect(zh.measures.secondPerson).toBeGreaterThan(0);
    expect(zh.measures.thirdPerson).toBe(0);
    expect(zh.measures.negations).toBeGreaterThan(0);
    const plain = fingerprintOf(["僕は行くよ。君も来るだろう？"], "ja");
    const polite = fingerprintOf(["私は行きます。あなたも来ますか？"], "ja");
    expect(plain.measures.formality).toBeLessThan(0);
    expect(polite.measures.formality).toBeGreaterThan(0);
  });

  it("counts French elisions and pronouns", () => {
    const fp = fingerprintOf(["J'ai dit que nous allons au marché. Vous êtes là ?"], "fr");
    expect(fp.measures.firstPerson).toBeGreaterThan(0);
    expect(fp.measures.contractions).toBeGreaterThan(0);
    expect(fp.measures.questions).toBe(0.5);
  });

  it("keeps the phrases the texts repeat", () => {
    const texts = [
      "At the end of the day, writing matters. Plain words win.",
      "At the end of the day, readers decide. Plain words win again.",
    ];
    const fp = fingerprintOf(texts, "en");
    expect(fp.phrases).toContain("plain words win");
    expect(fp.phrases.some((p) => p.includes("end of the day"))).toBe(true);
    expect(fp.phrases).not.toContain("of the");
  });
});

describe("asHtml", () => {
  it("splits plain text at blank lines, joining wrapped lines", () => {
    expect(asHtml("One line\nwrapped.\n\nTwo < 3 & 4 > 1")).toBe(
      "<p>One line wrapped.</p><p>Two &lt; 3 &amp; 4 &gt; 1</p>",
    );
    expect(asHtml("One.\nTwo.")).toBe("<p>One.</p><p>Two.</p>");
    expect(asHtml("<p>Kept</p>")).toBe("<p>Kept</p>");
  });
});

describe("richnessOf", () => {
  it("is the moving type/token ratio", () => {
    expect(richnessOf([["a", "b", "a", "b"]])).toBe(0.5);
    const long = Array.from({ length: 150 }, (_, i) => `w${i % 50}`);
    expect(richnessOf([long])).toBe(0.5);
  });
});

describe("samePhrase", () => {
  it("joins the pieces of one longer phrase", () => {
    const words = (s: string) => s.split(" ");
    expect(samePhrase(words("i think we're going"), words("think we're going to"))).toBe(true);
    expect(samePhrase(words("end of the day"), words("the end of the"))).toBe(true);
    expect(samePhrase(words("plain words"), words("plain words win"))).toBe(true);
    expect(samePhrase(words("plain words win"), words("end of the day"))).toBe(false);
    expect(samePhrase(words("plain words"), words("words matter"))).toBe(true);
    expect(samePhrase(words("plain words win"), words("win again today"))).toBe(false);
  });
});
