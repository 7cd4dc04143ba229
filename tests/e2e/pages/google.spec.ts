import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "../../support/fixtures";
import { type ServerProcess, startServer } from "../../support/server-process";

let server: ServerProcess;
let dataDir: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-google-"));
  server = await startServer({
    DATA_DIR: dataDir,
    GOOGLE_CLIENT_ID: "fake-client-id.apps.googleusercontent.com",
    GOOGLE_CLIENT_SECRET: "fake-secret",
  });
});

test.afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("with Google configured, the button goes to Google's authorization endpoint with PKCE and state", async ({
  page,
}) => {
  let authorizeUrl: URL | null = null;
  // Never leave the machine: record the request and answer it locally.
  await page.route("https://accounts.google.com/**", async (route) => {
    authorizeUrl = new URL(route.request().url());
    await route.fulfill({
      status: 200,
      contentType: "text/plain",
      body: "Google (stubbed by the test)",
    });
  });
  await page.goto(`${server.url}/auth?redirectTo=/dashboard`);
  await expect(page.getByText("Local sign-in")).toHaveCount(0);
  await page.getByRole("button", { name: "Continue with Google" }).click();
  await expect(page.getByText("Google (stubbed by the test)")).toBeVisible();

  const url = authorizeUrl as URL | null;
  if (!url) throw new Error("the browser was not sent to Google");
  expect(url.origin + url.pathname).toBe("https://accounts.google.com/o/oauth2/v2/auth");
  const params = url.searchParams;
  expect(params.get("client_id")).toBe("fake-client-id.apps.googleusercontent.com");
  expect(params.get("redirect_uri")).toBe(
    `${server.url.replace("127.0.0.1", "localhost")}/api/auth/callback/google`,
  );
  expect(params.get("response_type")).toBe("code");
  expect(params.get("scope")?.split(" ").sort()).toEqual(["email", "openid", "profile"]);
  expect(params.get("code_challenge_method")).toBe("S256");
  expect(params.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
  expect(params.get("state")?.length ?? 0).toBeGreaterThanOrEqual(16);
  // The local provider is not mounted when Google is configured.
  expect(
    (await page.request.get(`${server.url}/oidc/.well-known/openid-configuration`)).status(),
  ).toBe(404);
});
