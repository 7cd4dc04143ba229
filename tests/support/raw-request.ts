import http from "node:http";

/**
 * Methods no route of the app serves (server/http/methods.ts), as a client may send them: fetch
 * refuses to send TRACE, TRACK and CONNECT, so these go through node's http module.
 */
export const UNSERVED_METHODS = [
  "OPTIONS",
  "PROPFIND",
  "PROPPATCH",
  "MKCOL",
  "COPY",
  "MOVE",
  "LOCK",
  "UNLOCK",
  "TRACE",
  "SEARCH",
  "REPORT",
  "PURGE",
  "QUERY",
  "CONNECT",
] as const;

export type RawAnswer =
  | { closed: false; status: number; headers: http.IncomingHttpHeaders; body: string }
  /** CONNECT: node's server drops the connection of a tunnel nobody asked it to open. */
  | { closed: true };

/** One request with any method through node's http module (fetch refuses some methods). */
export function rawRequest(
  baseUrl: string,
  options: { method: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: hostname,
        port,
        path: options.path,
        method: options.method,
        headers: options.headers,
        agent: false,
        timeout: 15_000,
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          body += chunk;
        });
        res.on("end", () =>
          resolve({ closed: false, status: res.statusCode ?? 0, headers: res.headers, body }),
        );
        res.on("error", reject);
      },
    );
    // A CONNECT's answer comes as "connect", not "response".
    req.on("connect", (res, socket) => {
      socket.destroy();
      resolve({ closed: false, status: res.statusCode ?? 0, headers: res.headers, body: "" });
    });
    req.on("timeout", () => req.destroy(new Error(`${options.method} ${options.path}: timed out`)));
    req.on("error", (error: NodeJS.ErrnoException) => {
      const dropped = error.code === "ECONNRESET" || /socket hang up/.test(error.message);
      if (options.method === "CONNECT" && dropped) resolve({ closed: true });
      else reject(error);
    });
    req.end(options.body);
  });
}
