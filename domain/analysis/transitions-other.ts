/**
 * Transition words for Spanish, French, German, Portuguese, Arabic and Japanese: connectives that
 * link a sentence to what comes before it (addition, contrast, cause, example, sequence, summary).
 * Written for this project from each language's grammar, as short lists of the common
 * connectives; not taken from Yoast's or any other list. Hindi and Chinese have no list here:
 * their report says the check is not available.
 */
import type { AnalysisLanguage } from "./report";
import { transitionMatcher } from "./transitions";
import { wordList } from "./word-list";

const SPANISH = transitionMatcher(
  wordList(`
  además, también, asimismo, igualmente, incluso, sin embargo, no obstante, aunque, pero,
  en cambio, por el contrario, sino, mientras que, a pesar de, aun así, por ejemplo,
  es decir, o sea, en concreto, sobre todo, en particular, porque, ya que, puesto que, pues,
  por eso, por lo tanto, por tanto, por consiguiente, así que, de modo que, como resultado,
  primero, en primer lugar, luego, después, entonces, finalmente, por último, al final,
  mientras, cuando, si, en resumen, en conclusión, en definitiva, en general, de hecho,
  en realidad, por otro lado, por una parte, por otra parte, además de, con todo`),
  [
    ["no solo", "sino también"],
    ["tanto", "como"],
    ["ni", "ni"],
  ],
);

const FRENCH = transitionMatcher(
  wordList(`
  de plus, en outre, également, aussi, par ailleurs, d'ailleurs, cependant, pourtant,
  toutefois, néanmoins, mais, en revanche, au contraire, alors que, tandis que, bien que,
  malgré, par exemple, notamment, c'est-à-dire, autrement dit, en particulier, surtout, car,
  parce que, puisque, comme, donc, ainsi, alors, par conséquent, c'est pourquoi, si bien que,
  d'abord, tout d'abord, ensuite, puis, enfin, finalement, pour finir, lorsque, quand, si,
  en résumé, en conclusion, bref, en somme, en effet, en fait, d'une part, d'autre part,
  afin de, afin que, pour que, de même`),
  [
    ["non seulement", "mais aussi"],
    ["soit", "soit"],
    ["ni", "ni"],
  ],
);

const GERMAN = transitionMatcher(
  wordList(`
  außerdem, zudem, ferner, darüber hinaus, ebenso, auch, aber, jedoch, allerdings, trotzdem,
  dennoch, hingegen, stattdessen, im gegensatz dazu, obwohl, während, zum beispiel,
  beispielsweise, etwa, nämlich, das heißt, insbesondere, vor allem, weil, denn, da,
  deshalb, daher, deswegen, darum, folglich, somit, also, zuerst, zunächst, dann, danach,
  anschließend, schließlich, zuletzt, wenn, falls, sobald, zusammenfassend, kurz gesagt,
  insgesamt, tatsächlich, einerseits, andererseits, gleichzeitig, damit`),
  [
    ["sowohl", "als auch"],
    ["entweder", "oder"],
    ["weder", "noch"],
    ["nicht nur", "sondern auch"],
  ],
);

const PORTUGUESE = transitionMatcher(
  wordList(`
  além disso, também, ainda, igualmente, inclusive, no entanto, entretanto, contudo, porém,
  todavia, mas, embora, apesar de, ao contrário, enquanto, por exemplo, ou seja, isto é,
  em particular, sobretudo, principalmente, porque, pois, já que, visto que, portanto,
  por isso, assim, então, logo, consequentemente, por conseguinte, primeiro, primeiramente,
  em primeiro lugar, em seguida, depois, finalmente, por fim, quando, se, em resumo,
  em conclusão, em suma, de fato, na verdade, por outro lado, por um lado, afinal`),
  [
    ["não só", "mas também"],
    ["tanto", "quanto"],
    ["nem", "nem"],
  ],
);

/** Arabic: short vowel marks are left out and the conjunction و or ف may be joined to the word. */
const ARABIC_PHRASES = wordList(`
  لكن, لذلك, لذا, أيضا, كذلك, بالإضافة إلى ذلك, علاوة على ذلك, فضلا عن ذلك, مثلا,
  على سبيل المثال, أولا, ثانيا, ثالثا, أخيرا, ثم, بعد ذلك, لأن, بسبب, إذا, عندما, بينما,
  رغم, على الرغم من, مع ذلك, بالتالي, إذن, أي, في الواقع, في الحقيقة, من ناحية,
  من ناحية أخرى, باختصار, حيث, كما, إلا أن, بل, خاصة, خصوصا, نتيجة لذلك`);
const ARABIC = transitionMatcher(ARABIC_PHRASES.map(bareArabic));

function bareArabic(text: string): string {
  return text.normalize("NFC").replace(/[\u064B-\u065F\u0670]/g, "");
}

function arabic(tokens: readonly string[]): boolean {
  const bare = tokens.map(bareArabic);
  // "ولكن", "فإذا": the joined conjunction is dropped from a word that is not itself a transition.
  const unjoined = bare.map((t) => (/^[وف].{2,}/.test(t) ? t.slice(1) : t));
  return ARABIC(bare) || ARABIC(unjoined);
}

/** Japanese has no spaces: connectives are found as substrings of the sentence. */
const JAPANESE_CONNECTIVES = wordList(`
  しかし, ただし, ところが, けれども, それでも, とはいえ, そのため, したがって, だから,
  それで, ですから, 例えば, たとえば, また, さらに, そして, それから, 加えて, なお, まず,
  次に, 最後に, つまり, すなわち, 要するに, 一方, 逆に, なぜなら, その結果, 結果として,
  実は, 特に, 同様に, ちなみに, このように, 以上のように`);

function japanese(text: string): boolean {
  return JAPANESE_CONNECTIVES.some((word) => text.includes(word));
}

type Sentence = { text: string; tokens: readonly string[] };

const MATCHERS: Partial<Record<AnalysisLanguage, (s: Sentence) => boolean>> = {
  es: (s) => SPANISH(s.tokens),
  fr: (s) => FRENCH(s.tokens),
  de: (s) => GERMAN(s.tokens),
  pt: (s) => PORTUGUESE(s.tokens),
  ar: (s) => arabic(s.tokens),
  ja: (s) => japanese(s.text),
};

/** The language's transition-word test, or null when there is no list for it. */
export function transitionTestOf(language: AnalysisLanguage): ((s: Sentence) => boolean) | null {
  return MATCHERS[language] ?? null;
}
