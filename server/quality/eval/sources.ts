/**
 * The eval's sources (issue 27, docs/quality.md "Evidence"): three fixed documents, pasted text
 * as a writer would paste them, split into passages as server/sources splits them and searched in
 * memory (the eval runs without a database). The pipeline takes them through PIPELINE_SOURCES.
 */
import type { CitedSource, Evidence } from "@domain/evidence";
import type { DraftContent, PipelineRequest } from "../../generation";
import { checkFacts } from "../../research";
import { type PassageHit, toPassages } from "../../sources";

export type EvalSource = {
  id: string;
  kind: "text";
  title: string;
  site: null;
  address: null;
  language: "en";
  passages: string[];
};

const paragraphs = (...texts: string[]) => texts.join("\n\n");

/** Three documents, each paragraph opening with a fact the scripted model can cite. */
const DOCUMENTS: { title: string; text: string }[] = [
  {
    title: "Editorial calendars in practice",
    text: paragraphs(
      "Teams that keep a content calendar publish 3 times more often than teams that plan week by week, according to a 2023 survey of 1,200 marketers. The calendar lists every piece with its owner, its deadline and the channel it goes to.",
      "A content calendar works best when it covers 90 days ahead and is reviewed every Monday. Editorial planning meetings shorter than 30 minutes keep the calendar current without slowing the writers down.",
      "Most teams plan 4 content pillars, and each pillar gets at least 2 pieces a month. Seasonal topics are added to the calendar 6 weeks before the date they depend on.",
    ),
  },
  {
    title: "Welcome emails that work",
    text: paragraphs(
      "Welcome emails are opened by 68% of new subscribers, four times the rate of an ordinary newsletter. The first email should arrive within 10 minutes of the sign-up.",
      "A welcome series of 3 emails over the first week keeps 25% more subscribers than a single message. Each email of the series should ask the subscriber to do one thing.",
    ),
  },
  {
    title: "Light roast coffee from Yirgacheffe",
    text: paragraphs(
      "Ethiopia Yirgacheffe coffee grows at 1,700 to 2,200 metres, which slows the cherries' ripening and gives the beans their floral notes. A light roast stops shortly after the first crack, around 205 °C.",
      "Light roast coffee keeps more of its acidity than a dark roast, and tasters describe Yirgacheffe as jasmine, bergamot and lemon. Brew it at 92 to 96 °C to keep the floral aroma.",
    ),
  },
];

export const EVAL_SOURCES: EvalSource[] = DOCUMENTS.map((doc, i) => ({
  id: `00000000-0000-4000-8000-00000000000${i + 1}`,
  kind: "text",
  title: doc.title,
  site: null,
  address: null,
  language: "en",
  passages: toPassages(doc.text),
}));

/**
 * A passage with its source, as the writer's retrieval (server/research passagesFor) returns
 * one; the same shape as server/research's SourcedPassage.
 */
export type EvalSourcedPassage = {
  id: string;
  sourceId: string;
  ordinal: number;
  text: string;
  source: Pick<EvalSource, "id" | "kind" | "title" | "site" | "address">;
};

/** What the eval hands the pipeline instead of the database: its sources and their search. */
export type EvalPassages = {
  sources: readonly EvalSource[];
  sourceIds: string[];
  /** The passages of these sources that share most words with the query, like searchPassages. */
  search(sourceIds: readonly string[], query: string, limit: number): Promise<PassageHit[]>;
  /** The same, each with its source, like passagesFor. */
  passagesFor(
    sourceIds: readonly string[],
    query: string,
    limit: number,
  ): Promise<EvalSourcedPassage[]>;
};

const wordsOf = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length >= 4 || /\d/.test(w)),
  );

export function evalPassages(sources: readonly EvalSource[] = EVAL_SOURCES): EvalPassages {
  const search = async (sourceIds: readonly string[], query: string, limit: number) => {
    const asked = wordsOf(query);
    return sources
      .filter((source) => sourceIds.includes(source.id))
      .flatMap((source) =>
        source.passages.map((text, ordinal) => {
          const words = wordsOf(text);
          const rank = [...asked].filter((w) => words.has(w)).length;
          return { sourceId: source.id, ordinal, text, rank };
        }),
      )
      .filter((hit) => hit.rank > 0)
      .sort((a, b) => b.rank - a.rank || a.ordinal - b.ordinal)
      .slice(0, limit);
  };
  return {
    sources,
    sourceIds: sources.map((s) => s.id),
    search,
    async passagesFor(sourceIds, query, limit) {
      return (await search(sourceIds, query, limit)).flatMap((hit) => {
        const source = sources.find((s) => s.id === hit.sourceId);
        if (!source) return [];
        const { id, kind, title, site, address } = source;
        const passage = { id: `${hit.sourceId}:${hit.ordinal}`, ...hit };
        return [{ ...passage, source: { id, kind, title, site, address } }];
      });
    },
  };
}

/**
 * How the pipeline takes the eval's sources: the input's `sourceIds` set to the eval's, and the
 * pipeline's research (PipelineRequest.research) searching them in memory, for the writer and for
 * the fact check it runs on the written piece (the eval makes no research brief: its sources are
 * not in a database). The draft then carries its `citations` and its `evidence`.
 */
export type SourcesSupport = {
  request(base: PipelineRequest, passages: EvalPassages): PipelineRequest;
  citations(draft: DraftContent): CitedSource[];
  evidence(draft: DraftContent): Evidence | null;
};

export const PIPELINE_SOURCES: SourcesSupport = {
  request(base, passages) {
    const retrieve = passages.passagesFor;
    const context = { model: base.model, signal: base.signal, log: base.log, retrieve };
    return {
      ...base,
      input: { ...base.input, sourceIds: passages.sourceIds },
      research: { retrieve, check: (input) => checkFacts(context, { id: "eval" }, input) },
    };
  },
  citations: (draft) => draft.citations ?? [],
  evidence: (draft) => draft.evidence ?? null,
};
