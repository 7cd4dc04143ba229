import { describe, expect, it } from "vitest";
import { makeInput } from "../../tests/support/analysis";
import { findFaq, isQuestion, structuredData } from "./structured-data";
import { extractBlocks } from "./text-parts";

const FAQ_HTML =
  "<p>Intro.</p><h2>FAQ</h2><h3>How long does it take?</h3><p>Two <em>months</em>.</p>" +
  "<ul><li>Less in summer.</li></ul><h3>Does it smell?</h3><p>No.</p><h2>Next steps</h2><p>Go.</p>";

describe("isQuestion", () => {
  it.each([
    ["How long?", "en", true],
    ["How to compost", "en", true],
    ["Should you turn it", "en", true],
    ["Tips and tricks", "en", false],
    ["¿Qué es?", "es", true],
    ["Qu'est-ce que le compost ?", "fr", true],
    ["How to compost", "fr", false],
    ["ما هو السماد؟", "ar", true],
  ] as const)("%s (%s) is %s", (text, language, expected) => {
    expect(isQuestion(text, language)).toBe(expected);
  });
});

describe("findFaq", () => {
  it("pairs each question with the text under it, up to the next same-level heading", () => {
    expect(findFaq(extractBlocks(FAQ_HTML), "en")).toEqual({
      heading: "FAQ",
      questions: 2,
      pairs: [
        { question: "How long does it take?", answer: "Two months. Less in summer." },
        { question: "Does it smell?", answer: "No." },
      ],
    });
  });

  it("returns null without an FAQ heading or without questions", () => {
    expect(findFaq(extractBlocks("<h2>How?</h2><p>x</p>"), "en")).toBeNull();
    expect(findFaq(extractBlocks("<h2>FAQ</h2><p>Ask us.</p>"), "en")).toBeNull();
    expect(findFaq(extractBlocks("<h2>FAQs are great</h2><h3>Tips</h3><p>x</p>"), "en")).toBeNull();
  });
});

describe("structuredData", () => {
  const base = makeInput({
    html: FAQ_HTML,
    title: "Composting at home",
    metaDescription: "How to compost.",
    keywords: ["composting", " ", "compost bin"],
  });

  it("describes a blog post as an Article, with an FAQPage for its FAQ block", () => {
    const [article, faq, ...rest] = structuredData({
      ...base,
      url: "https://example.com/compost",
      datePublished: "2025-01-02",
    });
    expect(rest).toEqual([]);
    expect(article).toEqual({
      "@context": "https://schema.org",
      "@type": "Article",
      headline: "Composting at home",
      description: "How to compost.",
      inLanguage: "en",
      keywords: "composting, compost bin",
      wordCount: 19,
      url: "https://example.com/compost",
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://example.com/compost" },
      datePublished: "2025-01-02",
    });
    expect(faq).toEqual({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      inLanguage: "en",
      mainEntity: [
        {
          "@type": "Question",
          name: "How long does it take?",
          acceptedAnswer: { "@type": "Answer", text: "Two months. Less in summer." },
        },
        {
          "@type": "Question",
          name: "Does it smell?",
          acceptedAnswer: { "@type": "Answer", text: "No." },
        },
      ],
    });
  });

  it("leaves out what it does not know", () => {
    const [article] = structuredData({ ...base, metaDescription: "", keywords: [] });
    expect(article).not.toHaveProperty("url");
    expect(article).not.toHaveProperty("datePublished");
    expect(article).not.toHaveProperty("description");
    expect(article).not.toHaveProperty("keywords");
    expect(JSON.parse(JSON.stringify(article))).toEqual(article);
  });

  it("picks a safe type per content type", () => {
    const types = (contentType: typeof base.contentType) =>
      structuredData({ ...base, html: "<p>x</p>", contentType }).map((o) => o["@type"]);
    expect(types("blog")).toEqual(["Article"]);
    expect(types("help")).toEqual(["TechArticle"]);
    expect(types("website")).toEqual(["WebPage"]);
    expect(types("ecommerce")).toEqual(["WebPage"]);
    expect(types("social")).toEqual([]);
    expect(types("email")).toEqual([]);
    expect(types("video")).toEqual([]);
    const [page] = structuredData({ ...base, contentType: "ecommerce", url: "https://e.com/p" });
    expect(page).toMatchObject({ name: "Composting at home", url: "https://e.com/p" });
    expect(page).not.toHaveProperty("offers");
  });

  it("emits no FAQPage when the questions have no answers", () => {
    const html = "<h2>FAQ</h2><h3>How long does it take?</h3><h3>Does it smell?</h3>";
    expect(structuredData({ ...base, html }).map((o) => o["@type"])).toEqual(["Article"]);
  });

  it("is deterministic", () => {
    expect(structuredData(base)).toEqual(structuredData(base));
  });
});
