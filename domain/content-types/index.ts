/**
 * The content-type catalogue (spec sections 2 "Create tab" and "Presets tab", 3 "Content types and
 * their options", 5 "Required fields", 8 "Missing Information"). It is the one place that says which
 * form fields a type uses, which options each select offers, which templates exist and what the
 * messages read. The create form, the preset dialog, the shared request schema
 * (`generation-input.ts`) and the generator all read it; no option value is repeated elsewhere.
 */
import { blog } from "./blog";
import { ecommerce } from "./ecommerce";
import { email } from "./email";
import { help } from "./help";
import { social } from "./social";
import {
  CONTENT_TYPES,
  type ContentType,
  type ContentTypeSpec,
  type FieldName,
  type FieldSpec,
  type LengthSpec,
  PRESET_OPTION_COUNT,
  type SelectOption,
} from "./types";
import { video } from "./video";
import { website } from "./website";

export * from "./types";

/** Every type's entry (one file each), keyed by its id. */
export const CONTENT_TYPE_CATALOGUE = {
  blog,
  help,
  website,
  social,
  video,
  email,
  ecommerce,
} as const satisfies { readonly [T in ContentType]: ContentTypeSpec & { readonly id: T } };

export type ContentTypeCatalogue = typeof CONTENT_TYPE_CATALOGUE;

/** The fields of one type, with their literal option values. */
export type FieldsOf<T extends ContentType> = ContentTypeCatalogue[T]["fields"];

/** The names of the fields a type uses. */
export type FieldNameOf<T extends ContentType> = keyof FieldsOf<T> & FieldName;

/** The select fields of a type. */
export type SelectFieldOf<T extends ContentType> = {
  [K in FieldNameOf<T>]: FieldsOf<T>[K] extends { kind: "select" } ? K : never;
}[FieldNameOf<T>];

/**
 * Every value a select field accepts: the create screen's options plus any preset-only ones (a blog
 * preset may ask for 2000 words).
 */
export type OptionValueOf<T extends ContentType, K extends FieldNameOf<T>> =
  | (FieldsOf<T>[K] extends { options: readonly SelectOption[] }
      ? FieldsOf<T>[K]["options"][number]["value"]
      : never)
  | (ContentTypeCatalogue[T]["presetOptions"]["options"] extends infer P
      ? K extends keyof P
        ? P[K] extends readonly SelectOption[]
          ? P[K][number]["value"]
          : never
        : never
      : never);

/** The template names of a type. */
export type TemplateOf<T extends ContentType> = ContentTypeCatalogue[T]["templates"][number];

export function isContentType(value: unknown): value is ContentType {
  return typeof value === "string" && (CONTENT_TYPES as readonly string[]).includes(value);
}

/** The catalogue entry of a type. */
export function contentTypeOf<T extends ContentType>(id: T): ContentTypeCatalogue[T] {
  return CONTENT_TYPE_CATALOGUE[id];
}

/** The fields of a type as entries in form order, for rendering and generic checks. */
export function fieldsOf(id: ContentType): ReadonlyArray<readonly [FieldName, FieldSpec]> {
  return Object.entries(CONTENT_TYPE_CATALOGUE[id].fields) as Array<[FieldName, FieldSpec]>;
}

/** The field of a type by name, or undefined when the type does not use it. */
export function fieldOf(id: ContentType, name: FieldName): FieldSpec | undefined {
  const fields: ContentTypeSpec["fields"] = CONTENT_TYPE_CATALOGUE[id].fields;
  return fields[name];
}

/** Names of the fields that must be filled before generating (spec section 5). */
export function requiredFieldsOf(id: ContentType): FieldName[] {
  return fieldsOf(id)
    .filter(([, field]) => field.required)
    .map(([name]) => name);
}

/** The initial values of the select fields of a type (what the create form starts with). */
export function selectDefaultsOf(id: ContentType): Partial<Record<FieldName, string>> {
  const defaults: Partial<Record<FieldName, string>> = {};
  for (const [name, field] of fieldsOf(id)) {
    if (field.kind === "select") defaults[name] = field.default;
  }
  return defaults;
}

/**
 * The options the Create Preset dialog offers for a select field: the set the spec gives for it
 * (blog word count, video script length), otherwise the first PRESET_OPTION_COUNT of the create
 * screen's. Empty when the type has no such select.
 */
export function presetOptionsOf(id: ContentType, name: FieldName): readonly SelectOption[] {
  const overrides: ContentTypeSpec["presetOptions"]["options"] =
    CONTENT_TYPE_CATALOGUE[id].presetOptions.options;
  const field = fieldOf(id, name);
  return (
    overrides[name] ?? (field?.kind === "select" ? field.options.slice(0, PRESET_OPTION_COUNT) : [])
  );
}

/**
 * Every value a select field accepts (create screen first, then any preset-only ones). Empty when
 * the type has no such select.
 */
export function acceptedOptionsOf(id: ContentType, name: FieldName): readonly SelectOption[] {
  const field = fieldOf(id, name);
  if (field?.kind !== "select") return [];
  const known = new Set(field.options.map((o) => o.value));
  return [...field.options, ...presetOptionsOf(id, name).filter((o) => !known.has(o.value))];
}

/**
 * How many words a generation should aim for: the words of the chosen length option (wordCount or
 * scriptLength), else of the field's default, or the type's fixed length when it has no choice.
 */
export function targetWordCount(id: ContentType, lengthValue?: string): number {
  const length: LengthSpec = CONTENT_TYPE_CATALOGUE[id].length;
  if ("fixedWords" in length) return length.fixedWords;
  const field = fieldOf(id, length.field);
  const options = acceptedOptionsOf(id, length.field);
  const chosen =
    options.find((o) => o.value === lengthValue) ??
    options.find((o) => field?.kind === "select" && o.value === field.default);
  if (chosen?.words === undefined) throw new Error(`No length option for ${id}`);
  return chosen.words;
}
