/**
 * Inkwell's public API from TypeScript: start a blog post, follow it until it is written, print
 * its title. Typed by the types generated from the API's OpenAPI document (./inkwell-v1.d.ts,
 * `npm run api:types`), called with openapi-fetch.
 *
 *   INKWELL_URL=https://your-inkwell.example INKWELL_API_KEY=ink_... npx tsx docs/api/example.ts
 *
 * The key needs the `generate` and `read` scopes (Profile > API keys). tests/e2e/server/
 * api-client-example.spec.ts runs this file against the app.
 */
import { randomUUID } from "node:crypto";
import createClient from "openapi-fetch";
import type { paths } from "./inkwell-v1";

const baseUrl = process.env.INKWELL_URL ?? "http://localhost:3000";
const apiKey = process.env.INKWELL_API_KEY;
if (!apiKey) throw new Error("Set INKWELL_API_KEY to an API key (Profile > API keys)");

const inkwell = createClient<paths>({
  baseUrl,
  headers: { Authorization: `Bearer ${apiKey}` },
});

// Start the piece. The Idempotency-Key makes a retry of this request safe: the same answer
// comes back and the piece is neither started nor charged twice.
const started = await inkwell.POST("/api/v1/generations", {
  params: { header: { "Idempotency-Key": randomUUID() } },
  body: {
    contentType: "blog",
    title: "Why small teams write better documentation",
    topic: "How small teams keep their documentation current",
    keywords: ["documentation", "small teams"],
  },
});
if (started.error) throw new Error(`Not started: ${started.error.error.code}`);

// Follow it: poll its state until it has finished (or use the event stream it names).
let generation = (
  await inkwell.GET("/api/v1/generations/{id}", {
    params: { path: { id: started.data.id } },
  })
).data;
while (generation && (generation.status === "queued" || generation.status === "running")) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const next = await inkwell.GET("/api/v1/generations/{id}", {
    params: { path: { id: started.data.id } },
  });
  if (next.error) throw new Error(`Could not follow it: ${next.error.error.code}`);
  generation = next.data;
}
if (generation?.status !== "succeeded" || !generation.postId) {
  throw new Error(`Not written: ${generation?.error ?? "unknown"}`);
}

// Read the piece it wrote.
const post = await inkwell.GET("/api/v1/posts/{id}", {
  params: { path: { id: generation.postId } },
});
if (post.error) throw new Error(`Could not read it: ${post.error.error.code}`);
console.log(post.data.title);
