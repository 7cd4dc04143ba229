import { PRESET_MESSAGES, PRESETS_PER_USER_MAX, parseCreatePreset } from "@domain/presets";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertUser, statementErrorCode } from "../../tests/support/factories";
import { schema } from "../db";
import { AppError, NotFound } from "../errors";
import {
  createPreset,
  deletePreset,
  getPreset,
  listPresets,
  presetGenerationFor,
  presetPage,
} from "./index";

const t = testDatabase();

function input(raw: Record<string, unknown>) {
  const parsed = parseCreatePreset(raw);
  if (!parsed.ok) throw new Error(parsed.problem.message);
  return parsed.value;
}

async function insertAt(userId: string, name: string, createdAt: Date) {
  await t.db
    .insert(schema.presets)
    .values({ userId, name, contentType: "blog", settings: { tone: "casual" }, createdAt });
}

describe("presets", () => {
  it("saves a checked preset with its trimmed name and settings, for its owner", async () => {
    const user = await insertUser(t.db);
    const saved = await createPreset(
      user,
      input({ name: "  Weekly video  ", contentType: "video", settings: { scriptLength: "15s" } }),
    );
    expect(saved).toMatchObject({
      name: "Weekly video",
      contentType: "video",
      settings: { scriptLength: "15s", platform: "youtube", templates: [] },
    });
    const [row] = await t.db.select().from(schema.presets).where(eq(schema.presets.id, saved.id));
    expect(row).toMatchObject({ userId: user.id, name: "Weekly video", contentType: "video" });
    expect(await getPreset(user, saved.id)).toEqual(saved);
  });

  it("keeps at most PRESETS_PER_USER_MAX per user, even when saves race", async () => {
    const user = await insertUser(t.db);
    await t.db.insert(schema.presets).values(
      Array.from({ length: PRESETS_PER_USER_MAX - 3 }, (_, i) => ({
        userId: user.id,
        name: `p${i}`,
        contentType: "blog",
      })),
    );
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) =>
        createPreset(user, input({ name: `race ${i}`, contentType: "blog" })),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(3);
    const refused = results.find((r) => r.status === "rejected");
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
    expect((refused as PromiseRejectedResult).reason).toMatchObject({
      status: 409,
      code: "PRESET_LIMIT",
      messageKey: PRESET_MESSAGES.limitReached,
      params: { max: PRESETS_PER_USER_MAX },
    });
    const rows = await t.db.select().from(schema.presets).where(eq(schema.presets.userId, user.id));
    expect(rows).toHaveLength(PRESETS_PER_USER_MAX);
    // Someone else is not held to this user's count.
    expect(
      await createPreset(await insertUser(t.db), input({ name: "x", contentType: "blog" })),
    ).toBeTruthy();
  });

  it("pages the list newest first, and a page can start only after one of the user's own", async () => {
    const user = await insertUser(t.db);
    for (let day = 1; day <= 5; day++) {
      await insertAt(user.id, `day ${day}`, new Date(`2025-01-0${day}T00:00:00Z`));
    }
    const first = await presetPage(user, { limit: 2 });
    expect(first.presets.map((p) => p.name)).toEqual(["day 5", "day 4"]);
    const second = await presetPage(user, { limit: 2, after: first.next });
    expect(second.presets.map((p) => p.name)).toEqual(["day 3", "day 2"]);
    const last = await presetPage(user, { limit: 2, after: second.next });
    expect(last).toMatchObject({ next: null });
    expect(last.presets.map((p) => p.name)).toEqual(["day 1"]);

    const stranger = await insertUser(t.db);
    await insertAt(stranger.id, "theirs", new Date("2025-01-03T12:00:00Z"));
    const [theirs] = await listPresets(stranger);
    const fromTheirs = await presetPage(user, { limit: 10, after: theirs?.id });
    expect(fromTheirs.presets.map((p) => p.name)).toHaveLength(5);
  });

  it("lists the user's presets newest first", async () => {
    const user = await insertUser(t.db);
    await insertAt(user.id, "oldest", new Date("2025-01-01T00:00:00Z"));
    await insertAt(user.id, "newest", new Date("2025-03-01T00:00:00Z"));
    await insertAt(user.id, "middle", new Date("2025-02-01T00:00:00Z"));
    expect((await listPresets(user)).map((p) => p.name)).toEqual(["newest", "middle", "oldest"]);
  });

  it("keeps users apart: nobody lists, reads, deletes or uses another user's preset", async () => {
    const owner = await insertUser(t.db);
    const other = await insertUser(t.db);
    const mine = await createPreset(owner, input({ name: "Mine", contentType: "blog" }));
    await createPreset(other, input({ name: "Theirs", contentType: "help" }));

    expect((await listPresets(owner)).map((p) => p.name)).toEqual(["Mine"]);
    expect((await listPresets(other)).map((p) => p.name)).toEqual(["Theirs"]);
    await expect(getPreset(other, mine.id)).rejects.toBeInstanceOf(NotFound);
    await expect(deletePreset(other, mine.id)).rejects.toBeInstanceOf(NotFound);
    await expect(presetGenerationFor(other, mine.id, { topic: "x" })).rejects.toBeInstanceOf(
      NotFound,
    );
    // The owner's row is intact.
    expect(await getPreset(owner, mine.id)).toEqual(mine);
  });

  it("deletes the user's own preset, once", async () => {
    const user = await insertUser(t.db);
    const kept = await createPreset(user, input({ name: "Kept", contentType: "blog" }));
    const gone = await createPreset(user, input({ name: "Gone", contentType: "social" }));
    await deletePreset(user, gone.id);
    expect((await listPresets(user)).map((p) => p.id)).toEqual([kept.id]);
    await expect(deletePreset(user, gone.id)).rejects.toBeInstanceOf(NotFound);
  });

  it("answers NotFound for ids that are not ids", async () => {
    const user = await insertUser(t.db);
    await expect(getPreset(user, "not-a-uuid")).rejects.toBeInstanceOf(NotFound);
    await expect(deletePreset(user, "1 or 1=1")).rejects.toBeInstanceOf(NotFound);
  });

  it("derives the generation request from the stored preset", async () => {
    const user = await insertUser(t.db);
    const preset = await createPreset(
      user,
      input({
        name: "Launch emails",
        contentType: "email",
        settings: { topic: "promotional", goal: "Try it today", tone: "urgent" },
      }),
    );
    const result = await presetGenerationFor(user, preset.id, {
      topic: "Our spring release",
      additionalContext: "Three new features",
    });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        contentType: "email",
        title: "Our spring release",
        topic: "promotional",
        goal: "Try it today",
        tone: "urgent",
        description: "Our spring release\n\nThree new features",
      }),
    });
    expect(await presetGenerationFor(user, preset.id, { topic: " " })).toMatchObject({
      ok: false,
      problem: { message: PRESET_MESSAGES.topicRequired },
    });
  });

  it("keeps the database's guard against a blank name", async () => {
    const user = await insertUser(t.db);
    expect(
      await statementErrorCode(
        t.db.insert(schema.presets).values({ userId: user.id, name: "  ", contentType: "blog" }),
      ),
    ).toBe("23514");
  });
});
