/**
 * The deterministic parts of a research brief (issue 27 part 3, ADR 0027): the terms a set of
 * sources shares (with weights for a coverage score of a draft, like a content score), the
 * questions the sources ask, fact candidates (numbers, quotes, definite claims) each tied to its
 * passage, and topics from the sources' own headings. Pure: the server reads the passages
 * (server/research/brief.ts) and the screens score a draft with `coverageScore` as it is typed.
 * Words and sentences are split as the analyser splits them (domain/analysis), per language.
 */

import { segmentWords } from "./analysis/segment";
import { sentencesOf } from "./analysis/text-parts";
import { tokensOf } from "./analysis/word-list";
import type { FactKind, ResearchBrief } from "./evidence";
import type { Language } from "./languages";
import { isContentWord, withoutSpaces } from "./research-words";

export type BriefTerm = ResearchBrief["terms"][number];
export type BriefTopic = ResearchBrief["topics"][number];
export type BriefQuestion = ResearchBrief["questions"][number];
export type BriefFact = ResearchBrief["facts"][number];

/** A source's passages as the brief reads them (`id`: see `passageId`). */
export type BriefSource = {
  sourceId: string;
  passages: readonly { id: string; text: string }[];
};

/** The most terms, questions, facts and topics a brief keeps. */
export const BRIEF_LIMITS = { terms: 30, questions: 12, facts: 30, topics: 8 } as const;

/**
 * A passage's id in a brief, a citation and a fact check: its source and its place in it
 * (`source_passages.ordinal`), stable as long as the source is kept.
 */
export const passageId = (sourceId: string, ordinal: number) => `${sourceId}:${ordinal}`;

const PARAGRAPH = /\n\s*\n/;
const lower = (text: string) => text.toLocaleLowerCase();

/** The words of a sentence as terms are made of and matched: lower case, per language. */
export function termWords(text: string, language: Language): string[] {
  return withoutSpaces(language) ? segmentWords(text, language).map(lower) : tokensOf(text);
}

/** A term as it is written: words joined by a space (none in Chinese and Japanese). */
const joinWords = (words: readonly string[], language: Language) =>
  words.join(withoutSpaces(language) ? "" : " ");

/** The sentences of a passage, paragraph by paragraph (a heading never runs into its text). */
export function passageSentences(text: string, language: Language): string[] {
  return text
    .split(PARAGRAPH)
    .flatMap((paragraph) => sentencesOf(paragraph.replace(/\s+/g, " ").trim(), language));
}

/** The candidate terms of one sentence: content words, and phrases of 2-3 words. */
function sentenceTerms(words: readonly string[], language: Language): string[] {
  const found: string[] = [];
  const content = words.map((word) => isContentWord(word, language));
  words.forEach((word, i) => {
    if (!content[i]) return;
    found.push(word);
    const next = words[i + 1];
    if (next !== undefined && content[i + 1]) found.push(joinWords([word, next], language));
    const last = words[i + 2];
    // "return on investment": a three-word phrase may hold a short word in the middle.
    if (
      !withoutSpaces(language) &&
      next !== undefined &&
      last !== undefined &&
      content[i + 2] &&
      /\p{L}/u.test(next)
    )
      found.push(joinWords([word, next, last], language));
  });
  return found;
}

const wordCount = (term: string, language: Language) =>
  withoutSpaces(language) ? 1 : term.split(" ").length;

/** A longer term holds a shorter one as whole words. */
function holds(longer: string, shorter: string, language: Language): boolean {
  if (withoutSpaces(language)) return longer !== shorter && longer.includes(shorter);
  return longer !== shorter && ` ${longer} `.includes(` ${shorter} `);
}

/**
 * The terms the sources share: content words and 2-3 word phrases found in at least two sources
 * (the most salient of the one source when there is only one), weighted by how many sources use
 * them and how often, phrases above single words; a word that mostly occurs inside a kept phrase
 * gives way to it. Weights are in (0, 1], the heaviest 1.
 */
export function sharedTerms(sources: readonly BriefSource[], language: Language): BriefTerm[] {
  const withText = sources.filter((s) => s.passages.some((p) => p.text.trim()));
  const counts = new Map<string, { total: number; sources: Set<string> }>();
  for (const source of withText) {
    for (const passage of source.passages) {
      for (const sentence of passageSentences(passage.text, language)) {
        for (const term of sentenceTerms(termWords(sentence, language), language)) {
          const entry = counts.get(term) ?? { total: 0, sources: new Set<string>() };
          entry.total++;
          entry.sources.add(source.sourceId);
          counts.set(term, entry);
        }
      }
    }
  }
  const minSources = withText.length >= 2 ? 2 : 1;
  const candidates = [...counts].filter(
    ([, entry]) => entry.sources.size >= minSources && entry.total >= 2,
  );
  const kept = candidates.filter(
    ([term, entry]) =>
      !candidates.some(
        ([other, bigger]) =>
          holds(other, term, language) &&
          bigger.sources.size >= entry.sources.size &&
          bigger.total >= entry.total * 0.8,
      ),
  );
  const n = Math.max(1, withText.length);
  const scored = kept.map(([term, entry]) => {
    const length = wordCount(term, language);
    const bonus = length === 1 ? 1 : length === 2 ? 1.3 : 1.5;
    return {
      term,
      sources: entry.sources.size,
      score: (entry.sources.size / n) * (1 + Math.log(entry.total)) * bonus,
    };
  });
  scored.sort((a, b) => b.score - a.score || a.term.localeCompare(b.term));
  const top = scored.slice(0, BRIEF_LIMITS.terms);
  const max = top[0]?.score ?? 1;
  return top.map(({ term, sources: used, score }) => ({
    term,
    sources: used,
    weight: Math.max(0.05, Math.round((score / max) * 100) / 100),
  }));
}

