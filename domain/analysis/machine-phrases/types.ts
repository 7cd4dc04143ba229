/**
 * A language's list of what language models over-use (issue 29): written for this project from
 * what writers and editors name as the marks of machine-written text in each language; not taken
 * from another tool's list. Entries are lower case. A trailing "*" lets a word go on ("delve*":
 * delves, delving); a leading "^" matches only at the start of a sentence ("^ultimately").
 */
export interface MachineLexicon {
  /** Inflated vocabulary ("delve", "tapestry", "testament to"). */
  inflated: readonly string[];
  /** Stock openers, closers and fillers ("in conclusion", "it's worth noting"). */
  stock: readonly string[];
  /** "Not just X, but Y" and "it's not X, it's Y" shapes. */
  notJustBut: readonly RegExp[];
  /** Lists of three: "X, Y, and Z" in the language's own form. */
  triple: RegExp;
  /**
   * Chinese and Japanese have no spaces between words: phrases are matched as substrings; the
   * others as whole words.
   */
  substrings?: boolean;
}

/**
 * A word of letters (an item of a list of three), for the languages with spaces: the lists
 * models repeat are of single adjectives or nouns ("clear, concise, and engaging").
 */
export const ITEM = String.raw`[\p{L}\p{M}][\p{L}\p{M}'’-]*`;

/** "X, Y, and Z" with the language's words for "and" / "or". */
export function tripleOf(conjunctions: string): RegExp {
  return new RegExp(
    String.raw`(?<![\p{L}\p{M}])${ITEM}, ${ITEM},? (?:${conjunctions}) ${ITEM}(?![\p{L}\p{M}])`,
    "giu",
  );
}
