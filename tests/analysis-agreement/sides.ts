// Runs Inkwell's analyser and Yoast SEO's (yoastseo 3.6.0, English researcher) on the same post
// and reduces each to the same shape: a traffic light per check and the numeric measures.
import { type AnalysisInput, analyzeContent } from "@domain/analysis";
import { lightOf } from "@domain/analysis/report";
import { scoredSeoChecks } from "@domain/analysis/seo";
import { seoScore } from "@domain/analysis/seo-score";
import { parseContent } from "@domain/analysis/text-parts";
import { ContentAssessor, Paper, SeoAssessor } from "yoastseo";
import htmlParser from "yoastseo/build/languageProcessing/helpers/html/htmlParser.js";
import getSentences from "yoastseo/build/languageProcessing/helpers/sentence/getSentences.js";
import Researcher from "yoastseo/build/languageProcessing/languages/en/Researcher.js";
import type { CorpusSource } from "./corpus/sources";

/** "none": the check did not run or gave no rating (Yoast's grey feedback). */
export type Light = "good" | "ok" | "problem" | "none";
export const MEASURES = [
  "flesch",
  "longSentences",
  "passive",
  "transition",
  "density",
  "fleschAsRun",
  "passiveAsRun",
] as const;
export type Measure = (typeof MEASURES)[number];

export interface Side {
  lights: Record<string, Light>;
  measures: Partial<Record<Measure, number>>;
}

/** Our readability check id -> Yoast's assessment identifier. */
const READABILITY_ASSESSMENTS = {
  "sentence-length": "textSentenceLength",
  "paragraph-length": "textParagraphTooLong",
  "subheading-distribution": "subheadingsTooLong",
  "sentence-beginnings": "sentenceBeginnings",
  "passive-voice": "passiveVoice",
  "transition-words": "textTransitionWords",
} as const;

/**
 * Our SEO check id -> Yoast's assessment identifier. Left out: `links` (Yoast splits internal from
 * outbound links by the site's own URL, which a post here does not know) and `title-length`
 * (Yoast measures the title's width in pixels in the browser). The overall SEO light is compared
 * over these checks.
 */
const SEO_ASSESSMENTS = {
  "keyword-in-title": "keyphraseInSEOTitle",
  "keyword-in-introduction": "introductionKeyword",
  "keyword-in-subheadings": "subheadingsKeyword",
  "keyword-in-slug": "slugKeyword",
  "keyword-in-meta-description": "metaDescriptionKeyword",
  "keyword-density": "keyphraseDensity",
  "meta-description-length": "metaDescriptionLength",
  "single-h1": "singleH1",
  "text-length": "textLength",
} as const;

export const YOAST_ASSESSMENTS = { ...READABILITY_ASSESSMENTS, ...SEO_ASSESSMENTS };
const SHARED_SEO_CHECKS: readonly string[] = Object.keys(SEO_ASSESSMENTS);
const YOAST_SEO_IDS: ReadonlySet<string> = new Set(Object.values(SEO_ASSESSMENTS));

/** Yoast's scoreToRating: 0 is grey feedback, up to 4 red, up to 7 orange, above green. */
function yoastLight(score: number): Light {
  if (score === 0) return "none";
  return score <= 4 ? "problem" : score <= 7 ? "ok" : "good";
}

/** Yoast's overall lights: its 0-100 score through scoreToRating(score / 10); 0 or less is red. */
function overallLight(score: number): Light {
  return score > 70 ? "good" : score > 40 ? "ok" : "problem";
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : (part / whole) * 100;
}

function paperOf(source: CorpusSource, html: string): Paper {
  return new Paper(html, {
    keyword: source.keyphrase,
    title: source.title,
    description: source.metaDescription,
    slug: source.slug,
    locale: "en_US",
  });
}

type Flesch = { score: number };

/**
 * Yoast's Flesch research on Yoast's own readable text (its htmlParser leaves out code, pre and
 * blockquote). yoastseo 3.6.0 runs the research on the raw HTML, code lines included, contrary to
 * its rule that code is not prose; that figure is printed too ("fleschAsRun").
 */
function readableFlesch(source: CorpusSource, html: string): Flesch {
  const paper = paperOf(source, htmlParser(html));
  return new Researcher(paper).getResearch("getFleschReadingScore") as Flesch;
}

/**
 * Yoast's passive research divides by the sentences of its own sentence splitter, which counts a
 * table's bare tags ("<tbody><tr><th>") as sentences; here only sentences with a word count, and
 * the research's own figure is printed too ("passiveAsRun").
 */
