// Generations and presets with a voice (issue 29) through the API: another user's voice is not
// found and one still being learned is VOICE_NOT_READY, nothing reserved; a wrong id is the
// shared schema's Validation Error; a preset keeps its voice and using it checks the voice.
import { englishError } from "../../support/english";
import { expect, test } from "../../support/fixtures";
import { insertLearnedVoice } from "../../support/learned-voice";

const blog = { contentType: "blog", title: "Cold brew", topic: "coffee", language: "en" };

test.describe("generations with a voice", () => {
  test("refuse another user's voice, one not learned and a wrong id; nothing reserved", async ({
    page,
    signIn,
    db,
  }) => {
    const owner = await signIn({ tier: "pro" });
    const theirs = await insertLearnedVoice(db, owner.id);
    const user = await signIn({ tier: "pro" });
    const learning = await insertLearnedVoice(db, user.id, { status: "running" });

    const foreign = await page.request.post("/api/generations", {
      data: { ...blog, voiceId: theirs.id },
    });
    expect(foreign.status()).toBe(404);
    expect((await foreign.json()).error).toMatchObject({
      code: "NOT_FOUND",
      message: "voices:errors.notFound",
    });

    const notReady = await page.request.post("/api/generations", {
      data: { ...blog, voiceId: learning.id },
    });
    expect(notReady.status()).toBe(409);
    expect((await notReady.json()).error).toMatchObject({ code: "VOICE_NOT_READY" });

    const wrong = await page.request.post("/api/generations", {
      data: { ...blog, voiceId: "house-style" },
    });
    expect(wrong.status()).toBe(400);
    const problem = (await wrong.json()).error;
    expect(problem).toMatchObject({ code: "INVALID_INPUT", field: "voiceId" });
    expect(englishError(problem)).toEqual({
      title: "Validation Error",
      message: "Please check your input",
    });

    const usage = await (await page.request.get("/api/usage")).json();
    expect(usage.current_usage.generations_used).toBe(0);
  });

  test("a preset keeps its voice, and using it checks the voice", async ({ page, signIn, db }) => {
    const owner = await signIn({ tier: "pro" });
    const theirs = await insertLearnedVoice(db, owner.id);
    await signIn({ tier: "pro" });
    const saved = await page.request.post("/api/presets", {
      data: { name: "Voiced", contentType: "blog", settings: { voiceId: theirs.id } },
    });
    expect(saved.status()).toBe(201);
    const { preset } = await saved.json();
    expect(preset.settings.voiceId).toBe(theirs.id);
    const used = await page.request.post("/api/generations", {
      data: { presetId: preset.id, topic: "coffee" },
    });
    expect(used.status()).toBe(404);
    expect((await used.json()).error.message).toBe("voices:errors.notFound");
    const usage = await (await page.request.get("/api/usage")).json();
    expect(usage.current_usage.generations_used).toBe(0);
  });
});
