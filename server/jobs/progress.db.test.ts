import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertUser } from "../../tests/support/factories";
import { schema } from "../db";
import { createProgressWriter } from "./progress";

const t = testDatabase();

async function ideaRun() {
  const user = await insertUser(t.db);
  const [run] = await t.db
    .insert(schema.ideaRuns)
    .values({
      userId: user.id,
      platform: "blog",
      niche: "tea",
      status: "running",
      percent: 4,
      credit: "0.5",
      monthYear: "2026-11",
    })
    .returning();
  if (!run) throw new Error("no run");
  return run;
}

describe("the progress writer", () => {
  it("writes a job's phase and percent (never backwards) while it runs, and nothing after", async () => {
    const run = await ideaRun();
    const progress = createProgressWriter({ db: t.db, table: schema.ideaRuns, id: run.id });
    progress.phase("generating", 12);
    progress.phase("generating", 40.4);
    progress.percent(30);
    // A kind without text or tokens ignores them.
    progress.append("ignored");
    progress.tokens(5);
    await progress.flush();
    const read = async () =>
      (await t.db.select().from(schema.ideaRuns).where(eq(schema.ideaRuns.id, run.id)))[0];
    expect(await read()).toMatchObject({ phase: "generating", percent: 40 });
    await t.db
      .update(schema.ideaRuns)
      .set({ status: "succeeded", phase: "done", percent: 100 })
      .where(eq(schema.ideaRuns.id, run.id));
    progress.phase("finalizing", 95);
    await progress.flush();
    expect(await read()).toMatchObject({ phase: "done", percent: 100 });
  });

  it("with a stream's columns: appends the text, counts tokens and bumps the version", async () => {
    const user = await insertUser(t.db);
    const [row] = await t.db
      .insert(schema.generations)
      .values({
        userId: user.id,
        contentType: "blog",
        input: {},
        status: "running",
        credit: "1",
        monthYear: "2026-11",
      })
      .returning();
    if (!row) throw new Error("no generation");
    const g = schema.generations;
    const progress = createProgressWriter({
      db: t.db,
      table: g,
      id: row.id,
      columns: { version: g.version, text: g.text, tokens: g.outputTokens },
      notify: true,
      intervalMs: 10,
    });
    progress.phase("writing", 12);
    progress.append("<p>Hello ");
    progress.append("world</p>");
    progress.tokens(7);
    progress.percent(150);
    await progress.flush();
    const [after] = await t.db.select().from(g).where(eq(g.id, row.id));
    expect(after).toMatchObject({
      phase: "writing",
      percent: 99,
      text: "<p>Hello world</p>",
      outputTokens: 7,
    });
    expect(after?.version).toBeGreaterThanOrEqual(1);
  });
});
