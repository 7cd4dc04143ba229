import { contentTypeOf, targetWordCount } from "@domain/content-types";
import type { GenerationInput } from "@domain/generation-input";
import { briefBlock, systemPrompt } from "./brief";
import { STRUCTURE } from "./structure";

export type Outline = {
  title: string;
  sections: { heading: string; points: string[] }[];
  faq: string[];
};

const LABELS: Record<string, string> = {
  title: "Title",
  topic: "Topic",
  keywords: "Keywords",
  tone: "Tone",
  audience: "Audience",
  wordCount: "Length (words)",
  description: "Description",
  platform: "Platform",
  pageType: "Page type",
  format: "Format",
  scriptLength: "Script length",
  scriptStyle: "Script style",
  goal: "Goal / call to action",
  hashtags: "Hashtags to use",
  problemStatement: "Problem to solve",
  featureName: "Feature",
  template: "Template",
};

/** How many words the piece should have (the chosen length, or the type's default). */
export function targetWords(input: GenerationInput): number {
  const length = contentTypeOf(input.contentType).length;
  const value = "field" in length ? (input as Record<string, unknown>)[length.field] : undefined;
  return targetWordCount(input.contentType, typeof value === "string" ? value : undefined);
}

function shared(input: GenerationInput) {
  const type = contentTypeOf(input.contentType);
  const fields = { ...input } as Record<string, unknown>;
  const template =
    "template" in input && input.template ? `Follow the "${input.template}" format.` : "";
  return {
    type,
    system: systemPrompt(input.language, `an expert ${type.label.toLowerCase()} writer and editor`),
    brief: briefBlock(fields, LABELS),
    guidance: [STRUCTURE[input.contentType], template].filter(Boolean).join("\n"),
    words: targetWords(input),
  };
}

/** Long-form step 1: the outline (title, 3 to 7 sections, FAQ questions where they fit). */
export function outlinePrompt(input: GenerationInput) {
  const s = shared(input);
  return {
    system: s.system,
    prompt: `${s.brief}\n\nPlan a ${s.type.label.toLowerCase()} of about ${s.words} words.\n${s.guidance}\nReturn the title (a clear, specific headline under 60 characters that contains the main keyword), the sections in order (each with a descriptive H2 heading, several phrased as the questions readers ask, and the key points to cover) and up to 4 FAQ questions readers would ask (an empty list when an FAQ does not fit).`,
  };
}

/** Long-form step 2: one section's body, streamed. The heading is ours (from the outline). */
export function sectionPrompt(input: GenerationInput, outline: Outline, index: number) {
  const s = shared(input);
  const section = outline.sections[index];
  const budget = Math.max(60, Math.round(s.words / Math.max(1, outline.sections.length)));
  const headings = outline.sections.map((x, i) => `${i + 1}. ${x.heading}`).join("\n");
  const first =
    index === 0
      ? "This is the opening section: its first two sentences must answer the reader's main question directly."
      : "";
  return {
    system: s.system,
    prompt: `${s.brief}\n\nYou are writing "${outline.title}". Its sections:\n${headings}\n\nWrite the body of section ${index + 1}, "${section?.heading ?? ""}", in about ${budget} words, covering: ${(section?.points ?? []).join("; ")}.\n${s.guidance}\n${first}\nReturn only the HTML of the body (paragraphs, lists, h3 subheadings where useful); do not repeat the section heading.`,
  };
}

/** Long-form FAQ: answers to the outline's questions, as question headings and answers. */
export function faqPrompt(input: GenerationInput, outline: Outline) {
  const s = shared(input);
  return {
    system: s.system,
    prompt: `${s.brief}\n\nFor "${outline.title}", answer each question in two to four sentences, answer first:\n${outline.faq.map((q) => `- ${q}`).join("\n")}\nReturn HTML: for each question an <h3> with the question, then a <p> with the answer.`,
  };
}

/** Long-form step 3: the metadata, from the finished text. */
export function metadataPrompt(input: GenerationInput, title: string, text: string) {
  const s = shared(input);
  return {
    system: s.system,
    prompt: `${s.brief}\n\nHere is the finished ${s.type.label.toLowerCase()} "${title}":\n<text>\n${text.slice(0, 6000)}\n</text>\n\nWrite its metadata: a meta description of 120 to 155 characters that contains the main keyword and invites the click; a synopsis (one or two sentences); an abstract (one paragraph summarising what a reader learns); a URL slug (lowercase words joined by hyphens, under 60 characters); 3 to 8 keywords, the main one first.`,
  };
}

/** Short types: everything in one structured answer. */
export function singlePrompt(input: GenerationInput) {
  const s = shared(input);
  const extras = [
    input.contentType === "social"
      ? "a caption (the post's first line, the hook) and 3 to 10 hashtags"
      : "",
    input.contentType === "video"
      ? "a video description for the platform (2 to 4 sentences with the main keyword)"
      : "",
  ]
    .filter(Boolean)
    .join("; ");
  return {
    system: s.system,
    prompt: `${s.brief}\n\nWrite the ${s.type.label.toLowerCase()}, about ${s.words} words.\n${s.guidance}\nReturn: the title; the content as HTML; a meta description of 120 to 155 characters; a synopsis (one sentence); an abstract (one short paragraph); a URL slug; 3 to 8 keywords, the main one first${extras ? `; ${extras}` : ""}.`,
  };
}