function passiveShare(researcher: Researcher, html: string): { asRun: number; words: number } {
  const passive = researcher.getResearch("getPassiveVoiceResult") as {
    total: number;
    passives: unknown[];
  };
  const sentences = getSentences(htmlParser(html), researcher.getHelper("memoizedTokenizer"));
  const withWords = sentences.filter((s) => /[\p{L}\p{N}]/u.test(s.replace(/<[^>]*>/g, "")));
  return {
    asRun: percent(passive.passives.length, passive.total),
    words: percent(passive.passives.length, withWords.length),
  };
}

export function yoastSide(source: CorpusSource, html: string): Side {
  const paper = paperOf(source, html);
  const researcher = new Researcher(paper);
  const lights: Record<string, Light> = {};
  const byId = new Map<string, number>();
  let seoTotal = 0;
  let seoCount = 0;
  for (const Assessor of [ContentAssessor, SeoAssessor]) {
    const assessor = new Assessor(researcher);
    assessor.assess(paper);
    for (const result of assessor.getValidResults()) {
      byId.set(result._identifier, result.getScore());
      // Yoast's SEO score (the mean of the scores over 9) over the checks both analysers have.
      if (YOAST_SEO_IDS.has(result._identifier)) {
        seoTotal += result.getScore();
        seoCount++;
      }
    }
    if (Assessor === ContentAssessor)
      lights.readability = overallLight(assessor.calculateOverallScore());
  }
  lights.seo = overallLight(Math.round((seoTotal / (seoCount * 9)) * 100));
  for (const [ours, theirs] of Object.entries(YOAST_ASSESSMENTS)) {
    const score = byId.get(theirs);
    lights[ours] = score === undefined ? "none" : yoastLight(score);
  }

  const flesch = readableFlesch(source, html);
  const fleschAsRun = researcher.getResearch("getFleschReadingScore") as Flesch;
  // Yoast's Flesch configuration: 60 and up scores 9, 50 up to 60 scores 6, below 50 scores 3.
  lights["flesch-reading-ease"] =
    flesch.score < 0 ? "none" : flesch.score >= 60 ? "good" : flesch.score >= 50 ? "ok" : "problem";
  const lengths = researcher.getResearch("countSentencesFromText") as { sentenceLength: number }[];
  const passive = passiveShare(researcher, html);
  const transitions = researcher.getResearch("findTransitionWords") as {
    totalSentences: number;
    transitionWordSentences: number;
  };
  const density = researcher.getResearch("getKeyphraseDensity") as { density: number };
  return {
    lights,
    measures: {
      flesch: flesch.score,
      longSentences: percent(lengths.filter((s) => s.sentenceLength > 20).length, lengths.length),
      passive: passive.words,
      transition: percent(transitions.transitionWordSentences, transitions.totalSentences),
      density: density.density,
      fleschAsRun: fleschAsRun.score,
      passiveAsRun: passive.asRun,
    },
  };
}

export function inkwellInput(source: CorpusSource, html: string): AnalysisInput {
  return {
    html,
    title: source.title,
    metaDescription: source.metaDescription,
    slug: source.slug,
    keywords: [source.keyphrase],
    contentType: "blog",
    language: "en",
  };
}

export function inkwellSide(source: CorpusSource, html: string): Side {
  const input = inkwellInput(source, html);
  const report = analyzeContent(input);
  const checks = [...report.seo.checks, ...report.readability.checks];
  // The SEO light over the checks Yoast has too, with the scores our SEO section gives them.
  const shared = scoredSeoChecks(input, parseContent(html)).filter((s) =>
    SHARED_SEO_CHECKS.includes(s.check.id),
  );
  const lights: Record<string, Light> = {
    seo: lightOf(seoScore(shared)),
    readability: lightOf(report.readability.score),
  };
  for (const id of [...Object.keys(YOAST_ASSESSMENTS), "flesch-reading-ease"])
    lights[id] = checks.find((c) => c.id === id)?.status ?? "none";
  const value = (id: string) => checks.find((c) => c.id === id)?.value;
  return {
    lights,
    measures: {
      flesch: report.stats.fleschReadingEase ?? undefined,
      longSentences: value("sentence-length"),
      passive: value("passive-voice"),
      transition: value("transition-words"),
      density: value("keyword-density"),
      fleschAsRun: report.stats.fleschReadingEase ?? undefined,
      passiveAsRun: value("passive-voice"),
    },
  };
}
