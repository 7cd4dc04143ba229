import { schema } from "@server/db";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../../tests/setup/test-db";
import { insertUser, withTableAway } from "../../../tests/support/factories";
import { insertLearnedVoice } from "../../../tests/support/learned-voice";
import { routeArgs } from "../../../tests/support/route-args";
import { presetsTab } from "./presets.server";

const t = testDatabase();

describe("the Presets screen's data", () => {
  it("gives the Presets tab its list, or says it could not be read", async () => {
    const user = await insertUser(t.db);
    await t.db
      .insert(schema.presets)
      .values({ userId: user.id, name: "Tab", contentType: "blog", settings: {} });
    const tab = await presetsTab(routeArgs("/dashboard/presets"), user);
    expect(tab.loadFailed).toBe(false);
    expect(tab.presets).toEqual([
      expect.objectContaining({ name: "Tab", createdAt: expect.stringMatching(/^\d{4}-/) }),
    ]);
    // The sources a preset may keep: the user's ready ones only (issue 27).
    await t.db.insert(schema.sources).values([
      { userId: user.id, kind: "text", title: "Ready notes" },
      { userId: user.id, kind: "url", title: "Broken page", status: "failed" },
    ]);
    const other = await insertUser(t.db);
    await t.db.insert(schema.sources).values({ userId: other.id, kind: "text", title: "Theirs" });
    const withSources = await presetsTab(routeArgs("/dashboard/presets"), user);
    expect(withSources.sources.map((s) => s.title)).toEqual(["Ready notes"]);
    // The voices a preset may write in: the user's learned ones only (issue 29).
    const mine = await insertLearnedVoice(t.db, user.id, { name: "Mine" });
    await insertLearnedVoice(t.db, user.id, { name: "Learning", status: "queued" });
    await insertLearnedVoice(t.db, other.id, { name: "Theirs" });
    const withVoices = await presetsTab(routeArgs("/dashboard/presets"), user);
    expect(withVoices.voices).toEqual([{ id: mine.id, name: "Mine" }]);

    const args = routeArgs("/dashboard/presets");
    const failed = await withTableAway(t.db, "presets", () => presetsTab(args, user));
    expect(failed).toEqual({ presets: [], sources: [], voices: [], loadFailed: true });
    expect(args.log.error).toHaveBeenCalledOnce();
  });
});
