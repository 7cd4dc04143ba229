import pino, { type Logger } from "pino";

export type { Logger } from "pino";

/**
 * The app's logger: JSON lines on stdout (what log collectors read), or readable lines when a
 * person runs the app in a terminal outside production. Secrets and cookies are redacted.
 */
export function createLogger(level: string, options: { pretty?: boolean } = {}): Logger {
  return pino({
    level,
    ...(options.pretty
      ? {
          transport: {
            target: "pino-pretty",
            options: { ignore: "pid,hostname,app", translateTime: "HH:MM:ss" },
          },
        }
      : {}),
    base: { app: "inkwell" },
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      censor: "[redacted]",
    },
  });
}
