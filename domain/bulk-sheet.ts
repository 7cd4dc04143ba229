/**
 * A bulk spreadsheet's columns and how one row becomes a generation request (issue 30, pure:
 * shared by the server's check and the Bulk screen). Headers are matched ignoring case, spaces,
 * underscores and hyphens. A row's `topic` goes to the field each type has for its subject (as
 * Use Preset places it); the title defaults to the topic; a select takes its value or its label;
 * a required select left blank takes its default (as the Create form starts). A row naming a
 * preset is the Use Preset request of that preset with the row's topic, title, language and voice.
 * Every request is then checked with the generation input's shared parse function.
 */
import { BULK_MESSAGES } from "./bulk";
import {
  acceptedOptionsOf,
  CONTENT_TYPE_CATALOGUE,
  CONTENT_TYPES,
  type ContentType,
  type FieldName,
  fieldsOf,
  isContentType,
} from "./content-types";
import {
  GENERATION_MESSAGES,
  type GenerationInputResult,
  parseGenerationInput,
} from "./generation-input";
import { englishName, LANGUAGE_CODES } from "./languages";
import { presetGenerationInput } from "./presets";

/** The columns a spreadsheet may have besides the type's options (field names). */
export const BULK_BASE_COLUMNS = [
  "topic",
  "contentType",
  "title",
  "keywords",
  "audience",
  "language",
  "preset",
  "voice",
  "template",
] as const;

/** A select field named `topic` (video theme, e-mail campaign type, e-commerce copy type). */
const KIND_COLUMN = "kind";

/** Every option field of every type, by name (tone, wordCount, platform...). */
const OPTION_FIELDS: readonly FieldName[] = [
  ...new Set(
    CONTENT_TYPES.flatMap((type) => fieldsOf(type).map(([name]) => name)).filter(
      (name) => !["topic", "title", "keywords", "audience"].includes(name),
    ),
  ),
];

export type BulkColumn =
  | (typeof BULK_BASE_COLUMNS)[number]
  | typeof KIND_COLUMN
  | Exclude<FieldName, "topic" | "title" | "keywords" | "audience">;

/** Every column a spreadsheet may have, in the order the screen lists them. */
export const BULK_COLUMNS: readonly BulkColumn[] = [
  ...BULK_BASE_COLUMNS,
  KIND_COLUMN,
  ...(OPTION_FIELDS as BulkColumn[]),
];

export function normalizeHeader(header: string): string {
  return header.toLowerCase().replace(/[\s_-]+/g, "");
}

const ALIASES: Record<string, BulkColumn> = {
  type: "contentType",
  targetaudience: "audience",
  theme: KIND_COLUMN,
  campaigntype: KIND_COLUMN,
  copytype: KIND_COLUMN,
};

/** The column a header names, or null when it names none (such a column is ignored). */
export function bulkColumnOf(header: string): BulkColumn | null {
  const key = normalizeHeader(header);
  return ALIASES[key] ?? BULK_COLUMNS.find((column) => normalizeHeader(column) === key) ?? null;
}

export type BulkCells = Partial<Record<BulkColumn, string>>;

/** A row's cells by column (headers it does not know are left out; blank cells are absent). */
export function readBulkCells(record: Record<string, string>): BulkCells {
  const cells: BulkCells = {};
  for (const [header, value] of Object.entries(record)) {
    const column = bulkColumnOf(header);
    const text = typeof value === "string" ? value.trim() : "";
    if (column && text !== "" && cells[column] === undefined) cells[column] = text;
  }
  return cells;
}

/** The field each type keeps its subject in (Use Preset places the topic the same way). */
const SUBJECT_FIELD: Record<ContentType, FieldName> = {
  blog: "topic",
  help: "featureName",
  website: "description",
  social: "description",
  video: "keywords",
  email: "description",
  ecommerce: "description",
};

/** A content type by its id or its display name ("Blog Post", "e-commerce"). */
export function contentTypeOfCell(cell: string | undefined): string {
  if (cell === undefined) return "blog";
  const key = normalizeHeader(cell);
  return (
    CONTENT_TYPES.find(
      (type) => type === key || normalizeHeader(CONTENT_TYPE_CATALOGUE[type].label) === key,
    ) ?? cell
  );
}

