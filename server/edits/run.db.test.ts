// AI edits run to their end on PostgreSQL with the scripted model: every action stores its
// result, a Fix of each fixable check applied to the request's blocks makes that check pass in
// the analyser (evidence-claims: judged by a new fact check, with sources and without), hostile
// model output is sanitised, and an empty answer or a model that fails releases the edit.
import {
  AI_EDIT_ACTIONS,
  AI_EDIT_MESSAGES,
  type AiEditAction,
  type FixableCheck,
} from "@domain/ai-edits";
import { analyzeContent } from "@domain/analysis";
import type { AiEdit } from "@domain/api/ai-edits";
import type { SessionUser } from "@domain/auth";
import type { Evidence } from "@domain/evidence";
import pino from "pino";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import {
  CLAIM_BLOCKS,
  CLAIM_SOURCE,
  KEYWORD,
  memberOf,
  requestOf,
  unverifiedEvidence,
  WEAK_BLOCKS,
} from "../../tests/support/edit-documents";
import { insertPost } from "../../tests/support/factories";
import { scriptedPipeline, silentLog, startTestQueue } from "../../tests/support/generation";
import { insertLearnedVoice } from "../../tests/support/learned-voice";
import { type ScriptedServer, startScriptedServer } from "../../tests/support/scripted-openai";
import { parseConfig } from "../config";
import { evidenceInput } from "../library";
import { createModel } from "../model";
import { checkFacts } from "../research";
import { addSource } from "../sources";
import {
  aiEditFor,
  aiEditJob,
  applyResult,
  checkPasses,
  editAllowance,
  runAiEdit,
  startAiEdit,
} from "./index";

const t = testDatabase();
let scripted: ScriptedServer;
let model: ReturnType<typeof createModel>;
let stop = async () => {};
const deps = () => ({ db: t.db, log: silentLog, model: () => model });

beforeAll(async () => {
  scripted = await startScriptedServer();
  model = createModel(parseConfig({ AI_PROVIDER: "openai-compatible", AI_BASE_URL: scripted.url }));
  const started = await startTestQueue(t.db, t.url, scriptedPipeline());
  // The tests run each edit themselves (runAiEdit), in order.
  await aiEditJob.register(started.queue.boss, { concurrency: 1, work: false, deps: deps() });
  stop = started.stop;
});
afterEach(() => {
  scripted.scenario = "clean";
  scripted.plantedEdit = null;
});
afterAll(async () => {
  await stop();
  await scripted.close();
});

/** Starts an edit of the post and runs it to its end. */
async function run(
  user: SessionUser,
  postId: string,
  action: AiEditAction,
  check?: FixableCheck,
  log = silentLog,
): Promise<AiEdit> {
  const request = requestOf(action, check);
  // "Match my voice" writes in one of the user's learned voices.
  if (action === "voice") request.voiceId = (await insertLearnedVoice(t.db, user.id)).id;
  const { id } = await startAiEdit(user, postId, request, new Date());
  await runAiEdit({ ...deps(), log }, id, new AbortController().signal);
  return aiEditFor(user, id);
}

describe("every action", () => {
  it.each(AI_EDIT_ACTIONS.filter((a) => a !== "fix"))("%s stores its result", async (action) => {
    const user = await memberOf(t.db, "pro");
    const post = await insertPost(t.db, user.id);
    const edit = await run(user, post.id, action);
    expect(edit).toMatchObject({ status: "succeeded", phase: "done", percent: 100, error: null });
    // The model's text streamed into the row as it came.
    expect(edit.text.length).toBeGreaterThan(0);
    const result = edit.result;
    const selected = requestOf(action).selection?.html;
    if (selected) {
      expect(result?.kind).toBe("selection");
      if (result?.kind === "selection") expect(result.html).not.toBe(selected);
    } else if (action === "meta") {
      expect(result).toMatchObject({ kind: "field", field: "metaDescription" });
      if (result?.kind === "field") expect(result.text.toLowerCase()).toContain(KEYWORD);
    } else {
      const end = WEAK_BLOCKS.length;
      const range = action === "introduction" ? { from: 0, to: 1 } : { from: end, to: end };
      expect(result).toMatchObject({ kind: "blocks", replacements: [range] });
    }
    const prompt = scripted.prompts.at(-1)?.user ?? "";
    expect(prompt).toContain(`Edit action: ${action}`);
  });

  it("shortens by dropping a clause, the change a writer sees", async () => {
    const user = await memberOf(t.db, "pro");
    const post = await insertPost(t.db, user.id);
    const edit = await run(user, post.id, "shorten");
    expect(edit.result).toEqual({
      kind: "selection",
      html: "A coarse grind matters a lot for the final taste of the drink",
    });
  });
});

const report = (blocks: string[], metaDescription: string, evidence?: Evidence | null) =>
  analyzeContent({
    html: blocks.join("\n"),
    title: "Cold brew coffee at home",
    metaDescription,
    slug: "",
    keywords: [KEYWORD],
    contentType: "blog",
    language: "en",
    evidence: evidenceInput(evidence),
  });

