// A model that fails on purpose for some requests (issue 30's bulk test): a small proxy in front
// of the scripted OpenAI-compatible server (./scripted-openai.ts) that, while `failing` is on,
// answers every request whose body carries `marker` (a row's topic) with an error, so every
// attempt of that generation fails; every other request goes through to the scripted server.
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FailingModel = {
  /** The base URL for AI_BASE_URL (ends in /v1, like the scripted server's). */
  url: string;
  /** Off: every request goes through (the model is "fixed"). */
  failing: boolean;
  /** Requests refused so far. */
  refused: number;
  close(): Promise<void>;
};

export async function startFailingModel(target: string, marker: string): Promise<FailingModel> {
  const base = new URL(target);
  const state: FailingModel = { url: "", failing: true, refused: 0, close: async () => {} };
  const server = http.createServer((request, response) => {
    let raw = "";
    request.on("data", (chunk) => (raw += chunk));
    request.on("end", async () => {
      if (state.failing && raw.includes(marker)) {
        state.refused++;
        response.writeHead(400, { "content-type": "application/json" });
        response.end(
          JSON.stringify({ error: { message: "scripted refusal", type: "invalid_request_error" } }),
        );
        return;
      }
      // The request's path under /v1, sent on to the scripted server's /v1.
      const path = (request.url ?? "/").replace(/^\/v1/, "");
      try {
        const answer = await fetch(`${base.origin}${base.pathname}${path}`, {
          method: request.method,
          headers: { "content-type": request.headers["content-type"] ?? "application/json" },
          body: request.method === "GET" || request.method === "HEAD" ? undefined : raw,
        });
        response.writeHead(answer.status, {
          "content-type": answer.headers.get("content-type") ?? "application/json",
        });
        if (answer.body) for await (const chunk of answer.body) response.write(chunk);
        response.end();
      } catch (error) {
        response.writeHead(502, { "content-type": "application/json" });
        response.end(JSON.stringify({ error: { message: String(error), type: "proxy_error" } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  state.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
