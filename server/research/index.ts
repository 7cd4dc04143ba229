/**
 * Research and evidence (issue 27, ADR 0027): research briefs from the user's sources, writing
 * with citations and fact checks. Each part adds its own export lines.
 */
export { buildBrief, type ResearchContext } from "./brief";
export {
  type BriefRunnerDeps,
  failResearchBrief,
  RESEARCH_BRIEF_ABANDONED_QUEUE,
  RESEARCH_BRIEF_QUEUE,
  researchBriefFor,
  researchBriefJob,
  runResearchBrief,
} from "./brief-job";
export { assertReadySources, startResearchBrief } from "./brief-start";
export {
  FACT_CHECK_ABANDONED_QUEUE,
  FACT_CHECK_QUEUE,
  type FactCheckDeps,
  factCheckJob,
  runFactCheck,
} from "./check-job";
export { factCheckFor, startFactCheck } from "./check-start";
export { InsufficientCredits } from "./errors";
export {
  checkFacts,
  checkWrittenPiece,
  claimsOf,
  evidenceOf,
  type FactCheckContext,
  type FactCheckInput,
  type FlaggedSentence,
} from "./fact-check";
