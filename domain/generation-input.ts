/**
 * The generation request, checked the same way in the browser and on the server (spec section 5
 * "Required fields" and "A further schema check", section 8 "Missing Information" and "Validation
 * Error"). Which fields a type has, which are required and which values a select accepts all come
 * from the catalogue in `content-types/`.
 */
import { z } from "zod";
import type { ParseResult, Problem } from "./api/errors";
import {
  acceptedOptionsOf,
  CONTENT_TYPE_CATALOGUE,
  type ContentType,
  type FieldName,
  type FieldNameOf,
  type FieldSpec,
  type FieldsOf,
  fieldsOf,
  isContentType,
  type OptionValueOf,
  requiredFieldsOf,
  type SelectFieldSpec,
  type TemplateOf,
} from "./content-types";
import { EVIDENCE_MESSAGES, MAX_SOURCES_PER_PIECE } from "./evidence";
import { GENERATION_MESSAGES } from "./generation-messages";
import { cleanKeywords, MAX_KEYWORD_LENGTH, MAX_KEYWORDS, parseKeywords } from "./keywords";
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, type Language } from "./languages";

/** Longest accepted value of each free-text field, in characters (after trimming). */
export const TEXT_FIELD_MAX_LENGTH = {
  title: 200,
  topic: 500,
  description: 2000,
  goal: 300,
  hashtags: 300,
  problemStatement: 1000,
  featureName: 200,
} as const satisfies Partial<Record<FieldName, number>>;

export { GENERATION_MESSAGES } from "./generation-messages";
export { MAX_KEYWORD_LENGTH, MAX_KEYWORDS } from "./keywords";

const M = GENERATION_MESSAGES;

type TextFieldName = keyof typeof TEXT_FIELD_MAX_LENGTH;

// ---------------------------------------------------------------------------------------------
// Field schemas (messages are keys; `problemOf` adds the field and the limit)

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** Blank optional values (null, "", "  ") count as not given. */
function blankToUndefined(value: unknown): unknown {
  return isBlank(value) ? undefined : value;
}

/** Numbers are accepted for selects whose values are numbers written as text ("1000"). */
function numberToString(value: unknown): unknown {
  return typeof value === "number" ? String(value) : value;
}

function textSchema(name: TextFieldName, required: boolean) {
  const text = z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? M.required : M.notText,
    })
    .trim()
    .min(1, M.required)
    .max(TEXT_FIELD_MAX_LENGTH[name], M.tooLong);
  return required ? text : z.preprocess(blankToUndefined, text.optional());
}

function selectSchema(type: ContentType, name: FieldName, spec: SelectFieldSpec) {
  const values = acceptedOptionsOf(type, name).map((o) => o.value);
  const choice = z.enum(values, {
    error: (issue) => (isBlank(issue.input) ? M.chooseOption : M.invalidOption),
  });
  return spec.required
    ? z.preprocess(numberToString, choice)
    : z.preprocess((v) => numberToString(blankToUndefined(v)), choice.default(spec.default));
}

/**
 * Keywords as a comma-separated string or a list: split, trimmed, blanks and repeats (ignoring
 * case) dropped; at most MAX_KEYWORDS of at most MAX_KEYWORD_LENGTH characters each.
 */
export const keywordsSchema = z
  .preprocess(
    blankToUndefined,
    z.union([z.string(), z.array(z.string())], { error: M.keywordsList }).optional(),
  )
  .transform((raw) => {
    if (raw === undefined) return [];
    return Array.isArray(raw) ? cleanKeywords(raw) : parseKeywords(raw);
  })
  .pipe(
    z
      .array(z.string().max(MAX_KEYWORD_LENGTH, M.keywordTooLong))
      .max(MAX_KEYWORDS, M.tooManyKeywords),
  );

const SOURCE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The sources a piece is written from (issue 27): optional, a list of at most
 * MAX_SOURCES_PER_PIECE source ids (repeats dropped; an empty list is none). Anything but a list
 * of ids is "Please check your input"; too many say the limit. Whether each is one of the user's
 * ready sources is the server's check (server/generation/start.ts).
 */
export const sourceIdsSchema = z.preprocess(
  (value) => {
    const given = blankToUndefined(value);
    return Array.isArray(given) ? [...new Set(given)] : given;
  },
  z
    .array(z.string({ error: M.checkInput }).regex(SOURCE_ID, M.checkInput), {
      error: M.checkInput,
    })
    .max(MAX_SOURCES_PER_PIECE, EVIDENCE_MESSAGES.tooManySources)
    .optional(),
);

/**
 * The voice a piece is written in (issue 29): optional, one voice id (blank is none). Anything
 * but an id is "Please check your input". Whether it is one of the user's learned voices is the
 * server's check (server/generation/start.ts). Not a prompt field: the voice reaches the prompts
 * in its own fence.
 */
export const voiceIdSchema = z.preprocess(
  blankToUndefined,
  z.string({ error: M.checkInput }).regex(SOURCE_ID, M.checkInput).optional(),
);

function fieldSchema(type: ContentType, name: FieldName, spec: FieldSpec): z.ZodType {
  switch (spec.kind) {
    case "select":
      return selectSchema(type, name, spec);
    case "keywords":
      return keywordsSchema;
    case "text":
    case "textarea":
      if (!(name in TEXT_FIELD_MAX_LENGTH)) throw new Error(`No length limit for field ${name}`);
      return textSchema(name as TextFieldName, spec.required);
  }
}

const languageSchema = z.preprocess(
  blankToUndefined,
  z.enum(LANGUAGE_CODES, { error: M.language }).default(DEFAULT_LANGUAGE),
);

