/** A local webhook receiver for the tests: records every request and answers with `status`. */
import http from "node:http";
import type { AddressInfo } from "node:net";

export type Received = { at: number; headers: http.IncomingHttpHeaders; body: string };

export type WebhookReceiver = {
  url: string;
  /** host:port, for INKWELL_FETCH_ALLOW_HOSTS. */
  host: string;
  received: Received[];
  /** What the next requests are answered with. */
  status: number;
  answer: string;
  close(): Promise<void>;
};

export async function startWebhookReceiver(status = 200, answer = "ok"): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const receiver = { status, answer } as WebhookReceiver;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({
        at: Date.now(),
        headers: request.headers,
        body: Buffer.concat(chunks).toString("utf8"),
      });
      response.writeHead(receiver.status, { "content-type": "text/plain" });
      response.end(receiver.answer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks`,
    host: `127.0.0.1:${port}`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
