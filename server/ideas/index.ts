export { DailyLimitReached, InsufficientCredits, PremiumFeature } from "./errors";
export { IDEA_ABANDONED_QUEUE, IDEA_QUEUE, startIdeaQueue } from "./queue";
export {
  deleteIdea,
  freeSetsLeft,
  ideaRunFor,
  latestIdeaRun,
  savedIdeas,
  setBookmark,
  toIdeaSummary,
} from "./read";
export { failIdeaRun, type IdeaRunnerDeps, runIdeaSet } from "./run";
export { startIdeaRun } from "./start";
