export { type Answer, defineAnswer } from "./answer";
export { LocalModelUnavailableError } from "./local";
export { createModel } from "./model";
export { modelStatusEvents, modelStatusJson } from "./model-events";
export { describeModelState, reportModelStatus } from "./model-report";
export { streamToEnd } from "./stream";
export { STREAMS_PER_USER, StreamPlaces } from "./stream-places";
export {
  type Prompt,
  type StructuredRequest,
  type StructuredResult,
  structured,
} from "./structured";
export type {
  GenerationModel,
  ModelHandle,
  ModelStatusSource,
  StructuredMode,
  StructuredSettings,
  TokenSink,
} from "./types";
