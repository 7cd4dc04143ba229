import path from "node:path";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { configureAuthAttempts, createAuth, createLocalProvider, setAuth } from "./auth";
import { startBilling } from "./billing";
import { bulkGenerationFinished, registerBulkPump } from "./bulk";
import {
  ConfigError,
  isLoopback,
  loadLocalEncryptionKey,
  loadLocalSecrets,
  parseConfig,
} from "./config";
import { openDatabase, setDatabase, stopOnReachError } from "./db";
import { aiEditJob } from "./edits";
import { generationJob, onGenerationFinished, runPipeline } from "./generation";
import { createHttpApp } from "./http";
import { ideaJob } from "./ideas";
import { ProgressHub, scheduleRetention, setJobQueue, startJobQueue } from "./jobs";
import { onPostSaved } from "./library";
import { createLogger, createTerminal } from "./log";
import { createModel, reportModelStatus } from "./model";
import { configureCredentialsKey, configurePublishing, registerPublishing } from "./publishing";
import { reportSelfCheck } from "./quality";
import { readyBanner } from "./ready-banner";
import { factCheckJob, researchBriefJob } from "./research";
import { configureSiteUrl, SITE_CHANGES_CHANNEL } from "./site";
import { configureSources, parseAllowHosts } from "./sources";
import { voiceJob } from "./voices";
import {
  configureWebhooks,
  generationEnded,
  postUpdated,
  registerWebhookDeliveries,
} from "./webhooks";

export type RunOptions = {
  /** Development only: Vite's dev server in middleware mode. */
  vite?: { middlewares: RequestHandler; close(): Promise<void> };
  /** Production only: the folder of the built client assets. */
  clientDir?: string;
};

/**
 * Starts the whole server: configuration, database (embedded unless DATABASE_URL is set),
 * migrations, HTTP. SIGINT and SIGTERM drain requests, close the pool and stop PostgreSQL.
 */
