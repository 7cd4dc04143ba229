/**
 * Research and evidence (issue 27, ADR 0027): writing with sources (retrieval, the passages'
 * prompt block, references resolved into citations), research briefs and fact checks. Imports
 * server/sources and server/model, never server/generation (which imports this).
 */
export { buildBrief, type ResearchContext } from "./brief";
export {
  type BriefRunnerDeps,
  failResearchBrief,
  latestBriefOf,
  RESEARCH_BRIEF_ABANDONED_QUEUE,
  RESEARCH_BRIEF_QUEUE,
  researchBriefFor,
  researchBriefJob,
  runResearchBrief,
} from "./brief-job";
export { startResearchBrief } from "./brief-start";
export {
  FACT_CHECK_ABANDONED_QUEUE,
  FACT_CHECK_QUEUE,
  type FactCheckDeps,
  factCheckJob,
  runFactCheck,
} from "./check-job";
export { factCheckFor, startFactCheck } from "./check-start";
export {
  citeMarkup,
  type FlaggedSentence,
  keyWords,
  type ResolvedReferences,
  resolveReferences,
  sharesKeyWords,
  sourcesHeading,
  sourcesList,
} from "./cite";
export { InsufficientCredits } from "./errors";
export {
  checkFacts,
  claimsOf,
  evidenceOf,
  type FactCheckContext,
  type FactCheckInput,
} from "./fact-check";
export {
  CITE_RULE,
  type FormattedPassages,
  formatPassages,
  PASSAGES_RULE,
  quotePassage,
  SOURCES_CLOSE,
  SOURCES_OPEN,
  type SourcedPassage,
  withBrief,
  withPassages,
} from "./passages";
export { type PieceResearch, researchFor } from "./piece";
export {
  PASSAGES_PER_CALL,
  passagesFor,
  type Retrieve,
  readySources,
  retrieverFor,
  searchText,
} from "./retrieve";
