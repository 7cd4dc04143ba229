import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { createDatabase, type Database } from "@server/db";
import pg from "pg";
import { ensureDatabase } from "../../server/db/migrate";
import { e2eDatabaseUrl } from "./fixtures";
import { type ScriptedServer, startScriptedServer } from "./scripted-openai";
import { type ServerProcess, startServer } from "./server-process";
import { SESSION_COOKIE, signedSessionCookie } from "./sessions";

/**
 * A second app server of the suite whose model is the scripted OpenAI-compatible server (fast,
 * predictable, able to fail on purpose), on a database of its own beside the e2e one.
 */
export type ScriptedApp = {
  scripted: ScriptedServer;
  server: ServerProcess;
  db: Database;
  /** The server's AUTH_SECRET, to sign session cookies for callers other than a page. */
  secret: string;
  /** Signs the page in on this server with a session token (createUserWithSession's). */
  signIn(page: Page, token: string): Promise<void>;
  stop(): Promise<void>;
};

export async function startScriptedApp(
  label: string,
  /** More environment for the server (a test's own settings). */
  env: Record<string, string> = {},
  /** The scripted model's own options (the time each answer takes). */
  model: { delayMs?: number } = {},
): Promise<ScriptedApp> {
  const secret = randomBytes(32).toString("hex");
  const name = `inkwell_${label}_${randomBytes(4).toString("hex")}`;
  const adminUrl = e2eDatabaseUrl().replace(/\/[^/]*$/, "/postgres");
  const scripted = await startScriptedServer("clean", model);
  await ensureDatabase(adminUrl, name);
  const url = adminUrl.replace(/\/postgres$/, `/${name}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `inkwell-${label}-`));
  const server = await startServer({
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    AUTH_SECRET: secret,
    AUTH_ATTEMPTS_PER_MINUTE: "1000",
    AI_PROVIDER: "openai-compatible",
    AI_BASE_URL: scripted.url,
    LOG_LEVEL: "warn",
    ...env,
  });
  const db = createDatabase(url, { max: 2 });
  return {
    scripted,
    server,
    db,
    secret,
    async signIn(page, token) {
      await page.context().addCookies([
        {
          name: SESSION_COOKIE,
          value: await signedSessionCookie(token, secret),
          url: server.url,
        },
      ]);
    },
    async stop() {
      await db.$client.end();
      await server.stop();
      await scripted.close();
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
