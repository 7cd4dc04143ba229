/**
 * What a generation with sources asks of research (issue 27, ADR 0027), as one object the
 * pipeline is handed: find passages, make the brief for the outline, check the written piece.
 * The generation's runner makes it for the generation's user (the database); the eval makes one
 * over sources in memory. server/generation depends on this shape only.
 */
import type { Evidence, ResearchBrief } from "@domain/evidence";
import type { Language } from "@domain/languages";
import type { SessionUser } from "../auth";
import type { Logger } from "../log";
import type { GenerationModel } from "../model";
import { buildBrief } from "./brief";
import { checkFacts, type FactCheckInput } from "./fact-check";
import { type Retrieve, retrieverFor } from "./retrieve";

export type PieceResearch = {
  retrieve: Retrieve;
  /** The research brief of the sources; absent where there is none to make (the eval). */
  brief?(sourceIds: readonly string[], topic: string, language: Language): Promise<ResearchBrief>;
  /** The fact check of the written piece (without sources: every claim unverified, no call). */
  check(input: FactCheckInput): Promise<Evidence>;
};

type Context = { model: GenerationModel; signal: AbortSignal; log: Logger };

/** Research over the user's own sources, in the database. */
export function researchFor(user: Pick<SessionUser, "id">, ctx: Context): PieceResearch {
  const retrieve = retrieverFor(user, ctx.log);
  return {
    retrieve,
    brief: (sourceIds, topic, language) => buildBrief(ctx, user, sourceIds, topic, language),
    check: (input) => checkFacts({ ...ctx, retrieve }, user, input),
  };
}
