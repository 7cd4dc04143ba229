export { analyseDraft, type DraftContext, draftReport } from "./analyse-draft";
export {
  analysisContentType,
  analysisLanguage,
  analysisOf,
  evidenceInput,
  reportOf,
} from "./analysis";
export { deletePost } from "./delete";
export { getPost } from "./get";
export { listPosts, type PostPage, type PostSummary } from "./list";
export { restoreVersion } from "./restore";
export { updatePost } from "./update";
export { type AnalysisVoice, voiceForAnalysis } from "./voice";
