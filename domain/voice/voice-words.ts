/**
 * The fingerprint's word lists per language (issue 29): person pronouns (first singular, first
 * plural, second), contraction patterns and formality markers. Written for this project from each
 * language's grammar as short lists of common forms; not taken from any other list. Entries are
 * lower case and may hold several words ("no obstante"); they are matched on the analyser's
 * tokens, and in Chinese and Japanese character by character (./token-matcher.ts), so their
 * entries avoid characters common inside other words; Japanese sentence-final particles are
 * written with the full stop that shows they end the sentence ("よ。").
 */
import { wordList } from "../analysis/word-list";
import type { Language } from "../languages";

export interface PersonWords {
  first: string[];
  plural: string[];
  second: string[];
  third: string[];
}

export interface LanguageWords {
  person: PersonWords;
  /** A token that is a contraction; null where the language has none to count. */
  contraction: RegExp | null;
  formal: string[];
  informal: string[];
  /** Negation words (in Chinese and Japanese, the characters and endings of negation). */
  negations: string[];
  /** Words that hold a pronoun's character without being one ("其他", other), never counted. */
  ignore?: string[];
}

const person = (first: string, plural: string, second: string, third: string): PersonWords => ({
  first: wordList(first),
  plural: wordList(plural),
  second: wordList(second),
  third: wordList(third),
});

