// The local OpenID provider keeps its state in PostgreSQL: a sign-in begun before a restart
// finishes after it (with the in-memory store it was lost, and oidc-provider warned about it).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "../../support/fixtures";
import { uniqueEmail } from "../../support/local-sign-in";
import { freePort, type ServerProcess, startServer } from "../../support/server-process";

let dataDir: string;
let server: ServerProcess | undefined;

test.afterEach(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("a local sign-in begun before a restart finishes after it", async ({ page }) => {
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-oidc-"));
  const port = await freePort();
  const env = {
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    // Its own PostgreSQL port: the default one races with other servers starting at once.
  };
  server = await startServer(env);
  expect(server.output()).not.toContain("in-memory adapter");
  await page.goto(`${server.url}/auth?redirectTo=/dashboard`);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByRole("heading", { name: "Local sign-in" })).toBeVisible();

  expect(await server.stop()).toBe(0);
  server = await startServer(env);

  await page.getByLabel("E-mail address").fill(uniqueEmail("restart"));
  await page.getByLabel("Name").fill("Ada Restart");
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/dashboard/);
  await expect(page.getByText("Ada Restart").first()).toBeVisible();
});
