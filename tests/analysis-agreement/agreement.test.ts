// The analyser agrees with Yoast SEO's analysis (yoastseo 3.6.0) on real English prose: every
// corpus text goes through both with the same title, meta description, slug and keyphrase, and
// the shares of agreeing lights and measures are printed (copied into docs/quality.md).
// AGREEMENT_DETAILS=1 also prints the texts that disagree; AGREEMENT_EXTRA=1 also prints the
// figures of the 21 extra texts (see extraSources), which are not held to the goal.
import fs from "node:fs";
import path from "node:path";
import { countWords } from "@domain/text";
import { describe, expect, it } from "vitest";
import {
  FAIL_BELOW,
  INFORMATIONAL,
  lightRows,
  measureRows,
  type Row,
  share,
  type TextResult,
  table,
} from "./agreement";
import { type CorpusSource, extraSources, sources } from "./corpus/sources";
import { inkwellSide, type Measure, YOAST_ASSESSMENTS, yoastSide } from "./sides";

const corpus = path.join(import.meta.dirname, "corpus");
const details = process.env.AGREEMENT_DETAILS === "1";

function run(list: readonly CorpusSource[]): TextResult[] {
  return list.map((source) => {
    const html = fs.readFileSync(path.join(corpus, `${source.id}.html`), "utf8");
    return {
      id: source.id,
      words: countWords(html),
      ours: inkwellSide(source, html),
      yoast: yoastSide(source, html),
    };
  });
}

/** The rows of one set of texts, printed as Markdown tables. */
function agreement(results: readonly TextResult[], name: string) {
  const checks = lightRows(results, [...Object.keys(YOAST_ASSESSMENTS), "flesch-reading-ease"]);
  const overall = lightRows(results, ["readability", "seo"]);
  const measures = measureRows(results);
  console.log(
    [
      `Agreement with yoastseo 3.6.0 on ${results.length} ${name}:`,
      table("check (light)", checks, details),
      table("overall light", overall, details),
      table("measure (within tolerance)", measures, details),
    ].join("\n\n"),
  );
  return { checks, overall, measures };
}

describe("agreement with Yoast SEO on the corpus", () => {
  const results = run(sources);
  const { checks, overall, measures } = agreement(results, "corpus texts");
  if (process.env.AGREEMENT_EXTRA === "1")
    agreement(run(extraSources), "extra texts (not asserted)");

  it("has at least 30 texts of 300 to 2,000 words", () => {
    expect(results.length).toBeGreaterThanOrEqual(30);
    for (const r of results) expect(r.words, r.id).toBeGreaterThanOrEqual(300);
    for (const r of results) expect(r.words, r.id).toBeLessThanOrEqual(2000);
  });

  const atLeast = (row: Row) => expect(share(row), row.name).toBeGreaterThanOrEqual(FAIL_BELOW);
  it.each(checks)("light of $name agrees on 90% of texts or more", atLeast);
  it.each(overall)("overall $name light agrees on 90% of texts or more", atLeast);
  it.each(measures.filter((m) => !INFORMATIONAL.includes(m.name as Measure)))(
    "$name is within tolerance on 90% of texts or more",
    atLeast,
  );
});
