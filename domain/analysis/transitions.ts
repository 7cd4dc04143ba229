import { tokensOf } from "./word-list";

/** Transition phrases, each as its words, found on a sentence's tokens (./word-list.ts). */

function phraseAt(tokens: readonly string[], phrase: readonly string[], at: number): boolean {
  return phrase.every((word, j) => tokens[at + j] === word);
}

/** Whether the phrase's words occur in order at `from` or later. */
function phraseFrom(tokens: readonly string[], phrase: readonly string[], from: number): boolean {
  for (let i = from; i <= tokens.length - phrase.length; i++)
    if (phraseAt(tokens, phrase, i)) return true;
  return false;
}

/** Phrases by their first word, so a sentence is scanned once. */
function byFirstWord<T>(entries: readonly T[], first: (entry: T) => string) {
  const map = new Map<string, T[]>();
  for (const entry of entries) map.set(first(entry), [...(map.get(first(entry)) ?? []), entry]);
  return map;
}

/**
 * A test for transition words: a sentence has one when it holds one of `phrases` as whole words,
 * or both halves of one of `twoPart` in order ("both ... and"). It takes the sentence or its
 * tokens as `tokensOf` gives them.
 */
export function transitionMatcher(
  phrases: readonly string[],
  twoPart: readonly (readonly [string, string])[] = [],
): (sentence: string | readonly string[]) => boolean {
  const single = byFirstWord(
    phrases.map((phrase) => tokensOf(phrase)),
    (words) => words[0] ?? "",
  );
  const pairs = byFirstWord(
    twoPart.map(([first, second]) => [tokensOf(first), tokensOf(second)] as const),
    ([first]) => first[0] ?? "",
  );
  return (sentence) => {
    const tokens = typeof sentence === "string" ? tokensOf(sentence) : sentence;
    return tokens.some(
      (token, i) =>
        (single.get(token) ?? []).some((words) => phraseAt(tokens, words, i)) ||
        (pairs.get(token) ?? []).some(
          ([first, second]) =>
            phraseAt(tokens, first, i) && phraseFrom(tokens, second, i + first.length),
        ),
    );
  };
}
