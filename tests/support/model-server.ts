// A local stand-in for Hugging Face in tests: serves one file with HEAD and Range support, like
// /resolve/ (a redirect stating X-Linked-Size and X-Linked-Etag, the SHA-256), and misbehaves on
// request: throttles, stalls, cuts connections, answers an error status. Nothing leaves the machine.
import { createHash } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type ServerResponse } from "node:http";
import type { AddressInfo, Socket } from "node:net";

export type ModelServerMode = {
  /** Bytes per second per response; unlimited when unset. */
  bytesPerSecond?: number;
  /** Answer every request with this status (403, 503...). */
  status?: number;
  /** Close the connection after sending the body up to this file offset, once per offset. */
  cutAt?: number;
  /**
   * Send the body up to this file offset, then nothing (the connection stays open) until the
   * test moves or removes it.
   */
  stallAt?: number;
  /** Ignore Range headers (a server that cannot resume). */
  ranges?: boolean;
  /** The SHA-256 the redirect states; the file's real one when unset. */
  statedSha256?: string;
};

export type ModelServer = {
  /** Like https://huggingface.co/<repo>/resolve/main/<file>: redirects to the file. */
  url: string;
  /** The file itself, without the redirect. */
  fileUrl: string;
  sha256: string;
  mode: ModelServerMode;
  requests: { method: string; path: string; headers: IncomingHttpHeaders }[];
  /** Byte offsets of the ranged GETs (0 for a GET without Range). */
  rangeStarts(): number[];
  close(): Promise<void>;
};

const CHUNK = 16 * 1024;

export async function startModelServer(
  file: Buffer,
  name = "model.gguf",
  mode: ModelServerMode = {},
): Promise<ModelServer> {
  const sha256 = createHash("sha256").update(file).digest("hex");
  const requests: ModelServer["requests"] = [];
  const sockets = new Set<Socket>();
  const cutDone = new Set<number>();
  const state: ModelServer = {
    url: "",
    fileUrl: "",
    sha256,
    mode,
    requests,
    rangeStarts: () =>
      requests
        .filter((r) => r.method === "GET" && r.path === `/files/${name}`)
        .map((r) => Number(/^bytes=(\d+)-/.exec(r.headers.range ?? "")?.[1] ?? 0)),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };

  const send = (res: ServerResponse, start: number, end: number) => {
    let offset = start;
    const step = () => {
      if (res.destroyed) return;
      const { bytesPerSecond, cutAt, stallAt } = state.mode;
      if (cutAt !== undefined && !cutDone.has(cutAt) && offset >= cutAt) {
        cutDone.add(cutAt);
        res.socket?.destroy();
        return;
      }
      // Stalled: send nothing, but carry on if the test moves or removes the stall point.
      if (stallAt !== undefined && offset >= stallAt) {
        setTimeout(step, 50);
        return;
      }
      if (offset > end) {
        res.end();
        return;
      }
      let last = Math.min(end, offset + CHUNK - 1);
      if (cutAt !== undefined && !cutDone.has(cutAt) && cutAt > offset)
        last = Math.min(last, cutAt - 1);
      if (stallAt !== undefined && stallAt > offset) last = Math.min(last, stallAt - 1);
      const chunk = file.subarray(offset, last + 1);
      offset = last + 1;
      const delay = bytesPerSecond ? (chunk.length / bytesPerSecond) * 1000 : 0;
      const next = () => (delay ? setTimeout(step, delay) : setImmediate(step));
      if (res.write(chunk)) next();
      else res.once("drain", next);
    };
    step();
  };

  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://x").pathname;
    requests.push({ method: req.method ?? "", path, headers: req.headers });
    if (state.mode.status) {
      res.writeHead(state.mode.status, { "content-type": "text/plain" }).end("refused");
      return;
    }
    if (path === `/resolve/main/${name}`) {
      res.writeHead(302, {
        location: `/files/${name}`,
        "x-linked-size": String(file.length),
        "x-linked-etag": `"${state.mode.statedSha256 ?? sha256}"`,
      });
      res.end();
      return;
    }
    if (path !== `/files/${name}`) {
      res.writeHead(404).end();
      return;
    }
    const ranges = state.mode.ranges !== false;
    const match = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? "");
    const start = ranges && match ? Number(match[1]) : 0;
    const end =
      ranges && match?.[2] ? Math.min(Number(match[2]), file.length - 1) : file.length - 1;
    if (start >= file.length) {
      res.writeHead(416, { "content-range": `bytes */${file.length}` }).end();
      return;
    }
    const partial = ranges && match !== null;
    res.writeHead(partial ? 206 : 200, {
      "content-type": "application/octet-stream",
      "content-length": String(end - start + 1),
      "accept-ranges": ranges ? "bytes" : "none",
      ...(partial ? { "content-range": `bytes ${start}-${end}/${file.length}` } : {}),
    });
    if (req.method === "HEAD") res.end();
    else send(res, start, end);
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.url = `${base}/resolve/main/${name}`;
  state.fileUrl = `${base}/files/${name}`;
  return state;
}
