// Compares the two sides over the corpus: the share of texts on which each check's light agrees,
// and the share on which each measure is within its tolerance.
import { type Light, MEASURES, type Measure, type Side } from "./sides";

/** How far apart a measure may be and still agree (points; density in percentage points). */
export const TOLERANCES: Record<Measure, number> = {
  flesch: 5,
  longSentences: 5,
  passive: 5,
  transition: 10,
  density: 0.25,
  fleschAsRun: 5,
  passiveAsRun: 5,
};

/** Printed for information, not held to the goal (see readableFlesch and passiveShare in sides.ts). */
export const INFORMATIONAL: readonly Measure[] = ["fleschAsRun", "passiveAsRun"];

/** The goal is 95%; below this the test fails, so regressions show. */
export const FAIL_BELOW = 90;

export interface Row {
  name: string;
  agreed: number;
  total: number;
  /** Texts that disagree, with both sides' values (ours first). */
  misses: string[];
}

export interface TextResult {
  id: string;
  words: number;
  ours: Side;
  yoast: Side;
}

/** A check that did not run says as little as a green one: neither asks the writer to act. */
function quiet(light: Light): boolean {
  return light === "good" || light === "none";
}

export function lightRows(results: readonly TextResult[], checks: readonly string[]): Row[] {
  return checks.map((name) => {
    const row: Row = { name, agreed: 0, total: 0, misses: [] };
    for (const r of results) {
      const ours = r.ours.lights[name] ?? "none";
      const theirs = r.yoast.lights[name] ?? "none";
      row.total++;
      if (ours === theirs || (quiet(ours) && quiet(theirs))) row.agreed++;
      else row.misses.push(`${r.id} ${ours}/${theirs}`);
    }
    return row;
  });
}

/** Per measure, over texts of 100 words or more where Yoast has a value. */
export function measureRows(results: readonly TextResult[]): Row[] {
  return MEASURES.map((name) => {
    const row: Row = { name, agreed: 0, total: 0, misses: [] };
    for (const r of results) {
      const theirs = r.yoast.measures[name];
      if (r.words < 100 || theirs === undefined || theirs < 0) continue;
      const ours = r.ours.measures[name];
      row.total++;
      if (ours !== undefined && Math.abs(ours - theirs) <= TOLERANCES[name]) row.agreed++;
      else row.misses.push(`${r.id} ${ours?.toFixed(2) ?? "-"}/${theirs.toFixed(2)}`);
    }
    return row;
  });
}

export function share(row: Row): number {
  return row.total === 0 ? 100 : (row.agreed / row.total) * 100;
}

/** A Markdown table of the rows, for the test output and docs/quality.md. */
export function table(title: string, rows: readonly Row[], withMisses: boolean): string {
  const lines = [`| ${title} | agree | texts | share |`, "|---|---:|---:|---:|"];
  for (const row of rows)
    lines.push(`| ${row.name} | ${row.agreed} | ${row.total} | ${share(row).toFixed(1)}% |`);
  if (withMisses)
    for (const row of rows)
      if (row.misses.length > 0) lines.push(`\n${row.name}: ${row.misses.join(", ")}`);
  return lines.join("\n");
}
