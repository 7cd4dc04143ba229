import type { GenerationInput } from "@domain/generation-input";
import type { DerivedPart, GenerationFallback } from "@domain/generation-notes";
import { structured } from "../model";
import { type SingleAnswer, singleAnswer } from "./answers";
import { completeExtras, completeMetadata } from "./derive";
import { citingFor, queryOf, topicOf } from "./evidence";
import { plainContentPrompt, singlePrompt, targetWords } from "./prompts";
import { fellBack, isBlank, streamHtml, tokensFor } from "./steps";
import type { DraftContent, PipelineRequest } from "./types";

/**
 * Short types: one structured answer whose content streams as it is written. An answer that
 * stays unusable after the model's repair keeps what was valid in it; without usable content the
 * model writes the content alone as HTML; the title is then the user's and the summary fields
 * come from the text. Each such part is recorded and logged. No text at all fails the generation.
 * With sources (issue 27) the content is written from the passages found for the title and topic,
 * its references resolved, and it ends with its Sources list.
 */
export async function shortForm(
  asked: PipelineRequest,
  input: GenerationInput,
): Promise<DraftContent> {
  const citing = citingFor(asked, input);
  const request = citing.streaming(asked);
  const { progress } = request;
  const words = targetWords(input);
  const passages = await citing.passages(queryOf(input.title, topicOf(input)));
  progress.phase("writing", 15);
  let shown = "";
  const result = await structured<SingleAnswer>(
    request,
    singleAnswer(input.contentType, words),
    citing.prompt(singlePrompt(input), passages),
    (partial) => {
      const content = typeof partial.content === "string" ? partial.content : "";
      // A repaired (closed) cut answer can end differently: only growth that extends it is shown.
      if (content.length > shown.length && content.startsWith(shown)) {
        progress.append(content.slice(shown.length));
        shown = content;
        progress.percent(15 + Math.min(65, Math.round((shown.length / (words * 6)) * 65)));
      }
    },
  );
  progress.phase("optimizing", 85);

  const given: Partial<SingleAnswer> = result.ok ? result.value : result.partial;
  const derived: DerivedPart[] = [];
  let content = given.content ?? "";
  if (isBlank(content)) {
    derived.push("content");
    const prompt = citing.prompt(plainContentPrompt(input), passages);
    content = await streamHtml(request, prompt, tokensFor(words));
    if (isBlank(content)) throw new Error("The model wrote no text");
  }
  content = citing.resolve(content, passages);
  const title = given.title?.trim() || input.title;
  if (!given.title?.trim()) derived.push("title");
  const userKeywords = "keywords" in input && Array.isArray(input.keywords) ? input.keywords : [];
  const context = { title, html: content, keywords: userKeywords, contentType: input.contentType };
  const metadata = completeMetadata(given, context);
  const extras = completeExtras(given, { ...context, keywords: metadata.metadata.keywords });
  derived.push(...metadata.derived, ...extras.derived);

  const fallbacks: GenerationFallback[] = [];
  if (!result.ok || derived.length > 0) {
    const error = result.ok ? `${derived.join(", ")}: not usable` : result.error;
    fellBack(request, fallbacks, "single", derived, error);
  }
  const draft = { title, html: content, ...metadata.metadata, ...extras.values, fallbacks };
  return citing.finish(draft);
}
