export { analyseDraft, type DraftContext, draftReport, textReport } from "./analyse-draft";
export {
  analysisContentType,
  analysisLanguage,
  analysisOf,
  evidenceInput,
  reportOf,
} from "./analysis";
export { deletePost } from "./delete";
export { getPost } from "./get";
export { linkReport, linkSuggestions } from "./links";
export { listPosts, type PostPage, type PostSummary } from "./list";
export { assertPostId, POST_NOT_FOUND } from "./post-id";
export { type ReportVoice, storedVoiceOf } from "./post-voice";
export { restoreVersion } from "./restore";
export { onPostSaved, type SavedPost } from "./saved";
export { updatePost } from "./update";
