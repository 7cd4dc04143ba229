import { describe, expect, it } from "vitest";
import { parseSeoCreate, parseSeoEdit } from "./admin-seo";

const valid = {
  pageSlug: "about",
  pageTitle: "About Inkwell",
  metaDescription: "Who we are and why we build a writing tool that ranks.",
  metaKeywords: "about, team",
  ogTitle: "",
  ogDescription: "",
  ogImage: "",
  twitterCard: "summary",
  canonicalUrl: "",
  schemaType: "AboutPage",
  noindex: true,
};

const problem = (parse: typeof parseSeoCreate, change: Record<string, unknown>) => {
  const result = parse({ ...valid, ...change });
  return result.ok ? null : result.problem;
};

describe("SEO settings form (spec section 5, SEO form)", () => {
  it("takes a valid form: blanks are null, keywords a list, noindex kept", () => {
    const result = parseSeoCreate(valid);
    expect(result.ok && result.value).toMatchObject({
      pageSlug: "about",
      metaKeywords: ["about", "team"],
      ogTitle: null,
      canonicalUrl: null,
      schemaType: "AboutPage",
      noindex: true,
    });
  });

  it("requires page slug, page title and description within 60 and 160 characters", () => {
    expect(problem(parseSeoCreate, { pageSlug: " " })).toMatchObject({
      field: "pageSlug",
      message: "admin:seo.errors.pageSlugRequired",
    });
    expect(problem(parseSeoCreate, { pageSlug: "Blog/Guides" })?.message).toBe(
      "admin:seo.errors.pageSlugInvalid",
    );
    expect(problem(parseSeoCreate, { pageTitle: "" })?.message).toBe(
      "admin:seo.errors.pageTitleRequired",
    );
    expect(problem(parseSeoCreate, { pageTitle: "x".repeat(61) })).toMatchObject({
      field: "pageTitle",
      params: { max: 60 },
    });
    expect(problem(parseSeoCreate, { metaDescription: "" })?.message).toBe(
      "admin:seo.errors.metaDescriptionRequired",
    );
    expect(problem(parseSeoCreate, { metaDescription: "x".repeat(161) })).toMatchObject({
      field: "metaDescription",
      params: { max: 160 },
    });
  });

  it("takes an https Open Graph image and an http(s) canonical only", () => {
    expect(problem(parseSeoCreate, { ogImage: "http://x.example/a.png" })?.field).toBe("ogImage");
    expect(problem(parseSeoCreate, { canonicalUrl: "javascript:alert(1)" })).toMatchObject({
      field: "canonicalUrl",
      message: "admin:seo.errors.urlInvalid",
    });
    expect(problem(parseSeoCreate, { canonicalUrl: "http://localhost:3000/about" })).toBeNull();
  });

  it("refuses unknown schema types and cards", () => {
    expect(problem(parseSeoCreate, { schemaType: "Person" })?.field).toBe("schemaType");
    expect(problem(parseSeoCreate, { twitterCard: "huge" })?.field).toBe("twitterCard");
  });

  it("an edit cannot change the page slug: the edit schema drops it", () => {
    const result = parseSeoEdit({ ...valid, pageSlug: "home" });
    expect(result.ok && "pageSlug" in result.value).toBe(false);
  });
});
