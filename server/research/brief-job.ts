/**
 * A research brief run alone, as a metered job (ADR 0023, research_briefs): the brief is built
 * (./brief.ts) with its phases stored as they happen, then in ONE transaction it is saved, the
 * half credit committed and the row marked done. A failure (a source deleted meanwhile, the
 * process dying on every attempt) releases the credit. A retry after a crash starts over.
 */
import type { ResearchBriefRun } from "@domain/api/research-briefs";
import {
  EVIDENCE_MESSAGES,
  type EvidencePhase,
  type ResearchBrief,
  researchBriefSchema,
} from "@domain/evidence";
import type { Language } from "@domain/languages";
import { and, desc, eq } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { type Database, database, schema } from "../db";
import { NotFound } from "../errors";
import { defineMeteredJob } from "../jobs";
import type { Logger } from "../log";
import type { GenerationModel } from "../model";
import { commitCredit } from "../usage";
import { buildBrief } from "./brief";

export type BriefRunnerDeps = { db: Database; log: Logger; model: () => GenerationModel };

export const RESEARCH_BRIEF_QUEUE = "research-brief";
/** Briefs whose every attempt died with their worker land here; their credit is given back. */
export const RESEARCH_BRIEF_ABANDONED_QUEUE = "research-brief-abandoned";

const briefs = schema.researchBriefs;
type BriefRow = typeof briefs.$inferSelect;

export const researchBriefJob = defineMeteredJob<typeof briefs, BriefRunnerDeps>({
  name: RESEARCH_BRIEF_QUEUE,
  deadLetter: RESEARCH_BRIEF_ABANDONED_QUEUE,
  payloadKey: "briefId",
  logKey: "researchBriefId",
  label: "research brief",
  table: briefs,
  expireInSeconds: 60 * 10,
  pollingIntervalSeconds: 1,
  claimPercent: 4,
  failed: EVIDENCE_MESSAGES.failed,
  // A source deleted (or no longer ready) since the start says so; anything else is generic.
  failure: (error) =>
    error instanceof NotFound ? EVIDENCE_MESSAGES.sourceNotFound : EVIDENCE_MESSAGES.failed,
  async run(deps, row, { signal, log, progress }) {
    const brief = await buildBrief(
      {
        model: deps.model(),
        signal,
        log,
        progress: (phase: EvidencePhase, percent: number) => progress.phase(phase, percent),
      },
      { id: row.userId },
      row.sourceIds,
      row.topic,
      row.language as Language,
    );
    progress.phase("finalizing", 95);
    return {
      save: async () => ({ brief }),
      charge: (tx, reservation) => commitCredit(tx, reservation, 0),
    };
  },
});

/** Runs one brief to its end; safe to run again for the same id. */
export function runResearchBrief(deps: BriefRunnerDeps, id: string, signal: AbortSignal) {
  return researchBriefJob.run(deps, id, signal);
}

/** Marks an unfinished brief failed and gives its credit back (once). */
export function failResearchBrief(db: Database, id: string): Promise<boolean> {
  return researchBriefJob.fail(db, id);
}

/** A stored brief, read back through its schema (a row of an older shape reads as none). */
function storedBrief(value: unknown): ResearchBrief | null {
  if (value == null) return null;
  const parsed = researchBriefSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

export function toResearchBriefRun(row: BriefRow): ResearchBriefRun {
  return {
    id: row.id,
    status: row.status,
    phase: row.phase as ResearchBriefRun["phase"],
    percent: row.percent,
    error: row.error,
    credit: String(Number(row.credit)),
    topic: row.topic,
    language: row.language,
    sourceIds: row.sourceIds,
    postId: row.postId,
    brief: row.status === "succeeded" ? storedBrief(row.brief) : null,
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One of the user's briefs (404 for anyone else's or a malformed id). */
export async function researchBriefFor(
  user: Pick<SessionUser, "id">,
  id: string,
): Promise<ResearchBriefRun> {
  if (!UUID.test(id)) throw new NotFound(EVIDENCE_MESSAGES.notFound);
  const [row] = await database()
    .select()
    .from(briefs)
    .where(and(eq(briefs.id, id), eq(briefs.userId, user.id)));
  if (!row) throw new NotFound(EVIDENCE_MESSAGES.notFound);
  return toResearchBriefRun(row);
}

/**
 * The latest finished brief of one of the user's posts (the one its generation planned from, or
 * one asked for from the editor); null when it has none. Scoped by the user.
 */
export async function latestBriefOf(
  user: Pick<SessionUser, "id">,
  postId: string,
): Promise<ResearchBriefRun | null> {
  const [row] = await database()
    .select()
    .from(briefs)
    .where(
      and(eq(briefs.userId, user.id), eq(briefs.postId, postId), eq(briefs.status, "succeeded")),
    )
    .orderBy(desc(briefs.createdAt))
    .limit(1);
  return row ? toResearchBriefRun(row) : null;
}
