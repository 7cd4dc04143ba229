/**
 * Presets (spec sections 2 "Presets tab", 3 "Preset", 5 and 8): a named set of generation
 * settings for one content type, and how using one with a topic becomes a generation request.
 * The options and templates a preset may hold come from the catalogue in `content-types/`
 * (`presetOptionsOf`, `presetOptions.templates`); the request is checked by `generation-input.ts`.
 */
import { z } from "zod";
import type { ParseResult } from "./api/errors";
import {
  CONTENT_TYPES,
  type ContentType,
  contentTypeOf,
  type FieldName,
  fieldsOf,
  isContentType,
  presetOptionsOf,
  type SelectOption,
} from "./content-types";
import {
  GENERATION_MESSAGES,
  type GenerationInputResult,
  MAX_KEYWORD_LENGTH,
  MAX_KEYWORDS,
  parseGenerationInput,
  problemOf,
  sourceIdsSchema,
  TEXT_FIELD_MAX_LENGTH,
  voiceIdSchema,
} from "./generation-input";
import { isLanguage, LANGUAGE_CODES, type Language } from "./languages";

// The Use Preset request's check, in its own file so the create screen (which sends Use Preset
// requests through the generations contract) does not download the rest of this module.
import {
  blankToUndefined,
  PRESET_MESSAGES,
  type UsePresetInput,
  usePresetSchema,
} from "./preset-use";

export {
  PRESET_CONTEXT_MAX_LENGTH,
  PRESET_MESSAGES,
  PRESET_TOPIC_MAX_LENGTH,
  type UsePresetInput,
  usePresetSchema,
} from "./preset-use";

const M = GENERATION_MESSAGES;

export const PRESET_NAME_MAX_LENGTH = 100;
/** Presets one user may keep: enough for any real use, and the list stays one page's work. */
export const PRESETS_PER_USER_MAX = 100;
/** The most presets GET /api/presets answers at once. */
export const PRESET_PAGE_MAX = 100;

/** The settings a preset may hold (spec section 3), besides `templates`. */
export const PRESET_SETTING_NAMES = [
  "tone",
  "audience",
  "wordCount",
  "platform",
  "pageType",
  "format",
  "scriptLength",
  "scriptStyle",
  "goal",
  "topic",
] as const satisfies readonly FieldName[];
export type PresetSettingName = (typeof PRESET_SETTING_NAMES)[number];

export type PresetField =
  | {
      readonly name: PresetSettingName;
      readonly kind: "select";
      readonly options: readonly SelectOption[];
      readonly default: string;
    }
  | { readonly name: PresetSettingName; readonly kind: "text"; readonly maxLength: number };

export type PresetSettings = Partial<Record<PresetSettingName, string>> & {
  templates: string[];
  /** The language its posts are written in; without one, the interface language when used. */
  language?: Language;
  /** The sources its pieces are written from (issue 27); checked again when it is used. */
  sourceIds?: string[];
  /** The voice its pieces are written in (issue 29); checked when it is used. */
  voiceId?: string;
};

/** A saved preset as the Presets tab receives it. */
export type PresetSummary = {
  id: string;
  name: string;
  contentType: ContentType;
  settings: PresetSettings;
  /** ISO 8601. */
  createdAt: string;
};

function isSettingName(name: FieldName): name is PresetSettingName {
  return (PRESET_SETTING_NAMES as readonly string[]).includes(name);
}

/**
 * The settings a preset of this type holds, in the create form's order: every choice of the
 * type (its selects, with the preset's smaller option sets) and its goal or call to action.
 * Free text that differs each time (title, a blog topic, descriptions) is asked for on use.
 */
export function presetFieldsOf(type: ContentType): PresetField[] {
  const fields: PresetField[] = [];
  for (const [name, spec] of fieldsOf(type)) {
    if (!isSettingName(name)) continue;
    if (spec.kind === "select") {
      fields.push({
        name,
        kind: "select",
        options: presetOptionsOf(type, name),
        default: spec.default,
      });
    } else if (name === "goal") {
      fields.push({ name, kind: "text", maxLength: TEXT_FIELD_MAX_LENGTH.goal });
    }
  }
  return fields;
}

/** The shorter template list of the Create Preset dialog. */
export function presetTemplatesOf(type: ContentType): readonly string[] {
  return contentTypeOf(type).presetOptions.templates;
}

