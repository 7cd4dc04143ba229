/**
 * Writing with sources (issue 27, EVIDENCE.md "Generation with sources"): each writing call gets
 * the passages retrieved for it, fenced as data, and its references are resolved right after
 * against the labels that call was given; the piece ends with its Sources list. Without sources
 * every step here leaves the prompt and the text exactly as they are.
 */
import { type CitedSource, REFERENCE_MARKER } from "@domain/evidence";
import type { GenerationInput } from "@domain/generation-input";
import { sanitizeHtml } from "@domain/html/sanitize";
import {
  type FlaggedSentence,
  type FormattedPassages,
  formatPassages,
  PASSAGES_PER_CALL,
  resolveReferences,
  sourcesList,
  withPassages,
} from "../research";
import type { DraftContent, PipelineRequest } from "./types";

type Prompt = { system: string; prompt: string };

export type Citing = {
  /** The request whose live text never shows a model's label (`[P3]`): they are resolved later. */
  streaming(request: PipelineRequest): PipelineRequest;
  /** The passages for one writing call, found with the query (none without sources). */
  passages(query: string): Promise<FormattedPassages>;
  /** The prompt with those passages (unchanged without any). */
  prompt<P extends Prompt>(prompt: P, given: FormattedPassages): P;
  /** One call's text with its references resolved (unchanged without sources). */
  resolve(html: string, given: FormattedPassages): string;
  /** The draft with its Sources list, cited sources and flags (unchanged without sources). */
  finish(draft: DraftContent): DraftContent;
};

const NONE: FormattedPassages = { text: "", labels: new Map() };

/** The writing helpers of one draft: with the input's sources, or doing nothing without. */
export function citingFor(request: PipelineRequest, input: GenerationInput): Citing {
  const sourceIds = input.sourceIds ?? [];
  if (sourceIds.length === 0) {
    return {
      streaming: (request) => request,
      passages: async () => NONE,
      prompt: (prompt) => prompt,
      resolve: (html) => html,
      finish: (draft) => draft,
    };
  }
  const { research } = request;
  if (!research) throw new Error("a generation with sources needs its research");
  let cited: CitedSource[] = [];
  const flags: FlaggedSentence[] = [];
  return {
    streaming: (request) => ({
      ...request,
      progress: { ...request.progress, append: hidingMarkers(request.progress.append) },
    }),
    async passages(query) {
      const found = await research.retrieve(sourceIds, query, PASSAGES_PER_CALL);
      if (found.length === 0) request.log.info({ query }, "no passage answers this part");
      return formatPassages(found);
    },
    prompt: (prompt, given) => withPassages(prompt, given),
    resolve(html, given) {
      const resolved = resolveReferences(html, given.labels, cited);
      cited = resolved.cited;
      flags.push(...resolved.flags);
      if (resolved.flags.length > 0)
        request.log.warn(
          { flags: resolved.flags.map((f) => f.flag) },
          "references the passages do not back were removed",
        );
      return resolved.html;
    },
    finish(draft) {
      const list = sourcesList(cited, input.language);
      // The body is made safe first: an element the model left open cannot swallow the list.
      return {
        ...draft,
        ...withoutMarkers(draft),
        html: list ? `${sanitizeHtml(draft.html)}\n${list}` : draft.html,
        sourceIds,
        citations: cited,
        referenceFlags: flags,
      };
    },
  };
}

const MARKERS = new RegExp(`\\s*${REFERENCE_MARKER.source}`, "g");
/** The start of a marker a stream may end on ("… grew [P", "[P3,"), held until it is whole. */
const MARKER_START = /\s*\[[\sP\d,;]{0,30}$/;

/** The plain fields of a draft (a short piece's caption...) with any label the model put there left out. */
function withoutMarkers(draft: DraftContent): Partial<DraftContent> {
  const plain = (text: string | undefined) =>
    text === undefined ? undefined : text.replace(MARKERS, "");
  return {
    title: plain(draft.title) ?? draft.title,
    metaDescription: plain(draft.metaDescription) ?? "",
    synopsis: plain(draft.synopsis) ?? "",
    abstract: plain(draft.abstract) ?? "",
    ...(draft.caption === undefined ? {} : { caption: plain(draft.caption) }),
    ...(draft.videoDescription === undefined
      ? {}
      : { videoDescription: plain(draft.videoDescription) }),
  };
}

/** An append that leaves out every reference marker, including one split across deltas. */
export function hidingMarkers(append: (delta: string) => void): (delta: string) => void {
  let held = "";
  return (delta) => {
    const text = (held + delta).replace(MARKERS, "");
    const tail = MARKER_START.exec(text);
    held = tail ? tail[0] : "";
    const shown = tail ? text.slice(0, tail.index) : text;
    if (shown) append(shown);
  };
}

/** The words a part of the piece is searched with: its heading, its points and the title. */
export function queryOf(
  ...parts: (string | undefined | readonly (string | undefined)[])[]
): string {
  return parts
    .flat()
    .filter((part): part is string => typeof part === "string" && part.trim() !== "")
    .join(" ");
}

/** What the piece is about besides its title, for finding passages. */
export function topicOf(input: GenerationInput): string {
  const fields = input as Record<string, unknown>;
  return queryOf(
    ["topic", "featureName", "description"].map((name) =>
      typeof fields[name] === "string" ? (fields[name] as string) : undefined,
    ),
    Array.isArray(fields.keywords) ? (fields.keywords as string[]) : undefined,
  );
}
