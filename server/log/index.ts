import pino, { type Logger, type LoggerOptions } from "pino";
import { prettyFactory } from "pino-pretty";
import type { Terminal } from "./terminal";

export type { Logger } from "pino";
export { loggableError } from "./loggable";
export { redactedUrl, withoutCredentials } from "./redaction";
export { createTerminal, type Terminal } from "./terminal";

/**
 * The app's logger: JSON lines on stdout (what log collectors read), or, given an interactive
 * terminal, readable lines written through it (so they stay above its status line). Secrets and
 * cookies are redacted.
 */
export function createLogger(level: string, options: { terminal?: Terminal } = {}): Logger {
  const settings: LoggerOptions = {
    level,
    base: { app: "inkwell" },
    redact: {
      paths: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
      censor: "[redacted]",
    },
  };
  const terminal = options.terminal;
  if (!terminal?.interactive) return pino(settings);
  // In-process and synchronous (pino-pretty's transport runs in a worker thread, whose lines
  // would land in the middle of the status line). One line per entry, the error's message
  // included ("GET / 200 12 ms"); the fields and stacks show from LOG_LEVEL=debug on.
  const detailed = level === "debug" || level === "trace";
  const pretty = prettyFactory({
    ignore: "pid,hostname,app,req,res,responseTime,reqId",
    translateTime: "HH:MM:ss",
    colorize: true,
    hideObject: !detailed,
    messageFormat: (entry, messageKey) => {
      const message = String(entry[messageKey] ?? "");
      const error = entry.err as { message?: string } | undefined;
      return !detailed && error?.message && !message.includes(error.message)
        ? `${message}: ${error.message}`
        : message;
    },
  });
  return pino(settings, { write: (line: string) => terminal.write(pretty(line)) });
}
