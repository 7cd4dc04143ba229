/**
 * A research brief from some of the user's sources (issue 27 part 3): the deterministic parts
 * (shared terms, questions found in the sources, fact candidates: domain/research.ts) and, from
 * the model through the structured-answer path, topics (headings) and questions. When the answer
 * does not fit even after its repair, the brief keeps the deterministic parts, with topics from
 * the sources' own headings, and the fallback is logged. The passages are data in the user
 * prompt, fenced (./brief-answer.ts); never in the system prompt.
 */
import {
  BRIEF_VERSION,
  type EvidencePhase,
  passageLabel,
  type ResearchBrief,
} from "@domain/evidence";
import type { Language } from "@domain/languages";
import {
  BRIEF_LIMITS,
  type BriefSource,
  type BriefTerm,
  coverageScore,
  factCandidates,
  passageId,
  sharedTerms,
  sourceQuestions,
  sourceTopics,
} from "@domain/research";
import type { SessionUser } from "../auth";
import type { Logger } from "../log";
import { type GenerationModel, structured } from "../model";
import { sourcePassages } from "../sources";
import { briefAnswer, briefPrompt, PASSAGE_PROMPT_CHARS, type PromptPassage } from "./brief-answer";
import { readySources } from "./retrieve";

/** What a research step needs: the model, the job's signal and log, and where progress goes. */
export type ResearchContext = {
  model: GenerationModel;
  signal: AbortSignal;
  log: Logger;
  progress?: (phase: EvidencePhase, percent: number) => void;
};

/** Passages of each source the deterministic parts read (its opening, where the matter is). */
export const PASSAGES_READ_PER_SOURCE = 200;
/** Characters of passages the model is given (a small local model's context must hold them). */
export const BRIEF_PROMPT_CHARS = 6_000;
const PROMPT_PASSAGES_MAX = 12;

type ReadPassage = { sourceId: string; title: string; id: string; ordinal: number; text: string };

/**
 * The user's ready sources and their passages, in the order given; another user's source, a
 * missing one or one not ready is NotFound (never told apart).
 */
async function readSources(user: Pick<SessionUser, "id">, sourceIds: readonly string[]) {
  const read: { sourceId: string; title: string; passages: ReadPassage[] }[] = [];
  for (const source of await readySources(user, sourceIds)) {
    const id = source.id;
    const passages = (await sourcePassages(user, id)).slice(0, PASSAGES_READ_PER_SOURCE);
    read.push({
      sourceId: id,
      title: source.title,
      passages: passages.map((p) => ({
        sourceId: id,
        title: source.title,
        id: passageId(id, p.ordinal),
        ordinal: p.ordinal,
        text: p.text,
      })),
    });
  }
  return read;
}

/** How much of the shared terms a passage holds (its weights' sum). */
function weightOf(text: string, terms: readonly BriefTerm[], language: Language): number {
  const present = new Set(coverageScore(terms, text, language).present);
  return terms.reduce((sum, t) => (present.has(t.term) ? sum + t.weight : sum), 0);
}

/**
 * The passages the model reads: each source's opening first, then the passages richest in
 * shared terms, one source after another, within BRIEF_PROMPT_CHARS; in the sources' order.
 */
export function promptPassages(
  sources: readonly { passages: readonly ReadPassage[] }[],
  terms: readonly BriefTerm[],
  language: Language,
): (ReadPassage & { label: string })[] {
  const ranked = sources.map((source) =>
    source.passages
      .map((passage, i) => ({
        passage,
        score: (i === 0 ? 100 : 0) + weightOf(passage.text, terms, language),
      }))
      .sort((a, b) => b.score - a.score || a.passage.ordinal - b.passage.ordinal)
      .map(({ passage }) => passage),
  );
  const chosen: ReadPassage[] = [];
  let chars = 0;
  for (let round = 0; ranked.some((list) => round < list.length); round++) {
    for (const list of ranked) {
      const passage = list[round];
      if (!passage || chosen.length >= PROMPT_PASSAGES_MAX) continue;
      const size = Math.min(passage.text.length, PASSAGE_PROMPT_CHARS);
      // Every source is heard once even when its opening alone is long.
      if (round > 0 && chars + size > BRIEF_PROMPT_CHARS) continue;
      chosen.push(passage);
      chars += size;
    }
  }
  const order = new Map(sources.map((s, i) => [s.passages[0]?.sourceId, i]));
  return chosen
    .sort(
      (a, b) =>
        (order.get(a.sourceId) ?? 0) - (order.get(b.sourceId) ?? 0) || a.ordinal - b.ordinal,
    )
    .map((passage, i) => ({ ...passage, label: passageLabel(i) }));
}

const fold = (text: string) => text.toLocaleLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** The items whose text (case and punctuation aside) was not seen before, in order. */
function distinct<T>(items: readonly T[], text: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = fold(text(item));
    if (!key || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Builds the brief (see the file's comment). Throws NotFound for a source not the user's. */
export async function buildBrief(
  ctx: ResearchContext,
  user: Pick<SessionUser, "id">,
  sourceIds: readonly string[],
  topic: string,
  language: Language,
): Promise<ResearchBrief> {
  ctx.progress?.("reading", 10);
  const read = await readSources(user, sourceIds);
  const sources: BriefSource[] = read.map((s) => ({ sourceId: s.sourceId, passages: s.passages }));

  ctx.progress?.("analyzing", 25);
  const terms = sharedTerms(sources, language);
  const found = sourceQuestions(sources, language);
  const facts = factCandidates(sources, language);
  const given = promptPassages(read, terms, language);

  let topics: ResearchBrief["topics"] = [];
  let asked: string[] = [];
  if (given.length > 0) {
    const bySource = new Map(given.map((p) => [p.label, p.sourceId]));
    const answer = await structured(
      { model: ctx.model, signal: ctx.signal, progress: { tokens() {} } },
      briefAnswer(given.map((p) => p.label)),
      briefPrompt(topic, language, given satisfies PromptPassage[]),
    );
    const value = answer.ok ? answer.value : answer.partial;
    topics = (value.topics ?? []).map((t) => ({
      heading: t.heading.replace(/\s+/g, " ").slice(0, 120),
      sourceIds: [
        ...new Set(t.passages.flatMap((label) => bySource.get(label.trim().toUpperCase()) ?? [])),
      ],
    }));
    asked = value.questions ?? [];
    if (!answer.ok)
      ctx.log.warn(
        { error: answer.error, topics: topics.length, questions: asked.length },
        "research brief answer did not fit: the sources' own headings and questions are used",
      );
  }
  if (topics.length === 0) topics = sourceTopics(sources, language);
  topics = distinct(topics, (t) => t.heading);
  ctx.progress?.("finalizing", 90);

  const questions = distinct(
    [
      ...asked.map((question) => ({ question: question.replace(/\s+/g, " ").slice(0, 300) })),
      ...found,
    ],
    (q) => q.question,
  );
  return {
    version: BRIEF_VERSION,
    language,
    sourceIds: read.map((s) => s.sourceId),
    topics: topics.slice(0, BRIEF_LIMITS.topics),
    terms,
    questions: questions.slice(0, BRIEF_LIMITS.questions),
    facts,
  };
}