describe("a Fix of each fixable check", () => {
  it.each([
    "keyword-in-introduction",
    "sentence-length",
    "passive-voice",
    "transition-words",
    "meta-description-length",
    "faq-block",
    "machine-phrasing",
  ] as const)("%s makes the check pass", async (check) => {
    const user = await memberOf(t.db, "pro");
    const post = await insertPost(t.db, user.id);
    const edit = await run(user, post.id, "fix", check);
    expect(edit.status).toBe("succeeded");
    const result = edit.result;
    if (!result) throw new Error("no result");
    const blocks = applyResult(WEAK_BLOCKS, result);
    const meta = result.kind === "field" ? result.text : "";
    expect(checkPasses(report(WEAK_BLOCKS, ""), check)).toBe(false);
    expect(checkPasses(report(blocks, meta), check)).toBe(true);
  });

  it.each([true, false])(
    "evidence-claims makes the check pass in a new fact check (sources: %s)",
    async (withSources) => {
      const user = await memberOf(t.db, "pro");
      const source = withSources
        ? await addSource(user, { kind: "text", text: CLAIM_SOURCE, title: "Coffee facts" })
        : null;
      const sourceIds = source ? [source.id] : [];
      const post = await insertPost(t.db, user.id, {
        content: CLAIM_BLOCKS.join(""),
        sourceIds,
        evidence: unverifiedEvidence(withSources),
      });
      const edit = await run(user, post.id, "fix", "evidence-claims");
      expect(edit.status).toBe("succeeded");
      if (!edit.result) throw new Error("no result");
      expect(edit.result).toMatchObject({ kind: "blocks", replacements: [{ from: 1, to: 2 }] });
      // With sources the prompt carried their passages.
      expect(scripted.prompts.at(-1)?.user.includes("<<<SOURCES")).toBe(withSources);
      const blocks = applyResult(CLAIM_BLOCKS, edit.result);
      const context = { model, signal: new AbortController().signal, log: silentLog };
      const html = blocks.join("");
      const evidence = await checkFacts(context, user, { html, language: "en", sourceIds });
      expect(
        checkPasses(report(CLAIM_BLOCKS, "", unverifiedEvidence(withSources)), "evidence-claims"),
      ).toBe(false);
      expect(checkPasses(report(blocks, "", evidence), "evidence-claims")).toBe(true);
    },
  );
});

describe("what the model writes", () => {
  it("is sanitised in the result when it is hostile", async () => {
    const user = await memberOf(t.db, "pro");
    const post = await insertPost(t.db, user.id);
    scripted.scenario = "hostile-edit";
    for (const [action, check] of [["rewrite"], ["faq"], ["fix", "passive-voice"]] as const) {
      const edit = await run(user, post.id, action, check);
      expect(edit.status).toBe("succeeded");
      // The raw text (shown as text while it streams) has it; the result does not.
      expect(edit.text).toContain("<script>");
      const html = JSON.stringify(edit.result);
      expect(html).not.toMatch(/<script|onerror|onclick|onmouseover|javascript:|<img|style=/i);
    }
  });

  it("fails an empty answer with its message, and the edit no longer counts", async () => {
    const user = await memberOf(t.db);
    const post = await insertPost(t.db, user.id);
    scripted.plantedEdit = "Sure! Here it is:\n```html\n<script>alert(1)</script>\n```";
    const edit = await run(user, post.id, "rewrite");
    expect(edit).toMatchObject({ status: "failed", error: AI_EDIT_MESSAGES.emptyAnswer });
    expect((await editAllowance(user)).used).toBe(0);
  });

  it("fails with the generic message when the model is down, and releases", async () => {
    const user = await memberOf(t.db);
    const post = await insertPost(t.db, user.id);
    scripted.scenario = "down";
    const edit = await run(user, post.id, "expand");
    expect(edit).toMatchObject({ status: "failed", error: AI_EDIT_MESSAGES.failed, result: null });
    expect((await editAllowance(user)).used).toBe(0);
  });

  it("logs ids and sizes, never the writer's text or the model's", async () => {
    const user = await memberOf(t.db, "pro");
    const post = await insertPost(t.db, user.id);
    const lines: string[] = [];
    const log = pino({ level: "trace" }, { write: (line: string) => lines.push(line) });
    const done = await run(user, post.id, "shorten", undefined, log);
    scripted.scenario = "down";
    const failed = await run(user, post.id, "rewrite", undefined, log);
    expect([done.status, failed.status]).toEqual(["succeeded", "failed"]);
    const logged = lines.join("\n");
    expect(logged).toContain(done.id);
    expect(logged).toContain(failed.id);
    for (const words of ["coarse grind", "final taste", "Cold brew coffee at home", KEYWORD])
      expect(logged).not.toContain(words);
  });

  it("takes a planted answer as the model's", async () => {
    const user = await memberOf(t.db);
    const post = await insertPost(t.db, user.id);
    scripted.plantedEdit = "<p>A planted <em>answer</em>.</p>";
    const edit = await run(user, post.id, "meta");
    expect(edit.result).toEqual({
      kind: "field",
      field: "metaDescription",
      text: "A planted answer.",
    });
  });
});
