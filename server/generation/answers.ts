import type { ContentType } from "@domain/content-types";
import { type JSONSchema7, jsonSchema, Output } from "ai";
import { z } from "zod";

/**
 * The structured answers the pipeline asks models for. Each exists twice: a bounded form whose
 * JSON schema goes to the model (a local model's grammar then cannot write endless strings, and
 * hosted models get the limits as guidance), and a lenient form that validates what comes back
 * (grammars count string length differently from JavaScript; lengths are fitted afterwards).
 */
type Bounded = boolean;

const text = (bounded: Bounded, max: number) => (bounded ? z.string().max(max) : z.string());
const list = <T extends z.ZodType>(bounded: Bounded, item: T, max: number) =>
  z.array(item).max(bounded ? max : max * 2);

function outline(bounded: Bounded) {
  return z.object({
    title: text(bounded, 120).min(1),
    sections: z
      .array(
        z.object({
          heading: text(bounded, 120).min(1),
          points: list(bounded, text(bounded, 150), 5),
        }),
      )
      .min(1)
      .max(bounded ? 7 : 10),
    faq: list(bounded, text(bounded, 150), 4),
  });
}

function metadata(bounded: Bounded) {
  return z.object({
    metaDescription: text(bounded, 300),
    synopsis: text(bounded, 300),
    abstract: text(bounded, 800),
    slug: text(bounded, 100),
    keywords: list(bounded, text(bounded, 60), 8),
  });
}

function single(bounded: Bounded, type: ContentType, contentChars: number) {
  // Title and content first: they stream to the reader first, and an answer cut short keeps them.
  const base = z
    .object({ title: text(bounded, 120), content: text(bounded, contentChars) })
    .extend(metadata(bounded).shape);
  if (type === "social") {
    return base.extend({
      caption: text(bounded, 300),
      hashtags: list(bounded, text(bounded, 30), 10),
    });
  }
  if (type === "video") return base.extend({ videoDescription: text(bounded, 600) });
  return base;
}

export type Answer<T extends z.ZodType> = {
  /** The bounded JSON schema the model is given. */
  schema: JSONSchema7;
  /** For `output:` of generateText/streamText: the bounded JSON schema, parsed but not validated. */
  output: ReturnType<typeof Output.object>;
  /** Validates what came back, leniently. */
  parse(value: unknown): z.infer<T> | null;
  /** A token budget that lets a bounded answer always finish. */
  maxOutputTokens: number;
};

function answer<T extends z.ZodType>(bounded: z.ZodType, lenient: T): Answer<T> {
  const schema = z.toJSONSchema(bounded) as JSONSchema7;
  const characters =
    JSON.stringify(schema)
      .match(/"maxLength":(\d+)/g)
      ?.reduce((sum, m) => sum + Number(m.split(":")[1]), 0) ?? 0;
  return {
    schema,
    output: Output.object({ schema: jsonSchema<Record<string, unknown>>(schema) }),
    parse(value) {
      const parsed = lenient.safeParse(value);
      return parsed.success ? parsed.data : null;
    },
    // At worst one token per character of every string, plus the JSON around them.
    maxOutputTokens: Math.min(12_000, Math.round(characters * 1.2) + 300),
  };
}

export const outlineAnswer = () => answer(outline(true), outline(false));
export const metadataAnswer = () => answer(metadata(true), metadata(false));
export const singleAnswer = (type: ContentType, words: number) => {
  const contentChars = Math.round(words * 9) + 400;
  return answer(single(true, type, contentChars), single(false, type, contentChars));
};

export type OutlineAnswer = z.infer<ReturnType<typeof outline>>;
export type MetadataAnswer = z.infer<ReturnType<typeof metadata>>;
export type SingleAnswer = z.infer<ReturnType<typeof metadata>> & {
  title: string;
  content: string;
  caption?: string;
  hashtags?: string[];
  videoDescription?: string;
};
