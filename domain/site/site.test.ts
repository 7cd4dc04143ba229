import { describe, expect, it } from "vitest";
import { parseBlogQuery, readMinutes } from "./blog";
import { CONTACT_LIMITS, contactTrapped, parseContactMessage } from "./contact";
import { llmsTxt, rssXml, sitemapPart, sitemapXml } from "./feeds";
import { blogPosting, faqPage, planOffers } from "./json-ld";
import { seoSlugOf } from "./pages";
import { videoEmbedUrl } from "./video";

const good = {
  name: "Ada",
  email: "Ada@Example.com ",
  subject: "Plans",
  message: "Hello, a question about plans.",
};

describe("the contact form's schema", () => {
  it("takes a complete message, trimmed, with the address in lower case", () => {
    expect(parseContactMessage(good)).toEqual({
      ok: true,
      value: { name: "Ada", email: "ada@example.com", subject: "Plans", message: good.message },
    });
  });

  it.each([
    [{ name: " " }, "name", "site:contact.errors.nameRequired"],
    [{ email: "not-an-address" }, "email", "site:contact.errors.emailInvalid"],
    [{ subject: "" }, "subject", "site:contact.errors.subjectRequired"],
    [{ message: "short" }, "message", "site:contact.errors.messageTooShort"],
    [{ message: "x".repeat(CONTACT_LIMITS.message + 1) }, "message", "site:contact.errors.tooLong"],
  ])("refuses %o naming the field", (change, field, message) => {
    const result = parseContactMessage({ ...good, ...change });
    expect(result).toMatchObject({ ok: false, problem: { field, message } });
  });

  it("refuses a filled honeypot before anything else", () => {
    expect(parseContactMessage({ ...good, website: "http://spam.example" })).toEqual({
      ok: false,
      refusal: "honeypot",
    });
  });

  it("finds a filled honeypot in a form post as in its fields", () => {
    const post = new FormData();
    post.set("website", " http://spam.example ");
    expect(contactTrapped(post)).toBe(true);
    post.set("website", "  ");
    expect(contactTrapped(post)).toBe(false);
    expect(contactTrapped(good)).toBe(false);
    expect(contactTrapped(null)).toBe(false);
  });
});

describe("the blog's query", () => {
  it("reads search, type keyword and page, falling back to defaults", () => {
    expect(parseBlogQuery(new URLSearchParams("q=%20ai%20&page=2"), "guides")).toEqual({
      q: "ai",
      type: "user_guide",
      page: 2,
    });
    expect(parseBlogQuery(new URLSearchParams("type=nope&page=-1"))).toEqual({
      q: "",
      type: null,
      page: 1,
    });
    expect(parseBlogQuery(new URLSearchParams("type=help&page=1.5")).type).toBe("help_article");
  });

  it("counts read time as words / 200, rounded up, at least a minute", () => {
    expect(readMinutes("<p>one two</p>")).toBe(1);
    expect(readMinutes(`<p>${"word ".repeat(401)}</p>`)).toBe(3);
  });
});

