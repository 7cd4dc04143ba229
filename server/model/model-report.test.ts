import type { ModelStatus } from "@domain/model-status";
import { describe, expect, it } from "vitest";
import { createLogger, createTerminal } from "../log";
import { readyBanner } from "../ready-banner";
import { describeModelState, reportModelStatus } from "./model-report";
import type { ModelStatusSource } from "./types";

function source(initial: ModelStatus) {
  const listeners = new Set<(s: ModelStatus) => void>();
  const state: { status: ModelStatus } & ModelStatusSource & { set(s: ModelStatus): void } = {
    status: initial,
    subscribe: (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    set(next) {
      state.status = next;
      for (const l of listeners) l(next);
    },
  };
  return state;
}

const downloading = (received: number): ModelStatus => ({
  provider: "local",
  state: "downloading",
  model: "Qwen3 4B",
  progress: { received, total: 2_500_000_000, bytesPerSecond: 10_000_000, secondsLeft: 190 },
});

describe("the model's state for people", () => {
  it("says in one line what the model is doing and what to do", () => {
    expect(describeModelState(downloading(1_050_000_000))).toBe(
      "downloading 42% of 2.5 GB, about 3 min 10 s left (the app works meanwhile; generations wait for it)",
    );
    expect(describeModelState({ provider: "local", state: "ready", model: "x" })).toBe("ready");
    expect(
      describeModelState({
        provider: "local",
        state: "missing",
        model: "x",
        problem: { kind: "autoPullOff" },
      }),
    ).toContain("LOCAL_MODEL_AUTO_PULL=0; run npm run model:pull");
    expect(
      describeModelState({
        provider: "local",
        state: "retrying",
        model: "x",
        problem: { kind: "unreachable", host: "huggingface.co" },
        retryInSeconds: 45,
      }),
    ).toBe("the download from huggingface.co failed (unreachable); next try in 45 s");
  });

  it("prints a ready banner with the address, the sign-in and the model", () => {
    const lines = readyBanner({
      url: "http://localhost:3000",
      localSignIn: true,
      sandboxBilling: true,
      host: "127.0.0.1",
      model: downloading(1_050_000_000),
      modelWhy: "chosen for this machine: 8 CPU cores and 16 GB of memory",
      readyMs: 1_530,
    });
    expect(lines[0]).toBe("Inkwell is ready at http://localhost:3000 (started in 1.5 s)");
    expect(lines[1]).toContain("local sign-in page: type any e-mail address and a name");
    expect(lines[2]).toContain("this machine only (127.0.0.1)");
    expect(lines[3]).toBe(
      "  Model:    local, Qwen3 4B (chosen for this machine: 8 CPU cores and 16 GB of memory)",
    );
    expect(lines[4]).toContain("downloading 42% of 2.5 GB");
  });

  it("keeps one status line under the log lines on a terminal", () => {
    let out = "";
    const terminal = createTerminal({
      isTTY: true,
      columns: 200,
      write: (text: string) => {
        out += text;
        return true;
      },
    });
    const model = source(downloading(0));
    const stop = reportModelStatus(model, createLogger("silent"), terminal);
    model.set(downloading(1_250_000_000));
    terminal.write("a log line\n");
    stop();
    const screens = out.split("\r\x1b[2K");
    expect(screens[0]).toBe(
      "Model Qwen3 4B: [--------------------]   0.0%  0 B / 2.5 GB  10.0 MB/s  4 min 10 s left",
    );
    expect(screens[1]).toContain("[##########----------]  50.0%  1.3 GB / 2.5 GB");
    // A log line clears the status line, is written, and the status line comes back under it.
    expect(screens[2]).toMatch(/^a log line\nModel Qwen3 4B: \[#{10}/);
    expect(screens.at(-1)).toBe("");
  });

  it("logs a line per tenth of the download for log collectors", () => {
    const lines: string[] = [];
    const log = createLogger("info");
    log.info = ((_fields: unknown, message: string) => lines.push(message)) as never;
    const model = source(downloading(0));
    const stop = reportModelStatus(model, log, createTerminal({ write: () => true }));
    for (const received of [1e8, 2e8, 2.6e8, 5e8, 2.5e9]) model.set(downloading(received));
    stop();
    expect(lines).toEqual([
      "model download: 0%",
      "model download: 10%",
      "model download: 20%",
      "model download: 100%",
    ]);
  });
});
