// The fact check on PostgreSQL with the scripted model: claims judged against the user's own
// passages (a planted contradiction, a planted unsupported number), the on-demand job's half
// credit reserved and committed or released exactly, nothing charged without sources, and a
// post or a check of another user refused as not found.
import type { SessionUser } from "@domain/auth";
import type { Evidence } from "@domain/evidence";
import type { Tier } from "@domain/plans";
import { monthKey } from "@domain/usage";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertPost } from "../../tests/support/factories";
import {
  scriptedPipeline,
  silentLog,
  startTestQueue,
  waitUntil,
} from "../../tests/support/generation";
import { type ScriptedServer, startScriptedServer } from "../../tests/support/scripted-openai";
import { createUserWithSession } from "../../tests/support/sessions";
import { parseConfig } from "../config";
import { schema } from "../db";
import { AppError } from "../errors";
import { deletePost } from "../library";
import { createModel } from "../model";
import { addSource } from "../sources";
import { generationLimit } from "../usage";
import { checkFacts, factCheckFor, factCheckJob, startFactCheck } from "./index";

const t = testDatabase();
let scripted: ScriptedServer;
let model: ReturnType<typeof createModel>;
let stop = async () => {};

beforeAll(async () => {
  scripted = await startScriptedServer();
  const started = await startTestQueue(t.db, t.url, scriptedPipeline());
  model = createModel(parseConfig({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: scripted.url }));
  await factCheckJob.register(started.queue.boss, {
    concurrency: 2,
    deps: { db: t.db, log: silentLog, model: () => model },
  });
  stop = started.stop;
});
afterAll(async () => {
  await stop();
  await scripted.close();
});

async function member(tier: Tier = "pro"): Promise<SessionUser> {
  const user = await createUserWithSession(t.db, { tier });
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    image: null,
    twoFactorEnabled: false,
    roles: [],
    isAdmin: false,
    isSuperAdmin: false,
    tier,
  };
}

const COFFEE_FACTS = [
  "Cold brew coffee has 15 percent less acidity than hot brewed coffee.",
  "The first cold brew café opened in 2019 in Lisbon.",
].join("\n\n");
const BARISTAS = "Baristas weigh the coffee grounds for every cup they make.";

/** A piece with one supported claim, a planted contradiction and a planted unsupported number. */
const PIECE = [
  "<h2>Cold brew in numbers</h2>",
  "<p>Cold brew coffee has 15 percent less acidity than hot brewed coffee.</p>",
  "<p>The first cold brew café opened in 2017 in Lisbon.</p>",
  "<p>Baristas use 14 grams of coffee grounds for every cup.</p>",
  "<p>Enjoy it cold.</p>",
].join("");

async function sourcesOf(user: SessionUser) {
  const facts = await addSource(user, { kind: "text", text: COFFEE_FACTS, title: "Coffee facts" });
  const baristas = await addSource(user, { kind: "text", text: BARISTAS, title: "Baristas" });
  return [facts.id, baristas.id];
}

const context = () => ({ model, signal: new AbortController().signal, log: silentLog });

async function usageRow(userId: string) {
  const [row] = await t.db
    .select()
    .from(schema.userUsage)
    .where(
      and(
        eq(schema.userUsage.userId, userId),
        eq(schema.userUsage.monthYear, monthKey(new Date())),
      ),
    );
  return row;
}

const finished = (user: SessionUser, id: string) =>
  waitUntil(
    () => factCheckFor(user, id),
    (check) => check.status === "succeeded" || check.status === "failed",
    30_000,
  );

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "started",
    (error: unknown) =>
      error instanceof AppError ? `${error.status} ${error.messageKey}` : String(error),
  );

