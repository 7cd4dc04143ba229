export { generationEvents } from "./events";
export { ProgressHub } from "./hub";
export { generationQueue, setGenerationQueue } from "./instance";
export { derivedPartsOf } from "./notes";
export { runPipeline } from "./pipeline";
export { briefBlock, languageName } from "./prompts/brief";
export {
  ABANDONED_QUEUE,
  GENERATION_QUEUE,
  type GenerationQueue,
  startGenerationQueue,
} from "./queue";
export { failGeneration, generationJob, runGeneration } from "./runner";
export { reportSelfCheck, selfCheck } from "./self-check";
export { startGeneration } from "./start";
export { generationStatus } from "./status";
export { loggableError } from "./steps";
export type { DraftContent, Phase, Pipeline } from "./types";
