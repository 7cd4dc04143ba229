// The quality tools, above the content pipeline (ADR 0021): the self-check (`npm run ai:check`,
// and once at start-up) and the quality eval (`npm run eval`), both through server/generation.
export { type Checks, CONSTRAINTS, type ConstraintId, checkPost } from "./eval/checks";
export {
  type CitationScore,
  type ClaimScore,
  citationPrecision,
  claimSupportRate,
  keyTerms,
  passageSupports,
  referencesOf,
} from "./eval/evidence";
export { evidenceFailures, formatEvidence } from "./eval/evidence-table";
export {
  blocksOf,
  type FixPiece,
  type FixScore,
  formatFixes,
  runFixEval,
} from "./eval/fixes";
export { type RunResult, runEval, type TypeResult } from "./eval/run";
export {
  EVAL_SOURCES,
  type EvalPassages,
  type EvalSource,
  evalPassages,
  PIPELINE_SOURCES,
  type SourcesSupport,
} from "./eval/sources";
export { type Counted, failures, formatTable } from "./eval/table";
export { type CheckedStep, reportSelfCheck, selfCheck } from "./self-check";
