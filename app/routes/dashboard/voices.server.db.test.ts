import { schema } from "@server/db";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../../tests/setup/test-db";
import { insertUser, withTableAway } from "../../../tests/support/factories";
import { routeArgs, sessionUser } from "../../../tests/support/route-args";
import { voicesTab } from "./voices.server";

const t = testDatabase();

describe("the Voices screen's data", () => {
  it("gives the screen the user's voices, the plan's limit and the cost, or says it failed", async () => {
    const row = await insertUser(t.db);
    const other = await insertUser(t.db);
    const sample = { kind: "text", title: "Diary", text: "words", words: 1, postId: null };
    await t.db.insert(schema.voices).values([
      {
        userId: row.id,
        name: "Mine",
        samples: [sample, sample, sample],
        credit: "0.5",
        monthYear: "2026-11",
      },
      {
        userId: other.id,
        name: "Theirs",
        samples: [sample, sample, sample],
        credit: "0.5",
        monthYear: "2026-11",
      },
    ] as (typeof schema.voices.$inferInsert)[]);
    const user = sessionUser({ id: row.id, tier: "lite" });
    const tab = await voicesTab(routeArgs("/dashboard/voices"), user);
    expect(tab.loadFailed).toBe(false);
    expect(tab.voices.map((v) => v.name)).toEqual(["Mine"]);
    expect(tab.voices[0]?.samples[0]).toEqual({
      kind: "text",
      title: "Diary",
      words: 1,
      postId: null,
    });
    expect(tab.limit).toBe(3);
    expect(tab.cost).toBe("0.5");
    const admin = await voicesTab(
      routeArgs("/dashboard/voices"),
      sessionUser({ id: row.id, isAdmin: true }),
    );
    expect(admin.cost).toBe("0");

    const args = routeArgs("/dashboard/voices");
    const failed = await withTableAway(t.db, "voices", () => voicesTab(args, user));
    expect(failed).toEqual({ voices: [], limit: 3, cost: "0", loadFailed: true });
    expect(args.log.error).toHaveBeenCalledOnce();
  });
});
