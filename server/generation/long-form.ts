import type { GenerationInput } from "@domain/generation-input";
import type { GenerationFallback } from "@domain/generation-notes";
import { escapeHtml } from "@domain/html/escape";
import { htmlToPlainText } from "@domain/text";
import { structured } from "../model";
import {
  metadataAnswer,
  minSections,
  type OutlineAnswer,
  outlineAnswer,
  sameText,
} from "./answers";
import { completeMetadata } from "./derive";
import { type Citing, citingFor, queryOf, topicOf } from "./evidence";
import {
  faqFits,
  faqHeading,
  faqPrompt,
  metadataPrompt,
  onePassPrompt,
  outlinePrompt,
  sectionPrompt,
  targetWords,
} from "./prompts";
import { fellBack, isBlank, streamHtml, tokensFor } from "./steps";
import type { DraftContent, PipelineRequest } from "./types";

type Outline = Required<OutlineAnswer>;

/**
 * One section's body under our heading (escaped, from the outline); a body that comes back empty
 * is asked for once more, then left out with its heading (recorded), so no section is empty.
 */
async function writeSection(
  request: PipelineRequest,
  heading: string,
  prompt: Parameters<typeof streamHtml>[1],
  maxOutputTokens: number,
  fallbacks: GenerationFallback[],
): Promise<string | null> {
  const head = `<h2>${escapeHtml(heading.replace(/\s+/g, " ").trim())}</h2>\n`;
  request.progress.append(head);
  for (let attempt = 0; attempt < 2; attempt++) {
    const body = await streamHtml(request, prompt, maxOutputTokens);
    request.progress.append("\n");
    if (!isBlank(body)) return head + body;
  }
  fellBack(request, fallbacks, "section", ["section"], "the section came back empty twice");
  return null;
}

/**
 * The outline's sections, FAQ and all, each written in turn; with sources, each from the passages
 * found for it (its heading, points and the title), its references resolved at once.
 */
async function writeSections(
  request: PipelineRequest,
  input: GenerationInput,
  outline: Outline,
  fallbacks: GenerationFallback[],
  citing: Citing,
): Promise<string> {
  const words = targetWords(input);
  const parts: string[] = [];
  const perSection = tokensFor(Math.max(60, words / outline.sections.length));
  for (const [index, section] of outline.sections.entries()) {
    const given = await citing.passages(queryOf(section.heading, section.points, outline.title));
    const prompt = citing.prompt(sectionPrompt(input, outline, index), given);
    const written = await writeSection(request, section.heading, prompt, perSection, fallbacks);
    if (written) parts.push(citing.resolve(written, given));
    request.progress.percent(12 + Math.round(((index + 1) / (outline.sections.length + 1)) * 68));
  }
  if (outline.faq.length > 0) {
    const given = await citing.passages(queryOf(outline.faq, outline.title));
    const prompt = citing.prompt(faqPrompt(input, outline), given);
    const budget = tokensFor(60 * outline.faq.length);
    const faq = await writeSection(request, faqHeading(input.language), prompt, budget, fallbacks);
    if (faq) parts.push(citing.resolve(faq, given));
  }
  return parts.join("\n");
}

/**
 * Long-form types: the outline (with enough sections for the length; repaired by the model when
 * it is not), each section streamed under our own heading, then the metadata. Without a usable
 * outline the model writes the body in one pass under headings of its own, and the title is the
 * user's; every such fallback is recorded and logged. With sources (issue 27) the outline takes
 * the research brief when there is one, each part is written from its passages, and the piece
 * ends with its Sources list.
 */
export async function longForm(
  asked: PipelineRequest,
  input: GenerationInput,
): Promise<DraftContent> {
  const citing = citingFor(asked, input);
  const request = citing.streaming(asked);
  const { progress } = request;
  const fallbacks: GenerationFallback[] = [];
  const sections = minSections(targetWords(input));
  progress.phase("analyzing", 5);
  const planned = await structured<OutlineAnswer>(
    request,
    outlineAnswer(sections, faqFits(input)),
    outlinePrompt(input, sections, request.brief),
  );
  progress.phase("writing", 12);
  let title: string;
  let html: string;
  if (planned.ok) {
    title = planned.value.title;
    const outline: Outline = {
      title,
      faq: planned.value.faq ?? [],
      // A heading that repeats the title the user typed is no section of its own.
      sections: planned.value.sections.filter((s) => !sameText(s.heading, input.title)),
    };
    html = await writeSections(request, input, outline, fallbacks, citing);
  } else {
    const given = planned.partial.title?.trim();
    title = given || input.title;
    fellBack(
      request,
      fallbacks,
      "outline",
      given ? ["outline"] : ["outline", "title"],
      planned.error,
    );
    const words = targetWords(input);
    const passages = await citing.passages(queryOf(title, topicOf(input)));
    const prompt = citing.prompt(onePassPrompt(input, title, sections), passages);
    html = citing.resolve(await streamHtml(request, prompt, tokensFor(words * 1.1)), passages);
  }
  if (isBlank(html)) throw new Error("The model wrote no text");

  progress.phase("optimizing", 84);
  const described = await structured(
    request,
    metadataAnswer(),
    metadataPrompt(input, title, htmlToPlainText(html)),
  );
  const given = described.ok ? described.value : described.partial;
  const { metadata, derived } = completeMetadata(given, {
    title,
    html,
    keywords: "keywords" in input && Array.isArray(input.keywords) ? input.keywords : [],
    contentType: input.contentType,
  });
  if (!described.ok || derived.length > 0) {
    const error = described.ok ? `${derived.join(", ")}: not usable` : described.error;
    fellBack(request, fallbacks, "metadata", derived, error);
  }
  return citing.finish({ title, html, ...metadata, fallbacks });
}
