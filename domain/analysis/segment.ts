/**
 * Word and sentence segmentation with `Intl.Segmenter` (ICU's rules per language), for the
 * languages other than English: Chinese and Japanese are written without spaces, and Hindi and
 * Arabic end sentences with their own marks. English keeps the rules measured against Yoast
 * (./text-parts.ts `splitSentences`, `wordsOf`; ADR 0006).
 */

const segmenters = new Map<string, Intl.Segmenter>();

function segmenter(language: string, granularity: "word" | "sentence"): Intl.Segmenter {
  const key = `${language}:${granularity}`;
  let found = segmenters.get(key);
  if (found === undefined) {
    found = new Intl.Segmenter(language, { granularity });
    segmenters.set(key, found);
  }
  return found;
}

/** The words of a text (segments ICU calls word-like: letters or digits, never punctuation). */
export function segmentWords(text: string, language: string): string[] {
  const words: string[] = [];
  for (const s of segmenter(language, "word").segment(text))
    if (s.isWordLike) words.push(s.segment);
  return words;
}

/** The sentences of a text, trimmed; pieces without a letter or digit are dropped. */
export function segmentSentences(text: string, language: string): string[] {
  const sentences: string[] = [];
  for (const s of segmenter(language, "sentence").segment(text)) {
    const sentence = s.segment.trim();
    if (/[\p{L}\p{N}]/u.test(sentence)) sentences.push(sentence);
  }
  return sentences;
}

/** Letters and digits of a text: Japanese lengths are measured in characters, as in Yoast. */
export function countCharacters(text: string): number {
  return text.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
}
