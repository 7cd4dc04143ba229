import { downloadPercent, type ModelStatus } from "@domain/model-status";
import type { Logger, Terminal } from "../log";
import { formatBytes, formatDuration, formatProgress } from "./local/model-download";
import type { ModelStatusSource } from "./types";

/**
 * The model's state in one line, for the ready banner and the terminal's status line:
 * "downloading 42% of 2.5 GB, about 3 min left", "ready", "not available: ...".
 */
export function describeModelState(status: ModelStatus): string {
  switch (status.state) {
    case "checking":
      return "checking this machine and the models folder";
    case "ready":
      return "ready";
    case "hosted":
      return "hosted (nothing to download)";
    case "downloading": {
      const percent = downloadPercent(status);
      const total = status.progress?.total;
      const left = status.progress?.secondsLeft;
      if (percent === null || !total) return "downloading (the app works meanwhile)";
      const eta = left ? `, about ${formatDuration(left)} left` : "";
      return `downloading ${percent}% of ${formatBytes(total)}${eta} (the app works meanwhile; generations wait for it)`;
    }
    case "retrying": {
      const where = status.problem?.host ? ` from ${status.problem.host}` : "";
      return `the download${where} failed (${status.problem?.kind ?? "error"}); next try in ${status.retryInSeconds ?? 0} s`;
    }
    case "failed":
      return "not available: the download gave up; restart to try again, or run npm run model:pull";
    case "missing":
      return status.problem?.kind === "autoPullOff"
        ? "not available: no model file and LOCAL_MODEL_AUTO_PULL=0; run npm run model:pull"
        : "not available: no file at LOCAL_MODEL_PATH";
  }
}

/**
 * Follows the model's state where the person who started the app looks: on a terminal one
 * updating status line (percent, MB of MB, speed, time left); for log collectors a log line per
 * tenth of the download. Failures are logged by the supply itself, with what to do.
 */
export function reportModelStatus(
  source: ModelStatusSource,
  log: Logger,
  terminal: Terminal,
): () => void {
  let lastState: ModelStatus["state"] | undefined;
  let lastDecile = -1;
  let retryAt = 0;
  let ticker: NodeJS.Timeout | undefined;

  const line = (status: ModelStatus): string | undefined => {
    if (status.state === "downloading" && status.progress) {
      const { received, total, bytesPerSecond } = status.progress;
      return `Model ${status.model}: ${formatProgress({ received, total: total ?? undefined, bytesPerSecond }, 20)}`;
    }
    if (status.state === "retrying") {
      const seconds = Math.max(0, Math.ceil((retryAt - Date.now()) / 1000));
      return `Model ${status.model}: ${describeModelState({ ...status, retryInSeconds: seconds })}`;
    }
    return undefined;
  };

  const onChange = (status: ModelStatus) => {
    const entered = status.state !== lastState;
    lastState = status.state;
    if (status.state === "retrying" && entered)
      retryAt = Date.now() + (status.retryInSeconds ?? 0) * 1000;
    clearInterval(ticker);
    if (terminal.interactive) {
      terminal.status(line(status));
      // The countdown to the next try moves on its own.
      if (status.state === "retrying")
        ticker = setInterval(() => terminal.status(line(status)), 1000).unref();
    } else if (status.state === "downloading") {
      const percent = downloadPercent(status);
      const decile = percent === null ? -1 : Math.floor(percent / 10);
      if (decile > lastDecile) {
        lastDecile = decile;
        log.info({ model: status.model, progress: status.progress }, `model download: ${percent}%`);
      }
    }
  };
  const unsubscribe = source.subscribe(onChange);
  onChange(source.status);
  return () => {
    clearInterval(ticker);
    unsubscribe();
    terminal.status(undefined);
  };
}
