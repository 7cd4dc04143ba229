/**
 * The typed client example of the API reference (docs/api/example.ts, issue 30) runs as a
 * developer would run it, against an app with the scripted model and a key of a user's: it starts
 * a blog post, follows it to the end and prints the post's title, and the piece is in the user's
 * library, started once.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { insertApiKey } from "../../support/api-key";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { ROOT } from "../../support/server-process";
import { createUserWithSession } from "../../support/sessions";

const run = promisify(execFile);
let app: ScriptedApp;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  app = await startScriptedApp("client_example");
});

test.afterAll(async () => {
  await app?.stop();
});

test("the typed client example generates a blog post and prints its title", async () => {
  const user = await createUserWithSession(app.db, { tier: "pro" });
  const { key } = await insertApiKey(app.db, user.id, { scopes: ["read", "generate"] });
  const { stdout } = await run(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "docs/api/example.ts")],
    {
      cwd: ROOT,
      env: { ...process.env, INKWELL_URL: app.server.url, INKWELL_API_KEY: key },
      timeout: 120_000,
    },
  );
  const posts = await app.db
    .select()
    .from(schema.blogPosts)
    .where(eq(schema.blogPosts.userId, user.id));
  expect(posts).toHaveLength(1);
  expect(posts[0]?.contentType).toBe("blog");
  expect(stdout.trim()).toBe(posts[0]?.title);
  const generations = await app.db
    .select()
    .from(schema.generations)
    .where(eq(schema.generations.userId, user.id));
  expect(generations.map((g) => g.status)).toEqual(["succeeded"]);
});
