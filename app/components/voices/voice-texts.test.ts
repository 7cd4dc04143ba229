import { VOICE_MEASURES } from "@domain/voice/fingerprint-schema";
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import en from "~/i18n/locales/en/voices.json";
import ja from "~/i18n/locales/ja/voices.json";
import { valueFormatter } from "~/i18n/value-formatter";
import { measureText } from "./measure-text";

const i18n = createInstance().use(valueFormatter);
await i18n.init({
  lng: "en",
  resources: { en: { voices: en }, ja: { voices: ja } },
  defaultNS: "voices",
  interpolation: { escapeValue: false, alwaysFormat: true },
  initAsync: false,
});
const t = i18n.getFixedT("en", "voices") as unknown as (k: string, o?: object) => string;

describe("the voices namespace's measure texts", () => {
  it("names every measure and says both directions with the piece's and the writer's numbers", () => {
    for (const id of VOICE_MEASURES) {
      expect(en.measures[id], id).toBeTruthy();
      for (const direction of ["more", "less"] as const) {
        const text = en.off[id][direction];
        expect(text, `${id}.${direction}`).toContain("{{piece}}");
        expect(text, `${id}.${direction}`).toContain("{{yours}}");
      }
    }
  });

  it("reads as the report shows it (voiceMatch's params: numbers with one decimal)", () => {
    expect(t("off.sentenceLength.more", { piece: 28, yours: 14, ratio: 2 })).toBe(
      "Sentences 2 times as long as yours (28 words against 14)",
    );
    expect(t("off.questions.less", { piece: 2.5, yours: 12, ratio: 0.2 })).toBe(
      "Fewer questions than yours (2.5% of sentences against 12%)",
    );
    const tja = i18n.getFixedT("ja", "voices") as unknown as (k: string, o?: object) => string;
    expect(tja("off.sentenceLength.less", { piece: 30, yours: 45, ratio: 0.7 })).toBe(
      "文があなたより短い（平均 30 文字、あなたは 45 文字）",
    );
  });
});

describe("measureText", () => {
  const unitT = t as Parameters<typeof measureText>[0];
  it("writes each measure with its unit, shares as percentages, in the language's numbers", () => {
    expect(measureText(unitT, "en", "en", "sentenceLength", 14.24)).toBe("14.2 words");
    expect(measureText(unitT, "en", "ja", "sentenceLength", 38)).toBe("38 characters");
    expect(measureText(unitT, "en", "en", "questions", 0.125)).toBe("13% of sentences");
    expect(measureText(unitT, "en", "en", "vocabularyRichness", 0.714)).toBe("71%");
    expect(measureText(unitT, "en", "en", "dashes", 1.25)).toBe("1.3 per 100 words");
    expect(measureText(unitT, "en", "en", "longWords", 0.2)).toBe("20% of words");
    expect(measureText(unitT, "en", "en", "commas", 0.8)).toBe("0.8 per sentence");
    expect(measureText(unitT, "en", "en", "formality", -1.234)).toBe("-1.23");
    expect(measureText(unitT, "de", "de", "wordLength", 5.55)).toBe("5,6 characters");
  });
});
