/**
 * English function words: words that carry little meaning on their own, left out when a
 * keyphrase is matched word by word (as Yoast does). Written for this project from English grammar
 * (closed word classes, their inflections and contractions, plus a few open-class words that
 * writers use as filler); not taken from any other list. Lower case; apostrophes as "'".
 */
import { wordList } from "./word-list";

const ARTICLES_AND_DETERMINERS = `
  a, an, the, this, that, these, those, my, your, his, her, its, our, their, whose, each, every,
  either, neither, some, any, no, all, both, half, several, many, much, more, most, few, fewer,
  fewest, less, least, little, enough, another, other, others, such, own, same, certain, various`;

const PRONOUNS = `
  i, me, myself, mine, you, yourself, yourselves, yours, he, him, himself, she, herself, hers, it,
  itself, we, us, ourselves, ours, they, them, themselves, theirs, one, ones, oneself, someone,
  somebody, something, somewhere, anyone, anybody, anything, anywhere, everyone, everybody,
  everything, everywhere, nobody, nothing, nowhere, none, who, whom, whoever, whomever, what,
  whatever, which, whichever, where, wherever, when, whenever, why, how, however, whether`;

const PREPOSITIONS = `
  about, above, according, across, after, against, ahead, along, alongside, amid, amidst, among,
  amongst, around, as, at, atop, away, before, behind, below, beneath, beside, besides, between,
  beyond, by, concerning, despite, down, during, except, excluding, following, for, from, in,
  including, inside, instead, into, like, minus, near, nearby, next, of, off, on, onto, opposite,
  out, outside, over, past, per, plus, regarding, round, since, than, through, throughout, till,
  to, toward, towards, under, underneath, unlike, until, unto, up, upon, versus, vs, via, with,
  within, without`;

const CONJUNCTIONS = `
  and, or, nor, but, yet, so, although, though, because, unless, while, whilst, whereas, if,
  once, lest, then, also, too`;

const VERB_FORMS = `
  be, am, is, are, was, were, been, being, have, has, had, having, do, does, did, doing, done,
  can, could, may, might, must, shall, should, will, would, ought, get, gets, got, gotten,
  getting, go, goes, went, gone, going, make, makes, made, making, let, lets, letting, say, says,
  said, saying, seem, seems, seemed, seeming, become, becomes, became, becoming`;

const CONTRACTIONS = `
  i'm, you're, he's, she's, it's, we're, they're, i've, you've, we've, they've, i'd, you'd,
  he'd, she'd, it'd, we'd, they'd, i'll, you'll, he'll, she'll, it'll, we'll, they'll, isn't,
  aren't, wasn't, weren't, hasn't, haven't, hadn't, doesn't, don't, didn't, won't, wouldn't,
  can't, cannot, couldn't, shouldn't, mustn't, mightn't, needn't, shan't, ain't, that's,
  there's, here's, what's, who's, where's, when's, why's, how's, let's, there'll, that'll,
  who'll, what'll, there'd, that'd, who'd, y'all`;

const ADVERBS = `
  very, really, quite, rather, just, only, even, almost, nearly, already, still, again, ever,
  never, always, often, sometimes, usually, seldom, rarely, frequently, occasionally, now, today,
  tomorrow, yesterday, tonight, soon, later, lately, recently, here, there, back, else,
  elsewhere, perhaps, maybe, probably, possibly, certainly, definitely, actually, basically,
  simply, literally, totally, completely, absolutely, entirely, extremely, fairly, highly,
  particularly, especially, mostly, mainly, largely, generally, anyway, anyhow, somehow, thus,
  hence, therefore, otherwise, meanwhile, moreover, furthermore, indeed, well, not, yes, okay,
  ok, please, together, apart, alone, ago, somewhat, merely, hardly, barely, nearly, truly,
  surely, clearly, obviously, easily, quickly, slowly, directly, exactly, approximately`;

const NUMBERS = `
  zero, two, three, four, five, six, seven, eight, nine, ten, eleven, twelve, thirteen, fourteen,
  fifteen, sixteen, seventeen, eighteen, nineteen, twenty, thirty, forty, fifty, sixty, seventy,
  eighty, ninety, hundred, hundreds, thousand, thousands, million, millions, billion, billions,
  dozen, dozens, first, second, third, fourth, fifth, sixth, seventh, eighth, ninth, tenth,
  last, twice, thrice, single, double, triple, firstly, secondly, thirdly, lastly`;

const INTERJECTIONS = `
  oh, ah, aha, hey, hi, hello, wow, oops, ouch, uh, um, hmm, yeah, yep, nope, alas, eh, hooray`;

/** Open-class words writers use as filler ("the best way", "a great thing to do"). */
const FILLER = `
  new, newer, newest, old, older, oldest, good, better, best, bad, worse, worst, great, greater,
  greatest, big, bigger, biggest, small, smaller, smallest, large, larger, largest, long,
  longer, longest, short, shorter, shortest, high, higher, highest, low, lower, lowest, easy,
  easier, easiest, hard, harder, hardest, simple, simpler, simplest, real, true, sure, whole,
  full, main, different, similar, possible, able, likely, usual, particular, specific,
  important, thing, things, stuff, way, ways, kind, kinds, sort, sorts, lot, lots, bit, bits,
  couple, plenty`;

export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  wordList(
    [
      ARTICLES_AND_DETERMINERS,
      PRONOUNS,
      PREPOSITIONS,
      CONJUNCTIONS,
      VERB_FORMS,
      CONTRACTIONS,
      ADVERBS,
      NUMBERS,
      INTERJECTIONS,
      FILLER,
    ].join(","),
  ),
);