/** Plain text of a draft (tags dropped), for scoring. */
const plain = (text: string) => text.replace(/<[^>]*>/g, " ").replace(/&nbsp;/g, " ");

/**
 * How well a draft covers the terms, 0-100: the weighted share of the terms it holds (whole
 * words; a substring in Chinese and Japanese), with the terms it misses, heaviest first.
 */
export function coverageScore(
  terms: readonly BriefTerm[],
  text: string,
  language: Language = "en",
): { score: number; present: string[]; missing: string[] } {
  const draft = plain(text);
  const haystack = withoutSpaces(language)
    ? lower(draft)
    : ` ${termWords(draft, language).join(" ")} `;
  const present: string[] = [];
  const missing: string[] = [];
  let total = 0;
  let covered = 0;
  for (const { term, weight } of [...terms].sort((a, b) => b.weight - a.weight)) {
    total += weight;
    const found = withoutSpaces(language)
      ? haystack.includes(term)
      : haystack.includes(` ${termWords(term, language).join(" ")} `);
    if (found) {
      covered += weight;
      present.push(term);
    } else missing.push(term);
  }
  return { score: total > 0 ? Math.round((100 * covered) / total) : 0, present, missing };
}

const fold = (text: string) => lower(text).replace(/[^\p{L}\p{N}]+/gu, "");

/** Picks from each source's list in turn, keeping `max` distinct items (by `key`). */
function roundRobin<T>(lists: readonly T[][], max: number, key: (item: T) => string): T[] {
  const picked: T[] = [];
  const seen = new Set<string>();
  for (let i = 0; picked.length < max && lists.some((list) => i < list.length); i++) {
    for (const list of lists) {
      const item = list[i];
      if (item === undefined || picked.length >= max) continue;
      const k = key(item);
      if (!k || seen.has(k)) continue;
      seen.add(k);
      picked.push(item);
    }
  }
  return picked;
}

const QUESTION_END = /[?？؟]["'”’»)」]*$/u;
const wordsIn = (text: string, language: Language) =>
  withoutSpaces(language) ? [...text].length / 2 : text.split(/\s+/).length;

/** The questions the sources ask (sentences ending with a question mark), each with its passage. */
export function sourceQuestions(
  sources: readonly BriefSource[],
  language: Language,
): Required<BriefQuestion>[] {
  const lists = sources.map((source) =>
    source.passages.flatMap((passage) =>
      passageSentences(passage.text, language)
        .filter(
          (s) =>
            QUESTION_END.test(s) && s.length >= 8 && s.length <= 240 && wordsIn(s, language) >= 3,
        )
        .map((question) => ({ question, passageId: passage.id })),
    ),
  );
  return roundRobin(lists, BRIEF_LIMITS.questions, (q) => fold(q.question));
}

/** Quoted speech of at least a few words, in the quotation marks the nine languages use. */
const QUOTE =
  /(?:“[^”]{12,}”|«[^»]{12,}»|„[^“”]{12,}[“”]|「[^」]{6,}」|『[^』]{6,}』|"[^"]{12,}")/u;
/** A number, a percentage or a year (list numbering at the start is not one). */
const NUMBER = /\p{Nd}/u;
/** Chinese and Japanese numbers written in characters, with a unit ("十二小时", "三倍"). */
const CJK_NUMBER =
  /[一二三四五六七八九十百千万億亿两]+(?:年|月|日|时|小时|時間|分|秒|倍|个|個|人|岁|歳|元|円|%|％)/u;
/** Markers of a definite claim: attribution, cause, a superlative, a finding (per language). */
const CLAIM_MARKERS: Record<Language, RegExp> = {
  en: /\b(according to|because|due to|caused?|causes|leads? to|led to|results? in|found that|shows? that|showed that|proved?|the (?:most|least|first|only|largest|smallest|biggest|best|worst)|\w{3,}est)\b/i,
  es: /\b(según|porque|debido a|causa|provoca|demostró|muestra que|el más|la más|los más|las más|el primer|la primera|el único|la única)\b/i,
  fr: /\b(selon|parce que|en raison de|cause|provoque|a montré|montre que|le plus|la plus|les plus|le premier|la première|le seul|la seule)\b/i,
  de: /\b(laut|weil|aufgrund|verursacht|führt zu|zeigte|zeigt, dass|am meisten|der erste|die erste|das erste|der einzige|die einzige|größte|kleinste|beste)\b/i,
  pt: /\b(segundo|de acordo com|porque|devido a|causa|provoca|mostrou|mostra que|o mais|a mais|os mais|as mais|o primeiro|a primeira|o único|a única)\b/i,
  hi: /(के अनुसार|क्योंकि|कारण|अध्ययन|सबसे|पहला|पहली|एकमात्र)/,
  zh: /(根据|据|因为|导致|由于|研究|最|第一|唯一)/,
  ja: /(によると|ため|原因|研究|最も|最初|唯一)/,
  ar: /(وفقا|وفقًا|حسب|لأن|بسبب|يؤدي|دراسة|أكثر|أول|الوحيد)/,
};
/** Hedged sentences are not definite claims. */
const HEDGE: Partial<Record<Language, RegExp>> = {
  en: /\b(may|might|could|perhaps|maybe|probably|possibly|seems?|i think)\b/i,
  es: /\b(quizás|quizá|tal vez|puede que|probablemente)\b/i,
  fr: /\b(peut-être|probablement|semble)\b/i,
  de: /\b(vielleicht|wahrscheinlich|möglicherweise|scheint)\b/i,
  pt: /\b(talvez|provavelmente|parece)\b/i,
};
const KIND_ORDER: Record<FactKind, number> = { number: 0, quote: 1, claim: 2 };

/** What kind of fact a sentence states, if any. */
export function factKind(sentence: string, language: Language): FactKind | null {
  if (QUOTE.test(sentence)) return "quote";
  if (NUMBER.test(sentence.replace(/^\s*\p{Nd}{1,2}[.)]\s+/u, ""))) return "number";
  if (withoutSpaces(language) && CJK_NUMBER.test(sentence)) return "number";
  if (HEDGE[language]?.test(sentence)) return null;
  return CLAIM_MARKERS[language].test(sentence) ? "claim" : null;
}

