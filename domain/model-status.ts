/**
 * The writing model's state as the dashboard, /healthz and the terminal see it
 * (GET /api/model, GET /api/model/events). Problems travel as kinds; the dashboard turns each
 * into its message (account.json, "model.problem.*").
 */
export const MODEL_STATES = [
  /** Looking at the machine and the models folder (the first second of a start). */
  "checking",
  "ready",
  /** Bytes are arriving (in this process or another one sharing DATA_DIR). */
  "downloading",
  /** A try failed; the next one starts after a pause that grows. */
  "retrying",
  /** The download gave up (after its tries) or cannot start; generations fail until it is fixed. */
  "failed",
  /** No model file and nothing will fetch one (LOCAL_MODEL_AUTO_PULL=0, or LOCAL_MODEL_PATH). */
  "missing",
  /** A hosted provider: nothing to prepare here. */
  "hosted",
] as const;
export type ModelState = (typeof MODEL_STATES)[number];

export const MODEL_PROBLEMS = [
  /** The server could not be reached: offline, refused, no DNS. */
  "unreachable",
  /** The server answered with an error status. */
  "http",
  /** The connection went quiet. */
  "stalled",
  /** The connection dropped part way (the next try resumes). */
  "interrupted",
  /** The file did not match its size or SHA-256. */
  "corrupt",
  /** The models folder cannot be written (full disk, permissions). */
  "disk",
  /** No file at LOCAL_MODEL_PATH, and no LOCAL_MODEL_URL to fetch one. */
  "noFile",
  /** LOCAL_MODEL_AUTO_PULL=0 and no model file. */
  "autoPullOff",
] as const;
export type ModelProblem = (typeof MODEL_PROBLEMS)[number];

export type ModelStatus = {
  provider: string;
  state: ModelState;
  /** The model's name, e.g. "Qwen3 4B Instruct 2507 (Q4_K_M)". */
  model: string;
  progress?: {
    received: number;
    total: number | null;
    bytesPerSecond: number;
    secondsLeft: number | null;
  };
  problem?: { kind: ModelProblem; host?: string; status?: number };
  /** Seconds until the next try, while retrying. */
  retryInSeconds?: number;
};

/** Whole percent of the download, or null while the size is unknown. */
export function downloadPercent(status: ModelStatus): number | null {
  const progress = status.progress;
  if (!progress?.total) return null;
  return Math.min(100, Math.floor((progress.received / progress.total) * 100));
}
