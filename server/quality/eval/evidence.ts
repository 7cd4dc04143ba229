/**
 * The evidence measures of the quality harness (issue 27, docs/quality.md "Evidence"): how many
 * of a piece's references support their sentence (citation precision, after arXiv 2304.09848's
 * "citation precision") and how many of its factual sentences the fact check found supported
 * (claim support rate, after FActScore, arXiv 2305.14251). They read the stored HTML and the
 * stored citations as a reader would, independently of the code that wrote them.
 */
import { FUNCTION_WORDS } from "@domain/analysis/english-function-words";
import { fold } from "@domain/analysis/keyphrase";
import { segmentSentences, segmentWords } from "@domain/analysis/segment";
import { tokensOf } from "@domain/analysis/word-list";
import { type CitedSource, countClaims, type Evidence } from "@domain/evidence";
import { htmlToPlainText } from "@domain/text";

/** A reference supports its sentence when one passage holds at least this share of its key terms. */
export const SUPPORT_SHARE = 0.5;

/** Languages written without spaces between words: their words come from ICU's segmenter. */
const UNSPACED = new Set(["zh", "ja"]);

const NUMBER = /\p{N}/u;

/** Text as compared: lower case without accents, a number in one form ("1,200" is "1200"). */
const normal = (text: string) => fold(text).replace(/(?<=\d)[,\u00a0\u202f](?=\d{3}(?!\d))/g, "");

function wordsOf(text: string, language: string): string[] {
  const plain = normal(text);
  return UNSPACED.has(language) ? segmentWords(plain, language) : tokensOf(plain);
}

/**
 * A sentence's key terms: its content words (the analyser's words for the language) without stop
 * words. English drops the analyser's function words; the other languages, having no list there,
 * drop words of fewer than four letters (one character in Chinese and Japanese), which removes
 * most articles, prepositions and particles. A word with a digit always counts.
 */
export function keyTerms(sentence: string, language: string): string[] {
  const min = UNSPACED.has(language) ? 2 : language === "en" ? 1 : 4;
  const terms = wordsOf(sentence, language).filter(
    (word) =>
      NUMBER.test(word) || (word.length >= min && !(language === "en" && FUNCTION_WORDS.has(word))),
  );
  return [...new Set(terms)];
}

/** A term found in a passage's words: the same word, or one of its inflections ("steep", "steeped"). */
function holds(
  passageWords: ReadonlySet<string>,
  passage: string,
  term: string,
  unspaced: boolean,
) {
  if (unspaced) return passage.includes(term);
  if (passageWords.has(term)) return true;
  if (NUMBER.test(term) || term.length < 4) return false;
  for (const word of passageWords) {
    const [short, long] = word.length < term.length ? [word, term] : [term, word];
    if (short.length >= 4 && long.length - short.length <= 3 && long.startsWith(short)) return true;
  }
  return false;
}

/**
 * Whether a passage supports a sentence: it holds at least SUPPORT_SHARE of the sentence's key
 * terms and every number the sentence states ("grew 12%" needs a 12 in the passage).
 */
export function passageSupports(sentence: string, passage: string, language: string): boolean {
  const terms = keyTerms(sentence, language);
  if (terms.length === 0) return false;
  const unspaced = UNSPACED.has(language);
  const text = normal(passage);
  const words = new Set(wordsOf(passage, language));
  const found = terms.filter((term) => holds(words, text, term, unspaced));
  const numbers = terms.filter((term) => NUMBER.test(term));
  return (
    found.length >= Math.max(1, terms.length * SUPPORT_SHARE) &&
    numbers.every((n) => found.includes(n))
  );
}

/** One reference of a piece: the number it shows and the sentence it sits in (plain text). */
export type Reference = { n: number; sentence: string };

const CITE =
  /<(a|span)\b[^>]*\bclass\s*=\s*["'][^"']*\bcite\b[^"']*["'][^>]*>([\s\S]*?)<\/\1\s*>/gi;
const SOURCES_LIST =
  /<ol\b[^>]*\bclass\s*=\s*["'][^"']*\bsources\b[^"']*["'][^>]*>[\s\S]*?<\/ol>/gi;
const BLOCK =
  /<\/?(p|li|h[1-6]|blockquote|td|th|dd|dt|figcaption|pre|div|ol|ul|table|tr)\b[^>]*>/gi;
/** Private-use characters around a marker's index while the text is cut into sentences. */
const MARK = /\uE000(\d+)\uE001/g;

/**
 * The references of a piece's stored HTML (`.cite` markers, see docs/decisions/0027-evidence.md)
 * with the sentence each sits in. A marker "[1, 3]" is two references. The Sources list is not
 * part of the text.
 */
export function referencesOf(html: string, language: string): Reference[] {
  const numbers: number[][] = [];
  const marked = html.replace(SOURCES_LIST, " ").replace(CITE, (_, _tag, inner: string) => {
    numbers.push([...htmlToPlainText(inner).matchAll(/\d+/g)].map((m) => Number(m[0])));
    return `\uE000${numbers.length - 1}\uE001`;
  });
  const references: Reference[] = [];
  for (const block of marked.split(BLOCK)) {
    if (!block.includes("\uE000")) continue;
    for (const sentence of segmentSentences(htmlToPlainText(block), language)) {
      const plain = sentence
        .replace(MARK, "")
        .replace(/\s+([.!?。！？।؟,;:])/g, "$1")
        .trim();
      for (const [, index] of sentence.matchAll(MARK))
        for (const n of numbers[Number(index)] ?? []) references.push({ n, sentence: plain });
    }
  }
  return references;
}

export type CitationScore = {
  /** References in the piece (a marker citing two sources counts twice). */
  references: number;
  /** References whose sentence one of the cited source's passages supports. */
  supported: number;
  /** References to a number the Sources list does not have. */
  dangling: number;
  /** supported / references; null when the piece has no reference. */
  precision: number | null;
  /** The references that do not support their sentence, for the report. */
  misses: Reference[];
};

/**
 * Citation precision: the share of a piece's references whose sentence shares its key terms with
 * one of the passages the piece cites from that source (the source's number in the Sources list).
 */
export function citationPrecision(
  html: string,
  citations: readonly CitedSource[],
  language = "en",
): CitationScore {
  const references = referencesOf(html, language);
  const byNumber = new Map(citations.map((source) => [source.n, source]));
  let supported = 0;
  let dangling = 0;
  const misses: Reference[] = [];
  for (const reference of references) {
    const source = byNumber.get(reference.n);
    if (!source) dangling++;
    if (source?.passages.some((p) => passageSupports(reference.sentence, p.text, language)))
      supported++;
    else misses.push(reference);
  }
  return {
    references: references.length,
    supported,
    dangling,
    precision: references.length ? supported / references.length : null,
    misses,
  };
}

export type ClaimScore = Evidence["counts"] & {
  /** Claims whose reference the writer removed: it pointed to no passage given, or an unfit one. */
  invented: number;
  unsupported: number;
  /** supported / claims; null when the piece has no factual sentence. */
  rate: number | null;
};

/** Claim support rate: supported claims over claims, counted from the claims themselves. */
export function claimSupportRate(evidence: Evidence): ClaimScore {
  const counts = countClaims(evidence.claims);
  return {
    ...counts,
    invented: evidence.claims.filter((c) => c.flag === "invented").length,
    unsupported: evidence.claims.filter((c) => c.flag === "unsupported").length,
    rate: counts.claims ? counts.supported / counts.claims : null,
  };
}
