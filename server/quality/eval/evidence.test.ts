import { type CitedSource, type Claim, countClaims, EVIDENCE_VERSION } from "@domain/evidence";
import { describe, expect, it } from "vitest";
import {
  citationPrecision,
  claimSupportRate,
  keyTerms,
  passageSupports,
  referencesOf,
} from "./evidence";

const BREW =
  "Cold brew coffee is steeped in cold water for 12 to 24 hours, which gives it about 67% less acidity than hot coffee.";
const RATIO =
  "The ratio most cafés use is one part coffee to eight parts water, and the concentrate keeps for two weeks.";
const ESPRESSO = "Espresso machines push water through the coffee at 9 bars of pressure.";

const web: CitedSource = {
  n: 1,
  sourceId: "s1",
  kind: "url",
  title: "Cold brew facts",
  site: "example.com",
  address: "https://example.com/cold-brew",
  passages: [
    { id: "p1", text: BREW },
    { id: "p2", text: RATIO },
  ],
};
const pasted: CitedSource = {
  n: 2,
  sourceId: "s2",
  kind: "text",
  title: "Espresso notes",
  site: null,
  address: null,
  passages: [{ id: "p3", text: ESPRESSO }],
};

const a = (n: number) =>
  `<a class="cite" href="https://example.com/cold-brew" target="_blank" rel="noopener noreferrer nofollow">[${n}]</a>`;
const span = (n: number) => `<span class="cite">[${n}]</span>`;
const SOURCES = `<h2>Sources</h2><ol class="sources"><li><a href="https://example.com/cold-brew">Cold brew facts</a> (example.com)</li><li>Espresso notes</li></ol>`;

describe("key terms", () => {
  it("are a sentence's content words without stop words, numbers kept", () => {
    expect(keyTerms("Cold brew is steeped for 12 hours in the fridge.", "en")).toEqual([
      "cold",
      "brew",
      "steeped",
      "12",
      "hours",
      "fridge",
    ]);
    expect(keyTerms("Der Kaffee wird 12 Stunden in kaltem Wasser gezogen.", "de")).toEqual([
      "kaffee",
      "wird",
      "12",
      "stunden",
      "kaltem",
      "wasser",
      "gezogen",
    ]);
    expect(keyTerms("コールドブリューは12時間かけて抽出します。", "ja")).toContain("12");
    expect(keyTerms("The 1,200 cafés", "en")).toEqual(["1200", "cafes"]);
  });
});

describe("passage support", () => {
  it("needs half the key terms and every number", () => {
    expect(passageSupports("Cold brew is steeped for 12 to 24 hours.", BREW, "en")).toBe(true);
    // An inflection of a word counts ("steep" in "steeped").
    expect(passageSupports("Baristas steep cold brew for 24 hours.", BREW, "en")).toBe(true);
    // A number the passage does not state: not supported, however many words it shares.
    expect(passageSupports("Cold brew is steeped in cold water for 48 hours.", BREW, "en")).toBe(
      false,
    );
    expect(passageSupports("Green tea is brewed at 80 degrees.", BREW, "en")).toBe(false);
    expect(passageSupports("It is.", BREW, "en")).toBe(false);
  });
});

describe("references of stored HTML", () => {
  it("finds each .cite marker with its sentence; a marker of two numbers is two references; the Sources list is no text", () => {
    const html = `<h2>Brewing</h2><p>Cold brew is steeped for 12 to 24 hours${a(1)}. Nobody cites this. Espresso uses 9 bars${span(2)}.</p><ul><li>One part coffee to eight parts water${span(1)}${span(2)}.</li></ul>${SOURCES}`;
    expect(referencesOf(html, "en")).toEqual([
      { n: 1, sentence: "Cold brew is steeped for 12 to 24 hours." },
      { n: 2, sentence: "Espresso uses 9 bars." },
      { n: 1, sentence: "One part coffee to eight parts water." },
      { n: 2, sentence: "One part coffee to eight parts water." },
    ]);
    expect(referencesOf(`<p>Both${span(1).replace("[1]", "[1, 2]")}.</p>`, "en")).toHaveLength(2);
    expect(referencesOf(`<p>No markers [1] here.</p>${SOURCES}`, "en")).toEqual([]);
  });
});

describe("citation precision", () => {
  it("is 1 when every reference's source holds its sentence's key terms", () => {
    const html = `<p>Cold brew is steeped in cold water for 12 to 24 hours${a(1)}. Espresso machines use 9 bars of pressure${span(2)}.</p>${SOURCES}`;
    expect(citationPrecision(html, [web, pasted])).toEqual({
      references: 2,
      supported: 2,
      dangling: 0,
      precision: 1,
      misses: [],
    });
  });

  it("counts a reference to the wrong source, a changed number and a dangling number as misses", () => {
    const html = `<p>Espresso machines use 9 bars of pressure${a(1)}. Cold brew is steeped for 48 hours${a(1)}. Cafés use one part coffee to eight parts water${span(3)}. Cold brew has 67% less acidity${a(1)}.</p>`;
    const score = citationPrecision(html, [web, pasted]);
    expect(score).toMatchObject({ references: 4, supported: 1, dangling: 1, precision: 0.25 });
    expect(score.misses.map((m) => m.n)).toEqual([1, 1, 3]);
  });

  it("is null without references", () => {
    expect(citationPrecision("<p>Plain text.</p>", [])).toMatchObject({
      references: 0,
      precision: null,
    });
  });

  it("reads Japanese sentences with ICU's words", () => {
    const source = {
      ...pasted,
      passages: [{ id: "j", text: "水出しコーヒーは冷たい水で12時間抽出します。" }],
    };
    const html = `<p>水出しコーヒーは12時間抽出します${span(2)}。</p>`;
    expect(citationPrecision(html, [source], "ja").precision).toBe(1);
    const wrong = `<p>水出しコーヒーは48時間抽出します${span(2)}。</p>`;
    expect(citationPrecision(wrong, [source], "ja").precision).toBe(0);
  });
});

describe("claim support rate", () => {
  const claim = (verdict: Claim["verdict"], flag?: Claim["flag"]): Claim => ({
    sentence: "s",
    kinds: ["number"],
    verdict,
    ...(flag ? { flag } : {}),
  });

  it("is supported over claims, with the flagged and contradicted counted", () => {
    const claims = [
      claim("supported"),
      claim("supported"),
      claim("contradicted"),
      claim("unverified", "invented"),
      claim("unverified", "unsupported"),
      claim("unverified"),
    ];
    const evidence = {
      version: EVIDENCE_VERSION,
      checkedAt: "2026-11-27T12:00:00.000Z",
      withSources: true,
      claims,
      // Stored counts are not trusted: the claims are counted again.
      counts: { claims: 0, supported: 0, contradicted: 0, unverified: 0 },
    } as const;
    expect(claimSupportRate(evidence)).toEqual({
      ...countClaims(claims),
      invented: 1,
      unsupported: 1,
      rate: 2 / 6,
    });
    expect(claimSupportRate({ ...evidence, claims: [] }).rate).toBeNull();
  });
});