/** The settings a new preset of this type starts with: each select's default, no template. */
export function defaultPresetSettings(type: ContentType): PresetSettings {
  const settings: PresetSettings = { templates: [] };
  for (const field of presetFieldsOf(type)) {
    if (field.kind === "select") settings[field.name] = field.default;
  }
  return settings;
}

// ---------------------------------------------------------------------------------------------
// Schemas

function settingSchema(field: PresetField): z.ZodType {
  if (field.kind === "text") {
    return z.preprocess(
      blankToUndefined,
      z.string({ error: M.notText }).trim().max(field.maxLength, M.tooLong).optional(),
    );
  }
  const values = field.options.map((o) => o.value) as [string, ...string[]];
  return z.preprocess(
    (value) => blankToUndefined(typeof value === "number" ? String(value) : value),
    z.enum(values, { error: M.invalidOption }).default(field.default),
  );
}

function templatesSchema(type: ContentType) {
  const templates = presetTemplatesOf(type) as [string, ...string[]];
  return z.preprocess(
    (value) => {
      const given = blankToUndefined(value);
      if (given === undefined) return [];
      return typeof given === "string" ? [given] : given;
    },
    z
      .array(z.enum(templates, { error: PRESET_MESSAGES.template }), { error: M.oneTemplate })
      .max(1, M.oneTemplate),
  );
}

/** The settings of one type; settings of other types are dropped. */
export function presetSettingsSchema(type: ContentType) {
  const shape: Record<string, z.ZodType> = {
    templates: templatesSchema(type),
    language: z.preprocess(
      blankToUndefined,
      z.enum(LANGUAGE_CODES, { error: M.language }).optional(),
    ),
    sourceIds: sourceIdsSchema,
    voiceId: voiceIdSchema,
  };
  for (const field of presetFieldsOf(type)) shape[field.name] = settingSchema(field);
  return z.object(shape) as unknown as z.ZodType<PresetSettings>;
}

const SETTINGS_SCHEMAS = Object.fromEntries(
  CONTENT_TYPES.map((type) => [type, presetSettingsSchema(type)]),
) as Record<ContentType, z.ZodType<PresetSettings>>;

const nameSchema = z
  .string({ error: PRESET_MESSAGES.nameRequired })
  .trim()
  .min(1, PRESET_MESSAGES.nameRequired)
  .max(PRESET_NAME_MAX_LENGTH, M.tooLong);

const contentTypeSchema = z.enum(CONTENT_TYPES, { error: M.contentType });

/** A new preset: a trimmed, non-blank name, a content type and that type's settings. */
export const createPresetSchema = z
  .object({
    name: nameSchema,
    contentType: contentTypeSchema,
    settings: z.unknown().optional(),
  })
  .transform((value, ctx) => {
    const settings = SETTINGS_SCHEMAS[value.contentType].safeParse(value.settings ?? {});
    if (!settings.success) {
      for (const issue of settings.error.issues) {
        // The issue as it is (its limit included), placed under `settings`.
        ctx.addIssue({ ...issue, path: ["settings", ...issue.path] });
      }
      return z.NEVER;
    }
    return { name: value.name, contentType: value.contentType, settings: settings.data };
  });

export type CreatePresetInput = z.output<typeof createPresetSchema>;

/**
 * Checks a new preset; on failure the first problem, naming the field at fault ("name",
 * "contentType", or the setting: "tone", "templates"...).
 */
export function parseCreatePreset(raw: unknown): ParseResult<CreatePresetInput> {
  const result = createPresetSchema.safeParse(raw);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, problem: problemOf(result.error) };
}

// ---------------------------------------------------------------------------------------------
// From a preset to a generation request

/**
 * A stored preset's settings, read forgivingly: a value the catalogue no longer offers falls back
 * to the default and an unknown template is dropped, so an old preset stays usable.
 */
