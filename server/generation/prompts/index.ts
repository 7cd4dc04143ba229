import { metaLengthOf } from "@domain/analysis";
import { contentTypeOf, targetWordCount } from "@domain/content-types";
import type { ResearchBrief } from "@domain/evidence";
import type { GenerationInput } from "@domain/generation-input";
import { withBrief } from "../../research";
import { type ReadyVoice, VOICE_RULE, voiceBlock } from "../../voices";
import { avoidLine } from "../repair";
import { briefBlock, languageName, systemPrompt } from "./brief";
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

/** Inputs whose first text came back in another language: their prompts insist on the language. */
const INSISTING = new WeakSet<GenerationInput>();

/** Inputs written in a voice (issue 29): the voice as read at the job's start. */
const VOICED = new WeakMap<GenerationInput, ReadyVoice>();

/** A copy of the input whose prompts say the previous answer was in the wrong language. */
export function insistOnLanguage(input: GenerationInput): GenerationInput {
  const copy = { ...input };
  INSISTING.add(copy);
  const voice = VOICED.get(input);
  if (voice) VOICED.set(copy, voice);
  return copy;
}

/**
 * A copy of the input whose every prompt carries the voice as data (`voiceBlock`, after the
 * brief) and whose system prompt says what that fence is (`VOICE_RULE`).
 */
export function inVoice(input: GenerationInput, voice: ReadyVoice): GenerationInput {
  const copy = { ...input };
  if (INSISTING.has(input)) INSISTING.add(copy);
  VOICED.set(copy, voice);
  return copy;
}

/**
 * The language's conventions for the structured fields: a slug in ASCII (romanised where the
 * script is not Latin), a meta description measured in characters as search engines show it
 * (Japanese: shorter, as Yoast counts it), keywords and hashtags in the language.
 */
function conventions(language: string) {
  const { min, max } = metaLengthOf(language);
  const name = languageName(language);
  return {
    meta: `a meta description in ${name} of ${min} to ${max - 1} characters`,
    slug: `a URL slug of lowercase ASCII words joined by hyphens, under 60 characters${language === "en" ? "" : ` (the ${name} words romanised or transliterated to Latin letters a-z, no accents)`}`,
    words: `in ${name}`,
  };
}

function shared(input: GenerationInput) {
  const type = contentTypeOf(input.contentType);
  const fields = { ...input } as Record<string, unknown>;
  const template =
    "template" in input && input.template ? `Follow the "${input.template}" format.` : "";
  const role = `an expert ${type.label.toLowerCase()} writer and editor`;
  const insist = INSISTING.has(input)
    ? `\nYour previous answer was not in ${languageName(input.language)}. Write every word of this answer in ${languageName(input.language)}, whatever the language of the brief.`
    : "";
  const voice = VOICED.get(input);
  return {
    type,
    conventions: conventions(input.language),
    system: systemPrompt(input.language, role) + (voice ? `\n${VOICE_RULE}` : "") + insist,
    brief: briefBlock(fields, LABELS) + (voice ? `\n\n${voiceBlock(voice)}` : ""),
    guidance: [STRUCTURE[input.contentType], template].filter(Boolean).join("\n"),
    /** The language's machine-sounding phrases to avoid (issue 29), after the guidance. */
    avoid: avoidLine(input.language),
    words: targetWords(input),
  };
}

/** Types whose readers look for an FAQ block; the others never get one. */
const FAQ_TYPES: ReadonlySet<string> = new Set(["blog", "help", "website"]);

export function faqFits(input: GenerationInput): boolean {
  return FAQ_TYPES.has(input.contentType);
}

/**
 * Long-form step 1: the outline (title, enough sections for the length, FAQ questions where they
 * fit). With a research brief (issue 27), its topics and questions go along as data.
 */
export function outlinePrompt(input: GenerationInput, sections: number, brief?: ResearchBrief) {
  const s = shared(input);
  const faq = faqFits(input)
    ? " and up to 4 FAQ questions readers would ask (an empty list when an FAQ does not fit)"
    : "";
  const prompt = {
    system: s.system,
    prompt: `${s.brief}\n\nPlan a ${s.type.label.toLowerCase()} of about ${s.words} words.\n${s.guidance}\n${s.avoid}\nReturn the title (a clear, specific headline under 60 characters that contains the main keyword), at least ${sections} sections in order (each with a descriptive H2 heading of its own, never the title, several phrased as the questions readers ask, and the key points to cover)${faq}.`,
  };
  return brief ? withBrief(prompt, brief) : prompt;
}