describe("checkFacts", () => {
  it("marks a supported claim with its quote, a planted contradiction, and a planted unsupported number", async () => {
    const user = await member();
    const sourceIds = await sourcesOf(user);
    const evidence = await checkFacts(context(), user, { html: PIECE, language: "en", sourceIds });
    expect(evidence.withSources).toBe(true);
    expect(evidence.claims.map((c) => [c.sentence, c.verdict])).toEqual([
      ["Cold brew coffee has 15 percent less acidity than hot brewed coffee.", "supported"],
      ["The first cold brew café opened in 2017 in Lisbon.", "contradicted"],
      ["Baristas use 14 grams of coffee grounds for every cup.", "unverified"],
    ]);
    const [supported, contradicted] = evidence.claims;
    expect(supported).toMatchObject({
      quote: "Cold brew coffee has 15 percent less acidity than hot brewed coffee.",
      sourceId: sourceIds[0],
      passageId: `${sourceIds[0]}:0`,
    });
    expect(contradicted?.quote).toBe("The first cold brew café opened in 2019 in Lisbon.");
    expect(evidence.counts).toEqual({ claims: 3, supported: 1, contradicted: 1, unverified: 1 });
  });

  it.each(["json_schema", "json_object", "tool"] as const)(
    "gives the same verdicts with every structured mode (%s), as a local model's grammar would",
    async (mode) => {
      const user = await member();
      const sourceIds = await sourcesOf(user);
      const moded = createModel(
        parseConfig({
          AI_PROVIDER: "openai-compatible",
          AI_BASE_URL: scripted.url,
          AI_STRUCTURED_OUTPUT: mode,
        }),
      );
      const evidence = await checkFacts({ ...context(), model: moded }, user, {
        html: PIECE,
        language: "en",
        sourceIds,
      });
      expect(evidence.counts).toEqual({ claims: 3, supported: 1, contradicted: 1, unverified: 1 });
      const last = scripted.requests.at(-1);
      expect(last).toMatchObject({ kind: "verdicts", mode, repair: false });
    },
  );

  it("never reads another user's sources: their ids find nothing, so every claim is unverified", async () => {
    const owner = await member();
    const sourceIds = await sourcesOf(owner);
    const stranger = await member();
    const before = scripted.requests.length;
    const evidence = await checkFacts(context(), stranger, {
      html: PIECE,
      language: "en",
      sourceIds,
    });
    expect(evidence.counts).toMatchObject({ claims: 3, unverified: 3 });
    expect(scripted.requests.length).toBe(before);
  });

  it("without sources lists the claims unverified and calls no model", async () => {
    const user = await member();
    const before = scripted.requests.length;
    const evidence = await checkFacts(context(), user, {
      html: PIECE,
      language: "en",
      sourceIds: [],
      referenceFlags: [{ sentence: "Enjoy it cold [P4].", flag: "invented" }],
    });
    expect(evidence.withSources).toBe(false);
    expect(evidence.counts).toEqual({ claims: 4, supported: 0, contradicted: 0, unverified: 4 });
    expect(evidence.claims[3]).toMatchObject({ sentence: "Enjoy it cold.", flag: "invented" });
    expect(scripted.requests.length).toBe(before);
  });
});

