/**
 * Words the research brief leaves out of the terms a set of sources shares (domain/research.ts):
 * English uses the analyser's function words (domain/analysis, as Yoast's keyphrase matching
 * does); the other languages a short list of their commonest closed-class words, written for
 * this project. Chinese and Japanese are split by `Intl.Segmenter`; a single character there is
 * mostly a particle, so the brief keeps words of two characters or more (see `isContentWord`).
 */
import { FUNCTION_WORDS } from "./analysis/english-function-words";
import { wordList } from "./analysis/word-list";
import type { Language } from "./languages";

const OTHER: Record<Exclude<Language, "en">, string> = {
  es: `el, la, los, las, un, una, unos, unas, de, del, al, a, en, y, o, u, que, por, para, con,
    sin, sobre, entre, como, más, menos, muy, pero, sino, si, no, se, su, sus, lo, le, les, es,
    son, ser, está, están, fue, fueron, ha, han, hay, era, este, esta, estos, estas, ese, esa,
    eso, esos, esas, también, cuando, donde, qué, cómo, cuál, porque, todo, todos, toda, todas,
    otro, otra, otros, otras, mismo, cada, ya, muy, puede, pueden, hace, hacer, tiene, tienen`,
  fr: `le, la, les, un, une, des, du, de, d, l, à, au, aux, en, et, ou, que, qui, quoi, dont, où,
    pour, par, avec, sans, sur, sous, dans, entre, comme, plus, moins, très, mais, si, ne, pas,
    se, sa, son, ses, leur, leurs, ce, cet, cette, ces, est, sont, être, été, était, a, ont,
    avoir, il, elle, ils, elles, on, nous, vous, je, tu, y, aussi, quand, comment, pourquoi, tout,
    tous, toute, toutes, autre, autres, même, chaque, peut, peuvent, fait, faire, c, qu, s, n`,
  de: `der, die, das, den, dem, des, ein, eine, einen, einem, einer, eines, und, oder, aber, als,
    wie, wenn, dass, weil, für, mit, ohne, von, vom, zu, zum, zur, auf, aus, bei, nach, über,
    unter, vor, in, im, an, am, um, durch, ist, sind, war, waren, sein, wird, werden, wurde,
    hat, haben, hatte, nicht, kein, keine, auch, noch, nur, schon, sehr, mehr, weniger, es, er,
    sie, wir, ihr, ich, du, man, sich, dies, diese, dieser, dieses, jede, jeder, jedes, alle,
    andere, kann, können, muss, müssen, so, da, dann, hier, dort, was, wer, warum, welche`,
  pt: `o, a, os, as, um, uma, uns, umas, de, do, da, dos, das, em, no, na, nos, nas, por, pelo,
    pela, para, com, sem, sobre, entre, como, mais, menos, muito, mas, se, não, que, qual, quem,
    onde, quando, porque, é, são, ser, está, estão, foi, foram, tem, têm, ter, há, era, este,
    esta, estes, estas, esse, essa, isso, isto, seu, sua, seus, suas, também, todo, toda, todos,
    todas, outro, outra, outros, outras, mesmo, cada, já, pode, podem, faz, fazer, ao, aos, e, ou`,
  hi: `और, का, की, के, को, में, से, पर, है, हैं, था, थी, थे, हो, होता, होती, होते, भी, यह, वह, ये,
    वे, इस, उस, इन, उन, एक, कि, जो, तो, ही, लिए, तक, साथ, कर, करना, करते, करता, किया, गया,
    नहीं, या, लेकिन, अपने, अपना, अपनी, कुछ, सभी, जब, कहाँ, क्या, क्यों, कैसे, अधिक, बहुत`,
  ar: `في, من, إلى, على, عن, مع, هذا, هذه, ذلك, تلك, التي, الذي, الذين, و, أو, ثم, لكن, إن, أن,
    كان, كانت, يكون, هو, هي, هم, نحن, أنا, كل, بعض, غير, قد, لا, لم, لن, ما, ماذا, لماذا, كيف,
    متى, أين, عند, بين, حتى, أي, كما, أكثر, أقل, جدا, أيضا, فقط, هناك, هنا, به, بها, له, لها`,
  zh: `的, 了, 和, 是, 在, 有, 也, 就, 都, 而, 及, 与, 或, 但, 这, 那, 这个, 那个, 这些, 那些,
    一个, 我们, 你们, 他们, 她们, 它们, 自己, 什么, 怎么, 为什么, 如何, 可以, 因为, 所以, 如果,
    没有, 不是, 就是, 还是, 以及, 已经, 非常, 更多, 其他, 每个, 一些, 对于, 通过, 之后, 之前`,
  ja: `の, に, は, を, た, が, で, て, と, し, れ, さ, ある, いる, も, する, から, な, こと, として,
    い, や, れる, など, なっ, ない, この, ため, その, あっ, よう, また, もの, という, あり, まで,
    られ, なる, へ, か, だ, これ, によって, により, おり, より, による, ず, なり, られる, において,
    です, ます, でき, できる, それ, あの, どの, なぜ, どう, ませ, でし, まし`,
};

const STOP_WORDS = new Map<Language, ReadonlySet<string>>([
  ["en", FUNCTION_WORDS],
  ...Object.entries(OTHER).map(
    ([language, list]) => [language as Language, new Set(wordList(list))] as const,
  ),
]);

/** Chinese and Japanese are written without spaces between words. */
export const withoutSpaces = (language: Language) => language === "zh" || language === "ja";

export function isStopWord(word: string, language: Language): boolean {
  return STOP_WORDS.get(language)?.has(word) ?? false;
}

/**
 * A word that can be a term on its own: not a stop word, not a number, and long enough to mean
 * something (three letters in alphabetic scripts, two characters in Chinese and Japanese).
 */
export function isContentWord(word: string, language: Language): boolean {
  if (isStopWord(word, language)) return false;
  if (!/\p{L}/u.test(word)) return false;
  const length = [...word].length;
  return withoutSpaces(language) ? length >= 2 : length >= 3;
}