export const VOICE_WORDS: Record<Language, LanguageWords> = {
  en: {
    person: person(
      "i, me, my, mine, myself, i'm, i've, i'd, i'll",
      "we, us, our, ours, ourselves, we're, we've, we'd, we'll, let's",
      "you, your, yours, yourself, yourselves, you're, you've, you'd, you'll, ye, thee, thou, thy",
      "he, him, his, himself, she, her, hers, herself, they, them, their, theirs, themselves, he's, she's, they're",
    ),
    contraction:
      /n't$|'(re|ll|ve|m|d)$|^(it|that|there|here|what|who|he|she|let|where|how|one)'s$|^'tis$/,
    formal: wordList(`
      therefore, thus, hence, moreover, furthermore, nevertheless, nonetheless, consequently,
      accordingly, whereby, wherein, whereas, shall, regarding, whom, notwithstanding, henceforth,
      hereby, pursuant, herein, thereby, upon, albeit, in addition, with respect to`),
    informal: wordList(`
      yeah, yep, nope, okay, ok, hey, gonna, wanna, gotta, kinda, sorta, stuff, awesome, cool, lol,
      btw, guys, folks, damn, totally, literally, basically, super, pretty much, a lot, anyway`),
    negations: wordList("not, no, never, nothing, nobody, none, nor, neither, nowhere, cannot"),
  },
  es: {
    person: person(
      "yo, me, mí, mi, mis, mío, mía, míos, mías, conmigo",
      "nosotros, nosotras, nos, nuestro, nuestra, nuestros, nuestras",
      "tú, te, ti, tu, tus, tuyo, tuya, contigo, usted, ustedes, vosotros, vosotras, os, vuestro, vuestra, vos",
      "él, ella, ellos, ellas, le, les, su, sus, suyo, suya, suyos, suyas",
    ),
    contraction: /^(del|al)$/,
    formal: wordList(`
      usted, ustedes, asimismo, no obstante, por consiguiente, sin embargo, por lo tanto, cabe,
      mediante, dicho, dicha, cuyo, cuya, cuyos, estimado, estimada, por ende, en virtud de`),
    informal: wordList(`
      tú, vale, guay, chévere, oye, bueno, pues, tío, tía, genial, súper, o sea, vos, ok, okey,
      pa, onda, chido, mola, tipo`),
    negations: wordList("no, nunca, jamás, nada, nadie, ninguno, ninguna, ningún, ni, tampoco"),
  },
  fr: {
    person: person(
      "je, j', me, m', moi, mon, ma, mes, mien, mienne",
      "nous, notre, nos, nôtre, nôtres",
      "tu, te, t', toi, ton, ta, tes, vous, votre, vos, vôtre, vôtres",
      "il, elle, ils, elles, lui, leur, leurs, son, sa, ses, eux",
    ),
    // Elision and contracted articles (l'homme, qu'il, du, au, aux).
    contraction: /^(l|d|j|qu|n|s|c|m|t|jusqu|lorsqu|puisqu|quoiqu)'|^(du|au|aux)$/,
    formal: wordList(`
      vous, néanmoins, toutefois, cependant, par conséquent, en outre, dont, lequel, laquelle,
      lesquels, auquel, duquel, veuillez, afin, ainsi, nonobstant, hormis, certes`),
    informal: wordList(`
      tu, t'es, t'as, ouais, ben, bah, truc, trucs, super, sympa, cool, génial, mec, bref,
      du coup, hein, ça, ok, trop, carrément, boulot, bouquin, y'a`),
    negations: wordList("ne, n', non, jamais, rien, aucun, aucune, ni, nullement"),
  },
  de: {
    person: person(
      "ich, mich, mir, mein, meine, meinen, meinem, meiner, meines",
      "wir, uns, unser, unsere, unseren, unserem, unserer, unseres",
      "du, dich, dir, dein, deine, deinen, deinem, deiner, deines, euch, euer, eure, euren, eurem, eurer",
      "er, ihn, ihm, sein, seine, seinen, seinem, seiner, sie, ihr, ihre, ihren, ihrem, ihrer",
    ),
    contraction: /^(im|am|zum|zur|ins|beim|vom|ans|aufs|durchs|fürs|ums|übers|unters)$|'s$|^'ne$/,
    formal: wordList(`
      daher, somit, folglich, jedoch, dennoch, bezüglich, hinsichtlich, gemäß, sowie, zudem,
      ferner, sofern, demzufolge, infolgedessen, desweiteren, des weiteren, diesbezüglich,
      seitens, mithin`),
    informal: wordList(`
      du, dich, dir, halt, mal, krass, cool, super, echt, geil, okay, ok, na ja, hey, quatsch,
      kram, eben, ne, nee, jo, klar, toll`),
    negations: wordList(
      "nicht, kein, keine, keinen, keinem, keiner, keines, nie, niemals, nichts, niemand, weder",
    ),
  },
  pt: {
    person: person(
      "eu, me, mim, meu, minha, meus, minhas, comigo",
      "nós, nos, nosso, nossa, nossos, nossas, conosco, a gente",
      "tu, te, ti, teu, tua, teus, tuas, contigo, você, vocês, cê, vos, vosso, vossa",
      "ele, ela, eles, elas, dele, dela, deles, delas, seu, sua, seus, suas, lhe, lhes",
    ),
    contraction:
      /^(do|da|dos|das|no|na|nos|nas|pelo|pela|pelos|pelas|ao|aos|à|às|num|numa|dum|duma|pra|pro|tá|tô|cê)$/,
    formal: wordList(`
      senhor, senhora, vossa, portanto, contudo, todavia, entretanto, ademais, outrossim,
      mediante, cujo, cuja, conforme, prezado, prezada, destarte, doravante, no entanto`),
    informal: wordList(`
      tu, cê, pra, tá, né, beleza, legal, cara, galera, tipo, aí, demais, valeu, ok, tô, bora,
      massa, show`),
    negations: wordList("não, nunca, jamais, nada, ninguém, nenhum, nenhuma, nem, tampouco"),
  },
  hi: {
    person: person(
      "मैं, मुझे, मुझ, मेरा, मेरी, मेरे, मैंने",
      "हम, हमें, हमारा, हमारी, हमारे, हमने",
      "आप, आपका, आपकी, आपके, आपको, आपने, तुम, तुम्हें, तुम्हारा, तुम्हारी, तुम्हारे, तू, तुझे, तेरा, तेरी, तेरे",
      "वह, वे, उसे, उसका, उसकी, उसके, उन्हें, उनका, उनकी, उनके, उसने, उन्होंने",
    ),
    contraction: null,
    formal: wordList("आप, कृपया, अतः, तथा, एवं, किन्तु, परन्तु, यद्यपि, तथापि, अर्थात्, हेतु, द्वारा, श्रीमान"),
    informal: wordList("तुम, तू, यार, अरे, भाई, ठीक, अच्छा, बढ़िया, मस्त, ओके, वाह, चलो"),
    negations: wordList("नहीं, न, मत, ना, कभी नहीं"),
  },
  zh: {
    person: person(
      "我, 俺, 本人",
      "我们, 咱们, 咱, 我國, 我国",
      "你, 您, 你们, 您们",
      "他, 她, 他们, 她们, 他們, 她們",
    ),
    contraction: null,
    formal: wordList("您, 因此, 然而, 此外, 敬请, 予以, 鉴于, 之, 其, 兹, 亦, 贵公司, 阁下"),
    informal: wordList("吧, 啊, 呀, 哈哈, 嘛, 呢, 啦, 哦, 挺, 咱, 嗯, 哇, 呗"),
    negations: wordList("不, 没, 別, 别, 无, 無"),
    ignore: wordList("其他, 自我, 我行我素"),
  },
  ar: {
    person: person(
      "أنا, لي, بي, إني, إنني, نفسي",
      "نحن, لنا, بنا, إننا, أنفسنا",
      "أنت, أنتِ, أنتم, أنتن, أنتما, لك, لكم, بك, بكم, إنك, إنكم, حضرتك",
      "هو, هي, هم, هن, هما, له, لها, لهم",
    ),
    contraction: null,
    formal: wordList(`
      حضرتكم, سيادتكم, إذ, لذا, لذلك, علاوة, إضافة, بيد, حيث, وفقا, نظرا, كذلك, إلا أن, بالتالي`),
    informal: wordList(
      "ايش, شو, ليش, هيك, كتير, زي, عشان, بدي, مش, إزاي, يعني, خلاص, طيب, يلا, أوكي",
    ),
    negations: wordList("لا, لم, لن, ليس, ليست, لست, لسنا, غير, بدون"),
  },
  ja: {
    person: person(
      "私, わたし, 僕, ぼく, 俺, おれ, あたし, わたくし",
      "私たち, わたしたち, 我々, われわれ, 僕ら, 僕たち, 私ども, 俺たち",
      "あなた, あなたがた, 君, きみ, お前, おまえ, 皆さん, みなさん, 貴方",
      "彼, 彼女, 彼ら, 彼等, 彼女ら, 彼女たち",
    ),
    contraction: null,
    formal: wordList("です, ます, ございます, いたし, 申し, ください, でしょう, ませ, まし, 致し"),
    informal: wordList(
      "だ。, だよ, だね, じゃん, ちゃう, っす, かな。, よね, ね。, よ。, だろう, じゃない",
    ),
    negations: wordList("ない, ません, ず。, ずに, ぬ。, 無い"),
  },
};
