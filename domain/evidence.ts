/**
 * Research and evidence (issue 27, docs/decisions/0027-evidence.md): the shapes that the writer,
 * the research brief, the fact check, the API and the screens share. Stored in jsonb columns
 * (blog_posts.citations, blog_posts.evidence, research_briefs.brief), so each has a schema that
 * readers validate with.
 */
import { z } from "zod";
import { SOURCE_KINDS } from "./sources";

/** Sources one piece (a generation, a brief, a fact check) may use at most. */
export const MAX_SOURCES_PER_PIECE = 10;

/**
 * The prompt's label of a passage ("P3"), the marker a model writes to cite it ("[P3]"), and the
 * label of a claim in a fact check ("C2"). Prompts and the scripted model in the tests share them.
 */
export const passageLabel = (index: number) => `P${index + 1}`;
export const claimLabel = (index: number) => `C${index + 1}`;
/** A model's reference marker: `[P3]`, `[P3, P5]` or `[P3][P5]`. */
export const REFERENCE_MARKER = /\[\s*(P\d{1,3}(?:\s*[,;]\s*P\d{1,3})*)\s*\]/g;

/**
 * A source as a piece cites it: its number in the piece's Sources list (1, 2, ...), what the list
 * shows (title, site, address or file name), and the passages the piece's references point to.
 */
export const citedSourceSchema = z.object({
  n: z.number().int().min(1),
  sourceId: z.string(),
  kind: z.enum(SOURCE_KINDS),
  title: z.string(),
  site: z.string().nullable(),
  /** The web address, or the file's name for a file; null for pasted text and posts. */
  address: z.string().nullable(),
  passages: z.array(z.object({ id: z.string(), text: z.string() })),
});
export type CitedSource = z.infer<typeof citedSourceSchema>;
export const citationsSchema = z.array(citedSourceSchema);

export const CLAIM_KINDS = ["number", "date", "name", "superlative", "causal"] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

export const CLAIM_VERDICTS = ["supported", "contradicted", "unverified"] as const;
export type ClaimVerdict = (typeof CLAIM_VERDICTS)[number];

/**
 * Why a reference the model wrote was removed: it pointed to no passage it was given
 * (`invented`), or to one that does not hold the sentence's key terms (`unsupported`).
 */
export const REFERENCE_FLAGS = ["invented", "unsupported"] as const;
export type ReferenceFlag = (typeof REFERENCE_FLAGS)[number];

/** A factual sentence of a piece and what the sources say about it. */
export const claimSchema = z.object({
  /** The sentence as plain text, as it appears in the piece (used to find and mark it). */
  sentence: z.string(),
  kinds: z.array(z.enum(CLAIM_KINDS)),
  verdict: z.enum(CLAIM_VERDICTS),
  /** The source's own words that support or contradict it (verbatim from the passage). */
  quote: z.string().optional(),
  /** The cited source's number in the piece's Sources list, when the passage is cited there. */
  sourceId: z.string().optional(),
  passageId: z.string().optional(),
  /** Set when the writer removed a reference from this sentence (see REFERENCE_FLAGS). */
  flag: z.enum(REFERENCE_FLAGS).optional(),
});
export type Claim = z.infer<typeof claimSchema>;

export const EVIDENCE_VERSION = 1;

/** The fact check of a piece (blog_posts.evidence), made after writing and on demand. */
export const evidenceSchema = z.object({
  version: z.literal(EVIDENCE_VERSION),
  checkedAt: z.string(),
  /** False when the piece had no sources: every claim is then unverified (add a source). */
  withSources: z.boolean(),
  claims: z.array(claimSchema),
  counts: z.object({
    claims: z.number().int().min(0),
    supported: z.number().int().min(0),
    contradicted: z.number().int().min(0),
    unverified: z.number().int().min(0),
  }),
});
export type Evidence = z.infer<typeof evidenceSchema>;

export function countClaims(claims: readonly Claim[]): Evidence["counts"] {
  const counts = { claims: claims.length, supported: 0, contradicted: 0, unverified: 0 };
  for (const claim of claims) counts[claim.verdict]++;
  return counts;
}

export const FACT_KINDS = ["number", "claim", "quote"] as const;
export type FactKind = (typeof FACT_KINDS)[number];

export const BRIEF_VERSION = 1;

/**
 * A research brief: what the sources cover (topics and headings), the terms they share (a draft
 * is scored against them, like a content score), the questions they answer, and facts, each tied
 * to its passage.
 */
export const researchBriefSchema = z.object({
  version: z.literal(BRIEF_VERSION),
  language: z.string(),
  sourceIds: z.array(z.string()),
  topics: z.array(z.object({ heading: z.string(), sourceIds: z.array(z.string()) })),
  terms: z.array(
    z.object({
      term: z.string(),
      /** How many of the sources use it. */
      sources: z.number().int().min(1),
      /** Its weight in the coverage score (0-1]. */
      weight: z.number(),
    }),
  ),
  questions: z.array(z.object({ question: z.string(), passageId: z.string().optional() })),
  facts: z.array(
    z.object({
      kind: z.enum(FACT_KINDS),
      text: z.string(),
      sourceId: z.string(),
      passageId: z.string(),
    }),
  ),
});
export type ResearchBrief = z.infer<typeof researchBriefSchema>;

export const RESEARCH_STATUSES = ["queued", "running", "succeeded", "failed"] as const;
export type ResearchStatus = (typeof RESEARCH_STATUSES)[number];

/** The phases a research brief or a fact check shows while it runs. */
export const EVIDENCE_PHASES = [
  "queued",
  "reading",
  "analyzing",
  "checking",
  "finalizing",
  "done",
  "failed",
] as const;
export type EvidencePhase = (typeof EVIDENCE_PHASES)[number];

/** Message keys of the `evidence` namespace that the server sends. */
export const EVIDENCE_MESSAGES = {
  failed: "evidence:errors.failed",
  tooManySources: "evidence:errors.tooManySources",
  sourceNotFound: "evidence:errors.sourceNotFound",
  sourcesRequired: "evidence:errors.sourcesRequired",
  notFound: "evidence:errors.notFound",
  insufficientCredits: "evidence:errors.insufficientCredits",
} as const;
