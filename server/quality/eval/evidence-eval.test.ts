// The eval with sources (issue 27): which cases get them, how the pipeline is handed them, and the
// evidence table and failures, on a stand-in pipeline that writes a cited draft. The product's
// pipeline takes sources through ./sources.ts PIPELINE_SOURCES.
import { type CitedSource, EVIDENCE_VERSION, type Evidence } from "@domain/evidence";
import { describe, expect, it } from "vitest";
import { startScriptedServer } from "../../../tests/support/scripted-openai";
import { parseConfig } from "../../config";
import type { DraftContent, Pipeline, PipelineRequest } from "../../generation";
import type { GenerationModel } from "../../model";
import { createModel } from "../../model/model";
import { evidenceFailures, formatEvidence } from "./evidence-table";
import { runEval } from "./run";
import { EVAL_SOURCES, type EvalPassages, PIPELINE_SOURCES, type SourcesSupport } from "./sources";
import { failures } from "./table";

const sentence = "Content calendars work best when the whole team can see the plan for the week. ";
const [calendar] = EVAL_SOURCES;
if (!calendar) throw new Error("no eval source");
const cited: CitedSource = {
  n: 1,
  sourceId: calendar.id,
  kind: "text",
  title: calendar.title,
  site: null,
  address: null,
  passages: calendar.passages.map((text, i) => ({ id: `p${i}`, text })),
};
const HELD = "A content calendar works best when it covers 90 days ahead";
const WRONG = "A content calendar covers 45 days ahead";

/** Writes a draft whose first paragraph cites the eval's first source twice (one wrongly). */
function standIn(seen: PipelineRequest[]): Pipeline {
  return async (request) => {
    seen.push(request);
    const section = (heading: string, extra = "") =>
      `<h2>${heading}</h2><p>${extra}${sentence.repeat(8)}</p>`;
    const cites = `${HELD}<span class="cite">[1]</span>. ${WRONG}<span class="cite">[1]</span>. `;
    const html = ["Why plan", "How to start", "What to measure"]
      .map((h, i) => section(h, i === 0 && request.input.sourceIds ? cites : ""))
      .join("");
    return {
      title: "A practical guide to content calendars",
      html,
      metaDescription: `${sentence}${sentence}`.slice(0, 140),
      synopsis: "S.",
      abstract: "A.",
      slug: "content-calendars",
      keywords: ["content calendars", "planning", "teams"],
      fallbacks: [],
    } satisfies DraftContent;
  };
}

const evidence: Evidence = {
  version: EVIDENCE_VERSION,
  checkedAt: "2026-11-27T12:00:00.000Z",
  withSources: true,
  claims: [
    { sentence: HELD, kinds: ["number"], verdict: "supported" },
    { sentence: WRONG, kinds: ["number"], verdict: "contradicted" },
    { sentence: "x", kinds: ["number"], verdict: "unverified", flag: "invented" },
  ],
  counts: { claims: 3, supported: 1, contradicted: 1, unverified: 1 },
};

describe("the eval with sources", () => {
  it("gives the English cases the three sources, and measures citation precision and claim support", async () => {
    const handed: EvalPassages[] = [];
    const support: SourcesSupport = {
      request(base, passages) {
        handed.push(passages);
        return { ...base, input: { ...base.input, sourceIds: passages.sourceIds } };
      },
      citations: () => [cited],
      evidence: () => evidence,
    };
    const seen: PipelineRequest[] = [];
    const results = await runEval({
      model: {} as GenerationModel,
      types: ["blog", "help"],
      sources: support,
      pipeline: standIn(seen),
    });
    expect(handed).toHaveLength(1);
    expect(handed[0]?.sourceIds).toHaveLength(3);
    expect(seen.map((r) => r.input.language)).toEqual(["en", "de"]);
    const [blog, help] = results;
    expect(help?.runs[0]?.evidence).toBeUndefined();
    expect(blog?.runs[0]?.evidence).toMatchObject({
      citations: { references: 2, supported: 1, precision: 0.5 },
      claims: { claims: 3, supported: 1, contradicted: 1, invented: 1, rate: 1 / 3 },
    });
    const table = formatEvidence(results, "scripted");
    expect(table).toContain("| scripted | blog");
    expect(table).toContain("0.50 (1/2)");
    expect(table).toContain("0.33 (1/3)");
    expect(table).not.toContain("help");
    expect(evidenceFailures(results, 1)).toEqual([
      `blog run 1: citation precision 0.50 < 1 ([1] "${WRONG}.")`,
    ]);
    expect(evidenceFailures(results, 0.5)).toEqual([]);
  });

  it("finds the references of its own sources: search ranks the passages that share the query's words", async () => {
    const passages = (await import("./sources")).evalPassages();
    const hits = await passages.search(passages.sourceIds, "welcome emails subscribers", 3);
    expect(hits[0]?.sourceId).toBe(EVAL_SOURCES[1]?.id);
    expect(await passages.search([], "welcome emails", 3)).toEqual([]);
    expect(await passages.search(passages.sourceIds, "zzzz", 3)).toEqual([]);
  });

  it("says when no fact check ran, and when no case had sources", async () => {
    const results = await runEval({
      model: {} as GenerationModel,
      types: ["blog"],
      sources: {
        request: (base, p) => ({ ...base, input: { ...base.input, sourceIds: p.sourceIds } }),
        citations: () => [cited],
        evidence: () => null,
      },
      pipeline: standIn([]),
    });
    expect(results[0]?.runs[0]?.evidence?.claims).toBeNull();
    expect(formatEvidence(results, "m")).toContain("no fact check yet");
    const plain = await runEval({
      model: {} as GenerationModel,
      types: ["blog"],
      pipeline: standIn([]),
    });
    expect(formatEvidence(plain, "m")).toBe("Evidence (m): no case was given sources");
  });
});

describe("the eval with sources through the real pipeline", () => {
  it("the scripted model cites correctly by construction: citation precision 1, constraints held", async () => {
    const server = await startScriptedServer();
    try {
      const model = createModel(
        parseConfig({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: server.url }),
      );
      const results = await runEval({
        model,
        types: ["blog", "email", "ecommerce"],
        sources: PIPELINE_SOURCES ?? undefined,
      });
      console.log(formatEvidence(results, "scripted"));
      expect(failures(results, "all")).toEqual([]);
      expect(evidenceFailures(results, 1)).toEqual([]);
      const references = results.flatMap((r) => r.runs.map((run) => run.evidence?.citations));
      expect(references.every((c) => c && c.references > 0 && c.precision === 1)).toBe(true);
      // The piece's own fact check ran on each: claims counted against the same sources.
      const claims = results.flatMap((r) => r.runs.map((run) => run.evidence?.claims));
      expect(claims.every((c) => c && c.claims > 0)).toBe(true);
    } finally {
      await server.close();
    }
  });
});
