/**
 * Research and evidence (issue 27, ADR 0027): research briefs, writing with sources, and the
 * fact check. Each part adds its own export lines.
 */
export {
  FACT_CHECK_ABANDONED_QUEUE,
  FACT_CHECK_QUEUE,
  type FactCheckDeps,
  factCheckJob,
  runFactCheck,
} from "./check-job";
export { factCheckFor, startFactCheck } from "./check-start";
export {
  checkFacts,
  checkWrittenPiece,
  claimsOf,
  evidenceOf,
  type FactCheckContext,
  type FactCheckInput,
  type FlaggedSentence,
} from "./fact-check";
