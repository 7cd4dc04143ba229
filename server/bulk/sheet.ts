import type { Problem } from "@domain/api/errors";
import { BULK_CSV_MAX_BYTES, BULK_MESSAGES, type BulkSheet } from "@domain/bulk";
import {
  type BulkLookups,
  bulkRowRequest,
  bulkRowSummary,
  readBulkCells,
} from "@domain/bulk-sheet";
import type { ContentType } from "@domain/content-types";
import { GENERATION_MESSAGES, type GenerationInput } from "@domain/generation-input";
import { apiLimitsFor } from "@domain/plans";
import { parse } from "csv-parse/sync";
import type { SessionUser } from "../auth";
import { Conflict, InvalidInput } from "../errors";
import { listPresets } from "../presets";
import { learnedVoices } from "../voices";

type Owner = Pick<SessionUser, "id" | "tier" | "isAdmin">;

/** One row as checked: its number (header = row 1), cells, and request or problem. */
export type CheckedRow = {
  rowNumber: number;
  cells: Record<string, string>;
  topic: string;
  contentType: ContentType | null;
  input: GenerationInput | null;
  problem: Problem | null;
};

function invalid(message: string): InvalidInput {
  return new InvalidInput({ title: GENERATION_MESSAGES.validationErrorTitle, message });
}

/** The spreadsheet's data rows as records (header -> cell); unreadable CSV is a 400. */
export function sheetRecords(sheet: BulkSheet): Record<string, string>[] {
  if ("rows" in sheet) return sheet.rows;
  if (Buffer.byteLength(sheet.csv, "utf8") > BULK_CSV_MAX_BYTES)
    throw invalid(BULK_MESSAGES.tooLarge);
  let records: Record<string, string>[];
  try {
    records = parse(sheet.csv, {
      bom: true,
      columns: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    });
  } catch {
    // The parser's own (English) text never reaches a user: the row-less message does.
    throw invalid(BULK_MESSAGES.unreadable);
  }
  if (records.length === 0) throw invalid(BULK_MESSAGES.empty);
  return records;
}

/** The user's presets and learned voices, to find a row's preset or voice by name or id. */
export async function lookupsFor(user: Owner): Promise<BulkLookups> {
  const [presets, voices] = await Promise.all([listPresets(user), learnedVoices(user)]);
  return { presets, voices };
}

/**
 * Every row of the sheet, checked with the generation input's shared schema (nothing stored).
 * Past the plan's rows per run: Conflict BULK_ROW_LIMIT with the plan's number.
 */
export async function checkRows(user: Owner, sheet: BulkSheet): Promise<CheckedRow[]> {
  const records = sheetRecords(sheet);
  const limit = apiLimitsFor(user).bulkRows;
  if (records.length > limit)
    throw new Conflict("BULK_ROW_LIMIT", BULK_MESSAGES.rowLimit, { params: { count: limit } });
  const lookups = await lookupsFor(user);
  return records.map((record, index) => {
    const cells = readBulkCells(record);
    const result = bulkRowRequest(cells, lookups);
    const summary = bulkRowSummary(cells);
    return {
      rowNumber: index + 2,
      cells: Object.fromEntries(Object.entries(record).map(([k, v]) => [k, String(v ?? "")])),
      topic: summary.topic,
      contentType: result.ok ? result.value.contentType : summary.contentType,
      input: result.ok ? result.value : null,
      problem: result.ok ? null : result.problem,
    };
  });
}
