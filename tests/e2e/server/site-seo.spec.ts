import { expect, test } from "@playwright/test";
import { JSDOM } from "jsdom";
import { jsonLdOf, PUBLIC_PAGES } from "../../support/public-pages";

// What schema.org (and Google's rich results) require of each type the pages use.
const REQUIRED: Record<string, string[]> = {
  Organization: ["name", "url", "logo"],
  WebSite: ["name", "url"],
  WebPage: ["name", "url"],
  AboutPage: ["name", "url"],
  ContactPage: ["name", "url"],
  Blog: ["name", "url"],
  FAQPage: ["mainEntity"],
  Product: ["name", "offers"],
  BreadcrumbList: ["itemListElement"],
  BlogPosting: ["headline", "author", "datePublished", "dateModified", "image", "publisher"],
};

function head(html: string) {
  const { document } = new JSDOM(html).window;
  const attr = (selector: string, name: string) =>
    document.querySelector(selector)?.getAttribute(name) ?? null;
  return {
    document,
    title: document.querySelector("title")?.textContent ?? "",
    description: attr('meta[name="description"]', "content") ?? "",
    canonical: attr('link[rel="canonical"]', "href"),
    hreflang: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) =>
      l.getAttribute("hreflang"),
    ),
    robots: attr('meta[name="robots"]', "content"),
    og: attr('meta[property="og:title"]', "content"),
    twitter: attr('meta[name="twitter:card"]', "content"),
  };
}

function expectSchemaShape(item: Record<string, unknown>) {
  const type = String(item["@type"]);
  expect(item["@context"], type).toBe("https://schema.org");
  for (const property of REQUIRED[type] ?? [])
    expect(item[property], `${type}.${property}`).toBeTruthy();
  if (type === "FAQPage")
    for (const q of item.mainEntity as Record<string, Record<string, unknown>>[])
      expect(q.acceptedAnswer?.text).toBeTruthy();
  if (type === "Product")
    for (const offer of item.offers as Record<string, unknown>[]) {
      expect(offer.price).toMatch(/^\d+\.\d\d$/);
      expect(offer.priceCurrency).toBe("USD");
    }
}

test.describe("every public page's first HTML", () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path}: one h1, title and description within limits, canonical, hreflang, valid JSON-LD`, async ({
      request,
      baseURL,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toContain("public");
      const html = await response.text();
      const page = head(html);
      expect(page.document.querySelectorAll("h1")).toHaveLength(1);
      expect(page.title.length).toBeGreaterThan(5);
      expect(page.title.length).toBeLessThanOrEqual(60);
      expect(page.description.length).toBeGreaterThan(50);
      expect(page.description.length).toBeLessThanOrEqual(160);
      expect(page.canonical).toMatch(new RegExp(`^${baseURL}/`));
      expect(page.hreflang).toEqual([
        "en",
        "es",
        "fr",
        "de",
        "hi",
        "zh",
        "ar",
        "ja",
        "pt",
        "x-default",
      ]);
      expect(page.robots).toBeNull();
      expect(page.og).toBeTruthy();
      expect(page.twitter).toBeTruthy();
      const blocks = jsonLdOf(html);
      expect(blocks.length).toBeGreaterThan(0);
      for (const block of blocks) expectSchemaShape(block);
    });
  }

  test("the landing page describes the organisation, the site, its FAQ and the plans", async ({
    request,
  }) => {
    const types = jsonLdOf(await (await request.get("/")).text()).map((b) => b["@type"]);
    expect(types).toEqual(
      expect.arrayContaining(["Organization", "WebSite", "FAQPage", "Product"]),
    );
  });

  test("/help and /contact-us name their one canonical address", async ({ request, baseURL }) => {
    expect(head(await (await request.get("/help")).text()).canonical).toBe(`${baseURL}/blog/help`);
    expect(head(await (await request.get("/contact-us")).text()).canonical).toBe(
      `${baseURL}/contact`,
    );
  });

  test("sign-in, the workspace and error pages stay out of search results", async ({ request }) => {
    for (const path of ["/auth", "/no/such/page", "/blog/no-such-article", "/solutions/nope"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(head(await response.text()).robots, path).toContain("noindex");
    }
    // The workspace sends a visitor to sign-in; it is noindex too (its routes' meta).
    expect((await request.get("/dashboard", { maxRedirects: 0 })).status()).toBe(302);
  });
});

test.describe("feeds", () => {
  const xml = (text: string) => {
    // The typings this project carries for jsdom (tests/analysis-agreement) omit the options.
    const XmlDom = JSDOM as unknown as new (text: string, options: object) => JSDOM;
    const { document } = new XmlDom(text, { contentType: "application/xml" }).window;
    expect(document.querySelector("parsererror")).toBeNull();
    return document;
  };

  test("sitemap.xml lists every public page and parses", async ({ request, baseURL }) => {
    const response = await request.get("/sitemap.xml");
    expect(response.headers()["content-type"]).toContain("application/xml");
    const document = xml(await response.text());
    expect(document.documentElement.namespaceURI).toBe(
      "http://www.sitemaps.org/schemas/sitemap/0.9",
    );
    const locs = [...document.getElementsByTagName("loc")].map((l) => l.textContent);
    // Each page once, by its canonical address.
    for (const path of PUBLIC_PAGES.filter((p) => !["/help", "/guides", "/contact-us"].includes(p)))
      expect(locs).toContain(`${baseURL}${path}`);
    expect(locs).not.toContain(`${baseURL}/contact-us`);
    expect(new Set(locs).size).toBe(locs.length);
  });

  test("rss.xml is RSS 2.0 that parses, and robots.txt names the sitemap", async ({
    request,
    baseURL,
  }) => {
    const document = xml(await (await request.get("/rss.xml")).text());
    expect(document.documentElement.getAttribute("version")).toBe("2.0");
    expect(document.querySelector("channel > title")?.textContent).toBeTruthy();
    for (const item of document.querySelectorAll("item")) {
      expect(item.querySelector("link")?.textContent).toMatch(new RegExp(`^${baseURL}/blog/`));
      expect(Number.isNaN(Date.parse(item.querySelector("pubDate")?.textContent ?? ""))).toBe(
        false,
      );
    }
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/dashboard$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
  });

  test("llms.txt follows its format: H1, summary, H2 link lists", async ({ request, baseURL }) => {
    const text = await (await request.get("/llms.txt")).text();
    const lines = text.split("\n");
    expect(lines[0]).toBe("# Inkwell");
    expect(lines[2]).toMatch(/^> \S/);
    expect(text.match(/^# /gm)).toHaveLength(1);
    expect(text).toMatch(/^## /m);
    for (const line of lines.filter((l) => l.startsWith("- ")))
      expect(line).toMatch(new RegExp(`^- \\[[^\\]]+\\]\\(${baseURL}/[^)]*\\)(: .+)?$`));
    expect(text).toContain(`(${baseURL}/llms-full.txt)`);
  });
});
