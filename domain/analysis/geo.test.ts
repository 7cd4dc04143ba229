import { describe, expect, it } from "vitest";
import { makeInput, statusOf, text } from "../../tests/support/analysis";
import { messageOf } from "../../tests/support/analysis-text";
import { countCitations, countQuotations } from "./geo";
import { analyzeContent } from "./index";
import { ANALYSIS_LANGUAGES } from "./report";
import { parseContent } from "./text-parts";

const CITE_LINK =
  '<a class="cite" href="https://example.test/a" target="_blank" rel="noopener noreferrer nofollow">[1]</a>';

describe("citations (GEO: cite sources)", () => {
  it("counts reference markers and links to other sites, not the Sources list or site links", () => {
    const html = [
      `<p>Sales grew 12%${CITE_LINK}. Costs fell<span class="cite">[2]</span>.</p>`,
      '<p>See <a href="https://example.org/report">the report</a> and <a href="/guides/x">our guide</a>.</p>',
      "<h2>Sources</h2>",
      '<ol class="sources"><li><a href="https://example.test/a">A</a> (example.test)</li><li>B</li></ol>',
    ].join("");
    expect(countCitations(html)).toBe(3);
  });

  it("is good with about one citation per 300 words, advice without any", () => {
    const cited = analyzeContent(makeInput({ html: `<p>${text(250)} Rain fell${CITE_LINK}.</p>` }));
    expect(statusOf(cited.aiSearch.checks, "citations")).toBe("good");
    const few = analyzeContent(makeInput({ html: `<p>${text(900)} Rain fell${CITE_LINK}.</p>` }));
    expect(few.aiSearch.checks.find((c) => c.id === "citations")).toMatchObject({
      status: "ok",
      message: "analysis:citations.few",
      params: { count: 1, asked: 3, per: 300 },
    });
    const none = analyzeContent(makeInput({ html: `<p>${text(100)}</p>` }));
    expect(none.aiSearch.checks.find((c) => c.id === "citations")?.message).toBe(
      "analysis:citations.none",
    );
  });
});

describe("quotations and statistics (GEO)", () => {
  it("counts blockquotes and quoted sentences of a few words, not a quoted term", () => {
    const parsed = parseContent(
      '<p>He said "compost is the cheapest soil improver" last year. The word "humus" is Latin.</p><blockquote>Less waste, more soil.</blockquote><p>彼は「堆肥は最も安い土壌改良材です」と言った。</p>',
    );
    expect(countQuotations(parsed)).toBe(3);
  });

  it("are good when the long-form text has them, advice otherwise; social posts are not asked", () => {
    const rich = analyzeContent(
      makeInput({
        html: '<p>About 30% of waste is food.</p><blockquote>"Start small," says the officer.</blockquote>',
      }),
    );
    expect(statusOf(rich.aiSearch.checks, "quotations")).toBe("good");
    expect(statusOf(rich.aiSearch.checks, "statistics")).toBe("good");
    const plain = analyzeContent(makeInput({ html: `<p>${text(60)}</p>` }));
    expect(statusOf(plain.aiSearch.checks, "quotations")).toBe("ok");
    expect(statusOf(plain.aiSearch.checks, "statistics")).toBe("ok");
    const email = analyzeContent(makeInput({ html: `<p>${text(60)}</p>`, contentType: "email" }));
    expect(statusOf(email.aiSearch.checks, "quotations")).toBe("absent");
    const social = analyzeContent(makeInput({ html: `<p>${text(60)}</p>`, contentType: "social" }));
    expect(statusOf(social.aiSearch.checks, "citations")).toBe("absent");
    expect(statusOf(social.aiSearch.checks, "statistics")).toBe("absent");
  });

  it("counts statistics in every language (digits), and a cited statistic names its source", () => {
    const de = analyzeContent(
      makeInput({ html: "<p>Etwa 30 % des Abfalls sind Lebensmittel.</p>", language: "de" }),
    );
    expect(statusOf(de.aiSearch.checks, "statistics")).toBe("good");
    const cited = analyzeContent(
      makeInput({ html: '<p>About 30% of waste is food<span class="cite">[1]</span>.</p>' }),
    );
    expect(statusOf(cited.aiSearch.checks, "statistics-sources")).toBe("good");
  });
});

describe("the Evidence section", () => {
  const counts = { claims: 4, supported: 4, contradicted: 0, unverified: 0, withSources: true };
  const evidenceOf = (evidence: typeof counts) =>
    analyzeContent(makeInput({ html: `<p>${text(60)}</p>`, evidence })).evidence?.checks[0];

  it("is good when every claim is supported, ok with unverified ones, a problem with a contradiction", () => {
    expect(evidenceOf(counts)).toMatchObject({
      status: "good",
      message: "analysis:evidence-claims.good",
    });
    expect(evidenceOf({ ...counts, supported: 3, unverified: 1 })).toMatchObject({
      status: "ok",
      message: "analysis:evidence-claims.unverified",
      params: { count: 1, claims: 4 },
      value: 75,
    });
    expect(evidenceOf({ ...counts, supported: 2, unverified: 1, contradicted: 1 })).toMatchObject({
      status: "problem",
      message: "analysis:evidence-claims.contradicted",
    });
  });

  it("asks for a source when the piece had none, and is good with no claims", () => {
    expect(
      evidenceOf({ claims: 2, supported: 0, contradicted: 0, unverified: 2, withSources: false }),
    ).toMatchObject({
      status: "ok",
      message: "analysis:evidence-claims.no-sources",
      params: { count: 2 },
    });
    expect(
      evidenceOf({ claims: 0, supported: 0, contradicted: 0, unverified: 0, withSources: false }),
    ).toMatchObject({ status: "good", message: "analysis:evidence-claims.none" });
  });

  it("does not change the overall score", () => {
    const input = makeInput({ html: `<p>${text(60)}</p>` });
    const bad = { claims: 2, supported: 0, contradicted: 2, unverified: 0, withSources: true };
    expect(analyzeContent({ ...input, evidence: bad }).overall).toBe(analyzeContent(input).overall);
  });
});

describe("the new messages", () => {
  it("have a text in every language for every case, as a sentence", () => {
    const cases = [
      { claims: 1, supported: 1, contradicted: 0, unverified: 0, withSources: true },
      { claims: 5, supported: 2, contradicted: 1, unverified: 2, withSources: true },
      { claims: 5, supported: 3, contradicted: 0, unverified: 2, withSources: true },
      { claims: 2, supported: 0, contradicted: 0, unverified: 2, withSources: false },
      { claims: 0, supported: 0, contradicted: 0, unverified: 0, withSources: false },
    ];
    const htmls = [
      `<p>${text(40)}</p>`,
      `<p>${text(900)} About 30% of it${CITE_LINK}.</p><blockquote>${text(8)}</blockquote>`,
      `<p>${text(100)} About 30% of it${CITE_LINK}. And 40% of that${CITE_LINK}.</p>`,
    ];
    for (const language of ANALYSIS_LANGUAGES) {
      const checks = [
        ...cases.flatMap(
          (evidence) => analyzeContent(makeInput({ evidence, language })).evidence?.checks ?? [],
        ),
        ...htmls.flatMap((html) => analyzeContent(makeInput({ html, language })).aiSearch.checks),
      ].filter((c) => ["evidence-claims", "citations", "quotations", "statistics"].includes(c.id));
      expect(new Set(checks.map((c) => c.message)).size).toBe(12);
      for (const c of checks)
        expect(messageOf(c, language), `${language} ${c.message}`).toMatch(/\S.*[.!)。）।]$/);
    }
  });
});
