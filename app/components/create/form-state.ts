/**
 * The create form's values and the rules for changing and checking them (spec section 4 "Create
 * flow", section 5 "Required fields", section 8 "Missing Information" and "Validation Error").
 * Everything about types, fields and options comes from the catalogue.
 */

import type { Problem } from "@domain/api/errors";
import {
  type ContentType,
  contentTypeOf,
  FIELD_NAMES,
  type FieldName,
  fieldOf,
  fieldsOf,
  isContentType,
  requiredFieldsOf,
  selectDefaultsOf,
} from "@domain/content-types";
import {
  GENERATION_MESSAGES,
  type GenerationInput,
  parseGenerationInput,
} from "@domain/generation-input";

/** What the form may be pre-filled with (an idea, a pending generation): field name to value. */
export type CreateDefaults = Partial<Record<string, string>> & { contentType?: ContentType };

export type CreateFormState = {
  readonly type: ContentType;
  /**
   * Free-text values by field name. They are kept across type changes, so a field the new type
   * shares (title, topic, description, ...) keeps what was typed.
   */
  readonly text: Partial<Record<FieldName, string>>;
  /** Values of the current type's selects. */
  readonly selects: Partial<Record<FieldName, string>>;
  /** The chosen template (its catalogue name), if any. */
  readonly template?: string;
};

/** What the shared check found (locale keys), and the fields at fault in form order. */
export type CreateProblem = Problem & { readonly fields: readonly FieldName[] };

export type CreateCheck =
  | { readonly ok: true; readonly value: GenerationInput }
  | ({ readonly ok: false } & CreateProblem);

const FIELD_SET: ReadonlySet<string> = new Set(FIELD_NAMES);

function isOption(type: ContentType, name: FieldName, value: string | undefined): boolean {
  const field = fieldOf(type, name);
  return field?.kind === "select" && field.options.some((o) => o.value === value);
}

/** The type's select defaults, with any given value the select offers. */
function selectsOf(type: ContentType, given: Partial<Record<string, string>> = {}) {
  const selects = selectDefaultsOf(type);
  for (const name of Object.keys(selects) as FieldName[]) {
    if (isOption(type, name, given[name])) selects[name] = given[name];
  }
  return selects;
}

export function initialFormState(defaults: CreateDefaults = {}): CreateFormState {
  const type: ContentType = isContentType(defaults.contentType) ? defaults.contentType : "blog";
  const text: Partial<Record<FieldName, string>> = {};
  for (const [name, value] of Object.entries(defaults)) {
    if (FIELD_SET.has(name) && typeof value === "string") text[name as FieldName] = value;
  }
  const templates: readonly string[] = contentTypeOf(type).templates;
  const template = templates.find((t) => t === defaults.template);
  return { type, text, selects: selectsOf(type, defaults), ...(template ? { template } : {}) };
}

/** A new type keeps the typed text, starts its selects at their defaults and clears the template. */
export function switchType(state: CreateFormState, type: ContentType): CreateFormState {
  if (type === state.type) return state;
  return { type, text: state.text, selects: selectsOf(type) };
}

export function setField(state: CreateFormState, name: FieldName, value: string): CreateFormState {
  const select = fieldOf(state.type, name)?.kind === "select";
  return select
    ? { ...state, selects: { ...state.selects, [name]: value } }
    : { ...state, text: { ...state.text, [name]: value } };
}

/** Chooses a template; choosing the chosen one again clears it. */
export function toggleTemplate(state: CreateFormState, template: string): CreateFormState {
  const { template: current, ...rest } = state;
  return current === template ? rest : { ...rest, template };
}

/** The value a field of the current type shows. */
export function fieldValue(state: CreateFormState, name: FieldName): string {
  const select = fieldOf(state.type, name)?.kind === "select";
  return (select ? state.selects[name] : state.text[name]) ?? "";
}

/** Required fields of the current type that are still blank. */
export function missingFieldsOf(state: CreateFormState): FieldName[] {
  return requiredFieldsOf(state.type).filter((name) => fieldValue(state, name).trim() === "");
}

/**
 * The request as the schema reads it: the current type's fields only, and the research sources
 * chosen for the piece (issue 27) when there are any.
 */
export function rawInputOf(
  state: CreateFormState,
  language: string,
  sourceIds: readonly string[] = [],
  voiceId = "",
): Record<string, unknown> {
  const raw: Record<string, unknown> = { contentType: state.type, language };
  for (const [name] of fieldsOf(state.type)) raw[name] = fieldValue(state, name);
  if (state.template) raw.template = state.template;
  if (sourceIds.length > 0) raw.sourceIds = [...sourceIds];
  if (voiceId) raw.voiceId = voiceId;
  return raw;
}

/** Checks the form the way the server will, with the shared request schema. */
export function checkGeneration(
  state: CreateFormState,
  language: string,
  sourceIds: readonly string[] = [],
  voiceId = "",
): CreateCheck {
  const result = parseGenerationInput(rawInputOf(state, language, sourceIds, voiceId));
  if (result.ok) return result;
  const { problem } = result;
  const fields =
    problem.title === GENERATION_MESSAGES.missingInformationTitle
      ? missingFieldsOf(state)
      : problem.field && FIELD_SET.has(problem.field)
        ? [problem.field as FieldName]
        : [];
  return { ok: false, ...problem, fields };
}

/**
 * What a research brief is about and what its terms are measured against (issue 27): the piece's
 * topic (its topic field, else its title, else the first text typed) and everything typed in the
 * current type's text fields.
 */
export function draftOf(state: CreateFormState): { topic: string; text: string } {
  const typed = fieldsOf(state.type)
    .filter(([, spec]) => spec.kind !== "select")
    .map(([name]) => [name, fieldValue(state, name).trim()] as const)
    .filter(([, value]) => value !== "");
  const typedOf = (name: FieldName) => typed.find(([field]) => field === name)?.[1];
  const topic = typedOf("topic") ?? typedOf("title") ?? typed[0]?.[1] ?? "";
  return { topic, text: typed.map(([, value]) => value).join("\n") };
}