function templateSchema(type: ContentType) {
  const { templates } = CONTENT_TYPE_CATALOGUE[type];
  return z.preprocess(
    blankToUndefined,
    z
      .enum(templates, {
        error: (issue) => (Array.isArray(issue.input) ? M.oneTemplate : M.template),
      })
      .optional(),
  );
}

// ---------------------------------------------------------------------------------------------
// One object schema per content type, built from the catalogue

type Field<T extends ContentType, K extends FieldNameOf<T>> = FieldsOf<T>[K];

/** The static type of the schema of one field, mirroring `fieldSchema`. */
type FieldSchemaOf<T extends ContentType, K extends FieldNameOf<T>> =
  Field<T, K> extends { kind: "keywords" }
    ? z.ZodType<string[]>
    : Field<T, K> extends { kind: "select" }
      ? z.ZodType<OptionValueOf<T, K>>
      : Field<T, K> extends { required: true }
        ? z.ZodType<string>
        : z.ZodOptional<z.ZodType<string>>;

type ShapeOf<T extends ContentType> = {
  contentType: z.ZodLiteral<T>;
  language: z.ZodType<Language>;
  template: z.ZodOptional<z.ZodType<TemplateOf<T>>>;
  sourceIds: z.ZodOptional<z.ZodType<string[]>>;
  voiceId: z.ZodOptional<z.ZodType<string>>;
} & { [K in FieldNameOf<T>]: FieldSchemaOf<T, K> };

function objectSchemaOf<T extends ContentType>(type: T) {
  const shape: Record<string, z.ZodType> = {
    contentType: z.literal(type),
    language: languageSchema,
    template: templateSchema(type),
    sourceIds: sourceIdsSchema,
    voiceId: voiceIdSchema,
  };
  for (const [name, spec] of fieldsOf(type)) shape[name] = fieldSchema(type, name, spec);
  return z.object(shape as ShapeOf<T>);
}

export const GENERATION_INPUT_SCHEMAS = {
  blog: objectSchemaOf("blog"),
  help: objectSchemaOf("help"),
  website: objectSchemaOf("website"),
  social: objectSchemaOf("social"),
  video: objectSchemaOf("video"),
  email: objectSchemaOf("email"),
  ecommerce: objectSchemaOf("ecommerce"),
} as const satisfies Record<ContentType, unknown>;

/**
 * A generation request. A missing content type means blog (spec section 5: "blog or default");
 * unknown keys are dropped; optional blank text becomes absent; optional selects get their default.
 */
export const generationInputSchema = z.preprocess(
  (raw) => (isPlainObject(raw) && isBlank(raw.contentType) ? { ...raw, contentType: "blog" } : raw),
  z.discriminatedUnion(
    "contentType",
    [
      GENERATION_INPUT_SCHEMAS.blog,
      GENERATION_INPUT_SCHEMAS.help,
      GENERATION_INPUT_SCHEMAS.website,
      GENERATION_INPUT_SCHEMAS.social,
      GENERATION_INPUT_SCHEMAS.video,
      GENERATION_INPUT_SCHEMAS.email,
      GENERATION_INPUT_SCHEMAS.ecommerce,
    ],
    {
      error: (issue) => (isPlainObject(issue.input) ? M.contentType : M.checkInput),
    },
  ),
);

export type GenerationInput = z.infer<typeof generationInputSchema>;
/** The request of one content type, e.g. `GenerationInputOf<"video">`. */
export type GenerationInputOf<T extends ContentType> = Extract<GenerationInput, { contentType: T }>;

export type GenerationInputResult = ParseResult<GenerationInput>;

/**
 * The problem of a failed schema check: its first issue, as a "Validation Error" with the field at
 * fault and the limit it broke. Shared by every schema of requests (presets use it too).
 */
/**
 * An issue's message when it is one of our message keys ("namespace:path"); zod's own English
 * text (a schema without a message for that case, e.g. a body of `null` where an object is
 * expected) never reaches a user: the fallback key does.
 */
export function messageKeyOr(message: string | undefined, fallback: string): string {
  return message && /^[a-z]+:[\w.]+$/.test(message) ? message : fallback;
}

export function problemOf(error: z.ZodError): Problem {
  const issue = error.issues[0];
  // The innermost name: "title", or "tone" for settings.tone; keywords.3 is "keywords".
  const field = issue?.path.findLast((part) => typeof part === "string");
  const max = issue && "maximum" in issue ? Number(issue.maximum) : undefined;
  return {
    title: M.validationErrorTitle,
    message: messageKeyOr(issue?.message, M.checkInput),
    ...(typeof field === "string" ? { field } : {}),
    ...(max === undefined ? {} : { params: { max } }),
  };
}

/**
 * Checks a generation request. A blank required field gives the type's "Missing Information"
 * message (spec section 8), checked first; any other problem gives "Validation Error" with the
 * first issue's message.
 */
export function parseGenerationInput(raw: unknown): GenerationInputResult {
  if (isPlainObject(raw)) {
    const type = isBlank(raw.contentType) ? "blog" : raw.contentType;
    if (isContentType(type) && requiredFieldsOf(type).some((name) => isBlank(raw[name]))) {
      return { ok: false, problem: missingInformation(type) };
    }
  }
  const result = generationInputSchema.safeParse(raw);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problem: problemOf(result.error) };
}

/** Spec section 8 "Missing Information", with the type's own message. */
export function missingInformation(type: ContentType): Problem {
  return {
    title: M.missingInformationTitle,
    message: `create:types.${type}.missingInformation`,
  };
}
