import type { TypeResult } from "./run";

const ratio = (part: number, whole: number) =>
  whole ? `${(part / whole).toFixed(2)} (${part}/${whole})` : "-";

type Totals = {
  references: number;
  supported: number;
  dangling: number;
  claims: number;
  claimsSupported: number;
  contradicted: number;
  unverified: number;
  invented: number;
  unsupported: number;
  checked: boolean;
};

function totalsOf(results: TypeResult[]): Totals {
  const totals: Totals = {
    references: 0,
    supported: 0,
    dangling: 0,
    claims: 0,
    claimsSupported: 0,
    contradicted: 0,
    unverified: 0,
    invented: 0,
    unsupported: 0,
    checked: false,
  };
  for (const run of results.flatMap((r) => r.runs)) {
    const { citations, claims } = run.evidence ?? {};
    if (citations) {
      totals.references += citations.references;
      totals.supported += citations.supported;
      totals.dangling += citations.dangling;
    }
    if (claims) {
      totals.checked = true;
      totals.claims += claims.claims;
      totals.claimsSupported += claims.supported;
      totals.contradicted += claims.contradicted;
      totals.unverified += claims.unverified;
      totals.invented += claims.invented;
      totals.unsupported += claims.unsupported;
    }
  }
  return totals;
}

/**
 * The evidence table (docs/quality.md "Evidence"), labelled with the model: per type given
 * sources and in total, citation precision (references that support their sentence) and claim
 * support rate (claims the fact check found supported), with the counts behind them.
 */
export function formatEvidence(results: TypeResult[], model: string): string {
  const measured = results.filter((r) => r.runs.some((run) => run.evidence));
  if (measured.length === 0) return `Evidence (${model}): no case was given sources`;
  const head = [
    "model",
    "type",
    "refs",
    "cite precision",
    "dangling",
    "claims",
    "claim support",
    "contradicted",
    "unverified",
    "invented",
    "unsupp. ref",
  ];
  const row = (label: string, t: Totals) => [
    model,
    label,
    String(t.references),
    ratio(t.supported, t.references),
    String(t.dangling),
    t.checked ? String(t.claims) : "n/a",
    t.checked ? ratio(t.claimsSupported, t.claims) : "no fact check yet",
    t.checked ? String(t.contradicted) : "-",
    t.checked ? String(t.unverified) : "-",
    t.checked ? String(t.invented) : "-",
    t.checked ? String(t.unsupported) : "-",
  ];
  const rows = [...measured.map((r) => row(r.type, totalsOf([r]))), row("all", totalsOf(measured))];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => c.padEnd(widths[i] ?? 0)).join(" | ")} |`;
  return [line(head), line(widths.map((w) => "-".repeat(w))), ...rows.map(line)].join("\n");
}

/**
 * Runs whose citation precision is under `min` (the scripted model cites correctly by
 * construction, so it is held to 1), each with the references that miss.
 */
export function evidenceFailures(results: TypeResult[], min: number): string[] {
  return results.flatMap(({ type, runs }) =>
    runs.flatMap((run, i) => {
      const score = run.evidence?.citations;
      if (!score || score.precision === null || score.precision >= min) return [];
      const misses = score.misses.map((m) => `[${m.n}] "${m.sentence.slice(0, 80)}"`).join("; ");
      return [
        `${type} run ${i + 1}: citation precision ${score.precision.toFixed(2)} < ${min} (${misses})`,
      ];
    }),
  );
}
