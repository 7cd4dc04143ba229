// The quality harness in the test suite: its checks on posts made to break them, then every
// content type through the scripted OpenAI-compatible server (all constraints must hold) and
// through the tiny GGUF model on the real local runtime (its text is gibberish: the constraints
// the pipeline enforces must hold). `npm run eval` runs the same harness from the command line.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { writeTinyModel } from "../../../scripts/tiny-model/write-gguf";
import { startScriptedServer } from "../../../tests/support/scripted-openai";
import { parseConfig } from "../../config";
import { finalizeDraft } from "../../generation";
import { createModel } from "../../model/model";
import { evalCases } from "./cases";
import { checkPost } from "./checks";
import { runEval } from "./run";
import { failures, formatTable } from "./table";

describe("the harness's checks", () => {
  const [blog] = evalCases(["blog"]);
  if (!blog) throw new Error("no blog case");
  const sentence =
    "Content calendars work best when the whole team can see the plan for the week. ";
  const section = (heading: string) => `<h2>${heading}</h2><p>${sentence.repeat(8)}</p>`;
  const good = {
    title: "A practical guide to content calendars",
    html: ["What is it?", "Why it matters", "How to start", "FAQ"].map(section).join(""),
    metaDescription: `${sentence}${sentence}`.slice(0, 140),
    synopsis: "S.",
    abstract: "A.",
    slug: "content-calendars",
    keywords: ["content calendars", "planning", "teams"],
  };
  const check = (changes: Partial<typeof good>, input = blog) =>
    checkPost(input, finalizeDraft({ ...good, ...changes }, input));

  it("passes a post that keeps every constraint", () => {
    expect(Object.values(check({})).every((ok) => ok !== false)).toBe(true);
  });

  it("names each broken constraint", () => {
    expect(check({ metaDescription: "Too short." }).meta).toBe(false);
    expect(check({ keywords: ["one", "two"] }).keywords).toBe(false);
    expect(check({ html: `${good.html}<p>${sentence.repeat(30)}</p>` }).length).toBe(false);
    expect(
      check({ html: good.html.replaceAll("calendars work", "Kalender helfen, die") }),
    ).toMatchObject({ language: true });
    expect(
      check({
        html: "<p>Die Woche ist geplant und das Team weiß, was zu tun ist und wann es fertig sein muss.</p>".repeat(
          40,
        ),
      }).language,
    ).toBe(false);
    const [social] = evalCases(["social"]);
    if (!social) throw new Error("no social case");
    expect(check({}, social)).toMatchObject({
      social: false,
      faq: false,
      length: null,
      video: null,
    });
  });

  it("reads the stored HTML independently of the pipeline's own tidying", () => {
    const broken = (html: string) =>
      checkPost(blog, { ...finalizeDraft(good, blog), content: html });
    expect(broken("<h1>X</h1><p>a</p>").noH1).toBe(false);
    expect(broken("<h2>X</h2><p>a</p><h4>Y</h4><p>b</p>").levels).toBe(false);
    expect(broken("<h2>X</h2><h2>Y</h2><p>b</p>").emptySection).toBe(false);
    expect(broken(`<h2>${good.title}</h2><p>b</p>`).titleHeading).toBe(false);
    expect(broken("<div><span>x</span></div><script>1</script>").tags).toBe(false);
  });
});

describe("the harness on models", () => {
  for (const mode of ["json_schema", "json_object", "tool"] as const) {
    it(`scripted OpenAI-compatible server (${mode}): every hard constraint of every type holds`, async () => {
      const server = await startScriptedServer();
      const model = createModel(
        parseConfig({
          AI_PROVIDER: "openai-compatible",
          AI_BASE_URL: server.url,
          AI_STRUCTURED_OUTPUT: mode,
        }),
      );
      const results = await runEval({ model });
      await server.close();
      console.log(`Scripted model, ${mode}:\n${formatTable(results)}`);
      expect(results.map((r) => r.type)).toHaveLength(7);
      expect(failures(results, "all")).toEqual([]);
      expect(results.flatMap((r) => r.runs.flatMap((run) => run.fallbacks))).toEqual([]);
    });
  }

  // About 20 s a type on an idle machine: the gibberish model fills every bounded string.
  it("tiny GGUF model on the real runtime: the constraints the pipeline enforces hold, with its grammar on every structured call", {
    timeout: 480_000,
  }, async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "inkwell-eval-"));
    const file = path.join(dir, "tiny.gguf");
    await writeTinyModel(file);
    const model = createModel(
      parseConfig({
        AI_PROVIDER: "local",
        LOCAL_MODEL_PATH: file,
        LOCAL_MODEL_THREADS: "1",
        LOCAL_MODEL_CONTEXT: "16384",
      }),
    );
    try {
      const results = await runEval({ model, types: ["blog", "social", "video", "email"] });
      console.log(`Tiny model:\n${formatTable(results)}`);
      expect(failures(results, "pipeline")).toEqual([]);
      // Random weights under a grammar still answer every structured call with JSON of the
      // schema's shape and types (gibberish may still be trimmed or cleaned into too little).
      const errors = results.flatMap((r) =>
        r.runs.flatMap((run) => run.fallbacks.map((f) => f.error)),
      );
      expect(
        errors.filter((error) => /no JSON object|the call failed|Invalid input/.test(error)),
      ).toEqual([]);
    } finally {
      await model.dispose();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
