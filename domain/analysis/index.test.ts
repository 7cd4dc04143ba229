import { describe, expect, it } from "vitest";
import { makeInput, text } from "../../tests/support/analysis";
import { messageOf } from "../../tests/support/analysis-text";
import { CONTENT_TYPES } from "../content-types";
import { type AnalysisInput, analysisReportSchema, analyzeContent, SECTION_WEIGHTS } from "./index";
import { ANALYSIS_LANGUAGES, meanScore, readabilityScore } from "./report";
import { scoredSeoChecks } from "./seo";
import { seoScore } from "./seo-score";
import { parseContent } from "./text-parts";

/** A realistic ~400-word English blog post written to the analyser's advice (a cited statistic, a quotation). */
const BLOG: AnalysisInput = makeInput({
  title: "Composting at Home: A Simple Guide for Beginners",
  metaDescription:
    "Learn composting at home in easy steps: what bin to choose, how to balance greens and browns, and what to keep out of your heap for rich soil.",
  slug: "composting-at-home",
  keywords: ["composting at home", "compost bin"],
  html: `
<p>Composting at home turns kitchen scraps and garden waste into rich soil for your plants. You need a bin, a mix of green and brown material, and a few minutes each week. Most people see their first finished compost within three months.</p>
<h2>Why start composting at home?</h2>
<p>About 30% of household rubbish is food and garden waste, according to a <a href="https://example.org/waste-survey">2023 council survey</a>. When it goes to landfill, it rots without air and releases methane. In contrast, a compost heap breaks it down with air, so it smells of earth instead. You also save money, because you no longer need to buy bags of soil improver.</p>
<p>Compost feeds the life in your soil. As a result, your beds hold water better and your plants grow stronger roots.</p>
<blockquote>"Compost is the cheapest soil improver you will ever find," says the council's waste officer.</blockquote>
<h2>What you need to start composting at home</h2>
<p>You do not need much. Pick a spot that gets some sun and drains well. Then choose one of these containers:</p>
<ul><li>A plastic compost bin with a lid</li><li>A wooden box made from old pallets</li><li>A simple open heap in a quiet corner</li></ul>
<p>For example, a small garden can manage well with a single bin. However, a larger plot may need two, so one can rest while you fill the other.</p>
<h2>How to keep composting at home healthy</h2>
<p>Good compost needs a balance of greens and browns. Greens are wet and rich in nitrogen, such as fruit peel, tea leaves and grass. Browns are dry and rich in carbon, such as cardboard, straw and dead leaves. Aim for roughly equal amounts of each.</p>
<p>Next, add your material in thin layers. Turn the heap every two weeks with a fork. This lets air in and speeds things up. If the heap looks dry, add water. When it smells bad, add more browns.</p>
<h3>What not to add</h3>
<p>Keep out meat, fish, dairy and cooked food. They attract rats and flies. Also avoid diseased plants and weeds with seeds, because a home heap rarely gets hot enough to kill them.</p>
<h2>FAQ</h2>
<h3>How long does compost take?</h3>
<p>A well-turned heap can be ready in two to three months. A heap you leave alone may take a year.</p>
<h3>Does a compost bin smell?</h3>
<p>Not if you keep the mix right. A bad smell usually means too many greens, so add some cardboard and turn it.</p>
<h3>Can I compost in a flat?</h3>
<p>Yes. A small worm bin or a sealed bokashi bucket fits under a sink. Read our <a href="/guides/worm-bins">guide to worm bins</a> to choose one.</p>`,
});

const ALL_CHECKS = (r: ReturnType<typeof analyzeContent>) => [
  ...r.seo.checks,
  ...r.readability.checks,
  ...r.aiSearch.checks,
];

