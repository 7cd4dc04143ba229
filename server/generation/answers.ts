import type { ContentType } from "@domain/content-types";
import { z } from "zod";
import { defineAnswer } from "../model";

/**
 * The structured answers the pipeline asks models for. Each exists twice: a bounded form whose
 * JSON schema goes to the model (a grammar then cannot write endless strings, and strict modes
 * get the limits of the product: title <= 60, meta description 120-160, 3-8 keywords), and a
 * lenient form that validates what comes back (grammars count lengths differently; lengths are
 * fitted afterwards, see ./finalize). Both are the shared shape of the answer: what fails the
 * lenient form goes back to the model with the error (@server/model), then falls back.
 */
type Bounded = boolean;

const text = (bounded: Bounded, min: number, max: number, lenientMax = max * 2) =>
  bounded ? z.string().min(min).max(max) : z.string().trim().min(Math.min(min, 1)).max(lenientMax);
const list = <T extends z.ZodType>(bounded: Bounded, item: T, min: number, max: number) =>
  z
    .array(item)
    .min(min)
    .max(bounded ? max : max * 2);

/** The fewest sections a long piece of this many words is planned in. */
export function minSections(words: number): number {
  return Math.min(6, Math.max(3, Math.round(words / 250)));
}

function outline(bounded: Bounded, sections: number, faq: boolean) {
  const shape = {
    title: text(bounded, 1, 60).describe(
      "The headline: under 60 characters, with the main keyword",
    ),
    sections: z
      .array(
        z.object({
          heading: text(bounded, 1, 70).describe("A descriptive H2 heading, not the title"),
          points: list(bounded, text(bounded, 1, 100), 1, 3).describe("Key points to cover"),
        }),
      )
      .min(sections, `the outline needs at least ${sections} sections for this length`)
      .max(bounded ? sections + 2 : 12)
      .describe(`The sections in order, at least ${sections}`),
  };
  const object = faq
    ? z.object({
        ...shape,
        // The bounded form has no default: strict modes take only plain required properties.
        faq: (bounded
          ? list(bounded, text(bounded, 1, 120), 0, 4)
          : list(false, z.string(), 0, 4).default([])
        ).describe("Up to 4 questions readers ask, for an FAQ; empty when none fits"),
      })
    : z.object(shape);
  if (bounded) return object;
  // The body never repeats the title as a heading: the model is asked to fix such an outline.
  return object.superRefine((value, context) => {
    value.sections.forEach((section, index) => {
      if (sameText(section.heading, value.title)) {
        context.addIssue({
          code: "custom",
          path: ["sections", index, "heading"],
          message: "repeats the title; give the section a heading of its own",
        });
      }
    });
  });
}

/** Headings compared as a reader would: case, punctuation and spacing aside. */
export function sameText(a: string, b: string): boolean {
  const fold = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
  return fold(a) === fold(b);
}

function metadata(bounded: Bounded) {
  return z.object({
    metaDescription: (bounded
      ? z.string().min(120).max(160)
      : z.string().trim().min(50).max(400)
    ).describe("120 to 160 characters with the main keyword, inviting the click"),
    synopsis: text(bounded, 1, 240).describe("One or two sentences"),
    abstract: text(bounded, 1, 500).describe("One paragraph: what a reader learns"),
    slug: text(bounded, 1, 59).describe(
      "Lowercase latin words joined by hyphens, under 60 characters",
    ),
    keywords: list(bounded, text(bounded, 1, 40), 3, 8).describe(
      "3 to 8 keywords, the main one first",
    ),
  });
}

function single(bounded: Bounded, type: ContentType, contentChars: number) {
  // Title and content first: they stream to the reader first, and an answer cut short keeps them.
  const base = z
    .object({
      title: text(bounded, 1, 60).describe("The title: under 60 characters"),
      content: text(bounded, 1, contentChars).describe("The content as HTML"),
    })
    .extend(metadata(bounded).shape);
  if (type === "social") {
    return base.extend({
      caption: text(bounded, 1, 200).describe("The post's first line, the hook"),
      hashtags: list(bounded, text(bounded, 1, 30), 3, 10).describe("3 to 10 hashtags"),
    });
  }
  if (type === "video") {
    return base.extend({
      videoDescription: text(bounded, 1, 500).describe("2 to 4 sentences for the platform"),
    });
  }
  return base;
}

const METADATA_EXAMPLE = {
  metaDescription:
    "A sentence of 120 to 160 characters with the main keyword that tells searchers what they get",
  synopsis: "One or two sentences on the piece.",
  abstract: "One paragraph on what a reader learns.",
  slug: "main-keyword-and-topic",
  keywords: ["main keyword", "second keyword", "third keyword"],
};

export const outlineAnswer = (sections: number, faq: boolean) =>
  defineAnswer("outline", outline(true, sections, faq), outline(false, sections, faq), {
    title: "A specific headline under 60 characters",
    sections: Array.from({ length: sections }, (_, i) => ({
      heading: `Heading of section ${i + 1}`,
      points: ["a key point", "another key point"],
    })),
    ...(faq ? { faq: ["A question readers ask?"] } : {}),
  });

export const metadataAnswer = () =>
  defineAnswer("metadata", metadata(true), metadata(false), METADATA_EXAMPLE);

export const singleAnswer = (type: ContentType, words: number) => {
  const contentChars = Math.round(words * 9) + 400;
  return defineAnswer(
    "content",
    single(true, type, contentChars),
    single(false, type, contentChars),
    {
      title: "The title, under 60 characters",
      content: "<p>The opening that answers the main question.</p><p>More paragraphs.</p>",
      ...METADATA_EXAMPLE,
      ...(type === "social"
        ? { caption: "The hook line", hashtags: ["#one", "#two", "#three"] }
        : {}),
      ...(type === "video" ? { videoDescription: "Two to four sentences for the platform." } : {}),
    },
  );
};

export type OutlineAnswer = z.infer<ReturnType<typeof outline>> & { faq?: string[] };
export type MetadataAnswer = z.infer<ReturnType<typeof metadata>>;
export type SingleAnswer = MetadataAnswer & {
  title: string;
  content: string;
  caption?: string;
  hashtags?: string[];
  videoDescription?: string;
};
