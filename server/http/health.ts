import type { RequestHandler } from "express";
import type { Database } from "../db";

/** 200 while the database answers within a second, 503 otherwise; never cached. */
export function healthCheck(db: Database): RequestHandler {
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
      res.status(200).json({ status: "ok", database: "up" });
    } catch {
      res.status(503).json({ status: "unavailable", database: "down" });
    } finally {
      clearTimeout(timer);
    }
  };
}
