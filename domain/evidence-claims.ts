/**
 * The factual sentences of a piece (issue 27 part 5, docs/decisions/0027-evidence.md): the
 * sentences a fact check looks up in the sources, each with what makes it factual: a number, a
 * date, a name, a superlative or a causal claim. Pure: the same HTML always gives the same list.
 *
 * Sentences are split as the analyser splits them (./analysis/text-parts.ts), per language.
 * Headings, code and the piece's Sources list are left out, and so are the citation markers
 * (`<a class="cite">[1]</a>`), so a reference is never taken for a number. Every language gets
 * numbers and dates written in digits; words (written-out numbers, month names, superlatives,
 * causal phrases) come from the lists below where a language has them, and names from
 * capitalised words in the middle of a sentence in the languages that write names so (German
 * capitalises every noun, so it has no name rule).
 */
import type { AnalysisLanguage } from "./analysis/report";
import { extractBlocks, sentencesOf } from "./analysis/text-parts";
import type { ClaimKind } from "./evidence";

export type FactualSentence = { sentence: string; kinds: ClaimKind[] };

/** At most this many claims are checked in one piece (the first ones, in reading order). */
export const MAX_CLAIMS = 80;

type Rules = {
  months?: RegExp;
  writtenNumbers?: RegExp;
  superlative?: RegExp;
  causal?: RegExp;
  names?: boolean;
};

const L = "\\p{L}\\p{M}\\p{N}";
/** Whole words of a list (case-insensitive), bounded by anything not a letter or digit. */
const words = (list: string, flags = "iu") => new RegExp(`(?<![${L}])(?:${list})(?![${L}])`, flags);
/** Substrings (scripts without spaces between words). */
const anywhere = (list: string) => new RegExp(`(?:${list})`, "u");

