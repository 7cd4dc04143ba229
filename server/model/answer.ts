import type { JSONSchema7 } from "ai";
import { z } from "zod";
import { schemaKeys } from "./lenient-json";

/**
 * A structured answer a model is asked for (docs/decisions/0007-structured-answers.md): the
 * bounded JSON schema the model is given and the lenient schema that validates what comes back.
 * The pipeline's answers (server/generation/answers.ts) and the Idea Lab's are defined with it.
 */
export type Answer<T = Record<string, unknown>> = {
  /** Names the answer (tool and schema name). */
  name: string;
  /** The bounded JSON schema the model is given. */
  schema: JSONSchema7;
  /** The answer's shape with placeholder values, for prompts that must state it (json_object). */
  example: Record<string, unknown>;
  /** The keys of the answer, for lenient parsing. */
  keys: { top: readonly string[]; all: ReadonlySet<string> };
  /** Validates what came back, leniently. */
  validate(value: unknown): { ok: true; value: T } | { ok: false; error: string };
  /** The fields of a failed answer that are valid on their own. */
  salvage(value: unknown): Partial<T>;
  /** A token budget that lets a bounded answer always finish. */
  maxOutputTokens: number;
};

/** The most characters of strings an answer of this schema can hold. */
function longest(schema: JSONSchema7): number {
  if (schema.type === "string") return schema.maxLength ?? 200;
  if (schema.type === "array" && schema.items && typeof schema.items === "object") {
    return (schema.maxItems ?? 10) * longest(schema.items as JSONSchema7);
  }
  return Object.values(schema.properties ?? {}).reduce<number>(
    (sum, property) => sum + (typeof property === "object" ? longest(property) : 0),
    0,
  );
}

/** "sections: expected array, received string; keywords: too small" (never the values). */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 6)
    .map((issue) => `${issue.path.join(".") || "answer"}: ${issue.message}`)
    .join("; ")
    .slice(0, 480);
}

/** An answer from its bounded schema (sent to the model) and lenient schema (validating). */
export function defineAnswer<T extends z.ZodObject>(
  name: string,
  bounded: z.ZodObject,
  lenient: T,
  example: Record<string, unknown>,
): Answer<z.infer<T>> {
  const schema = z.toJSONSchema(bounded) as JSONSchema7;
  return {
    name,
    schema,
    example,
    keys: { top: Object.keys(lenient.shape), all: schemaKeys(schema) },
    validate(value) {
      const parsed = lenient.safeParse(value);
      return parsed.success
        ? { ok: true, value: parsed.data }
        : { ok: false, error: describeIssues(parsed.error) };
    },
    salvage(value) {
      if (value === null || typeof value !== "object") return {};
      const found: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(lenient.shape)) {
        const parsed = (field as z.ZodType).safeParse((value as Record<string, unknown>)[key]);
        if (parsed.success && parsed.data !== undefined) found[key] = parsed.data;
      }
      return found as Partial<z.infer<T>>;
    },
    // At worst one token per character of every string, plus the JSON around them.
    maxOutputTokens: Math.min(12_000, Math.round(longest(schema) * 1.2) + 300),
  };
}
