// A generation worker in a process of its own, for the crash test: it takes jobs and blocks on
// them until the test kills it with SIGKILL, as a crash or an out-of-memory kill would.
import { createDatabase } from "@server/db";
import { startGenerationQueue } from "@server/generation";
import { createLogger } from "@server/log";
import { mockModel } from "./generation";

const url = process.env.CRASH_DATABASE_URL ?? "";
const db = createDatabase(url, { max: 2 });
const log = createLogger("silent");
await startGenerationQueue({
  url,
  log,
  concurrency: 1,
  heartbeatSeconds: 10,
  monitorIntervalSeconds: 2,
  retryLimit: Number(process.env.CRASH_RETRY_LIMIT ?? 2),
  deps: {
    db,
    log,
    model: mockModel,
    pipeline: async ({ progress }) => {
      progress.phase("writing", 12);
      progress.append("<p>half a sentence");
      await new Promise(() => {});
      throw new Error("unreachable");
    },
  },
});
console.log("worker ready");
