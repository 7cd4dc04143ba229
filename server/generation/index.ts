// The pipeline's parts the quality tools above it (server/quality: the self-check and the eval)
// drive through a model, the way a generation does.

export { writtenIn } from "@domain/language-detection";
export { metadataAnswer, minSections, outlineAnswer, singleAnswer } from "./answers";
export { generationEvents } from "./events";
export { type FinalContent, finalizeDraft } from "./finalize";
export { type FinishedGeneration, onGenerationFinished } from "./finished";
export { generationQueue, setGenerationQueue } from "./instance";
export { derivedPartsOf } from "./notes";
export { runPipeline } from "./pipeline";
export {
  faqFits,
  faqHeading,
  metadataPrompt,
  outlinePrompt,
  sectionPrompt,
  singlePrompt,
  targetWords,
} from "./prompts";
export { briefBlock, languageName } from "./prompts/brief";
export {
  ABANDONED_QUEUE,
  GENERATION_QUEUE,
  type GenerationQueue,
  startGenerationQueue,
} from "./queue";
export { failGeneration, generationJob, runGeneration } from "./runner";
export { queueGeneration, startGeneration } from "./start";
export { generationStatus } from "./status";
export { isBlank, loggableError, streamHtml } from "./steps";
export type { DraftContent, Phase, Pipeline, PipelineRequest } from "./types";
