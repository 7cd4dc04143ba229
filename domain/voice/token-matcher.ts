/**
 * Counts word-list entries in sentences: in the analyser's tokens (`tokensOf`) where words are
 * separated by spaces, and character by character in Chinese and Japanese, whose segmenter joins
 * pronouns and particles to their neighbours ("你来"). An entry may hold several words ("no
 * obstante"), and an entry ending in an apostrophe matches the start of a token (French "j'" in
 * "j'ai"). Matches do not overlap; at each position the longest entry wins, so "私たち" counts as
 * plural, not as "私".
 */
import type { Sentence } from "../analysis/text-parts";
import { usesSpaces } from "../analysis/text-parts";
import { tokensOf } from "../analysis/word-list";
import type { Language } from "../languages";

interface Entry {
  label: string;
  tokens: string[];
  prefix: boolean;
}

/** An entry's units: tokens as the analyser tokenises a sentence, or characters. */
export function entryTokens(entry: string, language: Language): string[] {
  return usesSpaces(language) ? tokensOf(entry) : Array.from(entry);
}

/** The units a matcher reads in a sentence of the language. */
export function unitsOf(sentence: Sentence, language: Language): readonly string[] {
  return usesSpaces(language) ? sentence.tokens : Array.from(sentence.text.toLowerCase());
}

export interface TokenMatcher {
  /** Matches per label over the sentences' tokens. */
  count(sentences: readonly (readonly string[])[]): Record<string, number>;
}

export function tokenMatcher(language: Language, lists: Record<string, readonly string[]>) {
  const entries: Entry[] = [];
  for (const [label, list] of Object.entries(lists))
    for (const raw of list) {
      const entry = raw.toLowerCase().replace(/’/g, "'");
      const prefix = entry.endsWith("'") && !entry.includes(" ");
      const tokens = prefix ? [entry] : entryTokens(entry, language);
      if (tokens.length > 0) entries.push({ label, tokens, prefix });
    }
  entries.sort((a, b) => b.tokens.length - a.tokens.length);
  const byFirst = new Map<string, Entry[]>();
  const prefixes = entries.filter((e) => e.prefix);
  for (const e of entries) {
    if (e.prefix) continue;
    const first = e.tokens[0] as string;
    byFirst.set(first, [...(byFirst.get(first) ?? []), e]);
  }
  const matchAt = (tokens: readonly string[], i: number): Entry | undefined => {
    const token = tokens[i] as string;
    for (const e of byFirst.get(token) ?? [])
      if (e.tokens.every((t, k) => tokens[i + k] === t)) return e;
    return prefixes.find((e) => token.startsWith(e.tokens[0] as string));
  };
  return {
    count(sentences: readonly (readonly string[])[]) {
      const counts: Record<string, number> = {};
      for (const label of Object.keys(lists)) counts[label] = 0;
      for (const tokens of sentences) {
        let i = 0;
        while (i < tokens.length) {
          const found = matchAt(tokens, i);
          if (found === undefined) {
            i++;
            continue;
          }
          counts[found.label] = (counts[found.label] ?? 0) + 1;
          i += found.prefix ? 1 : found.tokens.length;
        }
      }
      return counts;
    },
  } satisfies TokenMatcher;
}
