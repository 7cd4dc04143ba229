/** Helpers for the analyser's word lists and for matching words in text. */

/** A comma-separated list written across lines, as an array of trimmed entries. */
export function wordList(list: string): string[] {
  return list
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

const NOT_WORD = /[^\p{L}\p{M}\p{N}'’]+/u;

/**
 * The words of a text as they are matched: lower case, split at white space, hyphens and other
 * punctuation ("server-sent" is two words), apostrophes kept inside a word ("it's") and written
 * as "'". Yoast matches keyphrases and transition words on the same kind of tokens.
 */
export function tokensOf(text: string): string[] {
  const tokens: string[] = [];
  for (let token of text.toLowerCase().split(NOT_WORD)) {
    if (token.includes("'") || token.includes("’"))
      token = token.replace(/’/g, "'").replace(/^'+|'+$/g, "");
    if (token !== "") tokens.push(token);
  }
  return tokens;
}
