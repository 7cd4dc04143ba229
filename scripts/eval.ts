// `npm run eval -- [--model configured|scripted|tiny] [--runs N] [--types blog,help]
//                  [--mode json_schema|json_object|tool] [--scenario clean|prose|repair|no-json]
//                  [--sources | --no-sources] [--fixes N]`
//      `npm run eval -- --voices`
// The quality harness (docs/quality.md): each of the seven content types generated through the
// real pipeline with a model, each post checked against the product's hard constraints, and a
// table of pass rates and the analyser's mean scores printed. Exits 1 when a constraint fails.
//   configured  the provider the environment (or .env) configures (AI_PROVIDER, AI_MODEL...)
//   scripted    the scripted OpenAI-compatible server of the tests, in the mode and scenario given
//   tiny        the tiny random-weight GGUF through the real local runtime: its text is
//               gibberish, so only the constraints the pipeline enforces count
// --sources (on by default for the scripted model) gives the English cases three fixed sources
// and prints the evidence table: citation precision and claim support rate (docs/quality.md
// "Evidence"); under the scripted model, which cites correctly by construction, a citation
// precision under 1 fails the run.
// --fixes N (issue 28) also runs the Fix eval on the first N texts of the analysis corpus: each
// failing fixable check fixed by the model as the editor's Fix button would, and the table of
// how often the check passes afterwards (docs/quality.md "Fixes"); under the scripted model,
// whose fixes are written to pass, a Fix that does not make its check pass fails the run.
// --voices (issue 29) runs no model: the voice attribution corpus (tests/voice-corpus), each
// held-out passage scored against every author's voice, and the figure the README states
// ("attribution: 12/12"); exits 1 under 9 in 10.
import "./require-node.js";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { CONTENT_TYPES, type ContentType } from "@domain/content-types";
import { parseConfig } from "@server/config";
import { createLogger } from "@server/log";
import { createModel, type ModelHandle } from "@server/model";
import {
  type Counted,
  evidenceFailures,
  failures,
  formatEvidence,
  formatFixes,
  formatTable,
  PIPELINE_SOURCES,
  runEval,
  runFixEval,
} from "@server/quality";
import { corpusPieces } from "../tests/analysis-agreement/corpus/pieces";
import { type Scenario, startScriptedServer } from "../tests/support/scripted-openai";
import { writeTinyModel } from "./tiny-model/write-gguf";

const { values } = parseArgs({
  options: {
    model: { type: "string", default: "configured" },
    runs: { type: "string", default: "1" },
    types: { type: "string" },
    mode: { type: "string", default: "json_schema" },
    scenario: { type: "string", default: "clean" },
    sources: { type: "boolean" },
    fixes: { type: "string" },
    voices: { type: "boolean" },
  },
  allowNegative: true,
});

if (values.voices) {
  const { attribution, formatAttribution } = await import("../tests/voice-corpus/corpus");
  const results = attribution();
  console.log(formatAttribution(results));
  const right = results.filter((r) => r.closest === r.author).length;
  process.exit(right / results.length >= 0.9 ? 0 : 1);
}

const types = values.types?.split(",").map((t) => t.trim()) as ContentType[] | undefined;
if (types?.some((t) => !(CONTENT_TYPES as readonly string[]).includes(t))) {
  console.error(`--types takes some of: ${CONTENT_TYPES.join(", ")}`);
  process.exit(2);
}

const cleanups: (() => Promise<void>)[] = [];
let handle: ModelHandle;
let counted: Counted = "all";
if (values.model === "scripted") {
  const server = await startScriptedServer(values.scenario as Scenario);
  cleanups.push(server.close);
  handle = createModel(
    parseConfig({
      AI_PROVIDER: "openai-compatible",
      AI_BASE_URL: server.url,
      AI_STRUCTURED_OUTPUT: values.mode,
    }),
  );
} else if (values.model === "tiny") {
  const dir = await mkdtemp(path.join(os.tmpdir(), "inkwell-eval-"));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const file = path.join(dir, "tiny.gguf");
  await writeTinyModel(file);
  handle = createModel(
    parseConfig({
      AI_PROVIDER: "local",
      LOCAL_MODEL_PATH: file,
      LOCAL_MODEL_THREADS: "1",
      LOCAL_MODEL_CONTEXT: "16384",
    }),
  );
  counted = "pipeline";
} else if (values.model === "configured") {
  if (existsSync(".env")) process.loadEnvFile(".env");
  handle = createModel(parseConfig(process.env));
} else {
  console.error("--model takes configured, scripted or tiny");
  process.exit(2);
}
cleanups.unshift(() => handle.dispose());

const withSources = values.sources ?? values.model === "scripted";
const sources = withSources ? PIPELINE_SOURCES : null;
console.log(`Quality harness: ${handle.description}, ${values.runs} run(s) per type`);
const started = performance.now();
const results = await runEval({
  model: handle,
  runs: Math.max(1, Number(values.runs) || 1),
  types,
  onRun: (type, run) => process.stderr.write(`  ${type} run ${run + 1}…\n`),
  sources: sources ?? undefined,
});
console.log(formatTable(results));
if (sources) {
  const label = values.model === "configured" ? handle.description : values.model;
  console.log(`\n${formatEvidence(results, label)}`);
}
// The scripted model cites each passage with its own sentence: every reference must hold.
const broken = [
  ...failures(results, counted),
  ...(sources && values.model === "scripted" ? evidenceFailures(results, 1) : []),
];
if (values.fixes) {
  const label = values.model === "configured" ? handle.description : values.model;
  const scores = await runFixEval({
    model: handle,
    pieces: corpusPieces(Math.max(1, Number(values.fixes) || 1)),
    log: createLogger("warn"),
    onFix: (piece, check) => process.stderr.write(`  fix ${check} of ${piece.id}…\n`),
  });
  console.log(`\n${formatFixes(scores, label)}`);
  if (values.model === "scripted") {
    for (const s of scores.filter((score) => score.passed < score.tried))
      broken.push(`fix ${s.check}: ${s.passed} of ${s.tried} passed`);
  }
}
const note =
  counted === "pipeline" ? " (those the pipeline enforces: the model's text is gibberish)" : "";
console.log(
  `\n${broken.length === 0 ? "Every hard constraint held" : `${broken.length} hard constraint(s) broken`}${note}; ${((performance.now() - started) / 1000).toFixed(1)} s`,
);
for (const failure of broken) console.log(`  ${failure}`);
for (const cleanup of cleanups) await cleanup();
process.exit(broken.length === 0 ? 0 : 1);
