import { defineConfig, devices } from "@playwright/test";
import { resolveChromiumSync } from "./scripts/chromium-path.js";

const PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * CHROMIUM_PATH, else a system Chromium, else the one `npm install` brings (scripts/chromium-path.js).
 * No browser is ever downloaded.
 */
export const CHROMIUM_PATH = resolveChromiumSync();

export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        // Tests talk to localhost only: any other host (an embedded video, an image URL in
        // test content) fails at once instead of waiting on a network that is not there.
        "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1",
      ],
    },
  },
  projects: [
    { name: "server", testMatch: /server\/.*\.spec\.ts/ },
    {
      name: "chromium",
      testMatch: /pages\/.*\.spec\.ts/,
      use: { ...devices["Desktop Chrome"], channel: undefined },
    },
  ],
  webServer: {
    // The tiny random-weight model exercises the real local runtime (node-llama-cpp) end to end.
    command: "tsx scripts/make-tiny-model.ts .data/e2e/models/tiny-test.gguf && node server.js",
    url: `${E2E_BASE_URL}/healthz`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    gracefulShutdown: { signal: "SIGTERM", timeout: 15_000 },
    env: {
      NODE_ENV: "production",
      APP_ENV: "local",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      APP_URL: E2E_BASE_URL,
      DATA_DIR: ".data/e2e",
      LOG_LEVEL: "warn",
      // Many tests sign in from one address within a minute; the limit itself is tested apart.
      AUTH_ATTEMPTS_PER_MINUTE: "1000",
      AI_PROVIDER: "local",
      LOCAL_MODEL_PATH: ".data/e2e/models/tiny-test.gguf",
      LOCAL_MODEL_AUTO_PULL: "0",
      LOCAL_MODEL_THREADS: "1",
      // The tiny model's byte-level tokenizer needs room for a prompt and a long bounded answer.
      LOCAL_MODEL_CONTEXT: "16384",
    },
  },
});
