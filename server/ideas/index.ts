export { startIdeaQueue } from "./queue";
export {
  deleteIdea,
  freeSetsLeft,
  ideaRunFor,
  latestIdeaRun,
  savedIdeas,
  setBookmark,
} from "./read";
export { failIdeaRun, ideaJob, runIdeaSet } from "./run";
export { startIdeaRun } from "./start";
