import { addSource } from "@server/sources";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../../tests/setup/test-db";
import { insertUser, withTableAway } from "../../../tests/support/factories";
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
    expect(failed).toEqual({ sources: [], sourcesFailed: true });
    expect(args.log.error).toHaveBeenCalledOnce();
  });
});
