// Generations and presets with sources (issue 27) through the API: the shared schema's words for
// a wrong list, 404 for a source that is not the user's own (nothing reserved), and a preset
// that keeps its sources.
import { englishError } from "../../support/english";
import { expect, test } from "../../support/fixtures";

const TEXT =
  "Cold brew coffee is steeped in cold water for twelve to twenty-four hours before filtering.";
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

test.describe("generations with sources", () => {
  test("refuse a wrong list with the spec's words and another user's source as not found", async ({
    page,
    signIn,
  }) => {
    await signIn({ tier: "pro" });
    const added = await page.request.post("/api/sources", {
      data: { kind: "text", text: TEXT, title: "Brewing notes" },
    });
    expect(added.status()).toBe(201);
    const { source } = await added.json();

    await signIn({ tier: "pro" });
    const blog = { contentType: "blog", title: "Cold brew", topic: "coffee", language: "en" };
    const foreign = await page.request.post("/api/generations", {
      data: { ...blog, sourceIds: [source.id] },
    });
    expect(foreign.status()).toBe(404);
    const { error } = await foreign.json();
    expect(error).toMatchObject({ code: "NOT_FOUND", message: "evidence:errors.sourceNotFound" });
    expect(englishError(error).message).toBe(
      "One of the sources was not found. It may have been deleted.",
    );

    const many = await page.request.post("/api/generations", {
      data: { ...blog, sourceIds: Array.from({ length: 11 }, (_, i) => id(i)) },
    });
    expect(many.status()).toBe(400);
    const tooMany = (await many.json()).error;
    expect(tooMany).toMatchObject({ code: "INVALID_INPUT", field: "sourceIds" });
    expect(englishError(tooMany)).toEqual({
      title: "Validation Error",
      message: "Choose at most 10 sources.",
    });

    const wrong = await page.request.post("/api/generations", {
      data: { ...blog, sourceIds: "all" },
    });
    expect(wrong.status()).toBe(400);
    expect(englishError((await wrong.json()).error)).toEqual({
      title: "Validation Error",
      message: "Please check your input",
    });

    // Nothing was reserved or used by the refusals.
    const usage = await (await page.request.get("/api/usage")).json();
    expect(usage.current_usage.generations_used).toBe(0);
  });

  test("a preset keeps its sources, and using it checks them", async ({ page, signIn }) => {
    await signIn({ tier: "pro" });
    const saved = await page.request.post("/api/presets", {
      data: { name: "Sourced", contentType: "blog", settings: { sourceIds: [id(7)] } },
    });
    expect(saved.status()).toBe(201);
    const { preset } = await saved.json();
    expect(preset.settings.sourceIds).toEqual([id(7)]);
    // The preset's source is not one of this user's: using it is refused, nothing reserved.
    const used = await page.request.post("/api/generations", {
      data: { presetId: preset.id, topic: "coffee" },
    });
    expect(used.status()).toBe(404);
    expect((await used.json()).error.message).toBe("evidence:errors.sourceNotFound");
  });
});
