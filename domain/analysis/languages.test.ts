import { describe, expect, it } from "vitest";
import { makeInput } from "../../tests/support/analysis";
import { messageOf } from "../../tests/support/analysis-text";
import { analyzeContent } from "./index";
import { passiveTestOf } from "./passive-other";
import { readingEase } from "./reading-ease";
import type { AnalysisLanguage } from "./report";
import { segmentSentences, segmentWords } from "./segment";
import { transitionTestOf } from "./transitions-other";
import { tokensOf } from "./word-list";

function passive(language: AnalysisLanguage, sentence: string): boolean {
  const test = passiveTestOf(language);
  if (!test) throw new Error(`no passive test for ${language}`);
  return test(tokensOf(sentence));
}

function transition(language: AnalysisLanguage, text: string): boolean {
  const test = transitionTestOf(language);
  if (!test) throw new Error(`no transition test for ${language}`);
  return test({ text, tokens: tokensOf(text) });
}

describe("segmentation", () => {
  it("finds Chinese and Japanese words and sentences without spaces", () => {
    expect(segmentWords("我们今天学习如何写文章。", "zh").length).toBeGreaterThan(3);
    expect(segmentSentences("今日は晴れです。明日は雨です。", "ja")).toEqual([
      "今日は晴れです。",
      "明日は雨です。",
    ]);
    expect(segmentSentences("यह एक वाक्य है। यह दूसरा है।", "hi")).toHaveLength(2);
    expect(segmentSentences("هذه جملة. هل هذه جملة؟", "ar")).toHaveLength(2);
  });
});

describe("reading ease per language", () => {
  const words = (word: string, n: number) => Array.from({ length: n }, () => word);

  it.each([
    // 20 two-syllable words in one sentence, by each language's formula.
    ["de", "Sonne", 43], // 180 - 20 - 58.5 * 2
    ["fr", "maison", 39.5], // 207 - 1.015 * 20 - 73.6 * 2
    ["es", "casa", 66.4], // 206.84 - 1.02 * 20 - 0.6 * 200 syllables per 100 words
    ["pt", "casa", 59.3], // 248.835 - 1.015 * 20 - 84.6 * 2
    ["en", "garden", 17.3], // 206.835 - 1.015 * 20 - 84.6 * 2
  ] as const)("%s uses its own formula", (language, word, expected) => {
    expect(readingEase(language, words(word, 20), 1)).toBe(expected);
  });

  it("counts syllables by each language's vowels (hiatus, diphthongs, mute e)", () => {
    expect(readingEase("es", ["teatro"], 1)).toBe(readingEase("es", ["pasado"], 1));
    expect(readingEase("es", ["cuidado"], 1)).toBe(readingEase("es", ["pasado"], 1));
    expect(readingEase("de", ["Haus"], 1)).toBe(readingEase("de", ["Hut"], 1));
    expect(readingEase("fr", ["table"], 1)).toBe(readingEase("fr", ["chat"], 1));
  });
});

describe("passive voice per language", () => {
  it.each([
    ["es", "La casa fue construida por mi abuelo.", true],
    ["es", "El informe ya es revisado cada semana.", true],
    ["es", "La casa es grande.", false],
    ["es", "Es una vida tranquila.", false],
    ["fr", "Le livre est écrit par un auteur connu.", true],
    ["fr", "La maison n'est pas finie.", true],
    ["fr", "Il est allé au marché.", false],
    ["fr", "Ils se sont levés tôt.", false],
    ["de", "Das Haus wurde 1990 gebaut.", true],
    ["de", "Die Datei wird automatisch installiert.", true],
    ["de", "Er wird morgen kommen.", false],
    ["pt", "O livro foi escrito por ela.", true],
    ["pt", "A casa é bonita.", false],
  ] as const)("%s: %s is %s", (language, sentence, expected) => {
    expect(passive(language, sentence)).toBe(expected);
  });

  it("has no detector where no rule is written, rather than an English one", () => {
    for (const language of ["hi", "zh", "ar", "ja", "en"] as const)
      expect(passiveTestOf(language)).toBeNull();
  });
});

describe("transition words per language", () => {
  it.each([
    ["es", "Sin embargo, el plan falló.", true],
    ["es", "El plan falló.", false],
    ["fr", "Par conséquent, nous partons demain.", true],
    ["fr", "C'est-à-dire qu'il pleut.", true],
    ["de", "Deshalb gehen wir früher.", true],
    ["de", "Sowohl Kinder als auch Eltern kommen.", true],
    ["de", "Wir gehen früher.", false],
    ["pt", "No entanto, ninguém veio.", true],
    ["ar", "ولكن الخطة فشلت.", true],
    ["ar", "على سبيل المثال، يمكنك البدء اليوم.", true],
    ["ar", "الخطة فشلت.", false],
    ["ja", "しかし、計画は失敗した。", true],
    ["ja", "計画は失敗した。", false],
  ] as const)("%s: %s is %s", (language, text, expected) => {
    expect(transition(language, text)).toBe(expected);
  });

  it("has no list for Hindi and Chinese", () => {
    expect(transitionTestOf("hi")).toBeNull();
    expect(transitionTestOf("zh")).toBeNull();
  });
});

describe("a report in the text's language", () => {
  const spanish = Array.from({ length: 12 }, (_, i) =>
    i % 3 === 0
      ? "El jardín fue regado por los vecinos del barrio."
      : "Sin embargo, las plantas crecen bien en primavera.",
  ).join(" ");

  it("scores Spanish with Spanish rules and reports in the reader's language", () => {
    const report = analyzeContent(makeInput({ language: "es", html: `<p>${spanish}</p>` }));
    const byId = (id: string) => report.readability.checks.find((c) => c.id === id);
    expect(byId("passive-voice")).toMatchObject({ status: "problem", value: 33.3 });
    expect(byId("transition-words")?.status).toBe("good");
    expect(byId("flesch-reading-ease")?.params?.formula).toBe("Fernández Huerta");
    expect(report.stats.fleschReadingEase).toBe(byId("flesch-reading-ease")?.value);
    // Read by a German-speaking user: the interface language, the Spanish analysis.
    expect(messageOf(byId("passive-voice"), "de")).toBe(
      "33.3 % der Sätze stehen im Passiv, weit mehr als die empfohlenen 10 %. Formulieren Sie einige ins Aktiv um.",
    );
  });
});