describe("the fact check job", () => {
  it("with the post's sources: half a credit exactly, the evidence and the analysis saved together", async () => {
    const user = await member("pro");
    const sourceIds = await sourcesOf(user);
    const post = await insertPost(t.db, user.id, { content: PIECE, sourceIds });
    const { id } = await startFactCheck(user, post.id, {});
    expect((await usageRow(user.id))?.generationsReserved).toBe("0.5");
    const check = await finished(user, id);
    expect(check).toMatchObject({ status: "succeeded", phase: "done", credit: "0.5", sourceIds });
    expect(check.evidence?.counts).toEqual({
      claims: 3,
      supported: 1,
      contradicted: 1,
      unverified: 1,
    });
    const row = await usageRow(user.id);
    expect(row?.generationsUsed).toBe("0.5");
    expect(row?.generationsReserved).toBe("0.0");
    const [saved] = await t.db
      .select()
      .from(schema.blogPosts)
      .where(eq(schema.blogPosts.id, post.id));
    expect((saved?.evidence as Evidence | null)?.counts).toEqual(check.evidence?.counts);
    expect(saved?.analysis).toMatchObject({
      version: 4,
      evidence: { checks: [{ id: "evidence-claims", status: "problem" }] },
    });
    expect(saved?.updatedAt.toISOString()).toBe(post.updatedAt.toISOString());
  });

  it("without sources: free, no model call, every claim unverified with a prompt to add a source", async () => {
    const user = await member("free");
    const post = await insertPost(t.db, user.id, { content: PIECE });
    const before = scripted.requests.length;
    const { id } = await startFactCheck(user, post.id, {});
    const check = await finished(user, id);
    expect(check).toMatchObject({ status: "succeeded", credit: "0.0", sourceIds: [] });
    expect(check.evidence).toMatchObject({
      withSources: false,
      counts: { claims: 3, unverified: 3 },
    });
    expect(scripted.requests.length).toBe(before);
    const row = await usageRow(user.id);
    expect(row?.generationsUsed ?? "0.0").toBe("0.0");
    const [saved] = await t.db
      .select()
      .from(schema.blogPosts)
      .where(eq(schema.blogPosts.id, post.id));
    expect(saved?.analysis).toMatchObject({
      evidence: { checks: [{ message: "analysis:evidence-claims.no-sources" }] },
    });
  });

  it("a failed check releases its half credit and saves nothing on the post", async () => {
    scripted.scenario = "no-json";
    try {
      const user = await member("pro");
      const sourceIds = await sourcesOf(user);
      const post = await insertPost(t.db, user.id, { content: PIECE });
      const { id } = await startFactCheck(user, post.id, { sourceIds });
      const check = await finished(user, id);
      expect(check).toMatchObject({
        status: "failed",
        error: "evidence:errors.failed",
        evidence: null,
      });
      const row = await usageRow(user.id);
      expect(row?.generationsUsed).toBe("0.0");
      expect(row?.generationsReserved).toBe("0.0");
      const [saved] = await t.db
        .select()
        .from(schema.blogPosts)
        .where(eq(schema.blogPosts.id, post.id));
      expect(saved?.evidence).toBeNull();
    } finally {
      scripted.scenario = "clean";
    }
  });

  it("refuses another user's post or sources (404), and a user without half a credit (402)", async () => {
    const owner = await member("pro");
    const sourceIds = await sourcesOf(owner);
    const post = await insertPost(t.db, owner.id, { content: PIECE, sourceIds });
    const stranger = await member("pro");
    expect(await codeOf(startFactCheck(stranger, post.id, {}))).toBe(
      "404 evidence:errors.notFound",
    );
    expect(await codeOf(startFactCheck(stranger, "not-a-uuid", {}))).toBe(
      "404 evidence:errors.notFound",
    );
    const own = await insertPost(t.db, stranger.id, { content: PIECE });
    expect(await codeOf(startFactCheck(stranger, own.id, { sourceIds }))).toBe(
      "404 evidence:errors.sourceNotFound",
    );
    const spent = await member("lite");
    await t.db.insert(schema.userUsage).values({
      userId: spent.id,
      monthYear: monthKey(new Date()),
      generationsUsed: String(generationLimit(spent)),
    });
    const spentSources = await sourcesOf(spent);
    const spentPost = await insertPost(t.db, spent.id, { content: PIECE, sourceIds: spentSources });
    expect(await codeOf(startFactCheck(spent, spentPost.id, {}))).toBe(
      "402 evidence:errors.insufficientCredits",
    );
    const checks = await t.db.select().from(schema.factChecks);
    expect(checks.filter((c) => [stranger.id, spent.id].includes(c.userId))).toEqual([]);
    expect((await usageRow(stranger.id))?.generationsReserved ?? "0.0").toBe("0.0");
  });

  it("shows a check to its owner only", async () => {
    const user = await member("free");
    const post = await insertPost(t.db, user.id, { content: PIECE });
    const { id } = await startFactCheck(user, post.id, {});
    await finished(user, id);
    const stranger = await member("free");
    expect(await codeOf(factCheckFor(stranger, id))).toBe("404 evidence:errors.notFound");
  });

  it("deleting a post gives back the credit of its unfinished check (the delete cascades to it)", async () => {
    const user = await member("pro");
    const post = await insertPost(t.db, user.id, { content: PIECE });
    const month = monthKey(new Date());
    await t.db
      .insert(schema.userUsage)
      .values({ userId: user.id, monthYear: month, generationsReserved: "0.5" });
    // What a worker mid-way leaves: a running check and its reserved half credit.
    await t.db.insert(schema.factChecks).values({
      userId: user.id,
      postId: post.id,
      sourceIds: [],
      status: "running",
      credit: "0.5",
      monthYear: month,
    });
    await deletePost(user, post.id);
    const row = await usageRow(user.id);
    expect(row?.generationsReserved).toBe("0.0");
    expect(row?.generationsUsed).toBe("0.0");
    expect(
      await t.db.select().from(schema.factChecks).where(eq(schema.factChecks.postId, post.id)),
    ).toEqual([]);
  });
});
