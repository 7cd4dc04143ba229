import pino, { type Logger } from "pino";

export type { Logger } from "pino";

/** The app's logger: JSON lines on stdout, secrets and cookies redacted. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    base: { app: "inkwell" },
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      censor: "[redacted]",
    },
  });
}
