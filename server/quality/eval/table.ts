import { CONSTRAINTS, type ConstraintId } from "./checks";
import type { TypeResult } from "./run";

/** Constraints that count: all, or only those the pipeline enforces (a gibberish model). */
export type Counted = "all" | "pipeline";

const counts = (counted: Counted) =>
  CONSTRAINTS.filter((c) => counted === "all" || !c.byModel).map((c) => c.id);

/** Broken constraints over all runs, as "type: constraint" (a failed generation breaks all). */
export function failures(results: TypeResult[], counted: Counted): string[] {
  const ids = new Set<ConstraintId>(counts(counted));
  return results.flatMap(({ type, runs }) =>
    runs.flatMap((run, i) =>
      run.checks
        ? Object.entries(run.checks)
            .filter(([id, ok]) => ok === false && ids.has(id as ConstraintId))
            .map(([id]) => `${type} run ${i + 1}: ${id}`)
        : [`${type} run ${i + 1}: generation failed (${run.error})`],
    ),
  );
}

const mean = (values: number[]) =>
  values.length ? (values.reduce((a, b) => a + b, 0) / values.length).toFixed(0) : "-";

/** A pass-rate table per type and constraint, with fallbacks and the analyser's mean scores. */
export function formatTable(results: TypeResult[]): string {
  const head = [
    "type",
    "lang",
    "runs",
    ...CONSTRAINTS.map((c) => c.label),
    "fallbacks",
    "overall",
    "seo",
    "read",
    "ai",
  ];
  const rows = results.map(({ type, language, runs }) => {
    const done = runs.filter((r) => r.checks);
    const cell = (id: ConstraintId) => {
      const applicable = runs.filter((r) => !r.checks || r.checks[id] !== null);
      if (applicable.length === 0) return "n/a";
      return `${applicable.filter((r) => r.checks?.[id] === true).length}/${applicable.length}`;
    };
    const scores = done.map((r) => r.scores).filter((s) => s !== null);
    return [
      type,
      language,
      String(runs.length),
      ...CONSTRAINTS.map((c) => cell(c.id)),
      String(runs.reduce((sum, r) => sum + r.fallbacks.length, 0)),
      mean(scores.map((s) => s.overall)),
      mean(scores.map((s) => s.seo)),
      mean(scores.map((s) => s.readability)),
      mean(scores.map((s) => s.aiSearch)),
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}
