import { downloadPercent } from "@domain/model-status";
import type { RequestHandler } from "express";
import type { Database } from "../db";
import type { ModelStatusSource } from "../model";

/**
 * 200 while the database answers within a second, 503 otherwise; never cached. The writing
 * model's state is reported too but never makes the app unhealthy: it serves (and accepts
 * generations) while the model downloads.
 */
export function healthCheck(db: Database, model?: ModelStatusSource): RequestHandler {
  const modelState = () => {
    if (!model) return undefined;
    const status = model.status;
    const percent = status.state === "downloading" ? downloadPercent(status) : undefined;
    return {
      provider: status.provider,
      state: status.state,
      ...(percent !== undefined && percent !== null ? { percent } : {}),
      ...(status.problem ? { problem: status.problem.kind } : {}),
    };
  };
  return async (_req, res) => {
    res.set("Cache-Control", "no-store");
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        db.$client.query("select 1"),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error("timeout")), 1_000);
        }),
      ]);
      res.status(200).json({ status: "ok", database: "up", model: modelState() });
    } catch {
      res.status(503).json({ status: "unavailable", database: "down", model: modelState() });
    } finally {
      clearTimeout(timer);
    }
  };
}
