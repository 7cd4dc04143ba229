// Writing with sources (issue 27) through the queue, the real pipeline and the scripted
// OpenAI-compatible model: every reference in the saved piece points to a passage it was given
// that holds the sentence's key words; an invented reference is removed and flagged; a source
// that is not one of the user's ready ones is refused before any credit is reserved.

import { type GenerationInput, parseGenerationInput } from "@domain/generation-input";
import { htmlToPlainText } from "@domain/text";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { startTestQueue, waitUntil } from "../../tests/support/generation";
import { type ScriptedServer, startScriptedServer } from "../../tests/support/scripted-openai";
import { createUserWithSession } from "../../tests/support/sessions";
import { parseConfig } from "../config";
import { schema } from "../db";
import { NotFound } from "../errors";
import { createModel } from "../model/model";
import { keyWords, researchFor } from "../research";
import { addSource, sourcePassages } from "../sources";
import { usageFor } from "../usage";
import { runPipeline } from "./pipeline";
import { generationRow } from "./runner";
import { startGeneration } from "./start";
import type { PipelineRequest } from "./types";

const t = testDatabase();
let server: ScriptedServer;
let model: ReturnType<typeof createModel>;
let stop = async () => {};

beforeAll(async () => {
  server = await startScriptedServer("clean");
  model = createModel(parseConfig({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: server.url }));
  const started = await startTestQueue(t.db, t.url, runPipeline, { model: () => model });
  stop = started.stop;
});
afterAll(async () => {
  await stop();
  await server.close();
});

async function member() {
  const created = await createUserWithSession(t.db, { tier: "pro" });
  return {
    ...created,
    image: null,
    twoFactorEnabled: false,
    roles: [],
    isAdmin: false,
    isSuperAdmin: false,
    tier: "pro" as const,
  };
}

const BREWING = [
  "Cold brew coffee is steeped in cold water for twelve to twenty-four hours before it is filtered.",
  "Espresso machines push hot water through finely ground coffee at nine bars of pressure.",
  "A French press steeps coarse coffee grounds for four minutes before the plunger is pressed.",
].join("\n\n");
const ROASTING = [
  "Light roasts keep more of the coffee bean's acidity and fruity flavours than dark roasts.",
  "Coffee beans lose freshness within weeks of roasting, so small batches are best for brewing.",
].join("\n\n");

async function withSources(user: Awaited<ReturnType<typeof member>>) {
  const brewing = await addSource(user, { kind: "text", text: BREWING, title: "Brewing notes" });
  const roasting = await addSource(user, {
    kind: "text",
    text: ROASTING,
    title: "Roasting <b>guide</b>",
  });
  return [brewing.id, roasting.id];
}

function blog(sourceIds: string[]) {
  const parsed = parseGenerationInput({
    contentType: "blog",
    title: "Brewing coffee at home",
    topic: "coffee brewing methods",
    wordCount: "500",
    language: "en",
    sourceIds,
  });
  if (!parsed.ok) throw new Error(parsed.problem.message);
  return parsed.value;
}

/** Each reference of the text: the sentence it ends and its number in the Sources list. */
function references(html: string): { sentence: string; n: number }[] {
  const found: { sentence: string; n: number }[] = [];
  for (const block of html.split(/<\/p>|<\/li>|<\/h[23]>/)) {
    const text = block.replace(/<(?!\/?(a|span)\b)[^>]*>/g, "");
    const cite = /<(a|span) class="cite"[^>]*>\[(\d+)\]<\/\1>/g;
    let from = 0;
    for (const match of text.matchAll(cite)) {
      const before = htmlToPlainText(text.slice(from, match.index).replace(cite, ""));
      const sentence = before.split(/(?<=[.!?])\s+/).at(-1) ?? before;
      found.push({ sentence, n: Number(match[2]) });
      from = match.index + match[0].length;
    }
  }
  return found;
}

/** Runs a generation to its end through the queue; it must succeed. Returns its post. */
async function generated(user: Awaited<ReturnType<typeof member>>, input: GenerationInput) {
  const { id } = await startGeneration(user, input);
  const done = await waitUntil(
    () => generationRow(t.db, id),
    (row) => row?.status === "succeeded" || row?.status === "failed",
    60_000,
  );
  expect(done?.status).toBe("succeeded");
  const [post] = await t.db
    .select()
    .from(schema.blogPosts)
    .where(eq(schema.blogPosts.id, done?.postId ?? ""));
  return post;
}