export function readPresetSettings(type: ContentType, raw: unknown): PresetSettings {
  const stored = (raw !== null && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const settings: PresetSettings = { templates: [] };
  for (const field of presetFieldsOf(type)) {
    const parsed = settingSchema(field).safeParse(stored[field.name]);
    const value = parsed.success
      ? parsed.data
      : field.kind === "select"
        ? field.default
        : undefined;
    if (typeof value === "string") settings[field.name] = value;
  }
  const templates = Array.isArray(stored.templates) ? stored.templates : [];
  const known = templates.find((t) => presetTemplatesOf(type).includes(t as string));
  if (typeof known === "string") settings.templates = [known];
  if (isLanguage(stored.language)) settings.language = stored.language;
  const sourceIds = sourceIdsSchema.safeParse(stored.sourceIds);
  if (sourceIds.success && sourceIds.data?.length) settings.sourceIds = sourceIds.data;
  const voiceId = voiceIdSchema.safeParse(stored.voiceId);
  if (voiceId.success && voiceId.data) settings.voiceId = voiceId.data;
  return settings;
}

/** Cuts text to at most `max` characters at a word boundary. */
function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const space = head.lastIndexOf(" ");
  return (space > max / 2 ? head.slice(0, space) : head).trim();
}

/** The topic, then the context: for types whose one free-text field carries the message. */
function topicWithContext(use: UsePresetInput): string {
  return use.additionalContext ? `${use.topic}\n\n${use.additionalContext}` : use.topic;
}

/**
 * A video script has no description: its "Additional Details" (keywords) carry the topic when a
 * separate title was given, and the additional context split at commas, lines and full stops.
 */
function videoDetails(use: UsePresetInput): string[] {
  const parts = [
    ...(use.title !== use.topic ? [use.topic] : []),
    ...(use.additionalContext?.split(/[,\n;]|\.\s/) ?? []),
  ];
  return parts
    .map((part) => cut(part.trim().replace(/\.$/, ""), MAX_KEYWORD_LENGTH))
    .filter((part) => part !== "")
    .slice(0, MAX_KEYWORDS);
}

/**
 * The generation request for a preset used with a topic (not yet checked): the preset's settings,
 * template, sources and voice (those given on use instead, when any), the title (the topic when none is given), and the topic and context placed in the
 * fields each type has for them, so every required field is filled:
 * - blog: topic, description = context
 * - help: feature name = topic, additional context = context
 * - website, social, email, e-commerce: the message field (brand message, main message, email
 *   purpose, product details) = topic followed by the context; the campaign or content type of
 *   e-mail and e-commerce comes from the preset
 * - video: the theme comes from the preset; the topic (when a separate title was given) and the
 *   context become its additional details
 */
export function presetGenerationRequest(
  preset: { contentType: ContentType; settings: unknown },
  use: UsePresetInput,
): Record<string, unknown> {
  const type = preset.contentType;
  const { templates, ...settings } = readPresetSettings(type, preset.settings);
  const request: Record<string, unknown> = {
    ...settings,
    contentType: type,
    title: use.title,
    template: templates[0],
    language: settings.language ?? use.language,
    // The sources chosen in the Use Preset dialog, else the preset's own.
    sourceIds: use.sourceIds ?? settings.sourceIds,
    // The voice chosen on use (through the API), else the preset's own (issue 29).
    voiceId: use.voiceId ?? settings.voiceId,
  };
  switch (type) {
    case "blog":
      return { ...request, topic: use.topic, description: use.additionalContext };
    case "help":
      return { ...request, featureName: use.topic, description: use.additionalContext };
    case "video":
      return { ...request, keywords: videoDetails(use) };
    case "website":
    case "social":
    case "email":
    case "ecommerce":
      return { ...request, description: topicWithContext(use) };
  }
}

/**
 * Checks a Use Preset request and turns it into a checked generation request. A blank topic gives
 * "Missing Information" with the Use Preset message (spec section 8).
 */
export function presetGenerationInput(
  preset: { contentType: string; settings: unknown },
  rawUse: unknown,
): GenerationInputResult {
  const use = usePresetSchema.safeParse(rawUse ?? {});
  if (!use.success) {
    const problem = problemOf(use.error);
    return {
      ok: false,
      problem:
        problem.message === PRESET_MESSAGES.topicRequired
          ? { ...problem, title: M.missingInformationTitle }
          : problem,
    };
  }
  if (!isContentType(preset.contentType))
    return { ok: false, problem: { title: M.validationErrorTitle, message: M.checkInput } };
  return parseGenerationInput(
    presetGenerationRequest(
      { contentType: preset.contentType, settings: preset.settings },
      use.data,
    ),
  );
}
