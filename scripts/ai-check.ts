// `npm run ai:check`: one small call per generation step (outline, section, metadata, short-form
// content) through the provider the environment (or .env) configures, printing which steps get
// answers in shape. Exits 1 when a step would fall back. See README, "Generating content".
import "./require-node.js";
import { existsSync } from "node:fs";
import { parseConfig } from "@server/config";
import { createModel } from "@server/model";
import { selfCheck } from "@server/quality";

if (existsSync(".env")) process.loadEnvFile(".env");
const handle = createModel(parseConfig(process.env));
console.log(`AI self-check: ${handle.description}`);
const RESULTS = {
  ok: "answers in shape",
  repaired: "answers in shape after the model repairs its first answer (one extra call)",
  failed: "FAILS: generations fall back to text taken from the post, and say so",
};
const steps = await selfCheck(handle, AbortSignal.timeout(600_000));
for (const step of steps) {
  console.log(
    `  ${step.step.padEnd(9)} ${RESULTS[step.result]} (${(step.ms / 1000).toFixed(1)} s)`,
  );
  if (step.error) console.log(`            ${step.error}`);
}
await handle.dispose();
process.exit(steps.some((step) => step.result === "failed") ? 1 : 0);
