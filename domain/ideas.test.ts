import { describe, expect, it } from "vitest";
import { parseGenerationInput } from "./generation-input";
import {
  canSaveIdeas,
  ideaToPrefill,
  parseIdeaRequest,
  parseSavedQuery,
  scoreBand,
  utcDayStart,
} from "./ideas";

describe("the idea request", () => {
  it("needs a platform and a niche (trimmed); the audience is optional", () => {
    expect(
      parseIdeaRequest({ platform: "tiktok", niche: "  home fitness ", audience: " " }),
    ).toEqual({
      ok: true,
      value: { platform: "tiktok", niche: "home fitness", refresh: false, language: "en" },
    });
    for (const raw of [
      { niche: "coffee" },
      { platform: "myspace", niche: "coffee" },
      { platform: "blog", niche: "  " },
      null,
    ]) {
      const result = parseIdeaRequest(raw);
      expect(result).toMatchObject({
        ok: false,
        problem: {
          title: "create:errors.missingInformation",
          message: "ideas:errors.missingInformation",
        },
      });
    }
  });

  it("refuses a niche or audience over its limit with the field and the limit", () => {
    expect(parseIdeaRequest({ platform: "blog", niche: "x".repeat(101) })).toMatchObject({
      ok: false,
      problem: { title: "create:errors.validationError", field: "niche", params: { max: 100 } },
    });
    expect(
      parseIdeaRequest({ platform: "blog", niche: "coffee", audience: "y".repeat(121) }),
    ).toMatchObject({ ok: false, problem: { field: "audience", params: { max: 120 } } });
  });
});

describe("idea rules", () => {
  it("bands scores at 8 and 5", () => {
    expect([10, 8, 7, 5, 4, 1].map(scoreBand)).toEqual([
      "high",
      "high",
      "medium",
      "medium",
      "low",
      "low",
    ]);
  });

  it("lets elite and admins save ideas, nobody else", () => {
    expect(canSaveIdeas({ tier: "elite", isAdmin: false })).toBe(true);
    expect(canSaveIdeas({ tier: "free", isAdmin: true })).toBe(true);
    for (const tier of ["free", "lite", "pro"] as const)
      expect(canSaveIdeas({ tier, isAdmin: false })).toBe(false);
  });

  it("counts the day from UTC midnight", () => {
    expect(utcDayStart(new Date("2026-03-04T23:59:59.999Z")).toISOString()).toBe(
      "2026-03-04T00:00:00.000Z",
    );
  });

  it("reads the saved list's search and platform, ignoring an unknown platform", () => {
    expect(parseSavedQuery(new URLSearchParams("q=%20latte%20&platform=blog"))).toEqual({
      q: "latte",
      platform: "blog",
    });
    expect(parseSavedQuery(new URLSearchParams("platform=myspace"))).toEqual({
      q: "",
      platform: null,
    });
  });
});

describe("Generate This Content", () => {
  const idea = {
    title: "Five latte myths",
    hook: "Your barista will not tell you this.",
    niche: "specialty coffee",
  };

  it("maps each platform to its content type, and the prefill is a valid generation request", () => {
    const expected = {
      blog: { contentType: "blog", topic: "specialty coffee", description: idea.hook },
      youtube: { contentType: "video", platform: "youtube" },
      tiktok: { contentType: "social", platform: "tiktok", description: idea.hook },
      instagram: { contentType: "social", platform: "instagram", description: idea.hook },
      linkedin: { contentType: "social", platform: "linkedin" },
      twitter: { contentType: "social", platform: "twitter" },
    } as const;
    for (const [platform, shape] of Object.entries(expected)) {
      const prefill = ideaToPrefill({ ...idea, platform: platform as keyof typeof expected });
      expect(prefill).toMatchObject({ ...shape, title: idea.title });
      expect(parseGenerationInput({ ...prefill, language: "en" }).ok, platform).toBe(true);
    }
  });

  it("leaves a niche too long for a keyword out of the keywords, so the request stays valid", () => {
    const prefill = ideaToPrefill({ ...idea, platform: "blog", niche: "n".repeat(80) });
    expect(prefill.keywords).toBe("");
    expect(parseGenerationInput({ ...prefill, language: "en" }).ok).toBe(true);
  });
});
