/**
 * English transition words: connectives that link a sentence to what comes before or after it.
 * Written for this project from English grammar (conjunctive adverbs, subordinating conjunctions
 * and the common connective phrases, grouped by what they signal); not taken from any other list.
 * Words that are more often prepositions or adverbs than connectives ("after", "once") and the
 * comparison "as ... as" are left out.
 */
import { transitionMatcher } from "./transitions";
import { wordList } from "./word-list";

const ADDITION = `
  additionally, also, besides, further, furthermore, moreover, likewise, similarly, equally,
  again, another, as well, as well as, in addition, in addition to, along with, together with,
  on top of that, what is more, not to mention, coupled with, in the same way, by the same token`;

const CONTRAST = `
  but, however, nevertheless, nonetheless, still, yet, although, though, even though, whereas,
  while, whilst, conversely, instead, otherwise, rather, alternatively, despite, in spite of,
  regardless, notwithstanding, unlike, on the other hand, on the contrary, in contrast,
  by contrast, even so, at the same time, all the same, be that as it may, then again,
  instead of, rather than, in any case, in any event`;

const CAUSE_AND_EFFECT = `
  because, since, so, therefore, thus, hence, consequently, accordingly, thereby, as a result,
  as a consequence, because of, due to, owing to, thanks to, for this reason, for that reason,
  that is why, this is why, so that, in order to, in order that, in that case, it follows that,
  given that, seeing that, now that`;

const CONDITION = `
  if, unless, whenever, provided that, providing that, as long as, in case, only if, even if,
  assuming that, on condition that, supposing`;

const TIME_AND_SEQUENCE = `
  when, before, until, till, then, during, following, prior to, firstly, secondly, thirdly,
  finally, lastly, afterward, afterwards, subsequently, eventually, meanwhile, previously,
  initially, formerly, earlier, later, simultaneously, as soon as,
  at first, at last, first of all, to begin with, to start with, in the beginning, in the end,
  after that, before that, in the meantime, from now on, until now, up to now, so far, by then,
  at this point, at that point, following this, in the first place`;

const EXAMPLE_AND_EMPHASIS = `
  for example, for instance, such as, e.g., i.e., namely, specifically, particularly,
  especially, notably, in particular, to illustrate, as an illustration, including, that is,
  in other words, note that, at least,
  to put it differently, indeed, in fact, of course, certainly, clearly, obviously, undoubtedly,
  surely, actually, above all, most importantly, more importantly, significantly, importantly, in truth,
  to be sure, admittedly, in general, generally`;

const SUMMARY = `
  in conclusion, in summary, to sum up, to summarize, to summarise, overall, in short,
  in brief, briefly, basically, all in all, ultimately, on the whole, altogether, as shown, as noted,
  as mentioned, as a rule, by and large, for the most part, in essence`;

const COMPARISON = `
  compared to, compared with, in comparison, just as, just like, in the same manner,
  correspondingly, comparatively`;

/** Transition words and phrases, lower case, matched on the words tokensOf finds in them. */
export const TRANSITION_WORDS: readonly string[] = wordList(
  [ADDITION, CONTRAST, CAUSE_AND_EFFECT, CONDITION, TIME_AND_SEQUENCE, EXAMPLE_AND_EMPHASIS]
    .concat([SUMMARY, COMPARISON])
    .join(","),
);

/** Pairs that link the two halves of one sentence ("both ... and", "either ... or"). */
export const TWO_PART_TRANSITIONS: readonly (readonly [string, string])[] = [
  ["both", "and"],
  ["either", "or"],
  ["neither", "nor"],
  ["not only", "but also"],
  ["not", "but"],
  ["whether", "or"],
  ["if", "then"],
  ["rather", "than"],
  ["so", "that"],
  ["such", "that"],
  ["no sooner", "than"],
  ["hardly", "when"],
  ["scarcely", "when"],
  ["the more", "the more"],
  ["the more", "the less"],
];

/**
 * Whether a sentence contains a transition word or phrase (whole words, any case), or both halves
 * of a two-part one in order. Takes the sentence or its words as `tokensOf` gives them.
 */
export const hasTransitionWord = transitionMatcher(TRANSITION_WORDS, TWO_PART_TRANSITIONS);