function languageOfCell(cell: string | undefined): string | undefined {
  if (cell === undefined) return undefined;
  const key = cell.toLowerCase();
  return (
    LANGUAGE_CODES.find((code) => code === key || englishName(code).toLowerCase() === key) ?? cell
  );
}

function optionOfCell(type: ContentType, name: FieldName, cell: string): string {
  const key = normalizeHeader(cell);
  const option = acceptedOptionsOf(type, name).find(
    (o) => normalizeHeader(o.value) === key || normalizeHeader(o.label) === key,
  );
  return option?.value ?? cell;
}

export type BulkNamed = { id: string; name: string };
export type BulkPreset = BulkNamed & { contentType: string; settings: unknown };
/** The user's presets and learned voices, to find a row's preset or voice by name or id. */
export type BulkLookups = { presets: readonly BulkPreset[]; voices: readonly BulkNamed[] };

function findNamed<T extends BulkNamed>(list: readonly T[], cell: string): T | undefined {
  const key = cell.trim().toLowerCase();
  return (
    list.find((item) => item.id.toLowerCase() === key) ??
    list.find((item) => item.name.trim().toLowerCase() === key)
  );
}

function notFound(message: string, field: string): GenerationInputResult {
  return {
    ok: false,
    problem: { title: GENERATION_MESSAGES.validationErrorTitle, message, field },
  };
}

/** The generation request of the type's fields, before the shared check. */
function fieldsRequest(type: ContentType, cells: BulkCells): Record<string, unknown> {
  const request: Record<string, unknown> = {
    contentType: type,
    title: cells.title ?? cells.topic,
    language: languageOfCell(cells.language),
    template: cells.template,
    keywords: cells.keywords?.replaceAll(";", ","),
  };
  for (const [name, spec] of fieldsOf(type)) {
    if (name === "title" || name === "keywords") continue;
    const cell =
      name === "topic" && SUBJECT_FIELD[type] !== "topic"
        ? cells[KIND_COLUMN]
        : cells[name as BulkColumn];
    if (spec.kind === "select") {
      request[name] =
        cell === undefined
          ? spec.required
            ? spec.default
            : undefined
          : optionOfCell(type, name, cell);
    } else if (cell !== undefined) request[name] = cell;
  }
  const subject = SUBJECT_FIELD[type];
  if (subject === "keywords") {
    request.keywords = [cells.topic, request.keywords].filter(Boolean).join(",");
  } else if (request[subject] === undefined) request[subject] = cells.topic;
  return request;
}

/**
 * One row's generation request, checked: ok with the request, or the row's problem (message
 * keys). A row naming a preset or a voice the user does not have is refused with its own message.
 */
export function bulkRowRequest(cells: BulkCells, lookups: BulkLookups): GenerationInputResult {
  let voiceId: string | undefined;
  if (cells.voice !== undefined) {
    const voice = findNamed(lookups.voices, cells.voice);
    if (!voice) return notFound(BULK_MESSAGES.voiceNotFound, "voice");
    voiceId = voice.id;
  }
  if (cells.preset !== undefined) {
    const preset = findNamed(lookups.presets, cells.preset);
    if (!preset) return notFound(BULK_MESSAGES.presetNotFound, "preset");
    return presetGenerationInput(preset, {
      topic: cells.topic,
      title: cells.title,
      language: languageOfCell(cells.language),
      voiceId,
    });
  }
  const type = contentTypeOfCell(cells.contentType);
  if (!isContentType(type)) return parseGenerationInput({ contentType: type });
  return parseGenerationInput({ ...fieldsRequest(type, cells), voiceId });
}

/** What a row asks, for lists: its topic (or title) and its content type when known. */
export function bulkRowSummary(cells: BulkCells): {
  topic: string;
  contentType: ContentType | null;
} {
  const type = contentTypeOfCell(cells.contentType);
  return {
    topic: cells.topic ?? cells.title ?? "",
    contentType: cells.preset === undefined && isContentType(type) ? type : null,
  };
}
