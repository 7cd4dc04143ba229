/**
 * Which of the nine languages a text is written in, roughly: by script for Arabic, Hindi,
 * Japanese and Chinese, by the share of common short words for the five Latin-script languages.
 * Good enough to tell a post written in the wrong language; not a general detector.
 */
const SCRIPTS: [string, RegExp][] = [
  ["ja", /[\u3040-\u30ff]/g],
  ["ar", /[\u0600-\u06ff]/g],
  ["hi", /[\u0900-\u097f]/g],
  ["zh", /[\u4e00-\u9fff]/g],
];

const COMMON: Record<string, ReadonlySet<string>> = {
  en: new Set("the and is are with you that this for of to it your when every".split(" ")),
  de: new Set("der die und das ist mit nicht sie ein eine für wenn jede zu den".split(" ")),
  es: new Set("el la los las y es con que para una cuando cada del por se".split(" ")),
  fr: new Set("le la les et est avec que pour une des vous quand chaque du dans".split(" ")),
  pt: new Set("o a os as e é com que para uma quando cada do da não".split(" ")),
};

export function detectLanguage(text: string): string | null {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (letters === 0) return null;
  for (const [language, pattern] of SCRIPTS) {
    // Japanese mixes kana with Chinese characters: any real share of kana decides it.
    const share = (text.match(pattern)?.length ?? 0) / letters;
    if (share > (language === "ja" ? 0.1 : 0.3)) return language;
  }
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let best: string | null = null;
  let bestShare = 0.05;
  for (const [language, common] of Object.entries(COMMON)) {
    const share = words.filter((word) => common.has(word)).length / words.length;
    if (share > bestShare) [best, bestShare] = [language, share];
  }
  return best;
}
