/**
 * Brand voices (issue 29, docs/decisions/0029-voices.md): learned from the writer's samples,
 * applied to generation and AI edits, measured in the report.
 */
export { type VoiceChoice, voiceChoice } from "./choice";
export {
  cutItem,
  GUIDE_PROMPT_CHARS,
  guideAnswer,
  guidePrompt,
  quoteSample,
  SAMPLES_CLOSE,
  SAMPLES_OPEN,
  TARGETS_CLOSE,
  TARGETS_OPEN,
} from "./guide";
export {
  failVoice,
  GuideUnreadable,
  runVoice,
  VOICE_ABANDONED_QUEUE,
  VOICE_QUEUE,
  type VoiceRunnerDeps,
  voiceJob,
} from "./job";
export { learnedVoices } from "./learned";
export { VOICE_RULE, voiceBlock } from "./prompt";
export { type ReadSample, readSample } from "./read-sample";
export { type ReadyVoice, readyOf, readyVoice } from "./ready";
export { sampleText, sampleWords, storedSamples } from "./samples";
export { createVoice, VoiceCredits } from "./start";
export { deleteVoice, learnCostHalves, listVoices, readVoice, toVoice, updateVoice } from "./store";
