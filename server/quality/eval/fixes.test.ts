// The Fix eval (issue 28) in the test suite: the agreement corpus (41 real texts), each failing
// fixable check fixed through the scripted OpenAI-compatible server (whose fixes are written to
// pass the analyser, tests/support/scripted-edits.ts): every Fix it tries must make its check
// pass, so a break anywhere between the target, the prompt, the answer's parsing and its
// application shows here. `npm run eval -- --fixes` runs it with any model.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { corpusPieces } from "../../../tests/analysis-agreement/corpus/pieces";
import { startScriptedServer } from "../../../tests/support/scripted-openai";
import { parseConfig } from "../../config";
import { createLogger } from "../../log";
import type { ModelHandle } from "../../model";
import { createModel } from "../../model/model";
import { blocksOf, formatFixes, runFixEval } from "./fixes";

describe("the Fix eval", () => {
  let server: Awaited<ReturnType<typeof startScriptedServer>>;
  let model: ModelHandle;
  beforeAll(async () => {
    server = await startScriptedServer();
    model = createModel(parseConfig({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: server.url }));
  });
  afterAll(async () => {
    await model?.dispose();
    await server?.close();
  });

  it("splits a body into its top-level blocks, as the editor sends them", () => {
    expect(blocksOf("<h2>A</h2>\n<p>B <em>c</em></p><ul><li>d</li></ul>")).toEqual([
      "<h2>A</h2>",
      "<p>B <em>c</em></p>",
      "<ul><li>d</li></ul>",
    ]);
  });

  it("fixes every failing check it tries, through the scripted model", async () => {
    const scores = await runFixEval({
      model,
      pieces: corpusPieces(),
      log: createLogger("silent"),
    });
    const tried = scores.filter((s) => s.tried > 0);
    // The corpus's real texts fail several of the fixable checks.
    expect(tried.length).toBeGreaterThanOrEqual(5);
    for (const score of tried) {
      expect(score, score.check).toMatchObject({ passed: score.tried, unusable: 0 });
    }
    expect(formatFixes(scores, "scripted")).toContain("Fixes (scripted)");
  }, 120_000);
});
