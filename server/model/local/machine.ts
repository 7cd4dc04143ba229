import { execFile } from "node:child_process";
import os from "node:os";
import type { Machine } from "@domain/local-models";
import { localScriptPath } from "./worker-path";

/** The machine as node-llama-cpp sees it, with why no GPU is used when the probe failed. */
export type DetectedMachine = Machine & { devices: string[]; probeProblem?: string };

/**
 * Memory and cores from the operating system; the GPU from node-llama-cpp, asked in a child
 * process (probe.js, about 0.6 s on a machine without a GPU). When the probe fails the model runs
 * on the CPU, and the problem is returned for the log.
 */
export async function detectMachine(timeoutMs = 20_000): Promise<DetectedMachine> {
  const base = {
    totalMemoryBytes: os.totalmem(),
    cpuCores: os.availableParallelism(),
  };
  try {
    const stdout = await new Promise<string>((resolve, reject) => {
      execFile(
        process.execPath,
        [localScriptPath("probe.js")],
        { timeout: timeoutMs, maxBuffer: 64 * 1024 },
        (error, out) => (error ? reject(error) : resolve(out)),
      );
    });
    const probe = JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as {
      gpu?: Machine["gpu"];
      vramBytes?: number;
      devices?: string[];
    };
    return {
      ...base,
      gpu: probe.gpu ?? false,
      vramBytes: probe.vramBytes ?? 0,
      devices: probe.devices ?? [],
    };
  } catch (error) {
    return {
      ...base,
      gpu: false,
      vramBytes: 0,
      devices: [],
      probeProblem: (error as Error).message.split("\n")[0],
    };
  }
}