export async function run(options: RunOptions = {}): Promise<void> {
  let config: ReturnType<typeof parseConfig>;
  try {
    config = parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // A person at a terminal gets readable lines and one status line for the model download;
  // anything else (a log collector, a deployment) gets JSON lines.
  const terminal = createTerminal(process.stdout);
  const log = createLogger(config.LOG_LEVEL, {
    terminal: terminal.interactive && !config.isProduction ? terminal : undefined,
  });
  const startedAt = performance.now();

  const database = await openDatabase(
    config,
    (message) => log.info(message),
    (error) => log.warn({ err: error }, "database connection lost"),
  ).catch(stopOnReachError);
  setDatabase(database.db);

  const secret = config.AUTH_SECRET ?? loadLocalSecrets(config.DATA_DIR).authSecret;
  const localProvider = config.localSignIn
    ? createLocalProvider({
        appUrl: config.APP_URL,
        dataDir: config.DATA_DIR,
        secret,
        db: database.db,
      })
    : null;
  const auth = createAuth({ config, db: database.db, log, secret, local: localProvider });
  setAuth(auth, localProvider);
  configureAuthAttempts(config.AUTH_ATTEMPTS_PER_MINUTE, database.db.$client);

  // The local model's preparation (a download on the first start) runs in the background.
  const model = createModel(config, log);
  const stopReport = reportModelStatus(model.status, log, terminal);
  const selfCheck = new AbortController();
  const hub = new ProgressHub(database.url, log);
  await hub.start();
  configureSiteUrl(config.APP_URL);
  configureSources({
    appUrl: config.APP_URL,
    allowHosts: parseAllowHosts(config.INKWELL_FETCH_ALLOW_HOSTS),
  });
  const siteChanges = new ProgressHub(database.url, log, SITE_CHANGES_CHANNEL);
  await siteChanges.start();
  // One job queue (server/jobs); each metered job kind registers its workers on it.
  const queue = await startJobQueue({ url: database.url, log });
  setJobQueue(queue);
  await generationJob.register(queue.boss, {
    concurrency: config.GENERATION_CONCURRENCY,
    deps: { db: database.db, log, pipeline: runPipeline, model: () => model },
  });
  // Bulk runs (issue 30): a row takes its generation's outcome inside the generation's final
  // transaction, and the user's next rows are pumped; a sweep every minute is the backstop.
  onGenerationFinished("bulk", bulkGenerationFinished);
  await registerBulkPump(queue.boss, database.db, log);
  const billing = startBilling(config, log, secret);
  await scheduleRetention(queue.boss, database.db, log);
  await ideaJob.register(queue.boss, {
    concurrency: config.GENERATION_CONCURRENCY,
    deps: { db: database.db, log, model: () => model },
  });
  // Research briefs and fact checks run alone (issue 27): metered jobs of their own.
  await researchBriefJob.register(queue.boss, {
    concurrency: config.GENERATION_CONCURRENCY,
    deps: { db: database.db, log, model: () => model },
  });
  await factCheckJob.register(queue.boss, {
    concurrency: config.GENERATION_CONCURRENCY,
    deps: { db: database.db, log, model: () => model },
  });
  // Learning a brand voice (issue 29): a metered job of its own.
  await voiceJob.register(queue.boss, {
    concurrency: config.GENERATION_CONCURRENCY,
    deps: { db: database.db, log, model: () => model },
  });
  // AI edits in the editor (issue 28): a metered job with a live stream of its own.
  await aiEditJob.register(queue.boss, {
    concurrency: config.GENERATION_CONCURRENCY,
    deps: { db: database.db, log, model: () => model },
  });
  // Publishing (issue 31): connections' credentials are sealed with the configured key.
  configureCredentialsKey(config.ENCRYPTION_KEY ?? loadLocalEncryptionKey(config.DATA_DIR));
  // Publications: a job each on the queue `publish`, retried with backoff.
  configurePublishing({
    production: config.isProduction,
    appUrl: config.APP_URL,
    retryBaseSeconds: config.PUBLISH_RETRY_BASE_SECONDS,
    attempts: config.PUBLISH_ATTEMPTS,
  });
  await registerPublishing(queue.boss, { db: database.db, log });
  // Outgoing webhooks (issue 30): the events, written in the transactions of what they tell, and
  // the signed deliveries, a job each, retried with backoff.
  configureWebhooks({
    production: config.isProduction,
    retryBaseSeconds: config.WEBHOOK_RETRY_BASE_SECONDS,
    attempts: config.WEBHOOK_ATTEMPTS,
  });
  onGenerationFinished("webhooks", generationEnded);
  onPostSaved("webhooks", postUpdated);
  await registerWebhookDeliveries(queue.boss, { db: database.db, log });

  const app = createHttpApp({
    config,
    db: database.db,
    log,
    auth,
    localProvider,
    hub,
    siteChanges,
    model: model.status,
    build: () => import("virtual:react-router/server-build") as Promise<ServerBuild>,
    assets: options.vite
      ? { vite: options.vite.middlewares }
      : { clientDir: options.clientDir ?? path.resolve("build/client") },
  });

  if (config.localSignIn && !isLoopback(config.HOST)) {
    log.warn(
      { host: config.HOST },
      "the local sign-in is open to the network (LOCAL_SIGN_IN_ON_NETWORK=1): anyone who can reach this server can sign in as any e-mail address, admins included",
    );
  }
  if (config.BILLING_PROVIDER === "sandbox" && !isLoopback(config.HOST)) {
    log.warn(
      { host: config.HOST },
      "the sandbox billing is open to the network (BILLING_SANDBOX_ON_NETWORK=1): anyone who can reach this server can get a paid plan with its test card",
    );
  }
  const server = app.listen(config.PORT, config.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  }).catch(async (error: NodeJS.ErrnoException) => {
    log.fatal({ err: error }, `cannot listen on port ${config.PORT}`);
    await database.close();
    process.exit(1);
  });
  // A provider that cannot answer structured calls is reported once, not found generation by
  // generation. The local model is left alone: loading it is start-up work of its own.
  if (config.AI_PROVIDER !== "local") void reportSelfCheck(model, log, selfCheck.signal);

  let stoppingSince = 0;
  const shutdown = async (signal: string) => {
    // Ctrl-C reaches this process from the terminal and again through npm and `npm start`'s
    // wrapper; only a signal sent well after the first one means "stop now".
    if (stoppingSince) {
      if (Date.now() - stoppingSince < 2_000) return;
      log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stoppingSince = Date.now();
    log.info(`${signal}: shutting down`);
    const force = setTimeout(() => server.closeAllConnections(), 10_000);
    await new Promise((resolve) => {
      server.close(resolve);
      server.closeIdleConnections();
    });
    clearTimeout(force);
    selfCheck.abort();
    await options.vite?.close();
    billing.stop();
    await queue.stop().catch((error) => log.warn({ err: error }, "job queue did not stop cleanly"));
    await hub.stop();
    await siteChanges.stop();
    stopReport();
    await model.dispose();
    await database.close();
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGHUP", () => void shutdown("SIGHUP"));

  // The server answers (and stops cleanly) from here on; the banner waits a moment for the
  // model's state (which model, whether it is there), known within a second or so.
  const readyMs = Math.round(performance.now() - startedAt);
  await model.status.settled?.(3_000);
  if (stoppingSince) return;
  const banner = readyBanner({
    url: config.APP_URL,
    localSignIn: localProvider !== null,
    sandboxBilling: config.BILLING_PROVIDER === "sandbox",
    host: config.HOST,
    model: model.status.status,
    modelWhy: model.status.target?.why,
    readyMs,
  });
  if (terminal.interactive && !config.isProduction) terminal.write(`\n${banner.join("\n")}\n\n`);
  else {
    log.info(
      { url: config.APP_URL, ms: readyMs, appEnv: config.APP_ENV, model: model.status.status },
      banner.join("\n"),
    );
  }
}
