import { FIXABLE_CHECKS, type FixableCheck } from "@domain/ai-edits";
import { type AnalysisInput, type AnalysisReport, analyzeContent } from "@domain/analysis";
import { parseHtml, serializeNodes } from "@domain/html/diff-tree";
import { sanitizeHtml } from "@domain/html/sanitize";
import {
  applyResult,
  checkPasses,
  isEmptyTarget,
  jobInputOf,
  storedInputOf,
  targetOf,
  writeEdit,
} from "../../edits";
import type { Logger } from "../../log";
import type { GenerationModel } from "../../model";

/** A piece the Fix eval works on: what the analyser reads of a post. */
export type FixPiece = Omit<AnalysisInput, "focusKeyphrases" | "evidence"> & { id: string };

/** One fixable check across the pieces: how often a Fix made it pass. */
export type FixScore = {
  check: FixableCheck;
  /** Pieces where the check failed and a Fix had something to change. */
  tried: number;
  passed: number;
  /** The model's answer could not be used (empty, or the call failed). */
  unusable: number;
  /** Mean overall score of the report before and after the Fix (tried pieces). */
  overallBefore: number;
  overallAfter: number;
};

/** Checks the eval can run: evidence-claims needs a fact check with sources (evidence eval). */
const EVAL_CHECKS = FIXABLE_CHECKS.filter((check) => check !== "evidence-claims");

/** The body's top-level blocks as the editor sends them (the HTML of each top-level node). */
export function blocksOf(html: string): string[] {
  return parseHtml(sanitizeHtml(html))
    .filter((node) => typeof node !== "string" || node.trim() !== "")
    .map((node) => serializeNodes([node]));
}

const report = (piece: FixPiece, html: string, metaDescription: string): AnalysisReport =>
  analyzeContent({ ...piece, html, metaDescription });

/**
 * Issue 28's Fix buttons measured (docs/quality.md "Fixes"): for each piece and each fixable
 * check that fails in its report, the Fix is written by the model exactly as the editor's
 * would be (server/edits targetOf, writeEdit), its answer applied to the blocks it names (all
 * changes accepted), and the report made again: does the check pass now, and what became of the
 * overall score?
 */
export async function runFixEval(options: {
  model: GenerationModel;
  pieces: readonly FixPiece[];
  log: Logger;
  onFix?: (piece: FixPiece, check: FixableCheck) => void;
}): Promise<FixScore[]> {
  const scores = new Map<FixableCheck, FixScore>(
    EVAL_CHECKS.map((check) => [
      check,
      { check, tried: 0, passed: 0, unusable: 0, overallBefore: 0, overallAfter: 0 },
    ]),
  );
  for (const piece of options.pieces) {
    const blocks = blocksOf(piece.html);
    const before = report(piece, blocks.join("\n"), piece.metaDescription);
    for (const check of EVAL_CHECKS) {
      if (checkPasses(before, check)) continue;
      const request = {
        action: "fix" as const,
        check,
        document: {
          blocks,
          title: piece.title,
          keywords: piece.keywords,
          metaDescription: piece.metaDescription,
        },
      };
      const target = targetOf(request, { language: piece.language, evidence: null });
      if (isEmptyTarget(target)) continue;
      const score = scores.get(check);
      if (!score) continue;
      options.onFix?.(piece, check);
      score.tried++;
      score.overallBefore += before.overall;
      const input = jobInputOf("fix", storedInputOf(request, piece.language, target));
      try {
        const { result } = await writeEdit(options.model, input, "", {
          signal: AbortSignal.timeout(600_000),
        });
        const meta = result.kind === "field" ? result.text : piece.metaDescription;
        const fixed = result.kind === "field" ? blocks : applyResult(blocks, result);
        const after = report(piece, fixed.join("\n"), meta);
        score.overallAfter += after.overall;
        if (checkPasses(after, check)) score.passed++;
      } catch (error) {
        // Counted as unusable (the report is unchanged); the table shows how many.
        options.log.warn({ err: error, piece: piece.id, check }, "a Fix of the eval failed");
        score.unusable++;
        score.overallAfter += before.overall;
      }
    }
  }
  return [...scores.values()].map((score) => ({
    ...score,
    overallBefore: score.tried ? score.overallBefore / score.tried : 0,
    overallAfter: score.tried ? score.overallAfter / score.tried : 0,
  }));
}

/** The Fix eval as a table: per check, how often the Fix made it pass. */
export function formatFixes(scores: readonly FixScore[], label: string): string {
  const rows = scores.map((s) => {
    const rate = s.tried ? `${Math.round((100 * s.passed) / s.tried)}%` : "-";
    const overall = s.tried ? `${s.overallBefore.toFixed(0)} -> ${s.overallAfter.toFixed(0)}` : "-";
    return `  ${s.check.padEnd(26)} ${String(s.tried).padStart(5)} ${String(s.passed).padStart(6)} ${rate.padStart(5)} ${String(s.unusable).padStart(8)}   ${overall}`;
  });
  const tried = scores.reduce((sum, s) => sum + s.tried, 0);
  const passed = scores.reduce((sum, s) => sum + s.passed, 0);
  return [
    `Fixes (${label}): a Fix for each failing check, its changes accepted, the report made again`,
    `  ${"check".padEnd(26)} tried passed  rate unusable   overall score`,
    ...rows,
    `  ${"all".padEnd(26)} ${String(tried).padStart(5)} ${String(passed).padStart(6)} ${(tried ? `${Math.round((100 * passed) / tried)}%` : "-").padStart(5)}`,
  ].join("\n");
}
