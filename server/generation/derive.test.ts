import { describe, expect, it } from "vitest";
import { completeExtras, completeMetadata } from "./derive";

const context = {
  title: "Spring menu",
  html: "<h2>Drinks</h2><p>Three new drinks arrive this week. The terrace opens on Friday.</p>",
  keywords: [] as string[],
  contentType: "social" as const,
};

describe("completeMetadata", () => {
  it("keeps the model's fields and names none as derived", () => {
    const given = {
      metaDescription: "A".repeat(130),
      synopsis: "S.",
      abstract: "A.",
      slug: "spring-menu",
      keywords: ["spring", "menu", "drinks"],
    };
    expect(completeMetadata(given, context)).toEqual({ metadata: given, derived: [] });
  });

  it("takes missing fields from the text, never the headings, and names each", () => {
    const { metadata, derived } = completeMetadata({}, context);
    expect(derived).toEqual(["metaDescription", "synopsis", "abstract", "slug", "keywords"]);
    expect(metadata.synopsis).toBe("Three new drinks arrive this week.");
    expect(metadata.metaDescription).not.toContain("Drinks Three");
    expect(metadata.slug).toBe("spring-menu");
    // A long word the text repeats first, then the title's words.
    expect(metadata.keywords).toEqual(["drinks", "spring", "menu"]);
    // Three even from a text that repeats nothing and a title of one word: then the text's words.
    const bare = completeMetadata(
      {},
      { ...context, title: "Menu", html: "<p>Tea arrives soon.</p>" },
    );
    expect(bare.metadata.keywords).toEqual(["menu", "tea", "arrives"]);
  });

  it("makes the slug from the title's text, never from markup the model put in it", () => {
    const { metadata } = completeMetadata(
      { slug: "" },
      { ...context, title: "<img src=x onerror=window.xss=1>Tricky title <b>more</b>" },
    );
    expect(metadata.slug).toBe("tricky-title-more");
  });

  it("romanises a slug in another script to ASCII", () => {
    const { metadata, derived } = completeMetadata({ slug: "春のメニュー" }, context);
    expect(metadata.slug).toBe("chun-nomeniyu");
    expect(derived).not.toContain("slug");
    const arabic = completeMetadata({ slug: "دليل التسميد" }, context).metadata.slug;
    expect(arabic).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("a slug that cannot be made from the title comes from the type and the date", () => {
    const { metadata } = completeMetadata({ slug: "★" }, { ...context, title: "★ ☆" });
    expect(metadata.slug).toMatch(/^social-\d{4}-\d{2}-\d{2}$/);
  });

  it("lengthens a meta description under 120 characters with the text's own sentences", () => {
    const { metadata, derived } = completeMetadata({ metaDescription: "Short." }, context);
    expect(metadata.metaDescription.startsWith("Short. Three new drinks")).toBe(true);
    expect(derived).not.toContain("metaDescription");
  });
});

describe("completeExtras", () => {
  it("gives a social post a caption from the text and hashtags from the keywords, named", () => {
    expect(completeExtras({}, { ...context, keywords: ["spring menu", "drinks"] })).toEqual({
      values: {
        caption: "Three new drinks arrive this week.",
        hashtags: ["#springmenu", "#drinks"],
      },
      derived: ["caption", "hashtags"],
    });
  });
});
