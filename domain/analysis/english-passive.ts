/**
 * English passive voice, found the way Yoast describes it: a sentence is cut into clauses, each
 * starting at a passive auxiliary (a form of "be" or "get", also contracted: "it's", "they're")
 * and ending at the next clause break (a comma, colon, semicolon, bracket, a word that starts a new
 * clause, or a verb ending in -ing); a clause is passive when a past participle follows its
 * auxiliary anywhere in it. The word lists are written for this project from English grammar; not
 * taken from any other list.
 */
import { wordList } from "./word-list";

export const PASSIVE_AUXILIARIES: ReadonlySet<string> = new Set(
  wordList(`
  am, is, are, was, were, be, been, being, get, gets, got, gotten, getting, isn't, aren't,
  wasn't, weren't, ain't, i'm, you're, we're, they're, he's, she's, it's, that's, there's,
  here's, what's, who's, where's`),
);

/**
 * Words that start a new clause, so a participle after them belongs to another verb ("to" starts
 * an infinitive clause: "there are two ways to install it supported by ...").
 */
const CLAUSE_STARTERS: ReadonlySet<string> = new Set(
  wordList(`
  to, and, or, nor, but, yet, so, that, which, who, whom, whose, what, when, where, why, how, while,
  whilst, whereas, because, since, although, though, if, unless, until, till, before, after,
  once, than, whether, whenever, wherever, whoever, whatever`),
);

/** Words ending in -ing that are not verbs, or are the auxiliary itself. */
const NOT_ING_VERBS: ReadonlySet<string> = new Set(
  wordList(`
  being, thing, things, something, anything, nothing, everything, king, ring, spring, string,
  strings, wing, sibling, ceiling, during, morning, evening`),
);

/** Past participles that do not end in -ed. */
export const IRREGULAR_PARTICIPLES: ReadonlySet<string> = new Set(
  wordList(`
  arisen, awoken, beaten, become, begun, bent, bet, bid, bitten, bled, blown, born, borne, bound,
  bred, broken, brought, built, burnt, burst, bought, cast, caught, chosen, clung, come, cost,
  crept, cut, dealt, done, drawn, dreamt, driven, drunk, dug, eaten, fallen, fed, felt, fled,
  flung, flown, fought, found, forbidden, forecast, foregone, foreseen, forgiven, forgotten, forsaken, frozen,
  given, gone, ground, grown, heard, held, hidden, hit, hung, hurt, kept, knelt, known, laid,
  lain, leant, learnt, led, left, lent, let, lit, lost, made, meant, met, mislaid, misled,
  mistaken, misunderstood, mown, overcome, overdone, overheard, overlaid, overridden, overrun,
  overseen, overtaken, overthrown, paid, proven, put, quit, read, rebuilt, redone, remade,
  rewritten, rid, ridden, risen, run, rung, said, sat, seen, sent, set, sewn, shaken, shed,
  shone, shorn, shot, shown, shrunk, shut, slain, slept, slid, slit, smelt, sold, sought, sown,
  sped, spelt, spent, spilt, spoken, spread, sprung, spun, stolen, stood, struck, strung, stuck,
  stung, sung, sunk, swept, sworn, swollen, swung, taken, taught, thought, thrown, thrust, told,
  torn, trodden, undergone, understood, undertaken, undone, upheld, upset, withdrawn, withheld,
  withstood, woken, won, worn, woven, wound, written, wrung`),
);

/**
 * Words ending in -ed that are not past participles (nouns, base forms, adjectives that describe
 * a state rather than an action: "it is based on", "the value is undefined").
 */
export const NOT_PARTICIPLES: ReadonlySet<string> = new Set(
  wordList(`
  sled, embed, hundred, kindred, naked, sacred, wicked, wretched, rugged, ragged, crooked,
  beloved, aged, based, undefined, unsigned, unexpected, unrelated, unlimited, unsupported,
  unused, unwanted, unnamed, unchanged, unmodified, unspecified, unresolved, unauthorized,
  unauthorised, unformatted, unescaped, unquoted, unhandled, uncaught, untrusted, unverified,
  unpublished, unrecognized, unrecognised, sophisticated, complicated, dedicated, detailed,
  interested, tired, excited, concerned, supposed, pleased, bored, worried, scared, ashamed,
  advanced, experienced, talented, skilled, biased, balanced`),
);

/** Words that make the next -ed word an adjective in a noun phrase ("is the expected result"). */
const BEFORE_ADJECTIVE: ReadonlySet<string> = new Set(
  wordList(`
  a, an, the, this, that, these, those, my, your, his, her, its, our, their, some, any, no,
  every, each, such, more, most, less, least, very, too, so, quite, rather`),
);

/** Verbs that, between the auxiliary and the participle, take the participle themselves. */
const OTHER_VERB: ReadonlySet<string> = new Set(
  wordList(`
  have, has, had, having, can, could, may, might, must, shall, should, will, would, do, does,
  did`),
);

function isParticiple(word: string): boolean {
  if (IRREGULAR_PARTICIPLES.has(word)) return true;
  if (NOT_PARTICIPLES.has(word) || word.length < 4) return false;
  // -eed words are base forms ("need", "proceed", "exceed") unless the verb ends in -ee.
  if (word.endsWith("eed")) return /(agre|fre|guarante|decre|refere)ed$/.test(word);
  return word.endsWith("ed");
}

/** Words and clause breaks of a sentence, lower case: "," stands for every break. */
function clauseTokens(sentence: string): string[] {
  return sentence
    .toLowerCase()
    .replace(/’/g, "'")
    .replace(/[,:;()[\]{}"“”]|\s[-–—]+\s|'ll\b|'ve\b/g, " , ")
    .split(/\s+/)
    .map((w) => (w === "," ? w : w.replace(/^[^\p{L}\p{N}']+|[^\p{L}\p{N}']+$/gu, "")))
    .filter((w) => w !== "");
}

function endsClause(word: string): boolean {
  return (
    word === "," ||
    CLAUSE_STARTERS.has(word) ||
    (word.length > 4 && word.endsWith("ing") && !NOT_ING_VERBS.has(word))
  );
}

/** Whether the clause after an auxiliary holds a participle that belongs to it. */
function passiveAfter(tokens: readonly string[], auxiliary: number): boolean {
  const isGet = tokens[auxiliary]?.startsWith("get") || tokens[auxiliary]?.startsWith("got");
  for (let i = auxiliary + 1; i < tokens.length; i++) {
    const word = tokens[i] ?? "";
    if (endsClause(word) || PASSIVE_AUXILIARIES.has(word) || OTHER_VERB.has(word)) return false;
    if (!isParticiple(word) || BEFORE_ADJECTIVE.has(tokens[i - 1] ?? "")) continue;
    // "get rid of" is not a passive.
    if (!(isGet && word === "rid")) return true;
  }
  return false;
}

/** Heuristic passive: some clause of the sentence is in the passive voice. */
export function isPassive(sentence: string): boolean {
  const tokens = clauseTokens(sentence);
  return tokens.some((word, i) => PASSIVE_AUXILIARIES.has(word) && passiveAfter(tokens, i));
}
