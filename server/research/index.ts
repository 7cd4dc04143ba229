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
export { assertReadySources, InsufficientCredits, startResearchBrief } from "./brief-start";
