import { describe, expect, it } from "vitest";
import { testDatabase } from "../../../tests/setup/test-db";
import { insertUser, withTableAway } from "../../../tests/support/factories";
import { routeArgs, sessionUser } from "../../../tests/support/route-args";
import { profileAction, profileTab } from "./profile.server";

const t = testDatabase();

describe("the Profile screen's data", () => {
  it("gives the Profile tab the profile, or none when it cannot be read (Error loading profile)", async () => {
    const row = await insertUser(t.db);
    const user = sessionUser({ id: row.id, email: row.email });
    const tab = await profileTab(routeArgs("/dashboard/profile"), user);
    expect(tab).toMatchObject({ profile: { email: row.email }, twoFactor: "off" });
    // Issue 30: the API keys section's keys and the plan's limits.
    expect(tab.apiKeys).toEqual({ keys: [], limits: { keys: 2, requestsPerMinute: 30 } });

    const args = routeArgs("/dashboard/profile");
    const failed = await withTableAway(t.db, "profiles", () => profileTab(args, user));
    expect(failed).toMatchObject({ profile: null, twoFactor: "off", billing: { tier: "free" } });
    expect(args.log.error).toHaveBeenCalledOnce();
  });
});

/** A post to the Profile action by `user`. */
function post(user: ReturnType<typeof sessionUser>, fields: Record<string, string>) {
  const body = new URLSearchParams(fields);
  return routeArgs("/dashboard/profile", { user, init: { method: "POST", body } });
}

/** The action's answer (made with `data()`): Conform's reply, its status and headers. */
function read(answer: unknown) {
  const { data, init } = answer as { data: unknown; init: ResponseInit | null };
  return {
    reply: data as {
      status?: string;
      error?: Record<string, string[] | null>;
      initialValue?: Record<string, unknown>;
    },
    status: init?.status ?? 200,
    headers: new Headers(init?.headers),
  };
}

describe("the Profile screen's writes answer Conform's reply (docs/forms.md)", () => {
  it("saves with a toast, refuses a bad username beside the field and a taken one with 409", async () => {
    const row = await insertUser(t.db);
    const user = sessionUser({ id: row.id, email: row.email });

    const saved = read(await profileAction(post(user, { intent: "profile", username: "ada_l" })));
    expect(saved.status).toBe(200);
    expect(saved.reply.status).toBe("success");
    expect(saved.headers.get("set-cookie")).toMatch(/toast/i);

    const bad = read(await profileAction(post(user, { intent: "profile", username: "a b" })));
    expect(bad.status).toBe(400);
    expect(bad.reply.error).toMatchObject({ username: ["profile.errors.username"] });
    expect(bad.reply.initialValue).toMatchObject({ username: "a b" });

    const other = await insertUser(t.db);
    const second = sessionUser({ id: other.id, email: other.email });
    const taken = read(await profileAction(post(second, { intent: "profile", username: "ADA_L" })));
    expect(taken.status).toBe(409);
    expect(taken.reply.error).toMatchObject({
      username: ["account:profile.errors.usernameTaken"],
    });
  });

  it("answers Error saving profile (500) as the form's error, logged, with what was typed", async () => {
    const row = await insertUser(t.db);
    const user = sessionUser({ id: row.id, email: row.email });
    const args = post(user, { intent: "profile", firstName: "Kept" });
    const answer = read(await withTableAway(t.db, "profiles", () => profileAction(args)));
    expect(answer.status).toBe(500);
    expect(answer.reply.error).toMatchObject({ "": ["account:profile.errors.saveFailed"] });
    expect(answer.reply.initialValue).toMatchObject({ firstName: "Kept" });
    expect(args.log.error).toHaveBeenCalledOnce();
  });

  it("checks a two-factor code with the shared schema and never sends the code back", async () => {
    const row = await insertUser(t.db);
    const user = sessionUser({ id: row.id, email: row.email });
    const confirm = read(
      await profileAction(post(user, { intent: "two-factor-confirm", code: "12ab" })),
    );
    expect(confirm.status).toBe(400);
    expect(confirm.reply.error).toMatchObject({ code: ["validation.code"] });
    expect(confirm.reply.initialValue).not.toHaveProperty("code");

    const remove = read(
      await profileAction(post(user, { intent: "two-factor-remove", code: "x" })),
    );
    expect(remove.status).toBe(400);
    expect(remove.reply.error).toMatchObject({ code: ["validation.recoveryCode"] });
    expect(remove.reply.initialValue).not.toHaveProperty("code");
  });
});
