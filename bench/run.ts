// `npm run bench`: builds if needed, runs every benchmark (or the one named) and prints its figures.
import "../scripts/require-node.js";
import os from "node:os";
import { buildIfStale } from "../scripts/build-if-stale.js";
import { benchAdmin } from "./admin";
import { benchAnalysis } from "./analysis";
import { benchApi } from "./api";
import { benchEdits } from "./edits";
import { benchGeneration } from "./generation";
import { benchHttp } from "./http.js";
import { benchIdeas } from "./ideas";
import { benchLibrary } from "./library";
import { benchPriority } from "./priority";
import { benchSite } from "./site";
import { benchStreams } from "./streams";

buildIfStale();
const cpus = os.cpus();
console.log(
  `Machine: ${cpus.length} × ${cpus[0]?.model ?? "unknown CPU"}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);

const suites: Record<string, () => Promise<{ measure: string; value: string }[]>> = {
  http: benchHttp,
  generation: benchGeneration,
  library: benchLibrary,
  analysis: benchAnalysis,
  edits: benchEdits,
  site: benchSite,
  priority: benchPriority,
  ideas: benchIdeas,
  admin: benchAdmin,
  streams: benchStreams,
  api: benchApi,
};
const only = process.argv[2];
for (const [name, suite] of Object.entries(suites)) {
  if (only && only !== name) continue;
  console.log(`\n${name}`);
  for (const row of await suite()) console.log(`  ${row.measure.padEnd(60)} ${row.value}`);
}
process.exit(0);
