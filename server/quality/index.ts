// The quality tools, above the content pipeline (ADR 0021): the self-check (`npm run ai:check`,
// and once at start-up) and the quality eval (`npm run eval`), both through server/generation.
export { type Checks, CONSTRAINTS, type ConstraintId, checkPost } from "./eval/checks";
export { type RunResult, runEval, type TypeResult } from "./eval/run";
export { type Counted, failures, formatTable } from "./eval/table";
export { type CheckedStep, reportSelfCheck, selfCheck } from "./self-check";
