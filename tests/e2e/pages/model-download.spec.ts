// The dashboard during the first start: the real server with no model downloads the tiny GGUF
// from a local, throttled HTTP server; the Create tab shows it, and a generation asked for
// meanwhile waits for the model and then completes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { tinyModelBytes } from "../../../scripts/tiny-model/write-gguf";
import { expectNoSeriousViolations } from "../../support/axe";
import { chooseShortestLength } from "../../support/create-form";
import { expect, test } from "../../support/fixtures";
import { signInLocally, uniqueEmail } from "../../support/local-sign-in";
import { type ModelServer, startModelServer } from "../../support/model-server";
import { freePort, type ServerProcess, startServer } from "../../support/server-process";

const MODEL = tinyModelBytes();
let dataDir: string;
let models: ModelServer;
let server: ServerProcess | undefined;

async function start(mode: ModelServer["mode"]) {
  models.mode = mode;
  const port = await freePort();
  server = await startServer({
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    // Its own PostgreSQL port: the default one races with other servers starting at once.
    AUTH_ATTEMPTS_PER_MINUTE: "1000",
    LOCAL_MODEL_URL: models.url,
    LOCAL_MODEL_AUTO_PULL: "1",
    LOCAL_MODEL_THREADS: "1",
    // The tiny model's byte-level tokenizer needs room for a prompt and a long bounded answer.
    LOCAL_MODEL_CONTEXT: "16384",
  });
  return server;
}

test.beforeEach(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "inkwell-first-start-"));
  models = await startModelServer(MODEL, "tiny-test.gguf");
});

test.afterEach(async () => {
  await server?.stop();
  server = undefined;
  await models.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("the Create tab shows the model's download rising, and a generation asked for meanwhile completes once it is there", async ({
  page,
}) => {
  test.setTimeout(240_000);
  // The download holds at 150 KB, then at 300 KB, until the test lets it go on, whatever the
  // machine's load.
  const { url } = await start({ bytesPerSecond: 100_000, stallAt: 150_000 });
  await page.goto(`${url}/auth?redirectTo=/dashboard`);
  await signInLocally(page, uniqueEmail("first-start"), "First Start");
  await page.goto(`${url}/dashboard/create`);

  const banner = page.getByTestId("model-banner");
  await expect(banner).toContainText(/Preparing the writing model: \d+%/);
  const bar = banner.getByRole("progressbar", { name: "Writing model download" });
  await expect(bar).toHaveAttribute("aria-valuenow", /\d+/);
  const first = Number(await bar.getAttribute("aria-valuenow"));
  models.mode.stallAt = 300_000;
  await expect
    .poll(async () => Number(await bar.getAttribute("aria-valuenow")), { timeout: 20_000 })
    .toBeGreaterThan(first);
  await expect(banner).toContainText(/[\d.]+ MB of 0\.5 MB/);
  await expectNoSeriousViolations(page);

  const usage = async () =>
    ((await (await page.request.get(`${url}/api/usage`)).json()) as { remaining: number | null })
      .remaining;
  const before = await usage();

  // A social post, the shortest the tiny model writes.
  await page.getByRole("radio", { name: /Social Media Post/ }).click();
  await page.getByLabel("Title", { exact: false }).first().fill("Spring menu");
  await page.getByLabel("Main Message", { exact: false }).first().fill("Three new drinks");
  await chooseShortestLength(page, "social");
  await page.getByRole("button", { name: "Generate Social Media Post" }).click();

  const overlay = page.getByRole("dialog", { name: "Creating your content" });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByTestId("model-banner")).toContainText("Preparing the writing model");
  // The credit is reserved as usual while the generation waits for the model (the banner can
  // show before the start's answer arrives, so the usage is read until it does).
  await expect.poll(usage).toBe(before === null ? null : before - 1);
  models.mode.stallAt = undefined;

  await expect(page).toHaveURL(/\/dashboard\/view\/[0-9a-f-]{36}$/, { timeout: 200_000 });
  await expect(page.getByText("Content Summary")).toBeVisible();
  expect(fs.readFileSync(path.join(dataDir, "models", "tiny-test.gguf")).equals(MODEL)).toBe(true);
  await page.goto(`${url}/dashboard/create`);
  await expect(page.getByTestId("model-banner")).toHaveCount(0);
});

test("a refused download: the Create tab names the problem and the other choices", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { url } = await start({ status: 503 });
  await page.goto(`${url}/auth?redirectTo=/dashboard`);
  await signInLocally(page, uniqueEmail("refused"), "Refused Download");
  await page.goto(`${url}/dashboard/create`);
  const banner = page.getByRole("alert").filter({ hasText: "could not be downloaded" });
  await expect(banner).toContainText(
    `The writing model could not be downloaded: ${new URL(models.url).host} answered with error 503.`,
  );
  await expect(banner).toContainText(/Trying again in \d+ s/);
  await expect(banner).toContainText("AI_PROVIDER (openai, anthropic or google) and AI_API_KEY");
  await expect(banner).toContainText("AI_PROVIDER=openai-compatible and AI_BASE_URL");
  await expect(banner).toContainText("LOCAL_MODEL_PATH");
  await expectNoSeriousViolations(page);
  // The app keeps serving.
  expect((await page.request.get(`${url}/healthz`)).status()).toBe(200);
});
