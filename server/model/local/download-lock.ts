import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ModelStatus } from "@domain/model-status";
import lockfile from "proper-lockfile";

/**
 * One download of a model file at a time, among every server process sharing DATA_DIR: a lock
 * beside the file (proper-lockfile: a directory created atomically, its time refreshed while the
 * holder lives, taken over when it goes stale), and a small JSON file where the holder publishes
 * its progress for the others to show.
 */
export type DownloadLock = {
  /** Resolves with a release function, or null when another process holds the lock. */
  acquire(onLost: (error: Error) => void): Promise<(() => Promise<void>) | null>;
  isHeld(): Promise<boolean>;
  publish(status: ModelStatus): Promise<void>;
  /** The holder's last published status (its countdown adjusted to now), or null. */
  read(): Promise<ModelStatus | null>;
  clear(): Promise<void>;
};

export function downloadLock(modelPath: string, staleMs = 30_000): DownloadLock {
  const options = {
    lockfilePath: `${modelPath}.lock`,
    realpath: false,
    stale: staleMs,
    update: Math.max(1_000, Math.floor(staleMs / 6)),
  };
  const progressFile = `${modelPath}.download.json`;
  return {
    async acquire(onLost) {
      await mkdir(path.dirname(modelPath), { recursive: true });
      try {
        return await lockfile.lock(modelPath, { ...options, retries: 0, onCompromised: onLost });
      } catch (error) {
        if ((error as { code?: string }).code === "ELOCKED") return null;
        throw error;
      }
    },
    isHeld: () => lockfile.check(modelPath, options),
    async publish(status) {
      // Written whole and renamed, so a reader never sees half a file.
      const temporary = `${progressFile}.${process.pid}`;
      await writeFile(temporary, JSON.stringify({ ...status, at: Date.now() }));
      await rename(temporary, progressFile);
    },
    async read() {
      let published: ModelStatus & { at: number };
      try {
        published = JSON.parse(await readFile(progressFile, "utf8"));
      } catch {
        return null;
      }
      const { at, ...status } = published;
      if (status.retryInSeconds !== undefined) {
        const elapsed = Math.floor((Date.now() - at) / 1000);
        status.retryInSeconds = Math.max(0, status.retryInSeconds - elapsed);
      }
      return status;
    },
    clear: () => rm(progressFile, { force: true }),
  };
}
