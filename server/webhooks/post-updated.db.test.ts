// post.updated (issue 30): written in the save's transaction by the listener server/main.ts
// registers on server/library's onPostSaved; a save that changed nothing, or was refused, sends
// nothing.
import { postEditSchema } from "@domain/post-edit";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertPost, insertUser } from "../../tests/support/factories";
import { silentLog } from "../../tests/support/generation";
import { schema } from "../db";
import { ensureQueue, type JobQueue, setJobQueue, startJobQueue } from "../jobs";
import { onPostSaved, updatePost } from "../library";
import { createWebhookEndpoint, postUpdated, WEBHOOK_QUEUE } from "./index";

const t = testDatabase();
let queue: JobQueue;

beforeAll(async () => {
  queue = await startJobQueue({ url: t.url, log: silentLog });
  setJobQueue(queue);
  // Queued only: no worker sends them.
  await ensureQueue(queue.boss, WEBHOOK_QUEUE, {});
  onPostSaved("webhooks", postUpdated);
});
afterAll(async () => {
  await queue?.stop();
  setJobQueue(undefined);
});

const edit = (title: string, version?: string) =>
  postEditSchema.parse({
    title,
    topic: "Compost",
    keywords: "compost",
    content: "<h2>Compost</h2><p>Gardening with compost is easy and cheap.</p>",
    ...(version ? { version } : {}),
  });

describe("post.updated", () => {
  it("is sent once per saved change, with the title and never the text", async () => {
    const row = await insertUser(t.db);
    const user = { id: row.id, tier: "pro" as const, isAdmin: false };
    const { endpoint } = await createWebhookEndpoint(user, {
      url: "https://hooks.example.com/in",
      events: ["post.updated"],
      description: "",
    });
    const post = await insertPost(t.db, user.id);
    const saved = await updatePost(user, post.id, edit("Composting at home"));
    await updatePost(user, post.id, edit("Composting at home"));
    await expect(
      updatePost(user, post.id, edit("Stale", post.updatedAt.toISOString())),
    ).rejects.toThrow();
    const deliveries = await t.db
      .select()
      .from(schema.webhookDeliveries)
      .where(eq(schema.webhookDeliveries.endpointId, endpoint.id));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ event: "post.updated", status: "pending" });
    const payload = deliveries[0]?.payload as { data: Record<string, unknown> };
    expect(payload.data).toMatchObject({
      postId: post.id,
      title: "Composting at home",
      change: "save",
      updatedAt: saved.updatedAt.toISOString(),
    });
    expect(JSON.stringify(payload)).not.toContain("Gardening with compost");
  });
});
