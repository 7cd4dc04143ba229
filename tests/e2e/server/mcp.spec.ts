/**
 * The MCP server at /mcp (issue 30, ADR 0030 "MCP") through the official SDK's own client and
 * Streamable HTTP transport, on a server of its own with the scripted model: the tools are
 * listed, generate_piece writes a piece with progress notifications and answers with the post,
 * which read_post and the post resource give back; one credit is used. A bad key is refused at
 * the door (401 on connect), a read-only key cannot generate, and an update goes through the
 * editor's own save (the stale check included). Every request counts against the key's rate
 * limit; GET and DELETE are 405 (stateless), a body that is not JSON a JSON-RPC parse error.
 */
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import {
  StreamableHTTPClientTransport,
  StreamableHTTPError,
} from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { expect, test } from "@playwright/test";
import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { bearer, insertApiKey } from "../../support/api-key";
import { english } from "../../support/english";
import { insertPost } from "../../support/factories";
import { type ScriptedApp, startScriptedApp } from "../../support/scripted-app";
import { createUserWithSession } from "../../support/sessions";

let app: ScriptedApp;

test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Each model answer takes a moment, so the generation's phases are seen one by one.
  app = await startScriptedApp("mcp", {}, { delayMs: 150 });
});

test.afterAll(async () => {
  await app?.stop();
});

async function connect(key: string): Promise<Client> {
  const client = new Client({ name: "inkwell-e2e", version: "1.0.0" });
  const transport = new StreamableHTTPClientTransport(new URL("/mcp", app.server.url), {
    requestInit: { headers: bearer(key) },
  });
  await client.connect(transport);
  return client;
}

const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === "text" ? part.text : "")).join("\n");

test("lists the tools, generates a piece with progress and reads it back", async () => {
  const user = await createUserWithSession(app.db, { tier: "pro" });
  const { key } = await insertApiKey(app.db, user.id, { scopes: ["read", "generate"] });
  const client = await connect(key);
  try {
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      "analyse_text",
      "generate_piece",
      "get_ideas",
      "list_posts",
      "read_post",
      "update_post",
    ]);

    const progress: { progress: number; message?: string; at: number }[] = [];
    const result = (await client.callTool(
      {
        name: "generate_piece",
        arguments: {
          contentType: "blog",
          title: "Cold brew at home",
          topic: "Making cold brew coffee",
          keywords: ["cold brew"],
        },
      },
      undefined,
      {
        onprogress: (update) => progress.push({ ...update, at: Date.now() }),
        timeout: 120_000,
        resetTimeoutOnProgress: true,
      },
    )) as CallToolResult;
    const answeredAt = Date.now();
    expect(result.isError ?? false, textOf(result)).toBe(false);
    expect(progress.length).toBeGreaterThanOrEqual(2);
    // Streamed as the generation goes (never held back by compression), not all at the end.
    expect(progress[0]?.at).toBeLessThan(answeredAt - 500);
    const steps = progress.map((p) => p.progress);
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(new Set(steps).size).toBe(steps.length);
    const piece = result.structuredContent as { postId: string; title: string; content: string };
    expect(piece.title).toBeTruthy();
    expect(piece.content).toContain("<p>");

    const read = (await client.callTool({
      name: "read_post",
      arguments: { id: piece.postId },
    })) as CallToolResult;
    expect(read.isError ?? false).toBe(false);
    expect(read.structuredContent).toMatchObject({ id: piece.postId, title: piece.title });

    const { resources } = await client.listResources();
    expect(resources.map((r) => r.uri)).toContain(`inkwell://posts/${piece.postId}`);
    const resource = await client.readResource({ uri: `inkwell://posts/${piece.postId}` });
    const [content] = resource.contents;
    expect(JSON.parse(String(content && "text" in content ? content.text : ""))).toMatchObject({
      id: piece.postId,
      title: piece.title,
    });

    const listed = (await client.callTool({ name: "list_posts", arguments: {} })) as CallToolResult;
    expect(listed.structuredContent).toMatchObject({ total: 1, items: [{ id: piece.postId }] });

    // Metered exactly as the API: one credit used, none left reserved.
    const [usage] = await app.db
      .select()
      .from(schema.userUsage)
      .where(eq(schema.userUsage.userId, user.id));
    expect(usage).toMatchObject({ generationsUsed: "1.0", generationsReserved: "0.0" });
  } finally {
    await client.close();
  }
});

