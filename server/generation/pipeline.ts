import { contentTypeOf } from "@domain/content-types";
import type { GenerationInput } from "@domain/generation-input";
import type { GenerationFallback } from "@domain/generation-notes";
import { detectLanguage, writtenIn } from "@domain/language-detection";
import { htmlToPlainText } from "@domain/text";
import { claimsOf, evidenceOf } from "../research";
import { queryOf, topicOf } from "./evidence";
import { longForm } from "./long-form";
import { insistOnLanguage, inVoice } from "./prompts";
import { repairMachineSentences } from "./repair";
import { shortForm } from "./short-form";
import { fellBack } from "./steps";
import type { DraftContent, Pipeline, PipelineRequest } from "./types";

function textOf(draft: DraftContent): string {
  return `${htmlToPlainText(draft.title)}\n${htmlToPlainText(draft.html)}`;
}

/**
 * The generation pipeline (architecture, "The generation pipeline"): long-form types write an
 * outline, then each section (streamed), then structured metadata; short types make one
 * structured call whose content streams as it is written. A text in another language than the
 * one asked for is written once more with the language insisted on (without streaming it again
 * over the first); if it is still in another language, the post keeps it and its view says so.
 * With a voice (`request.voice`), every prompt carries its guide and targets as data.
 */
export const runPipeline: Pipeline = async (request) => {
  const asked = request.input as unknown as GenerationInput;
  // Written in a voice: every prompt of the piece carries it (issue 29).
  const input = request.voice ? inVoice(asked, request.voice) : asked;
  const researched = await withBrief(request, input);
  const written = await writeInLanguage(researched.request, input);
  written.fallbacks.unshift(...researched.fallbacks);
  // One pass over the sentences that sound machine-written, before the fact check reads them.
  const draft = await repairMachineSentences(request, written);
  const { brief } = researched.request;
  return checked(request, input, brief ? { ...draft, brief } : draft);
};

async function writeInLanguage(
  request: PipelineRequest,
  input: GenerationInput,
): Promise<DraftContent> {
  const write = (req: PipelineRequest, inp: GenerationInput) =>
    contentTypeOf(inp.contentType).longForm ? longForm(req, inp) : shortForm(req, inp);
  const draft = await write(request, input);
  if (writtenIn(textOf(draft), input.language)) return draft;
  request.log.warn(
    {
      asked: input.language,
      found: detectLanguage(textOf(draft)),
      provider: request.model.provider,
    },
    "the model wrote in another language than asked; writing once more",
  );
  const quiet = { ...request, progress: { ...request.progress, append: () => {} } };
  const again = await write(quiet, insistOnLanguage(input));
  if (writtenIn(textOf(again), input.language)) return again;
  const found = detectLanguage(textOf(again)) ?? "unknown";
  const error = `written in ${found}, not ${input.language}, twice`;
  fellBack(request, again.fallbacks, "language", ["language"], error);
  return again;
}

/**
 * A long piece with sources is planned from their research brief (included in the
 * generation's credit). A brief that cannot be made does not stop the piece: the outline is
 * planned without it, and the view says so.
 */
async function withBrief(
  request: PipelineRequest,
  input: GenerationInput,
): Promise<{ request: PipelineRequest; fallbacks: GenerationFallback[] }> {
  const fallbacks: GenerationFallback[] = [];
  const sourceIds = input.sourceIds ?? [];
  const brief = request.research?.brief;
  if (sourceIds.length === 0 || !brief || !contentTypeOf(input.contentType).longForm)
    return { request, fallbacks };
  request.progress.phase("analyzing", 3);
  try {
    const made = await brief(sourceIds, queryOf(input.title, topicOf(input)), input.language);
    return { request: { ...request, brief: made }, fallbacks };
  } catch (error) {
    if (request.signal.aborted) throw error;
    fellBack(request, fallbacks, "brief", ["brief"], loggableMessage(error));
    return { request, fallbacks };
  }
}

/**
 * The written piece's fact check (included in the generation's credit): with sources, every
 * factual sentence against them; without, every claim unverified with no model call. A check
 * that cannot be finished leaves the claims unverified, and the view says so.
 */
async function checked(
  request: PipelineRequest,
  input: GenerationInput,
  draft: DraftContent,
): Promise<DraftContent> {
  const { research } = request;
  if (!research) return draft;
  request.progress.phase("optimizing", 90);
  const facts = {
    html: draft.html,
    language: input.language,
    sourceIds: draft.sourceIds ?? [],
    referenceFlags: draft.referenceFlags,
  };
  try {
    return { ...draft, evidence: await research.check(facts) };
  } catch (error) {
    if (request.signal.aborted) throw error;
    fellBack(request, draft.fallbacks, "factCheck", ["factCheck"], loggableMessage(error));
    const claims = claimsOf(facts.html, facts.language, facts.referenceFlags);
    return { ...draft, evidence: evidenceOf(claims, facts.sourceIds.length > 0) };
  }
}

const loggableMessage = (error: unknown) =>
  error instanceof Error ? error.message : String(error);
