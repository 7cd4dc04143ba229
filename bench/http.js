// HTTP benchmark: the server-rendered landing page and /healthz at 50 connections for 10 s each,
// plus the time from launch to the first healthy answer on a fresh and on an existing data folder.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startServer } from "./server.js";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION = Number(process.env.BENCH_DURATION ?? 10);
const PORT = 3200;

function run(url) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: DURATION, headers: { "accept-language": "en" } },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

export async function benchHttp() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-bench-http-"));
  const rows = [];
  try {
    const first = await startServer({ port: PORT, dataDir });
    await first.stop();
    const server = await startServer({ port: PORT, dataDir });
    rows.push({
      measure: "start on a fresh data folder (initdb, migrate, listen)",
      value: `${(first.readyMs / 1000).toFixed(2)} s`,
    });
    rows.push({
      measure: "start on an existing data folder",
      value: `${(server.readyMs / 1000).toFixed(2)} s`,
    });
    try {
      for (const route of ["/", "/healthz"]) {
        await run(`${server.url}${route}`); // warm-up
        const result = await run(`${server.url}${route}`);
        rows.push({
          measure: `GET ${route} (${CONNECTIONS} connections, ${DURATION} s)`,
          value: `${Math.round(result.requests.average)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors`,
        });
      }
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return rows;
}
