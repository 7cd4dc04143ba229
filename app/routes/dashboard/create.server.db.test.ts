import { addSource } from "@server/sources";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../../tests/setup/test-db";
import { insertUser, withTableAway } from "../../../tests/support/factories";
import { insertLearnedVoice } from "../../../tests/support/learned-voice";
import { routeArgs, sessionUser } from "../../../tests/support/route-args";
import { createTab } from "./create.server";

const t = testDatabase();

describe("the Create screen's data (issue 27)", () => {
  it("gives the Sources panel the user's own sources, or none and sourcesFailed when unreadable", async () => {
    const row = await insertUser(t.db);
    const user = sessionUser({ id: row.id, email: row.email });
    const otherRow = await insertUser(t.db);
    const other = sessionUser({ id: otherRow.id, email: otherRow.email });
    await addSource(user, {
      kind: "text",
      text: "Cold brew steeps for twelve hours.",
      title: "Mine",
    });
    await addSource(other, { kind: "text", text: "Espresso takes 25 seconds.", title: "Theirs" });

    const tab = await createTab(routeArgs("/dashboard/create"), user);
    expect(tab.sourcesFailed).toBe(false);
    expect(tab.sources.map((source) => source.title)).toEqual(["Mine"]);
    expect(tab.sources[0]).toMatchObject({ kind: "text", status: "ready" });
    expect(typeof tab.sources[0]?.createdAt).toBe("string");

    const args = routeArgs("/dashboard/create");
    const failed = await withTableAway(t.db, "sources", () => createTab(args, user));
    expect(failed).toEqual({ sources: [], sourcesFailed: true, voices: [] });
    expect(args.log.error).toHaveBeenCalledOnce();
  });

  it("gives the Voice select the user's own learned voices by name, or none when unreadable (issue 29)", async () => {
    const row = await insertUser(t.db);
    const user = sessionUser({ id: row.id, email: row.email });
    const other = await insertUser(t.db);
    const zeta = await insertLearnedVoice(t.db, user.id, { name: "Zeta" });
    const alpha = await insertLearnedVoice(t.db, user.id, { name: "Alpha" });
    await insertLearnedVoice(t.db, user.id, { name: "Learning", status: "running" });
    await insertLearnedVoice(t.db, other.id, { name: "Theirs" });

    const tab = await createTab(routeArgs("/dashboard/create"), user);
    expect(tab.voices).toEqual([
      { id: alpha.id, name: "Alpha" },
      { id: zeta.id, name: "Zeta" },
    ]);

    const args = routeArgs("/dashboard/create");
    const failed = await withTableAway(t.db, "voices", () => createTab(args, user));
    expect(failed).toMatchObject({ voices: [], sourcesFailed: false });
    expect(args.log.error).toHaveBeenCalledOnce();
  });
});
