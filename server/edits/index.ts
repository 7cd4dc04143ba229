/**
 * AI edits (issue 28, ADR 0028): the model rewrites a selection, a part of a post or its meta
 * description, or fixes a failing check of the report, as a metered job with a live stream
 * counted against the plan's daily allowance. The editor shows the answer as tracked changes.
 */
export { applyResult, EmptyAnswer, resultOf, stripChatter } from "./answer";
export { aiEditEvents } from "./events";
export {
  AI_EDIT_ABANDONED_QUEUE,
  AI_EDIT_QUEUE,
  type AiEditDeps,
  aiEditJob,
  jobInputOf,
  runAiEdit,
} from "./job";
export { editPrompt } from "./prompts";
export { aiEditFor, cancelAiEdit, markReviewed, pendingEditsOf, toAiEdit } from "./read";
export {
  baseHashOf,
  checkPasses,
  DailyEditLimit,
  editAllowance,
  editsUsedToday,
  NothingToFix,
  startAiEdit,
  storedInputOf,
  VoiceRequired,
} from "./start";
export { type EditTarget, isEmptyTarget, targetOf } from "./targets";
export { writeEdit } from "./write";
