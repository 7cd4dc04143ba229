/**
 * English word lists and the syllable estimator. Checks that need these run for English only; for
 * other languages they are skipped and nothing is said about them.
 */

/** A comma-separated list written across lines, as an array of trimmed entries. */
function words(list: string): string[] {
  return list
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
}

/** Transition words and phrases (our own list of common English connectives). */
export const TRANSITION_WORDS: readonly string[] = words(`
  accordingly, additionally, afterward, afterwards, albeit, also, alternatively, although,
  because, before, besides, but, certainly, chiefly, clearly, comparatively, consequently,
  conversely, correspondingly, currently, despite, equally, especially, eventually,
  evidently, finally, first, firstly, formerly, further, furthermore, generally, hence,
  however, indeed, initially, instead, lastly, later, likewise, meanwhile, moreover,
  namely, nevertheless, next, nonetheless, notably, notwithstanding, obviously, otherwise,
  overall, particularly, previously, second, secondly, similarly, simultaneously, since,
  so, specifically, still, subsequently, then, therefore, third, thirdly, though, thus,
  typically, ultimately, undoubtedly, unless, unlike, until, usually, whenever, whereas,
  while, yet, above all, after all, all in all, as a result, as long as, as soon as,
  as well as, at the same time, because of, by contrast, due to, even if, even so,
  even though, first of all, for example, for instance, for this reason, in addition,
  in any case, in conclusion, in contrast, in fact, in other words, in particular,
  in short, in summary, in the end, in the meantime, in the same way, most importantly,
  of course, on the contrary, on the other hand, provided that, so that, such as, that is,
  to begin with, to illustrate, to sum up, with this in mind
`);

/** Forms of "be" that introduce a passive ("is written", "was being tested"). */
export const BE_AUXILIARIES: ReadonlySet<string> = new Set(
  words(`
  am, is, are, was, were, be, been, being, isn't, aren't, wasn't, weren't, isn’t, aren’t,
  wasn’t, weren’t
`),
);

/** Irregular past participles (the regular ones end in -ed). */
export const IRREGULAR_PARTICIPLES: ReadonlySet<string> = new Set(
  words(`
  arisen, awoken, beaten, become, begun, bent, bitten, blown, born, borne, bought, bound,
  broken, brought, built, burnt, caught, chosen, dealt, done, drawn, dreamt, driven, drunk,
  dug, eaten, fallen, fed, felt, fled, flown, forbidden, forgiven, forgotten, fought,
  found, frozen, given, gone, gotten, grown, heard, held, hidden, hit, hung, hurt, kept,
  known, laid, led, learnt, left, lent, lit, lost, made, meant, met, mistaken, overcome,
  overlooked, overseen, overtaken, paid, put, quit, read, rewritten, ridden, risen, run,
  said, seen, sent, set, shaken, shown, shot, shut, sold, sought, spent, split, spoken,
  spread, stolen, struck, stuck, sung, sunk, sworn, swept, taken, taught, thought, thrown,
  told, torn, understood, undertaken, undone, upheld, withdrawn, woken, won, worn, wound,
  written
`),
);

/** Words ending in -ed that are not participles. */
export const NOT_PARTICIPLES: ReadonlySet<string> = new Set(
  words(`
  bed, bleed, breed, creed, deed, feed, greed, heed, hundred, indeed, kindred, naked, need,
  red, sacred, seed, shed, speed, weed, wicked
`),
);

/** Function words left out when matching a keyphrase word by word (as Yoast does). */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  words(`
  a, an, the, and, or, but, of, to, in, on, for, with, at, by, from, into, about, as, is,
  are, be, it, its, this, that, these, those, how, what, why, when, where, which, who,
  your, you, my, our, we, i, do, does, can, vs, versus, than, more, most, very
`),
);

/** Words that make a heading a question even without a question mark. */
export const QUESTION_STARTERS: ReadonlySet<string> = new Set(
  words(`
  how, what, why, when, where, which, who, can, should, does, do, is, are
`),
);

/**
 * Sentence openers that say little on their own (articles, demonstratives, numerals); when a
 * sentence starts with one, the first two words are compared, as Yoast's sentence beginnings
 * assessment does for English.
 */
export const WEAK_FIRST_WORDS: ReadonlySet<string> = new Set(
  words(`
  a, an, the, this, that, these, those, one, two, three, four, five, six, seven, eight,
  nine, ten
`),
);

/** Attribution markers for statistics (our own AI-search rule). */
export const ATTRIBUTION =
  /\b(according to|sources?|sourced|reported|reports|survey(s|ed)?|stud(y|ies)|data from|research(ers)? (shows?|found|finds)|cited)\b/i;

/** A word as it is matched: lower case, surrounding punctuation removed. */
export function bareWord(word: string): string {
  return word.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
}

function isParticiple(word: string): boolean {
  if (IRREGULAR_PARTICIPLES.has(word)) return true;
  return word.length >= 4 && word.endsWith("ed") && !NOT_PARTICIPLES.has(word);
}

/** Heuristic passive: a form of "be" followed within two words by a past participle. */
export function isPassive(words: readonly string[]): boolean {
  const bare = words.map(bareWord);
  return bare.some(
    (word, i) =>
      BE_AUXILIARIES.has(word) &&
      [bare[i + 1], bare[i + 2]].some((next) => next !== undefined && isParticiple(next)),
  );
}

const TRANSITION_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(${TRANSITION_WORDS.map((w) => w.replace(/ /g, "\\s+")).join("|")})(?![\\p{L}\\p{N}])`,
  "iu",
);

export function hasTransitionWord(sentence: string): boolean {
  return TRANSITION_PATTERN.test(sentence);
}

/**
 * Estimated syllables of an English word: vowel groups, less a silent final "e", "-es" or "-ed"
 * (as in "make", "makes", "jumped"), at least one.
 */
export function countSyllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, "");
  if (w.length === 0) return 0;
  if (w.length <= 3) return 1;
  let count = (w.match(/[aeiouy]+/g) ?? []).length;
  if (/[^aeiouy]e$/.test(w) && !/[^aeiouy]le$/.test(w)) count--;
  else if (/[^aeiouytd]ed$/.test(w)) count--;
  else if (/[^aeiouy]es$/.test(w) && !/([sxz]|[cs]h|[cg])es$/.test(w)) count--;
  return Math.max(1, count);
}

/**
 * Flesch reading ease for English: 206.835 - 1.015 (words / sentences) - 84.6 (syllables / words),
 * kept within 0-100 and rounded to one decimal. Null when there is nothing to measure.
 */
export function fleschReadingEase(words: number, sentences: number, syllables: number) {
  if (words === 0 || sentences === 0) return null;
  const score = 206.835 - 1.015 * (words / sentences) - 84.6 * (syllables / words);
  return Math.round(Math.min(100, Math.max(0, score)) * 10) / 10;
}
