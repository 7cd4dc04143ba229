import { describe, expect, it } from "vitest";
import { parseSiteSettings } from "./admin-settings";

describe("the site settings form (issue 25: the default video of articles)", () => {
  it("takes a YouTube or Vimeo link, trimmed, and blank or null as none", () => {
    for (const link of ["https://youtu.be/abcdef123", "https://vimeo.com/123456789"])
      expect(parseSiteSettings({ defaultVideoUrl: ` ${link} ` })).toEqual({
        ok: true,
        value: { defaultVideoUrl: link },
      });
    for (const none of [null, "", "   "])
      expect(parseSiteSettings({ defaultVideoUrl: none })).toEqual({
        ok: true,
        value: { defaultVideoUrl: null },
      });
  });

  it("refuses what an article's own video refuses, with the same message", () => {
    for (const link of ["https://example.com/video.mp4", "javascript:alert(1)", "not a link"])
      expect(parseSiteSettings({ defaultVideoUrl: link })).toMatchObject({
        ok: false,
        problem: { field: "defaultVideoUrl", message: "admin:content.errors.videoHost" },
      });
    expect(
      parseSiteSettings({ defaultVideoUrl: `https://youtu.be/abcdef123?${"x".repeat(2000)}` }),
    ).toMatchObject({
      ok: false,
      problem: { message: "admin:content.errors.tooLong", params: { max: 2000 } },
    });
  });

  it("wants the field itself: a body without it, or of another kind, changes nothing", () => {
    for (const body of [{}, { defaultVideoUrl: 5 }, null, "x"])
      expect(parseSiteSettings(body)).toMatchObject({
        ok: false,
        problem: { title: "admin:content.errors.validationTitle" },
      });
  });
});
