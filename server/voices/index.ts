/**
 * Brand voices (issue 29, docs/decisions/0029-voices.md): learned from the writer's samples,
 * applied to generation and AI edits, measured in the report.
 */
export { type VoiceChoice, voiceChoice } from "./choice";
export { learnedVoices } from "./learned";
export { VOICE_RULE, voiceBlock } from "./prompt";
export { type ReadyVoice, readyOf, readyVoice } from "./ready";
