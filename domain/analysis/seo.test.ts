import { describe, expect, it } from "vitest";
import { findCheck, makeInput, statusOf, text } from "../../tests/support/analysis";
import { messageOf } from "../../tests/support/analysis-text";
import type { AnalysisInput } from "./report";
import { seoChecks, TEXT_LENGTH_TARGETS } from "./seo";
import { parseContent } from "./text-parts";

const KEY = "composting at home";

function seo(overrides: Partial<AnalysisInput>) {
  const input = makeInput({ keywords: [KEY], ...overrides });
  return seoChecks(input, parseContent(input.html, input.language));
}

describe("keyword in title", () => {
  it.each([
    ["Composting at Home for Beginners", "good"],
    ["How to Composting at Home", "good"],
    // Only function words before the keyphrase: still at the start, however many there are.
    ["Why and How to Do Composting at Home", "good"],
    ["A Guide to Composting at Home", "ok"],
    ["Start Composting at Home", "ok"],
    ["Home Composting: Done at Home", "ok"],
    ["Growing tomatoes", "problem"],
  ])("%s is %s", (title, expected) => {
    expect(statusOf(seo({ title }), "keyword-in-title")).toBe(expected);
  });
});

describe("keyword in introduction", () => {
  it.each([
    ["<p>Composting at home is easy. It helps.</p><p>More.</p>", "good"],
    ["<p>Start composting today. Your home will thank you.</p>", "ok"],
    ["<h2>Composting at home</h2><p>Nothing here on topic.</p>", "problem"],
    ["<h2>Composting at home</h2>", "problem"],
  ])("%s is %s", (html, expected) => {
    expect(statusOf(seo({ html }), "keyword-in-introduction")).toBe(expected);
  });
});

describe("keyword in subheadings", () => {
  const h = (matching: number, other: number) =>
    "<p>x</p>" +
    "<h2>Composting at home</h2>".repeat(matching) +
    "<h3>Something else</h3>".repeat(other);

  // Yoast: 30% to 75% of the H2/H3 subheadings should reflect the topic; fewer or more is a problem.
  it.each([
    [1, 0, "good"], // one of one
    [1, 3, "problem"], // 25%: fewer than 30%
    [2, 2, "good"],
    [3, 1, "good"], // 75%: at the upper boundary
    [4, 0, "problem"], // more than 75%
    [1, 2, "good"], // 33%
    [3, 0, "problem"],
    [0, 3, "problem"],
  ])("%i matching and %i other subheadings is %s", (matching, other, expected) => {
    const checks = seo({ html: h(matching, other) });
    expect(statusOf(checks, "keyword-in-subheadings")).toBe(expected);
    expect(findCheck(checks, "keyword-in-subheadings")?.value).toBe(matching);
  });

  it("counts a subheading with more than half of the keyphrase's content words", () => {
    const keywords = ["how to grow tomatoes indoors"]; // content words: grow, tomatoes, indoors
    const status = (heading: string) =>
      statusOf(seo({ keywords, html: `<h2>${heading}</h2><p>x</p>` }), "keyword-in-subheadings");
    expect(status("Growing tomatoes indoors")).toBe("good"); // 2 of 3
    expect(status("Tomatoes, a history")).toBe("problem"); // 1 of 3
    // "composting at home": both content words are needed (one is only half).
    expect(
      statusOf(seo({ html: `${h(0, 0)}<h2>Home composting</h2>` }), "keyword-in-subheadings"),
    ).toBe("good");
    expect(statusOf(seo({ html: "<h2>Composting basics</h2>" }), "keyword-in-subheadings")).toBe(
      "problem",
    );
  });

  it("wants subheadings in long-form texts of 300 words or more, and skips short types", () => {
    const status = (html: string, contentType: AnalysisInput["contentType"] = "blog") =>
      statusOf(seo({ html, contentType }), "keyword-in-subheadings");
    expect(status(`<p>${text(299)}</p>`)).toBe("good");
    expect(status(`<p>${text(300)}</p>`)).toBe("problem");
    expect(status(`<p>${text(300)}</p>`, "social")).toBe("absent");
  });

  it("ignores H4 and deeper headings", () => {
    const html = "<h2>Other</h2><h4>Composting at home</h4>";
    expect(statusOf(seo({ html }), "keyword-in-subheadings")).toBe("problem");
  });
});