/**
 * Long-form without a usable outline: the whole body in one pass, the model choosing its own
 * section headings (./long-form records that the outline fell back).
 */
export function onePassPrompt(input: GenerationInput, title: string, sections: number) {
  const s = shared(input);
  return {
    system: s.system,
    prompt: `${s.brief}\n\nWrite the ${s.type.label.toLowerCase()} "${quoteTitle(title)}", about ${s.words} words, in ${sections} to ${sections + 2} sections. Start each section with an <h2> heading of its own (never the title), answer the reader's main question in the first two sentences.\n${s.guidance}\n${s.avoid}\nReturn only the HTML of the body.`,
  };
}

/** Long-form step 2: one section's body, streamed. The heading is ours (from the outline). */
export function sectionPrompt(input: GenerationInput, outline: Outline, index: number) {
  const s = shared(input);
  const section = outline.sections[index];
  const budget = Math.max(60, Math.round(s.words / Math.max(1, outline.sections.length)));
  const headings = outline.sections.map((x, i) => `${i + 1}. ${x.heading}`).join("\n");
  const points = (section?.points ?? []).filter((point) => point.trim()).join("; ");
  const first =
    index === 0
      ? "This is the opening section: its first two sentences must answer the reader's main question directly."
      : "";
  return {
    system: s.system,
    prompt: `${s.brief}\n\nYou are writing "${outline.title}". Its sections:\n${headings}\n\nWrite the body of section ${index + 1}, "${section?.heading ?? ""}", in about ${budget} words${points ? `, covering: ${points}` : ""}.\n${s.guidance}\n${s.avoid}\n${first}\nReturn only the HTML of the body (paragraphs, lists, h3 subheadings where useful); do not repeat the section heading.`,
  };
}

/** The FAQ block's heading in the post's language. */
const FAQ_HEADINGS: Record<string, string> = {
  en: "FAQ",
  es: "Preguntas frecuentes",
  fr: "FAQ",
  de: "FAQ",
  hi: "अक्सर पूछे जाने वाले प्रश्न",
  zh: "常见问题",
  ar: "الأسئلة الشائعة",
  ja: "よくある質問",
  pt: "Perguntas frequentes",
};

export function faqHeading(language: string): string {
  return FAQ_HEADINGS[language] ?? "FAQ";
}

/** The model's title quoted inside a prompt of ours: it cannot end the quote or open a tag. */
function quoteTitle(title: string): string {
  return title.replace(/["<>]/g, "'");
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
    prompt: `${s.brief}\n\nHere is the finished ${s.type.label.toLowerCase()} "${title}":\n<text>\n${text.slice(0, 6000)}\n</text>\n\nWrite its metadata: ${s.conventions.meta} that contains the main keyword and invites the click; a synopsis (one or two sentences); an abstract (one paragraph summarising what a reader learns); ${s.conventions.slug}; 3 to 8 keywords ${s.conventions.words}, the main one first.`,
  };
}

/** Short types whose structured answer was unusable: the content alone, as HTML. */
export function plainContentPrompt(input: GenerationInput) {
  const s = shared(input);
  return {
    system: s.system,
    prompt: `${s.brief}\n\nWrite the ${s.type.label.toLowerCase()}, about ${s.words} words.\n${s.guidance}\n${s.avoid}\nReturn only the HTML of the content.`,
  };
}

/**
 * Short types: everything in one structured answer. Its prompt does not list the phrases to
 * avoid (a short piece has few; the repair pass still rewrites what is flagged).
 */
export function singlePrompt(input: GenerationInput) {
  const s = shared(input);
  const extras = [
    input.contentType === "social"
      ? `a caption (the post's first line, the hook) and 3 to 10 hashtags ${s.conventions.words}`
      : "",
    input.contentType === "video"
      ? "a video description for the platform (2 to 4 sentences with the main keyword)"
      : "",
  ]
    .filter(Boolean)
    .join("; ");
  return {
    system: s.system,
    prompt: `${s.brief}\n\nWrite the ${s.type.label.toLowerCase()}, about ${s.words} words.\n${s.guidance}\nReturn: the title; the content as HTML; ${s.conventions.meta}; a synopsis (one sentence); an abstract (one short paragraph); ${s.conventions.slug}; 3 to 8 keywords ${s.conventions.words}, the main one first${extras ? `; ${extras}` : ""}.`,
  };
}