describe("generation with sources", () => {
  it("cites only passages it was given, each holding the sentence's key words", async () => {
    server.invent = false;
    const user = await member();
    const sourceIds = await withSources(user);
    const post = await generated(user, blog(sourceIds));
    expect(post?.sourceIds?.slice().sort()).toEqual(sourceIds.slice().sort());
    const citations = post?.citations ?? [];
    expect(citations.length).toBeGreaterThan(0);
    expect(citations.map((c) => c.n)).toEqual(citations.map((_, i) => i + 1));
    // Every cited passage is one of the source's own, word for word.
    for (const cited of citations) {
      expect(sourceIds).toContain(cited.sourceId);
      const stored = (await sourcePassages(user, cited.sourceId)).map((p) => p.text);
      for (const passage of cited.passages) expect(stored).toContain(passage.text);
    }
    const content = post?.content ?? "";
    const refs = references(content);
    expect(refs.length).toBeGreaterThan(2);
    for (const { sentence, n } of refs) {
      const source = citations.find((c) => c.n === n);
      expect(source, `[${n}] in the Sources list`).toBeDefined();
      const supported = source?.passages.some((p) => {
        const text = p.text.toLowerCase();
        return keyWords(sentence).every((word) => text.includes(word));
      });
      expect(supported, `"${sentence}" [${n}]`).toBe(true);
    }
    expect(content).not.toMatch(/\[P\d+/);
    // The Sources list: heading, one entry per cited source, titles as text.
    expect(content).toContain('<h2>Sources</h2>\n<ol class="sources">');
    const list = content.slice(content.indexOf('<ol class="sources">'));
    expect(list.match(/<li>/g)).toHaveLength(citations.length);
    expect(htmlToPlainText(list)).toBe(citations.map((c) => c.title).join(" "));
    // The piece was fact-checked in the same job: its evidence and the report's Evidence section.
    expect(post?.analysis).toMatchObject({ version: 4, evidence: { checks: expect.any(Array) } });
    expect(post?.evidence?.withSources).toBe(true);
    expect(post?.evidence?.counts.claims).toBeGreaterThan(0);
    // The brief the outline was planned from is kept with the post, included in its credit.
    const [kept] = await t.db
      .select()
      .from(schema.researchBriefs)
      .where(eq(schema.researchBriefs.postId, post?.id ?? ""));
    expect(kept).toMatchObject({ userId: user.id, status: "succeeded", credit: "0.0" });
    expect(kept?.brief?.topics.length).toBeGreaterThan(0);
  });

  it("removes an invented reference and flags its sentence", async () => {
    server.invent = true;
    try {
      const user = await member();
      const input = blog(await withSources(user));
      let streamed = "";
      const request: PipelineRequest = {
        contentType: "blog",
        input: input as PipelineRequest["input"],
        model,
        signal: new AbortController().signal,
        log: pino({ level: "silent" }),
        progress: { phase() {}, percent() {}, append: (d) => (streamed += d), tokens() {} },
      };
      request.research = researchFor(user, request);
      const draft = await runPipeline(request);
      expect(draft.html).not.toContain("P99");
      // The live text never showed a label either.
      expect(streamed).toContain("The method doubled sales in one year.");
      expect(streamed).not.toMatch(/\[P\d/);
      expect(draft.html).toContain("The method doubled sales in one year.");
      expect(draft.referenceFlags).toContainEqual({
        sentence: "The method doubled sales in one year.",
        flag: "invented",
      });
      expect(draft.citations?.length).toBeGreaterThan(0);
      expect(draft.sourceIds).toEqual(input.sourceIds);
    } finally {
      server.invent = false;
    }
  });

  it("writes a short piece from one retrieval and keeps its sources", async () => {
    const user = await member();
    const sourceIds = await withSources(user);
    const parsed = parseGenerationInput({
      contentType: "social",
      title: "Cold brew season",
      platform: "linkedin",
      description: "cold brew coffee at home",
      language: "en",
      sourceIds,
    });
    if (!parsed.ok) throw new Error(parsed.problem.message);
    const post = await generated(user, parsed.value);
    expect(post?.sourceIds?.slice().sort()).toEqual(sourceIds.slice().sort());
    // The scripted model cites its passages in short forms too: only the sources given.
    expect(post?.citations.length).toBeGreaterThan(0);
    for (const cited of post?.citations ?? []) expect(sourceIds).toContain(cited.sourceId);
    expect(post?.content).not.toMatch(/\[P\d/);
  });

  it("refuses another user's source, and one not ready, before reserving a credit", async () => {
    const owner = await member();
    const [theirs = ""] = await withSources(owner);
    const other = await member();
    const refused = startGeneration(other, blog([theirs]));
    await expect(refused).rejects.toBeInstanceOf(NotFound);
    await expect(refused).rejects.toMatchObject({
      status: 404,
      messageKey: "evidence:errors.sourceNotFound",
    });
    const [mine = ""] = await withSources(other);
    await t.db.update(schema.sources).set({ status: "pending" }).where(eq(schema.sources.id, mine));
    await expect(startGeneration(other, blog([mine]))).rejects.toMatchObject({
      messageKey: "evidence:errors.sourceNotFound",
    });
    expect((await usageFor(other)).current_usage.generations_used).toBe(0);
  });

  it("without sources, writes exactly as before: no references, no Sources list", async () => {
    const user = await member();
    const { sourceIds: _, ...input } = blog([]);
    const post = await generated(user, input);
    expect(post?.content).not.toContain('class="cite"');
    expect(post?.content).not.toContain("<h2>Sources</h2>");
    expect(post?.sourceIds).toEqual([]);
    expect(post?.citations).toEqual([]);
  });
});