describe("keyword in slug", () => {
  it.each([
    ["composting-at-home", KEY, "good"],
    ["home-composting-guide", KEY, "good"], // function words are not needed
    ["composting-guide", KEY, "ok"],
    ["best-running-shoes", "best running shoes", "good"],
    ["trail-shoes", "trail running shoes", "good"], // 2 of 3 words: more than half
    ["shoes", "trail running shoes", "ok"],
    ["secure-installs-hash-checking", "hash-checking mode", "good"], // hash, checking, mode: 2 of 3
    ["", KEY, "ok"],
    ["e-commerce-seo-tips", "e-commerce SEO", "good"],
    ["womens-running-shoes", "women's running shoes", "good"],
  ])("%s for %s is %s", (slug, keyword, expected) => {
    expect(statusOf(seo({ slug, keywords: [keyword] }), "keyword-in-slug")).toBe(expected);
  });

  it("ignores accents", () => {
    const checks = seo({ slug: "cafe-con-leche", keywords: ["café con leche"], language: "es" });
    expect(statusOf(checks, "keyword-in-slug")).toBe("good");
  });
});

describe("keyword in meta description", () => {
  it.each([
    ["Learn composting at home in five steps.", "good"],
    ["Composting at home is easy. Start composting at home today.", "good"],
    ["Composting at home. Composting at home. Composting at home.", "problem"],
    ["Learn to grow tomatoes.", "problem"],
    ["", "absent"],
  ])("%s is %s", (metaDescription, expected) => {
    expect(statusOf(seo({ metaDescription }), "keyword-in-meta-description")).toBe(expected);
  });
});

describe("keyword density", () => {
  const html = (words: number, occurrences: number) =>
    `<p>${"composting at home. ".repeat(occurrences)}${text(words - occurrences * 3)}</p>`;

  // "composting at home" has two content words, so Yoast's length factor is 0.7 + 2/3 = 1.37:
  // the density times 1.37 must be 0.5 to 3, i.e. the density 0.37% to 2.2%.
  it.each([
    [400, 2, "good", 0.5],
    [410, 2, "good", 0.49], // 0.49% x 1.37 = 0.67
    [600, 2, "problem", 0.33], // 0.33% x 1.37 = 0.46: too few
    [200, 1, "problem", 0.5], // a single occurrence is too few
    [100, 2, "good", 2],
    [100, 3, "problem", 3], // 3% x 1.37 = 4.1: too many
    [130, 4, "problem", 3.08],
  ])("%i words with %i occurrences is %s", (words, occurrences, expected, value) => {
    const check = findCheck(seo({ html: html(words, occurrences) }), "keyword-density");
    expect(check?.status).toBe(expected);
    expect(check?.value).toBe(value);
  });

  it("scales the target range by the keyphrase's length", () => {
    const message = (keywords: string[]) =>
      messageOf(findCheck(seo({ keywords, html: html(400, 0) }), "keyword-density"));
    expect(message(["compost"])).toContain("aiming for 0.5-2.9%");
    expect(message([KEY])).toContain("aiming for 0.4-2.2%");
  });

  it("counts whole words only, case-insensitively", () => {
    const body = `<p>COMPOSTING AT HOME. Composting at homes. Recomposting at home. ${text(91)}</p>`;
    expect(findCheck(seo({ html: body }), "keyword-density")?.value).toBe(1);
  });

  it("matches the content words anywhere in a sentence, as often as the rarest one occurs", () => {
    const body = (sentences: string) => `<p>${sentences} ${text(97)}</p>`;
    const found = (html: string, keywords = [KEY]) =>
      String(findCheck(seo({ html, keywords }), "keyword-density")?.params?.count);
    // "at" is a function word: "home" and "composting" in one sentence, in any order, match.
    expect(found(body("At home, start composting."))).toBe("1");
    expect(found(body("Composting at home helps a home."))).toBe("1");
    expect(found(body("Composting at home, composting at home."))).toBe("2");
    expect(found(body("Composting helps. Home is good."))).toBe("0");
    // "how to" is left out of "how to start composting".
    expect(found(body("Start composting today."), ["how to start composting"])).toBe("1");
  });

  it("judges texts under 100 words by the count: once, or twice above 50 words", () => {
    const status = (words: number, occurrences: number) =>
      statusOf(seo({ html: html(words, occurrences) }), "keyword-density");
    expect(status(99, 2)).toBe("good");
    expect(status(99, 3)).toBe("problem");
    expect(status(50, 1)).toBe("good");
    expect(status(50, 2)).toBe("problem");
    expect(status(80, 0)).toBe("problem");
  });

  it("needs a language written with spaces", () => {
    expect(statusOf(seo({ html: html(400, 2), language: "ja" }), "keyword-density")).toBe("absent");
  });
});