test("a bad key is refused on connect; a read-only key cannot generate", async () => {
  const error = await connect("ink_not-a-key").catch((e: unknown) => e);
  expect(error).toBeInstanceOf(StreamableHTTPError);
  expect((error as StreamableHTTPError).code).toBe(401);

  const user = await createUserWithSession(app.db, { tier: "pro" });
  const { key } = await insertApiKey(app.db, user.id, { scopes: ["read"] });
  const client = await connect(key);
  try {
    const refused = (await client.callTool({
      name: "generate_piece",
      arguments: { topic: "Cold brew at home" },
    })) as CallToolResult;
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain(
      english("developers:errors.scopeMissing", { scope: "generate" }),
    );
    expect(refused.structuredContent).toMatchObject({
      error: { code: "SCOPE_MISSING", params: { scope: "generate" } },
    });
    const generations = await app.db
      .select()
      .from(schema.generations)
      .where(eq(schema.generations.userId, user.id));
    expect(generations).toHaveLength(0);
  } finally {
    await client.close();
  }
});

test("update_post saves through the editor's save and refuses a stale version", async () => {
  const user = await createUserWithSession(app.db, { tier: "pro" });
  const { key } = await insertApiKey(app.db, user.id, { scopes: ["read", "edit"] });
  const post = await insertPost(app.db, user.id, { title: "Old title" });
  const client = await connect(key);
  try {
    const version = post.updatedAt.toISOString();
    const saved = (await client.callTool({
      name: "update_post",
      arguments: { id: post.id, version, title: "New title", content: "<p>A new body here.</p>" },
    })) as CallToolResult;
    expect(saved.isError ?? false, textOf(saved)).toBe(false);
    expect(saved.structuredContent).toMatchObject({ title: "New title", wordCount: 4 });
    const stale = (await client.callTool({
      name: "update_post",
      arguments: { id: post.id, version, title: "Stale" },
    })) as CallToolResult;
    expect(stale.isError).toBe(true);
    expect(stale.structuredContent).toMatchObject({ error: { code: "POST_CHANGED" } });
    const report = (await client.callTool({
      name: "analyse_text",
      arguments: { text: "Cold brew is coffee.\n\nIt steeps for hours.", keywords: "cold brew" },
    })) as CallToolResult;
    expect(report.isError ?? false, textOf(report)).toBe(false);
    expect(report.structuredContent).toMatchObject({ report: { version: expect.any(Number) } });
  } finally {
    await client.close();
  }
});

test("get_ideas makes a set as the Idea Lab does and answers with its ten ideas", async () => {
  const user = await createUserWithSession(app.db, { tier: "pro" });
  const { key } = await insertApiKey(app.db, user.id, { scopes: ["generate"] });
  const client = await connect(key);
  try {
    const result = (await client.callTool(
      { name: "get_ideas", arguments: { platform: "blog", niche: "home coffee" } },
      undefined,
      { timeout: 120_000 },
    )) as CallToolResult;
    expect(result.isError ?? false, textOf(result)).toBe(false);
    const { ideas } = result.structuredContent as { ideas: { title: string }[] };
    expect(ideas).toHaveLength(10);
    expect(ideas[0]?.title).toContain("home coffee");
    // A paid plan's set is half a credit, as in the Idea Lab.
    const [usage] = await app.db
      .select()
      .from(schema.userUsage)
      .where(eq(schema.userUsage.userId, user.id));
    expect(usage).toMatchObject({ generationsUsed: "0.5", generationsReserved: "0.0" });
  } finally {
    await client.close();
  }
});

test("every /mcp request counts against the key's rate limit; GET and DELETE are 405", async () => {
  const user = await createUserWithSession(app.db, { tier: "pro" });
  const { key } = await insertApiKey(app.db, user.id, { scopes: ["read"] });
  const post = (body: unknown) =>
    fetch(new URL("/mcp", app.server.url), {
      method: "POST",
      headers: {
        ...bearer(key),
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
      },
      body: JSON.stringify(body),
    });
  const ping = { jsonrpc: "2.0", id: 1, method: "ping" };
  const first = await post(ping);
  const second = await post(ping);
  await Promise.all([first.body?.cancel(), second.body?.cancel()]);
  expect(first.status).toBe(200);
  const remaining = (r: Response) => Number(r.headers.get("x-ratelimit-remaining"));
  expect(remaining(second)).toBe(remaining(first) - 1);
  for (const method of ["GET", "DELETE"]) {
    const refused = await fetch(new URL("/mcp", app.server.url), { method, headers: bearer(key) });
    expect(refused.status, method).toBe(405);
    expect(await refused.json()).toMatchObject({ jsonrpc: "2.0", error: { code: -32000 } });
  }
  const broken = await fetch(new URL("/mcp", app.server.url), {
    method: "POST",
    headers: { ...bearer(key), "content-type": "application/json" },
    body: "{not json",
  });
  expect(broken.status).toBe(400);
  expect(await broken.json()).toMatchObject({ error: { code: -32700 } });
});