const RULES: Record<string, Rules> = {
  en: {
    // Capitalised: "may" and "march" are also verbs.
    months: words(
      "January|February|March|April|May|June|July|August|September|October|November|December|Jan\\.|Feb\\.|Aug\\.|Sept?\\.|Oct\\.|Nov\\.|Dec\\.",
      "u",
    ),
    writtenNumbers: words(
      "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundreds?|thousands?|millions?|billions?|trillions?|dozens?|half|twice|thrice|a third|a quarter",
    ),
    superlative: new RegExp(
      `${words("(?:the|its|their|his|her|our|your|my) (?:most|least)|best|worst").source}|(?<![${L}])\\p{L}{2,}(?:iest|[bdfghklmnprstwz]est|ckest)(?![${L}])`,
      "iu",
    ),
    causal: words(
      "because|due to|caused by|causes?|causing|leads? to|led to|leading to|results? in|resulted in|as a result|therefore|consequently|owing to|thanks to|triggers?|triggered|prevents?|prevented|contributes? to|contributed to|so that",
    ),
    names: true,
  },
  es: {
    months: words(
      "enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre",
    ),
    superlative: words(
      "(?:el|la|los|las|lo) (?:más|menos)|mejor|mejores|peor|peores|mayor|mayores|menor|menores|máximo|máxima|mínimo|mínima|\\p{L}+ísim[oa]s?",
    ),
    causal: words(
      "porque|debido a|a causa de|causa|causan|causó|provoca|provocan|provocó|conduce a|lleva a|llevó a|da lugar a|por lo tanto|por eso|como resultado|gracias a|por consiguiente",
    ),
    names: true,
  },
  fr: {
    months: words(
      "janvier|février|mars|avril|mai|juin|juillet|août|septembre|octobre|novembre|décembre",
    ),
    superlative: words(
      "(?:le|la|les) (?:plus|moins)|meilleur|meilleure|meilleurs|meilleures|pire|pires|(?:le|la|les) premi(?:er|ère)s?|\\p{L}+issime",
    ),
    causal: words(
      "parce que|parce qu'|à cause de|en raison de|grâce à|provoque|provoquent|provoqué|entraîne|entraînent|entraîné|cause|causent|causé|conduit à|mène à|donc|par conséquent|car",
    ),
    names: true,
  },
  de: {
    months: words(
      "Januar|Jänner|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember",
      "u",
    ),
    superlative: words(
      "am \\p{L}+sten|beste|besten|bester|bestes|größte|größten|größter|höchste|höchsten|meiste|meisten|wenigste|wenigsten|schlechteste|schlechtesten|kleinste|kleinsten|niedrigste|niedrigsten|schnellste|schnellsten|wichtigste|wichtigsten|älteste|ältesten|neueste|neuesten|stärkste|stärksten",
    ),
    causal: words(
      "weil|aufgrund|wegen|führt zu|führen zu|führte zu|verursacht|verursachen|verursachte|deshalb|daher|deswegen|infolgedessen|dank|sodass|so dass",
    ),
  },
  pt: {
    months: words(
      "janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro",
    ),
    superlative: words(
      "(?:o|a|os|as) (?:mais|menos)|melhor|melhores|pior|piores|maior|maiores|menor|menores|máximo|máxima|mínimo|mínima|\\p{L}+íssim[oa]s?",
    ),
    causal: words(
      "porque|devido a|devido ao|devido à|por causa de|causa|causam|causou|provoca|provocam|provocou|leva a|levou a|resulta em|resultou em|portanto|por isso|graças a|como resultado",
    ),
    names: true,
  },
  hi: {
    months: words(
      "जनवरी|फ़रवरी|फरवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|सितम्बर|अक्टूबर|नवंबर|नवम्बर|दिसंबर|दिसम्बर",
    ),
    superlative: words("सबसे"),
    causal: words("क्योंकि|के कारण|की वजह से|इसलिए|इस कारण|परिणामस्वरूप"),
  },
  zh: {
    months: anywhere("\\d{1,2}\\s*月|[一二三四五六七八九十]{1,2}月|\\d{4}\\s*年"),
    superlative: anywhere("最"),
    causal: anywhere("因为|由于|导致|因此|所以|造成"),
  },
  ja: {
    months: anywhere("\\d{1,2}\\s*月|\\d{4}\\s*年"),
    superlative: anywhere("最も|最大|最小|最高|最低|一番"),
    causal: anywhere("なので|ため|によって|が原因|その結果|したがって|そのため"),
  },
  ar: {
    months: words(
      "يناير|فبراير|مارس|أبريل|ابريل|مايو|يونيو|يوليو|أغسطس|اغسطس|سبتمبر|أكتوبر|اكتوبر|نوفمبر|ديسمبر|كانون الثاني|شباط|آذار|نيسان|أيار|حزيران|تموز|آب|أيلول|تشرين الأول|تشرين الثاني|كانون الأول",
    ),
    superlative: words("أكثر|أقل|أفضل|أسوأ|أكبر|أصغر|أعلى|أدنى"),
    causal: words("لأن|بسبب|يؤدي إلى|أدى إلى|تؤدي إلى|لذلك|نتيجة|بفضل"),
  },
};

/** English words ending in -est that are not superlatives. */
const NOT_SUPERLATIVE =
  /^(interest|honest|forest|request|suggest|contest|digest|invest|protest|harvest|modest|manifest|guest|nest|rest|west|chest|quest|arrest|attest|behest|conquest|earnest|inquest|priest|pest|vest|zest|lest|crest|jest|detest|ingest|infest|unrest|midwest|northwest|southwest|southeast|northeast|east|test|bequest|tempest|pretest|retest|abreast|breast|feast|beast|yeast|wrest|everest|budapest|bucharest|celest|incest|alkahest|almagest)$/i;

/** Digits of other scripts (Devanagari, Arabic-Indic, full-width) as 0-9. */
function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (digit) => {
    const code = digit.codePointAt(0) ?? 48;
    for (const zero of [0x0966, 0x0660, 0x06f0, 0xff10])
      if (code >= zero && code <= zero + 9) return String(code - zero);
    return digit;
  });
}

/** A year standing alone (1500-2099, "1990s"), an ISO or numeric date. */
const DATE =
  "(?<!\\d)(?:\\d{4}-\\d{1,2}-\\d{1,2}|\\d{1,2}[./]\\d{1,2}[./]\\d{2,4}|(?:1[5-9]\\d\\d|20\\d\\d)(?:s|'s)?)(?!\\d)";
