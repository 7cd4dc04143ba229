import { analyzeContent, REPORT_VERSION } from "@domain/analysis";
import { describe, expect, it } from "vitest";
import { reportOf } from "./analysis";

const post = {
  content: "<p>Compost turns kitchen scraps into soil. Start with a bin.</p>",
  title: "Composting at home",
  metaDescription: null,
  slug: "composting-at-home",
  keywords: ["composting"],
  contentType: "blog",
  language: "fr",
};

describe("reportOf", () => {
  it("returns the stored report when it is of the current version", () => {
    const stored = analyzeContent({
      html: "<p>Autre texte.</p>",
      title: "Autre",
      metaDescription: "",
      slug: "",
      keywords: [],
      contentType: "blog",
      language: "fr",
    });
    expect(reportOf({ ...post, analysis: stored })).toEqual(stored);
  });

  it("analyses again a report stored by the first version (English sentences)", () => {
    const old = { version: 1, overall: 50, seo: { score: 50, checks: [] } };
    const report = reportOf({ ...post, analysis: old });
    expect(report.version).toBe(REPORT_VERSION);
    expect(report.seo.checks.every((c) => c.message.startsWith("analysis:"))).toBe(true);
    // The post's own language picks the rules: French has no statistics-sources check.
    expect(report.unavailable).toEqual(["statistics-sources"]);
  });

  it("analyses a post that has no report, and an unknown language as English", () => {
    expect(reportOf({ ...post, analysis: null, language: "xx" }).unavailable).toEqual([]);
  });
});

describe("reportOf with a fact check", () => {
  const evidence = {
    version: 1 as const,
    checkedAt: "2026-11-27T12:00:00.000Z",
    withSources: true,
    claims: [],
    counts: { claims: 4, supported: 3, contradicted: 1, unverified: 0 },
  };

  it("analyses again a version-2 report (no evidence section), with the post's evidence", () => {
    const old = { version: 2, overall: 50 };
    const report = reportOf({ ...post, language: "en", analysis: old, evidence });
    expect(report.version).toBe(REPORT_VERSION);
    expect(report.evidence?.checks).toEqual([
      expect.objectContaining({
        id: "evidence-claims",
        status: "problem",
        message: "analysis:evidence-claims.contradicted",
        params: { claims: 4, supported: 3, contradicted: 1, unverified: 0, count: 1 },
      }),
    ]);
  });

  it("has no evidence section for a post never checked", () => {
    expect(reportOf({ ...post, analysis: null, evidence: null }).evidence).toBeUndefined();
  });
});
