/**
 * Research and evidence (issue 27): writing with sources (retrieval, the passages' prompt block,
 * references resolved into citations), research briefs and fact checks. Imports server/sources
 * and server/model, never server/generation (which imports this).
 */
export {
  citeMarkup,
  type FlaggedSentence,
  keyWords,
  type ResolvedReferences,
  resolveReferences,
  sharesKeyWords,
  sourcesHeading,
  sourcesList,
} from "./cite";
export {
  CITE_RULE,
  type FormattedPassages,
  formatPassages,
  PASSAGES_RULE,
  quotePassage,
  SOURCES_CLOSE,
  SOURCES_OPEN,
  type SourcedPassage,
  withBrief,
  withPassages,
} from "./passages";
export { PASSAGES_PER_CALL, passagesFor, readySources, searchText } from "./retrieve";