describe("feeds", () => {
  it("escape what they carry and keep the sitemap protocol's shape", () => {
    const xml = sitemapXml([
      { loc: "https://x.test/a?b=1&c=<2>", lastmod: new Date("2026-01-02T03:04:05Z") },
    ]);
    expect(xml).toContain("<loc>https://x.test/a?b=1&amp;c=&lt;2&gt;</loc>");
    expect(xml).toContain("<lastmod>2026-01-02T03:04:05.000Z</lastmod>");
    const rss = rssXml(
      {
        title: "T & co",
        link: "https://x.test/blog",
        description: "d",
        language: "en",
        self: "https://x.test/rss.xml",
      },
      [
        {
          title: "<b>",
          link: "https://x.test/blog/a",
          description: "e",
          pubDate: new Date(0),
          categories: ["c"],
        },
      ],
    );
    expect(rss).toContain("<title>T &amp; co</title>");
    expect(rss).toContain("<title>&lt;b&gt;</title>");
    expect(rss).toContain("<pubDate>Thu, 01 Jan 1970 00:00:00 GMT</pubDate>");
  });

  it("split a large sitemap into an index of files", () => {
    const urls = Array.from({ length: 5 }, (_, i) => ({
      loc: `https://x.test/${i}`,
      lastmod: new Date(i * 1000),
    }));
    const part = (n: number) => `https://x.test/sitemap.xml?part=${n}`;
    expect(sitemapPart(urls, 0, part, 5)).toBe(sitemapXml(urls));
    const index = sitemapPart(urls, 0, part, 2) ?? "";
    expect(index).toContain("<sitemapindex");
    expect(index.match(/<sitemap>/g)).toHaveLength(3);
    expect(index).toContain(
      "<loc>https://x.test/sitemap.xml?part=3</loc><lastmod>1970-01-01T00:00:04.000Z</lastmod>",
    );
    expect(sitemapPart(urls, 3, part, 2)).toBe(sitemapXml(urls.slice(4)));
    expect(sitemapPart(urls, 4, part, 2)).toBeNull();
    expect(sitemapPart(urls, 1, part, 5)).toBeNull();
  });

  it("write llms.txt as H1, summary quote, details, then H2 link lists without empty sections", () => {
    const text = llmsTxt({
      name: "Inkwell",
      summary: "Writes\ncontent.",
      details: "More.",
      sections: [
        {
          title: "Docs",
          links: [{ title: "A [guide]", url: "https://x.test/a", note: "Read it" }],
        },
        { title: "Empty", links: [] },
      ],
    });
    expect(text).toBe(
      "# Inkwell\n\n> Writes content.\n\nMore.\n\n## Docs\n\n- [A guide](https://x.test/a): Read it\n",
    );
  });
});

describe("JSON-LD", () => {
  it("describes an article with author, dates and image, and FAQ and offers", () => {
    const post = blogPosting("https://x.test", {
      url: "https://x.test/blog/a",
      headline: "A",
      description: "d",
      image: null,
      authorName: null,
      datePublished: new Date("2026-01-01T00:00:00Z"),
      dateModified: new Date("2026-01-02T00:00:00Z"),
      keywords: ["k"],
    });
    expect(post).toMatchObject({
      "@type": "BlogPosting",
      author: { "@type": "Organization" },
      image: ["https://x.test/favicon.svg"],
      datePublished: "2026-01-01T00:00:00.000Z",
    });
    expect(faqPage([{ question: "Q", answer: "A" }]).mainEntity).toEqual([
      { "@type": "Question", name: "Q", acceptedAnswer: { "@type": "Answer", text: "A" } },
    ]);
    const offers = planOffers("https://x.test", "d", [
      { name: "Pro", description: "p", monthlyPrice: 20, url: "u" },
    ]);
    expect(offers.offers[0]).toMatchObject({ price: "20.00", priceCurrency: "USD" });
  });
});

describe("small helpers", () => {
  it("name a page's SEO settings slug", () => {
    expect(seoSlugOf("/")).toBe("home");
    expect(seoSlugOf("/solutions/video-scripts")).toBe("solutions-video-scripts");
  });

  it("embed only the video hosts the CSP allows", () => {
    expect(videoEmbedUrl("https://www.youtube.com/watch?v=dQw4w9WgXcQ")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(videoEmbedUrl("https://youtu.be/dQw4w9WgXcQ")).toBe(
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    );
    expect(videoEmbedUrl("https://vimeo.com/123456789")).toBe(
      "https://player.vimeo.com/video/123456789",
    );
    expect(videoEmbedUrl("https://evil.example/watch?v=dQw4w9WgXcQ")).toBeNull();
    expect(videoEmbedUrl("javascript:alert(1)")).toBeNull();
  });
});
