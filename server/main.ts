import path from "node:path";
import type { RequestHandler } from "express";
import type { ServerBuild } from "react-router";
import { configureAuthAttempts, createAuth, createLocalProvider, setAuth } from "./auth";
import { ConfigError, parseConfig } from "./config";
import { loadLocalSecrets } from "./config/secrets";
import { openDatabase } from "./db";
import { setDatabase } from "./db/current";
import {
  createModel,
  ProgressHub,
  reportSelfCheck,
  runPipeline,
  setGenerationQueue,
  startGenerationQueue,
} from "./generation";
import { createHttpApp } from "./http/app";
import { createLogger } from "./log";

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
  const log = createLogger(config.LOG_LEVEL, {
    pretty: process.stdout.isTTY && !config.isProduction,
  });
  const startedAt = performance.now();

  const database = await openDatabase(
    config,
    (message) => log.info(message),
    (error) => log.warn({ err: error }, "database connection lost"),
  );
  setDatabase(database.db);

  const secret = config.AUTH_SECRET ?? loadLocalSecrets(config.DATA_DIR).authSecret;
  const useLocalProvider = !(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET);
  const localProvider = useLocalProvider
    ? createLocalProvider({ appUrl: config.APP_URL, dataDir: config.DATA_DIR, secret })
    : null;
  if (localProvider) log.info("sign-in: the local OpenID provider (Google is not configured)");
  const auth = createAuth({ config, db: database.db, log, secret, local: localProvider });
  setAuth(auth, localProvider);
  configureAuthAttempts(config.AUTH_ATTEMPTS_PER_MINUTE);

  const model = createModel(config);
  log.info(`generation: ${model.description}`);
  const selfCheck = new AbortController();
  const hub = new ProgressHub(database.url, log);
  await hub.start();
  const queue = await startGenerationQueue({
    url: database.url,
    log,
    concurrency: config.GENERATION_CONCURRENCY,
    deps: { db: database.db, log, pipeline: runPipeline, model: () => model },
  });
  setGenerationQueue(queue);

  const app = createHttpApp({
    config,
    db: database.db,
    log,
    auth,
    localProvider,
    hub,
    build: () => import("virtual:react-router/server-build") as Promise<ServerBuild>,
    assets: options.vite
      ? { vite: options.vite.middlewares }
      : { clientDir: options.clientDir ?? path.resolve("build/client") },
  });

  const server = app.listen(config.PORT, config.HOST);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  }).catch(async (error: NodeJS.ErrnoException) => {
    log.fatal({ err: error }, `cannot listen on port ${config.PORT}`);
    await database.close();
    process.exit(1);
  });
  log.info(
    { url: config.APP_URL, ms: Math.round(performance.now() - startedAt), appEnv: config.APP_ENV },
    `Inkwell is ready on ${config.APP_URL}`,
  );
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
    await queue.stop().catch((error) => log.warn({ err: error }, "job queue did not stop cleanly"));
    await hub.stop();
    await model.dispose();
    await database.close();
    log.info("stopped");
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGHUP", () => void shutdown("SIGHUP"));
}