describe("title length", () => {
  it.each([
    [0, "problem"],
    [29, "ok"],
    [30, "good"],
    [60, "good"],
    [61, "problem"],
  ])("%i characters is %s", (n, expected) => {
    const checks = seo({ title: "t".repeat(n) });
    expect(statusOf(checks, "title-length")).toBe(expected);
    expect(findCheck(checks, "title-length")?.value).toBe(n);
  });
});

describe("meta description length", () => {
  it.each([
    [0, "problem"],
    [1, "ok"],
    [120, "ok"],
    [121, "good"],
    [156, "good"],
    [157, "ok"],
  ])("%i characters is %s", (n, expected) => {
    expect(statusOf(seo({ metaDescription: "m".repeat(n) }), "meta-description-length")).toBe(
      expected,
    );
  });
});

describe("single H1", () => {
  it.each([
    ["<p>No heading</p>", "good"],
    ["<h1>One</h1><p>x</p>", "good"],
    ["<h1>One</h1><h1 class='x'>Two</h1>", "problem"],
  ])("%s is %s", (html, expected) => {
    expect(statusOf(seo({ html }), "single-h1")).toBe(expected);
  });
});

describe("text length", () => {
  it.each([
    ["blog", 300, "good"],
    ["help", 299, "ok"],
    ["website", 250, "ok"],
    ["blog", 249, "problem"],
    ["social", 20, "good"],
    ["social", 15, "ok"],
    ["social", 14, "problem"],
    ["video", 40, "good"],
    ["email", 99, "ok"],
    ["ecommerce", 39, "problem"],
  ] as const)("%s with %i words is %s", (contentType, words, expected) => {
    const checks = seo({ contentType, html: `<p>${text(words)}</p>` });
    expect(statusOf(checks, "text-length")).toBe(expected);
    expect(findCheck(checks, "text-length")?.value).toBe(words);
  });

  it("has a target for every content type", () => {
    for (const { good, ok } of Object.values(TEXT_LENGTH_TARGETS)) expect(ok).toBeLessThan(good);
    expect(Object.keys(TEXT_LENGTH_TARGETS)).toHaveLength(7);
  });

  it("counts Chinese words as Intl.Segmenter finds them, Japanese in characters", () => {
    const zh = findCheck(
      seo({ language: "zh", html: "<p>我们今天学习写文章。</p>" }),
      "text-length",
    );
    expect(zh).toMatchObject({ status: "problem", value: 5 });
    const ja = "<p>今日は文章の書き方を学びます。</p>".replace("今日", "今日".repeat(300));
    const check = findCheck(seo({ language: "ja", html: ja }), "text-length");
    // 612 characters: over Yoast's Japanese minimum of 600 for long-form texts.
    expect(check).toMatchObject({ status: "good", value: 612 });
    expect(messageOf(check, "ja")).toContain("612 文字");
  });
});

