import { contentTypeOf } from "@domain/content-types";
import type { GenerationInput } from "@domain/generation-input";
import { detectLanguage, writtenIn } from "@domain/language-detection";
import { htmlToPlainText } from "@domain/text";
import { longForm } from "./long-form";
import { insistOnLanguage } from "./prompts";
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
 */
export const runPipeline: Pipeline = async (request) => {
  const input = request.input as unknown as GenerationInput;
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
};
