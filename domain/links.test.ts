import { describe, expect, it } from "vitest";
import {
  candidatePhrases,
  findAnchor,
  keyphraseOf,
  linkableRuns,
  linkedAddresses,
  titleSimilarity,
} from "./links";

describe("linkableRuns", () => {
  it("leaves out links, headings and code, and never joins two blocks", () => {
    const html =
      "<h2>Cold brew</h2><p>Try <a href='/x'>cold brew</a> and <code>brew</code> now.</p><ul><li>One &amp; two</li></ul>";
    expect(linkableRuns(html.replaceAll("'", '"'))).toEqual([
      "Try ",
      " and ",
      " now.",
      "One & two",
    ]);
  });
});

describe("candidatePhrases", () => {
  it("offers keyphrases, the title and runs of its words, longest first", () => {
    const phrases = candidatePhrases({ title: "Choosing a burr grinder", keywords: ["grinder"] });
    expect(phrases[0]).toBe("Choosing a burr grinder");
    expect(phrases).toContain("burr grinder");
    expect(phrases).toContain("grinder");
    // No run starts or ends on a short word.
    expect(phrases).not.toContain("a burr grinder");
  });
});

describe("findAnchor", () => {
  it("finds whole words in any case with their sentence", () => {
    const runs = ["Grinders matter. A good Burr  Grinder helps! Then brew."];
    expect(findAnchor(runs, ["burr grinder"])).toEqual({
      anchor: "Burr  Grinder",
      sentence: "A good Burr Grinder helps!",
    });
    expect(findAnchor(["burr grinders"], ["burr grinder"])).toBeNull();
  });
});

describe("report helpers", () => {
  it("reads links, keyphrases and title likeness", () => {
    expect([...linkedAddresses('<p><a href="/dashboard/view/1">x</a></p>')]).toEqual([
      "/dashboard/view/1",
    ]);
    expect(keyphraseOf(["  Cold  Brew ", "x"])).toBe("cold brew");
    expect(keyphraseOf([])).toBeNull();
    expect(titleSimilarity("Growing tomatoes in pots", "Growing tomatoes in pots")).toBe(1);
    expect(titleSimilarity("Training for a marathon", "Running shoes")).toBe(0);
  });
});