describe("links", () => {
  it("is good with a link and ok without", () => {
    expect(statusOf(seo({ html: '<p><a href="https://example.com">x</a></p>' }), "links")).toBe(
      "good",
    );
    expect(statusOf(seo({ html: "<p><a>x</a></p>" }), "links")).toBe("ok");
  });
});

describe("without a focus keyword", () => {
  it("replaces the keyword checks with one ok check", () => {
    for (const keywords of [[], ["", "  "]]) {
      const checks = seo({ keywords });
      expect(checks.filter((c) => c.id.startsWith("keyword-"))).toEqual([]);
      expect(findCheck(checks, "focus-keyword")?.status).toBe("ok");
      expect(findCheck(checks, "title-length")).toBeDefined();
    }
  });

  it("uses the first non-empty keyword as the focus keyword", () => {
    const checks = seo({ keywords: [" ", "tomatoes", KEY], title: "Tomatoes all year round" });
    expect(statusOf(checks, "keyword-in-title")).toBe("good");
  });
});

describe("other languages", () => {
  it("matches keywords with Unicode word boundaries", () => {
    const checks = seo({
      language: "de",
      keywords: ["Gärtnern"],
      title: "Gärtnern auf dem Balkon",
      html: "<p>Gärtnern macht Spaß.</p>",
    });
    expect(statusOf(checks, "keyword-in-title")).toBe("good");
    expect(statusOf(checks, "keyword-in-introduction")).toBe("good");
  });

  it("matches Chinese keywords as substrings", () => {
    const checks = seo({
      language: "zh",
      keywords: ["堆肥"],
      title: "在家堆肥",
      html: "<p>在家堆肥很容易。</p>",
    });
    expect(statusOf(checks, "keyword-in-title")).toBe("good");
    expect(statusOf(checks, "keyword-in-introduction")).toBe("good");
  });
});

describe("related keyphrases (multi-keyword targeting)", () => {
  const html =
    "<p>Composting at home turns scraps into soil. Worm bins suit small flats.</p>" +
    "<h2>Worm bins for flats</h2><p>Worm bins need little room.</p>" +
    "<h2>Leaf mould</h2><p>Leaves rot slowly.</p>";
  const keywords = [
    KEY,
    "worm bins",
    "hot composting",
    "worm bins",
    "",
    "leaf mould",
    "fifth",
    "sixth",
  ];

  it("checks each keyphrase after the focus keyword up to the plan's number, by position", () => {
    const checks = seo({
      html,
      keywords,
      focusKeyphrases: 5,
      metaDescription: "Worm bins at home.",
    });
    const ids = checks.map((c) => c.id);
    // Duplicates and blanks do not count; the sixth distinct keyphrase is past the limit of 5.
    for (const n of [2, 3, 4, 5]) expect(ids).toContain(`keyword-in-introduction-${n}`);
    expect(ids).not.toContain("keyword-in-introduction-6");
    expect(statusOf(checks, "keyword-in-introduction-2")).toBe("good");
    expect(statusOf(checks, "keyword-in-introduction-3")).toBe("problem");
    expect(statusOf(checks, "keyword-in-subheadings-2")).toBe("good");
    expect(statusOf(checks, "keyword-in-meta-description-2")).toBe("good");
    expect(messageOf(findCheck(checks, "keyword-in-introduction-3"))).toContain(
      'related keyphrase "hot composting"',
    );
    // Title and slug are the focus keyword's alone.
    expect(ids.filter((id) => id.startsWith("keyword-in-title"))).toEqual(["keyword-in-title"]);
  });

  it("checks the focus keyword only on plans without multi-keyword targeting", () => {
    const ids = seo({ html, keywords }).map((c) => c.id);
    expect(ids.some((id) => /-\d$/.test(id))).toBe(false);
    expect(ids).toContain("keyword-in-introduction");
  });
});