/**
 * Fact candidates of the sources: sentences with numbers, percentages or dates ("number"), with
 * quoted speech ("quote"), and other definite claims ("claim"), each tied to its passage; taken
 * from each source in turn, numbers first.
 */
export function factCandidates(sources: readonly BriefSource[], language: Language): BriefFact[] {
  const lists = sources.map((source) =>
    source.passages
      .flatMap((passage) =>
        passageSentences(passage.text, language).flatMap((text) => {
          if (text.length < 20 || text.length > 400 || QUESTION_END.test(text)) return [];
          const kind = factKind(text, language);
          return kind
            ? [{ kind, text, sourceId: source.sourceId, passageId: passage.id } as BriefFact]
            : [];
        }),
      )
      .map((fact, position) => ({ fact, position }))
      .sort((a, b) => KIND_ORDER[a.fact.kind] - KIND_ORDER[b.fact.kind] || a.position - b.position)
      .map(({ fact }) => fact),
  );
  return roundRobin(lists, BRIEF_LIMITS.facts, (fact) => fold(fact.text));
}

/** A line that reads as a heading: short, a letter in it, no sentence punctuation at its end. */
function isHeadingLine(line: string, language: Language): boolean {
  const words = wordsIn(line, language);
  return (
    line.length >= 3 &&
    line.length <= 90 &&
    words <= 12 &&
    /\p{L}/u.test(line) &&
    !/[.!?。！？؟।:;,，、]$/u.test(line)
  );
}

/** A sentence cut to at most `max` characters at a word's end. */
function shortened(text: string, max = 90): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trim()}…`;
}

/**
 * Topics from the sources themselves, for a brief whose model answer failed: each source's own
 * headings (short lines of its text), else its first sentence; from each source in turn.
 */
export function sourceTopics(sources: readonly BriefSource[], language: Language): BriefTopic[] {
  const lists = sources.map((source) => {
    const headings = source.passages.flatMap((passage) =>
      passage.text
        .split(PARAGRAPH)
        .map((line) => line.replace(/\s+/g, " ").trim())
        .filter((line) => isHeadingLine(line, language)),
    );
    const first = source.passages
      .map((passage) => passageSentences(passage.text, language)[0])
      .find(Boolean);
    const chosen = headings.length > 0 ? headings : first ? [shortened(first)] : [];
    return chosen.map((heading) => ({ heading, sourceIds: [source.sourceId] }));
  });
  const picked = roundRobin(lists, BRIEF_LIMITS.topics, (topic) => fold(topic.heading));
  // A heading two sources share names both.
  return picked.map((topic) => ({
    heading: topic.heading,
    sourceIds: lists
      .flat()
      .filter((other) => fold(other.heading) === fold(topic.heading))
      .flatMap((other) => other.sourceIds)
      .filter((id, i, all) => all.indexOf(id) === i),
  }));
}
