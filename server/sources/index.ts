/**
 * Research sources (issue 27, docs/decisions/0026-sources.md): the safe web fetcher, extraction,
 * passages and their full-text search, kept per user.
 */
export { isBlockedAddress } from "./address";
export { SourceLimit, SourceRefused } from "./errors";
export { blockText, type Extracted, extract } from "./extract";
export {
  allowed as allowListed,
  checkAddress,
  checkedAgent,
  closeAgent,
  DEFAULT_FETCH_LIMITS,
  type Fetched,
  type FetchLimits,
  fetchSource,
  refusalOf,
} from "./fetch";
export { toPassages } from "./passages";
export { type ReadSource, readSource } from "./read";
export { configureSources, parseAllowHosts } from "./settings";
export {
  addSource,
  deleteSource,
  getSource,
  inFetchSlot,
  listSources,
  type PassageHit,
  type Source,
  searchPassages,
  sourcePassages,
  storeSource,
  toSourceSummary,
} from "./store";
export { cleanText } from "./text";