describe("analyzeContent", () => {
  it("scores a well-written English blog post highly", () => {
    const report = analyzeContent(BLOG);
    const problems = ALL_CHECKS(report).filter((c) => c.status === "problem");
    expect(problems).toEqual([]);
    expect(report.overall).toBeGreaterThanOrEqual(90);
    for (const s of [report.seo, report.readability, report.aiSearch])
      expect(s.score).toBeGreaterThanOrEqual(85);
    expect(report.stats).toMatchObject({
      paragraphs: 11,
      headings: { h1: 0, h2: 4, h3: 4 },
      readingMinutes: 3,
    });
    expect(report.stats.words).toBeGreaterThan(380);
    expect(report.stats.fleschReadingEase).toBeGreaterThan(60);
  });

  it("produces a report that matches its schema and survives JSON", () => {
    for (const contentType of CONTENT_TYPES) {
      for (const language of ANALYSIS_LANGUAGES) {
        const report = analyzeContent({ ...BLOG, contentType, language });
        expect(analysisReportSchema.parse(report)).toEqual(report);
        expect(JSON.parse(JSON.stringify(report))).toEqual(report);
        const ids = ALL_CHECKS(report).map((c) => c.id);
        expect(new Set(ids).size).toBe(ids.length);
        // Every message has a text in the report's language, as a sentence.
        for (const c of ALL_CHECKS(report))
          expect(messageOf(c, language)).toMatch(/\S.*[.!)。）।]$/);
      }
    }
  }, 20_000); // every type in every language: about 1 s alone, more beside the suite's other lane

  it("scores SEO and readability as Yoast does, AI search as the mean, and weights the overall", () => {
    const input = makeInput({
      html: `<p>Short text. With 42% unsourced.</p><p>${text(120)}</p>`,
      keywords: ["short text"],
    });
    const report = analyzeContent(input);
    expect(report.seo.score).toBe(
      seoScore(scoredSeoChecks(input, parseContent(input.html, input.language))),
    );
    // Flesch reading ease informs but, as in Yoast, adds no penalty.
    const penalised = report.readability.checks.filter((c) => c.id !== "flesch-reading-ease");
    expect(report.readability.score).toBe(readabilityScore(penalised, true));
    expect(report.aiSearch.score).toBe(meanScore(report.aiSearch.checks));
    const { seo, readability, aiSearch } = SECTION_WEIGHTS;
    expect(seo + readability + aiSearch).toBeCloseTo(1);
    expect(report.overall).toBe(
      Math.round(
        report.seo.score * seo +
          report.readability.score * readability +
          report.aiSearch.score * aiSearch,
      ),
    );
  });

  it("gives readability Yoast's red light once its penalty points pass 6", () => {
    // Long sentences (problem), long paragraph (problem), no transition words (problem): 9 points.
    const long = `${"Apples and pears and plums grow well in the warm sun on the hill by the old stone wall of the farm "}`;
    const html = `<p>${long.repeat(12)}</p>`;
    const report = analyzeContent(makeInput({ html }));
    const bad = report.readability.checks.filter((c) => c.status === "problem");
    expect(bad.length).toBeGreaterThanOrEqual(3);
    expect(report.readability.score).toBe(30);
  });

  it("is deterministic", () => {
    expect(analyzeContent(BLOG)).toEqual(analyzeContent(BLOG));
    expect(JSON.stringify(analyzeContent(BLOG))).toBe(JSON.stringify(analyzeContent(BLOG)));
  });

  it("handles empty content", () => {
    const report = analyzeContent(makeInput({ html: "", title: "", keywords: [] }));
    expect(report.stats).toEqual({
      words: 0,
      sentences: 0,
      paragraphs: 0,
      headings: { h1: 0, h2: 0, h3: 0 },
      readingMinutes: 1,
      fleschReadingEase: null,
    });
    expect(report.readability.checks).toEqual([]);
    expect(analysisReportSchema.safeParse(report).success).toBe(true);
  });

  it.each([
    [200, 1],
    [201, 2],
    [400, 2],
  ])("reads %i words in %i minutes", (words, minutes) => {
    expect(analyzeContent(makeInput({ html: `<p>${text(words)}</p>` })).stats.readingMinutes).toBe(
      minutes,
    );
  });
});

describe("non-English content", () => {
  it("never gives an English score: checks without rules for the language are named unavailable", () => {
    const hindi = analyzeContent({ ...BLOG, language: "hi" });
    expect(hindi.stats.fleschReadingEase).toBeNull();
    const ids = ALL_CHECKS(hindi).map((c) => c.id);
    const missing = [
      "flesch-reading-ease",
      "passive-voice",
      "transition-words",
      "statistics-sources",
    ];
    for (const id of missing) expect(ids).not.toContain(id);
    expect(hindi.unavailable).toEqual(missing);
    expect(ids).toContain("sentence-length");
    expect(analyzeContent({ ...BLOG, language: "es" }).unavailable).toEqual(["statistics-sources"]);
    expect(analyzeContent(BLOG).unavailable).toEqual([]);
  });

  it("measures Chinese in the words Intl.Segmenter finds and names what it cannot check", () => {
    const report = analyzeContent(
      makeInput({
        language: "zh",
        title: "在家堆肥的简单指南",
        keywords: ["堆肥"],
        html: "<p>在家堆肥很容易。你只需要一个箱子。</p><h2>为什么要堆肥？</h2><p>它能减少垃圾。</p>",
      }),
    );
    expect(report.readability.checks.map((c) => c.id)).toEqual([
      "sentence-length",
      "paragraph-length",
      "machine-phrasing",
    ]);
    expect(report.stats.fleschReadingEase).toBeNull();
    expect(report.stats.words).toBeGreaterThan(5);
    expect(report.unavailable).toEqual([
      "flesch-reading-ease",
      "passive-voice",
      "transition-words",
      "sentence-beginnings",
      "keyword-density",
      "statistics-sources",
    ]);
  });
});
