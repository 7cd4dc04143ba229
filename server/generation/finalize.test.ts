import { describe, expect, it } from "vitest";
import { finalizeDraft } from "./finalize";

const draft = {
  title: "Worm bins for small flats",
  html: "<p>Worm bins turn scraps into compost. Balcony gardens love it.</p><h2>Balcony gardens</h2><p>Pots.</p>",
  metaDescription: "Worm bins and balcony gardens for flats.",
  slug: "worm-bins",
  keywords: ["composting", "worm bins", "flats"],
  synopsis: "",
  abstract: "",
};

describe("the keyphrases a post is checked for", () => {
  it("puts the user's own keyphrases first and checks each of them (multi-keyword targeting)", () => {
    const final = finalizeDraft(draft, {
      contentType: "blog",
      language: "en",
      focusKeyphrases: ["Worm bins", "balcony gardens"],
    });
    expect(final.keywords).toEqual(["worm bins", "balcony gardens", "composting", "flats"]);
    const ids = final.analysis.seo.checks.map((c) => c.id);
    expect(ids).toContain("keyword-in-introduction-2");
    expect(ids).not.toContain("keyword-in-introduction-3");
  });

  it("checks the model's first keyword alone when the user gave none", () => {
    const final = finalizeDraft(draft, { contentType: "blog", language: "en" });
    expect(final.keywords[0]).toBe("composting");
    expect(final.analysis.seo.checks.some((c) => /-\d$/.test(c.id))).toBe(false);
  });
});
