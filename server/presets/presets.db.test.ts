import { PRESET_MESSAGES, parseCreatePreset } from "@domain/presets";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertUser, statementErrorCode } from "../../tests/support/factories";
import { schema } from "../db";
import { NotFound } from "../errors";
import { createPreset, deletePreset, getPreset, listPresets, presetGenerationFor } from "./index";

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
