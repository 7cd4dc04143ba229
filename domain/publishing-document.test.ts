import { describe, expect, it } from "vitest";
import { PUBLISHING_MESSAGES } from "./publishing";
import {
  buildPublishDocument,
  cutText,
  excerptOf,
  internalLinkTarget,
  linkedPostIds,
  mapInternalLinks,
  tagsOf,
} from "./publishing-document";

const APP = "https://inkwell.example";
const A = "11111111-1111-4111-8111-111111111111";
const B = "22222222-2222-4222-8222-222222222222";

describe("internal links in a published document", () => {
  it("recognises Inkwell's own post addresses, relative or on the app's origin only", () => {
    expect(internalLinkTarget(`/dashboard/view/${A}`, APP)).toBe(A);
    expect(internalLinkTarget(`${APP}/dashboard/view/${A.toUpperCase()}#part`, APP)).toBe(A);
    expect(internalLinkTarget(`https://other.example/dashboard/view/${A}`, APP)).toBeNull();
    expect(internalLinkTarget(`//other.example/dashboard/view/${A}`, APP)).toBeNull();
    expect(internalLinkTarget(`/dashboard/view/${A}/edit`, APP)).toBeNull();
    expect(internalLinkTarget("/dashboard/view/not-a-uuid", APP)).toBeNull();
    expect(internalLinkTarget("mailto:x@example.com", APP)).toBeNull();
  });

  it("maps links to posts live on the site and unwraps the others, counting both", () => {
    const html = `<p>See <a href="/dashboard/view/${A}" target="_blank">the first</a>, <a href="${APP}/dashboard/view/${B}">the second</a> and <a href="https://elsewhere.example/x">a source</a>.</p>`;
    expect(linkedPostIds(html, APP)).toEqual([A, B]);
    const out = mapInternalLinks(html, APP, (id) =>
      id === A ? "https://blog.example/a?x=1&y=2" : null,
    );
    expect(out.html).toBe(
      '<p>See <a href="https://blog.example/a?x=1&amp;y=2" target="_blank">the first</a>, the second and <a href="https://elsewhere.example/x">a source</a>.</p>',
    );
    expect(out).toMatchObject({ mapped: 1, unmapped: 1 });
  });
});

describe("the document's fields", () => {
  const post = {
    id: A,
    title: "  Grinding Coffee at Home ",
    slug: null,
    content: `<p onclick="x()">First <strong>paragraph</strong> here.</p><script>alert(1)</script><p>Link to <a href="/dashboard/view/${B}">another</a>.</p>`,
    keywords: ["burr grinder", "Burr Grinder", " coffee ", ""],
    metaDescription: null,
    synopsis: null,
    language: "en",
  };

  it("sanitises, makes the slug from the title, takes the first paragraph as excerpt", () => {
    const { document, notes } = buildPublishDocument(
      post,
      { mode: "publish", canonicalUrl: null, featuredImageUrl: null },
      { appOrigin: APP, addressOf: () => null },
    );
    expect(document.html).not.toMatch(/script|onclick/);
    expect(document.html).toContain("Link to another.");
    expect(document).toMatchObject({
      postId: A,
      title: "Grinding Coffee at Home",
      slug: "grinding-coffee-at-home",
      excerpt: "First paragraph here.",
      metaDescription: "",
      tags: ["burr grinder", "coffee"],
      focusKeyword: "burr grinder",
      featuredImage: null,
      canonicalUrl: null,
      status: "live",
    });
    expect(notes).toEqual([{ key: PUBLISHING_MESSAGES.linksUnmapped, params: { count: 1 } }]);
  });

  it("takes the post's slug, meta description, the dialog's image and canonical, draft mode", () => {
    const { document, notes } = buildPublishDocument(
      { ...post, slug: "my-slug", metaDescription: "The description.", synopsis: "Synopsis." },
      {
        mode: "draft",
        canonicalUrl: "https://canonical.example/x",
        featuredImageUrl: "https://img.example/a.png",
      },
      { appOrigin: APP, addressOf: () => "https://blog.example/b" },
    );
    expect(document).toMatchObject({
      slug: "my-slug",
      excerpt: "The description.",
      metaDescription: "The description.",
      featuredImage: { url: "https://img.example/a.png", alt: "Grinding Coffee at Home" },
      canonicalUrl: "https://canonical.example/x",
      status: "draft",
    });
    expect(notes).toEqual([{ key: PUBLISHING_MESSAGES.linksMapped, params: { count: 1 } }]);
  });

  it("excerpt: synopsis before the body, cut to 300 characters at a word", () => {
    expect(excerptOf({ metaDescription: " ", synopsis: "Short synopsis.", html: "<p>x</p>" })).toBe(
      "Short synopsis.",
    );
    const long = excerptOf({
      metaDescription: null,
      synopsis: null,
      html: `<p>${"word ".repeat(100)}</p>`,
    });
    expect(long.length).toBeLessThanOrEqual(300);
    expect(long.endsWith("word…")).toBe(true);
    expect(cutText("a b", 10)).toBe("a b");
    expect(tagsOf([" a ", "A", "b"])).toEqual(["a", "b"]);
  });
});
