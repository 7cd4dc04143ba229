/**
 * A writer's favourite phrases: the word n-grams (two to four words) their texts repeat, never
 * made of short function words alone. With several texts a phrase must come back in at least two
 * of them (a habit, not one text's subject); in a single text it must occur at least twice.
 * Ranked by how often they occur, longer phrases first on a tie, then alphabetically, so the list
 * is deterministic; a phrase that is a piece of one kept before it (inside it, or overlapping its
 * end) is left out, so one repeated sentence does not fill the list.
 */
import { FUNCTION_WORDS } from "../analysis/english-function-words";
import { usesSpaces } from "../analysis/text-parts";
import type { Language } from "../languages";

const MIN_WORDS = 2;
const MAX_WORDS = 4;
/**
 * A phrase needs one word that carries meaning: in English one that is not a function word
 * (domain/analysis's list); elsewhere, without such a list, a word of at least 4 letters (2 in
 * Chinese and Japanese).
 */
const CONTENT_LETTERS = { spaced: 4, unspaced: 2 };
const MAX_CHARS = 80;

interface Seen {
  count: number;
  texts: Set<number>;
  words: readonly string[];
}

/**
 * Whether two phrases are pieces of one longer phrase: one inside the other, or the end of one is
 * the start of the other over all but one of the shorter's words ("i think we're going",
 * "think we're going to").
 */
export function samePhrase(a: readonly string[], b: readonly string[]): boolean {
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  const key = (words: readonly string[]) => `\u0000${words.join("\u0000")}\u0000`;
  if (key(long).includes(key(short))) return true;
  const k = short.length - 1;
  if (k < 1) return false;
  const starts = (x: readonly string[], y: readonly string[]) =>
    key(x.slice(-k)) === key(y.slice(0, k));
  return starts(a, b) || starts(b, a);
}

/** A sentence's tokens and the index of the text it comes from. */
export interface PhraseSource {
  tokens: readonly string[];
  text: number;
}

export function phrasesOf(sentences: readonly PhraseSource[], language: Language): string[] {
  const spaced = usesSpaces(language);
  const join = spaced ? " " : "";
  const content = spaced ? CONTENT_LETTERS.spaced : CONTENT_LETTERS.unspaced;
  const isContent = (t: string) =>
    language === "en"
      ? !FUNCTION_WORDS.has(t) && /\p{L}/u.test(t)
      : (t.match(/[\p{L}\p{M}]/gu)?.length ?? 0) >= content;
  const seen = new Map<string, Seen>();
  for (const s of sentences) {
    const tokens = s.tokens.filter((t) => /[\p{L}\p{N}]/u.test(t));
    for (let n = MIN_WORDS; n <= MAX_WORDS; n++)
      for (let i = 0; i + n <= tokens.length; i++) {
        const words = tokens.slice(i, i + n);
        if (!words.some(isContent)) continue;
        const phrase = words.join(join);
        if (phrase.length > MAX_CHARS) continue;
        const found = seen.get(phrase) ?? { count: 0, texts: new Set<number>(), words };
        found.count++;
        found.texts.add(s.text);
        seen.set(phrase, found);
      }
  }
  const several = new Set(sentences.map((s) => s.text)).size > 1;
  const kept = [...seen.entries()]
    .filter(([, s]) => s.count >= 2 && (!several || s.texts.size >= 2))
    .sort(
      ([a, x], [b, y]) => y.count - x.count || y.words.length - x.words.length || (a < b ? -1 : 1),
    );
  const chosen: [string, Seen][] = [];
  for (const [phrase, s] of kept) {
    const piece = chosen.some(([, c]) => c.count >= s.count && samePhrase(c.words, s.words));
    if (!piece) chosen.push([phrase, s]);
  }
  return chosen.map(([phrase]) => phrase);
}
