import { contentTypeOf } from "@domain/content-types";
import type { GenerationInput } from "@domain/generation-input";
import { htmlToPlainText } from "@domain/text";
import { generateText, type Output, streamText } from "ai";
import {
  type MetadataAnswer,
  metadataAnswer,
  outlineAnswer,
  type SingleAnswer,
  singleAnswer,
} from "./answers";
import {
  faqPrompt,
  metadataPrompt,
  type Outline,
  outlinePrompt,
  sectionPrompt,
  singlePrompt,
  targetWords,
} from "./prompts";
import type { DraftContent, Pipeline, PipelineRequest } from "./types";

/** Tokens to allow for a number of words (generous: languages and HTML vary). */
const tokensFor = (words: number) => Math.round(words * 2.2) + 64;

const escapeHtml = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replace(/\s+/g, " ")
    .trim();

/**
 * A structured answer (see ./answers). A small local model can still return JSON that does not
 * fit, so it is asked once more; after that the caller decides.
 */
async function structured<T>(
  request: PipelineRequest,
  answer: {
    output: ReturnType<typeof Output.object>;
    parse(value: unknown): T | null;
    maxOutputTokens: number;
  },
  prompt: { system: string; prompt: string },
): Promise<T | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const result = await generateText({
        model: request.model,
        system: prompt.system,
        prompt: prompt.prompt,
        output: answer.output,
        maxOutputTokens: answer.maxOutputTokens,
        abortSignal: request.signal,
        maxRetries: 1,
      });
      request.progress.tokens(result.usage.outputTokens ?? 0);
      const parsed = answer.parse(result.output);
      if (parsed) return parsed;
    } catch (error) {
      if (request.signal.aborted) throw error;
    }
  }
  return null;
}

/** Streams one piece of HTML into the progress, returning all of it. */
async function stream(
  request: PipelineRequest,
  prompt: { system: string; prompt: string },
  maxOutputTokens: number,
  onDelta: (d: string) => void,
) {
  const result = streamText({
    model: request.model,
    system: prompt.system,
    prompt: prompt.prompt,
    maxOutputTokens,
    abortSignal: request.signal,
    maxRetries: 1,
  });
  let text = "";
  for await (const delta of result.textStream) {
    text += delta;
    onDelta(delta);
  }
  request.progress.tokens((await result.usage).outputTokens ?? 0);
  return text;
}

/** Metadata the model could not give in shape is taken from its own text (never invented). */
function metadataFromText(title: string, html: string, input: GenerationInput): MetadataAnswer {
  // The body's sentences, without its headings (ours, from the outline).
  const text = htmlToPlainText(html.replace(/<h[1-6][^>]*>[\s\S]*?<\/h[1-6]>/gi, " "));
  const sentences = (text.match(/[^.!?。！？]+[.!?。！？]?/g) ?? [text])
    .map((s) => s.trim())
    .filter(Boolean);
  return {
    metaDescription: sentences.slice(0, 2).join(" "),
    synopsis: sentences[0] ?? title,
    abstract: sentences.slice(0, 4).join(" "),
    slug: title,
    keywords: "keywords" in input && Array.isArray(input.keywords) ? input.keywords : [],
  };
}

async function longForm(request: PipelineRequest, input: GenerationInput): Promise<DraftContent> {
  const { progress } = request;
  const words = targetWords(input);
  progress.phase("analyzing", 5);
  const outline: Outline = (await structured(request, outlineAnswer(), outlinePrompt(input))) ?? {
    title: input.title,
    sections: [{ heading: input.title, points: [] }],
    faq: [],
  };
  const title = outline.title.trim() || input.title;
  progress.phase("writing", 12);
  const parts: string[] = [];
  const perSection = tokensFor(Math.max(60, words / outline.sections.length));
  for (const [index, section] of outline.sections.entries()) {
    const heading = `<h2>${escapeHtml(section.heading)}</h2>\n`;
    progress.append(heading);
    const body = await stream(request, sectionPrompt(input, outline, index), perSection, (d) =>
      progress.append(d),
    );
    progress.append("\n");
    parts.push(heading + body);
    progress.percent(12 + Math.round(((index + 1) / (outline.sections.length + 1)) * 68));
  }
  if (outline.faq.length > 0) {
    const heading = "<h2>FAQ</h2>\n";
    progress.append(heading);
    const body = await stream(
      request,
      faqPrompt(input, outline),
      tokensFor(60 * outline.faq.length),
      (d) => progress.append(d),
    );
    parts.push(heading + body);
  }
  const html = parts.join("\n");
  progress.phase("optimizing", 84);
  const meta =
    (await structured(
      request,
      metadataAnswer(),
      metadataPrompt(input, title, htmlToPlainText(html)),
    )) ?? metadataFromText(title, html, input);
  return { title, html, ...meta };
}

