import { describe, expect, it } from "vitest";
import {
  adminContentSearch,
  analyseContentForm,
  contentFormSchema,
  fieldProblems,
  parseAdminContentQuery,
  parseContentForm,
} from "./admin-content";
import { BLOG_TYPE_KEYWORDS } from "./content";

const valid = {
  title: "How to write a brief",
  slug: "how-to-write-a-brief",
  content: "<p>Start with the reader.</p>",
  excerpt: "",
  contentType: "blog_post",
  featuredImageUrl: "",
  videoUrl: "",
  metaTitle: "",
  metaDescription: "",
  keywords: "briefs, writing, Briefs",
  status: "draft",
  featured: false,
};

const problemOf = (change: Record<string, unknown>) => {
  const result = parseContentForm({ ...valid, ...change });
  return result.ok ? null : result.problem;
};

describe("contentFormSchema", () => {
  it("takes a valid form: blanks are null, keywords a clean list", () => {
    const result = parseContentForm(valid);
    expect(result.ok && result.value).toMatchObject({
      title: "How to write a brief",
      excerpt: null,
      featuredImageUrl: null,
      videoUrl: null,
      metaTitle: null,
      keywords: ["briefs", "writing"],
      featured: false,
    });
  });

  it("requires title, slug and content (spec section 5)", () => {
    expect(problemOf({ title: "  " })).toMatchObject({
      field: "title",
      message: "admin:content.errors.titleRequired",
      title: "admin:content.errors.validationTitle",
    });
    expect(problemOf({ slug: "" })).toMatchObject({
      field: "slug",
      message: "admin:content.errors.slugRequired",
    });
    expect(problemOf({ content: "<p> </p>" })).toMatchObject({
      field: "content",
      message: "admin:content.errors.contentRequired",
    });
  });

  it("refuses a slug that is not lowercase words and hyphens", () => {
    for (const slug of ["Upper", "two--hyphens", "-edge", "sp ace", "é"]) {
      expect(problemOf({ slug })?.message, slug).toBe("admin:content.errors.slugInvalid");
    }
  });

  it("refuses every blog type keyword as a slug (decisions: Routes)", () => {
    for (const slug of BLOG_TYPE_KEYWORDS) {
      expect(problemOf({ slug })).toMatchObject({
        field: "slug",
        message: "admin:content.errors.slugKeyword",
      });
    }
    expect(problemOf({ slug: "guides-for-teams" })).toBeNull();
  });

  it("keeps meta title and description within the limits, with the limit as a parameter", () => {
    expect(problemOf({ metaTitle: "x".repeat(60) })).toBeNull();
    expect(problemOf({ metaTitle: "x".repeat(61) })).toMatchObject({
      field: "metaTitle",
      message: "admin:content.errors.tooLong",
      params: { max: 60 },
    });
    expect(problemOf({ metaDescription: "x".repeat(161) })).toMatchObject({
      field: "metaDescription",
      params: { max: 160 },
    });
  });

  it("takes only https featured images", () => {
    expect(problemOf({ featuredImageUrl: "https://images.example/a.png" })).toBeNull();
    for (const url of [
      "http://images.example/a.png",
      "javascript:alert(1)",
      "data:image/png;base64,AA",
      "not a url",
    ]) {
      expect(problemOf({ featuredImageUrl: url })?.message, url).toBe(
        "admin:content.errors.httpsOnly",
      );
    }
  });

  it("keeps a video only for demo videos, and only from YouTube or Vimeo", () => {
    const video = (contentType: string, videoUrl: string) =>
      contentFormSchema.safeParse({ ...valid, contentType, videoUrl });
    expect(video("demo_video", "https://www.youtube.com/watch?v=dQw4w9WgXcQ").data?.videoUrl).toBe(
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
    );
    expect(video("demo_video", "https://vimeo.com/76979871").success).toBe(true);
    expect(video("blog_post", "https://www.youtube.com/watch?v=dQw4w9WgXcQ").data?.videoUrl).toBe(
      null,
    );
    expect(
      problemOf({ contentType: "demo_video", videoUrl: "https://evil.example/v.mp4" }),
    ).toMatchObject({
      field: "videoUrl",
      message: "admin:content.errors.videoHost",
    });
  });

  it("refuses unknown types and statuses", () => {
    expect(problemOf({ contentType: "poem" })?.field).toBe("contentType");
    expect(problemOf({ status: "live" })?.field).toBe("status");
  });

  it("lists every field's first problem for the form", () => {
    const parsed = contentFormSchema.safeParse({ ...valid, title: "", slug: "help" });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(fieldProblems(parsed.error)).toEqual({
      title: { message: "admin:content.errors.titleRequired" },
      slug: { message: "admin:content.errors.slugKeyword" },
    });
  });
});

describe("the admin list query", () => {
  it("reads search, type, status and page, falling back on bad values", () => {
    expect(
      parseAdminContentQuery(
        new URLSearchParams("q=%20seo%20&type=help_article&status=draft&page=3"),
      ),
    ).toEqual({ q: "seo", type: "help_article", status: "draft", page: 3 });
    expect(parseAdminContentQuery(new URLSearchParams("type=x&status=y&page=-1"))).toEqual({
      q: "",
      type: null,
      status: null,
      page: 1,
    });
  });

  it("writes back only what differs from the defaults", () => {
    expect(adminContentSearch({ q: "", type: null, status: null, page: 1 })).toBe("?tab=content");
    expect(adminContentSearch({ q: "a b", type: "webpage", status: "published", page: 2 })).toBe(
      "?tab=content&q=a+b&type=webpage&status=published&page=2",
    );
  });
});

describe("analyseContentForm", () => {
  it("reports on the meta title and description when set, else the title and excerpt", () => {
    const base = { ...valid, contentType: "blog_post" as const, keywords: "briefs" };
    const titleCheck = (form: typeof base) =>
      analyseContentForm(form).seo.checks.find((check) => check.id === "title-length");
    const short = titleCheck(base);
    const long = titleCheck({
      ...base,
      metaTitle: "A meta title long enough to be within the range",
    });
    expect(short?.status).not.toBe(long?.status);
    expect(long?.status).toBe("good");
  });
});
