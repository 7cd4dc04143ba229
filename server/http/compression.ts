import compression from "compression";
import type { Request, RequestHandler, Response } from "express";

/** Event streams must reach the browser as they are written, so they are never compressed. */
export function shouldCompress(req: Request, res: Response): boolean {
  const type = res.getHeader("Content-Type");
  if (typeof type === "string" && type.startsWith("text/event-stream")) return false;
  return compression.filter(req, res);
}

export function compress(): RequestHandler {
  return compression({ filter: shouldCompress });
}