async function shortForm(request: PipelineRequest, input: GenerationInput): Promise<DraftContent> {
  const { progress } = request;
  // One structured call: there is no separate planning step to report.
  const prompt = singlePrompt(input);
  progress.phase("writing", 15);
  const answer = singleAnswer(input.contentType, targetWords(input));
  const result = streamText({
    model: request.model,
    system: prompt.system,
    prompt: prompt.prompt,
    output: answer.output,
    maxOutputTokens: answer.maxOutputTokens,
    abortSignal: request.signal,
    maxRetries: 1,
  });
  let shown = 0;
  let last: Partial<SingleAnswer> = {};
  for await (const partial of result.partialOutputStream) {
    last = (partial ?? {}) as Partial<SingleAnswer>;
    const content = typeof last.content === "string" ? last.content : "";
    if (content.length > shown) {
      progress.append(content.slice(shown));
      shown = content.length;
      progress.percent(15 + Math.min(65, Math.round((shown / (targetWords(input) * 6)) * 65)));
    }
  }
  progress.phase("optimizing", 85);
  progress.tokens((await result.usage).outputTokens ?? 0);
  const output = await Promise.resolve(result.output).catch(() => null);
  const value = (answer.parse(output) as SingleAnswer | null) ?? fromCutAnswer(last, input);
  if (!value) throw new Error("The model's answer did not have the expected structure");
  return {
    title: value.title.trim() || input.title,
    html: value.content,
    metaDescription: value.metaDescription,
    synopsis: value.synopsis,
    abstract: value.abstract,
    slug: value.slug,
    keywords: value.keywords,
    ...(input.contentType === "social"
      ? { caption: value.caption ?? "", hashtags: value.hashtags ?? [] }
      : {}),
    ...(input.contentType === "video" ? { videoDescription: value.videoDescription ?? "" } : {}),
  };
}

/**
 * An answer cut short (its JSON never closed): the model's own title and content are kept when it
 * wrote them, and the rest is taken from that content's sentences, as for long-form metadata.
 */
function fromCutAnswer(last: Partial<SingleAnswer>, input: GenerationInput): SingleAnswer | null {
  if (typeof last.content !== "string" || last.content.trim() === "") return null;
  const title = typeof last.title === "string" && last.title.trim() ? last.title : input.title;
  const derived = metadataFromText(title, last.content, input);
  const text = (value: unknown, fallback: string) =>
    typeof value === "string" && value.trim() ? value : fallback;
  return {
    ...derived,
    title,
    content: last.content,
    metaDescription: text(last.metaDescription, derived.metaDescription),
    synopsis: text(last.synopsis, derived.synopsis),
    abstract: text(last.abstract, derived.abstract),
    caption: text(last.caption, derived.synopsis),
    hashtags: Array.isArray(last.hashtags)
      ? last.hashtags.filter((h) => typeof h === "string")
      : [],
    videoDescription: text(last.videoDescription, derived.abstract),
  };
}

/**
 * The generation pipeline (architecture, "The generation pipeline"): long-form types write an
 * outline, then each section (streamed), then structured metadata; short types make one
 * structured call whose content streams as it is written.
 */
export const runPipeline: Pipeline = async (request) => {
  const input = request.input as unknown as GenerationInput;
  return contentTypeOf(input.contentType).longForm
    ? longForm(request, input)
    : shortForm(request, input);
};