const DATES = new RegExp(DATE, "g");
const everywhere = (rule: RegExp) =>
  new RegExp(rule.source, rule.flags.includes("g") ? rule.flags : `${rule.flags}g`);

function hasSuperlative(sentence: string, rule: RegExp): boolean {
  for (const match of sentence.matchAll(everywhere(rule)))
    if (!NOT_SUPERLATIVE.test(match[0])) return true;
  return false;
}

const DAYS_AND_MONTHS =
  /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)$/;
/**
 * A capitalised word after the first word that is not a month, a day, "I" or an acronym, and
 * does not open a quotation or follow a colon: a proper name, in the languages that write names
 * with a capital and the rest in lower case.
 */
function hasName(sentence: string): boolean {
  const tokens = [
    ...sentence.matchAll(/(^|[^\p{L}\p{M}\p{N}'’-]+)(\p{Lu}[\p{Ll}\p{M}]+(?:['’-]\p{L}+)*)/gu),
  ];
  return tokens.some((m) => {
    if (m.index === 0 && m[1] === "") return false;
    const before = sentence.slice(0, m.index + (m[1]?.length ?? 0));
    if (!/\p{L}/u.test(before)) return false;
    if (/[:;"“«¿¡(]\s*$/u.test(before)) return false;
    return !DAYS_AND_MONTHS.test(m[2] ?? "");
  });
}

/** What makes a sentence factual in a language (empty when nothing does). */
export function claimKindsOf(sentence: string, language: string): ClaimKind[] {
  const rules = RULES[language] ?? {};
  const text = asciiDigits(sentence);
  const kinds: ClaimKind[] = [];
  const dated = new RegExp(DATE).test(text) || (rules.months?.test(text) ?? false);
  const withoutDates = text
    .replace(DATES, " ")
    .replace(rules.months ? everywhere(rules.months) : /$^/, " ");
  if (/\d/.test(withoutDates) || (rules.writtenNumbers?.test(text) ?? false)) kinds.push("number");
  if (dated) kinds.push("date");
  if (rules.names && hasName(text)) kinds.push("name");
  if (rules.superlative && hasSuperlative(text, rules.superlative)) kinds.push("superlative");
  if (rules.causal?.test(text)) kinds.push("causal");
  return kinds;
}

/** The piece's Sources list and the citation markers: not the writer's sentences. */
export const SOURCES_LIST =
  /<ol\b[^>]*\bclass\s*=\s*["'][^"']*\bsources\b[^"']*["'][^>]*>[\s\S]*?<\/ol>/gi;
export const CITE_MARKER =
  /<(a|span)\b[^>]*\bclass\s*=\s*["'][^"']*\bcite\b[^"']*["'][^>]*>[\s\S]*?<\/\1>/gi;

/** The body of a piece without its Sources list and citation markers. */
export function withoutCitations(html: string): string {
  return html.replace(SOURCES_LIST, " ").replace(CITE_MARKER, "");
}

const isQuestion = (sentence: string) => /[?？؟]\s*["'”’»)]*$/u.test(sentence);

/**
 * The factual sentences of a piece's HTML in reading order (each once, at most MAX_CLAIMS):
 * sentences of paragraphs, list items, table cells and quotations; never headings, code, the
 * Sources list or questions.
 */
export function factualSentences(html: string, language: string): FactualSentence[] {
  const seen = new Set<string>();
  const found: FactualSentence[] = [];
  for (const block of extractBlocks(withoutCitations(html))) {
    if (block.kind === "heading" || block.kind === "code") continue;
    for (const sentence of sentencesOf(block.text, language as AnalysisLanguage)) {
      const key = foldText(sentence);
      if (seen.has(key) || isQuestion(sentence)) continue;
      const kinds = claimKindsOf(sentence, language);
      if (kinds.length === 0) continue;
      seen.add(key);
      found.push({ sentence, kinds });
      if (found.length >= MAX_CLAIMS) return found;
    }
  }
  return found;
}

/** Text as compared for quotes and sentences: lower case, white space folded, curly quotes straight. */
export function foldText(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”«»]/g, '"')
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
}
