import { sanitizeHtml } from "@domain/html/sanitize";
import { htmlToPlainText } from "@domain/text";
import { describe, expect, it } from "vitest";
import { expectSafe } from "../../tests/support/safe-html";
import { dompurifyVectors, owaspVectors } from "../../tests/support/xss-vectors";
import { keyWords, resolveReferences, sharesKeyWords, sourcesHeading, sourcesList } from "./cite";
import { formatPassages, type SourcedPassage } from "./passages";

const WEB = "11111111-1111-4111-8111-111111111111";
const FILE = "22222222-2222-4222-8222-222222222222";
const TEXT = "33333333-3333-4333-8333-333333333333";

function passage(
  sourceId: string,
  ordinal: number,
  text: string,
  source: Partial<SourcedPassage["source"]> = {},
): SourcedPassage {
  return {
    id: `${sourceId}:${ordinal}`,
    sourceId,
    ordinal,
    text,
    source: {
      id: sourceId,
      kind: "url",
      title: "Coffee facts",
      site: "example.org",
      address: "https://example.org/coffee",
      ...source,
    },
  };
}

const COLD = passage(WEB, 0, "Cold brew coffee is steeped in cold water for twelve hours.");
const PRESSURE = passage(FILE, 3, "Espresso machines push water at nine bars of pressure.", {
  kind: "file",
  title: "Espresso handbook",
  site: null,
  address: "handbook.pdf",
});
const TEA = passage(TEXT, 1, "Green tea is brewed at eighty degrees.", {
  kind: "text",
  title: "My notes",
  site: null,
  address: null,
});
const given = formatPassages([COLD, PRESSURE, TEA]).labels;

describe("keyWords", () => {
  it("keeps numbers and words of four letters or more that are not stop words", () => {
    expect(keyWords("The coffee grew 12% in 2024, and that was about it.")).toEqual([
      "coffee",
      "grew",
      "12",
      "2024",
    ]);
  });

  it("reads scripts without spaces as pairs of characters", () => {
    expect(keyWords("咖啡因")).toEqual(["咖啡", "啡因"]);
  });

  it("matches a word's stem, not a different word", () => {
    expect(sharesKeyWords("Brewing coffees takes time.", COLD.text)).toBe(true);
    expect(sharesKeyWords("Planning matters.", "Plants need water.")).toBe(false);
    expect(sharesKeyWords("It is so.", "Anything")).toBe(true);
  });
});

describe("resolveReferences", () => {
  it("numbers sources by first citation and writes the markup of each kind", () => {
    const html =
      "<p>Espresso runs at nine bars [P2]. Cold brew steeps for twelve hours [P1].</p><p>Tea likes eighty degrees [P3]. Espresso again [P2].</p>";
    const { html: out, cited, flags } = resolveReferences(html, given);
    expect(flags).toEqual([]);
    expect(out).toBe(
      '<p>Espresso runs at nine bars<span class="cite">[1]</span>. Cold brew steeps for twelve hours<a class="cite" href="https://example.org/coffee" target="_blank" rel="noopener noreferrer nofollow">[2]</a>.</p><p>Tea likes eighty degrees<span class="cite">[3]</span>. Espresso again<span class="cite">[1]</span>.</p>',
    );
    expect(cited.map((c) => [c.n, c.sourceId, c.kind, c.address])).toEqual([
      [1, FILE, "file", "handbook.pdf"],
      [2, WEB, "url", "https://example.org/coffee"],
      [3, TEXT, "text", null],
    ]);
    expect(cited[0]?.passages).toEqual([{ id: `${FILE}:3`, text: PRESSURE.text }]);
    // The markup survives the sanitiser as it is.
    expect(sanitizeHtml(out)).toBe(out);
  });

  it("continues the numbering of sources cited earlier in the piece", () => {
    const first = resolveReferences("<p>Tea likes eighty degrees [P3].</p>", given);
    const second = resolveReferences(
      "<p>Green tea wants eighty degrees [P1]. Cold brew steeps twelve hours [P2].</p>",
      new Map([
        ["P1", TEA],
        ["P2", COLD],
      ]),
      first.cited,
    );
    expect(second.html).toContain('degrees<span class="cite">[1]</span>.');
    expect(second.html).toContain('hours<a class="cite" href="https://example.org/coffee"');
    expect(second.cited.map((c) => c.n)).toEqual([1, 2]);
    expect(first.cited).toHaveLength(1);
  });

  it("cites a sentence when the marker follows its full stop, and several labels at once", () => {
    const { html, flags } = resolveReferences(
      "<p>Cold brew steeps twelve hours. [P1] Espresso pushes water at nine bars [P2; P1].</p>",
      given,
    );
    expect(flags).toEqual([]);
    expect(htmlToPlainText(html)).toBe(
      "Cold brew steeps twelve hours.[1] Espresso pushes water at nine bars[1][2].",
    );
  });

  it("removes a label the call was not given and flags the sentence invented", () => {
    const { html, cited, flags } = resolveReferences(
      "<p>Cold brew is <strong>twelve</strong> hours [P1]. Coffee cures colds [P99].</p>",
      given,
    );
    expect(html).not.toContain("P99");
    expect(html).toContain("Coffee cures colds.</p>");
    expect(flags).toEqual([{ sentence: "Coffee cures colds.", flag: "invented" }]);
    expect(cited).toHaveLength(1);
  });

  it("removes a reference whose passage shares no key word and flags it unsupported", () => {
    const { html, cited, flags } = resolveReferences(
      "<ul><li>Bitcoin doubled last month [P3].</li></ul>",
      given,
    );
    expect(html).toBe("<ul><li>Bitcoin doubled last month.</li></ul>");
    expect(flags).toEqual([{ sentence: "Bitcoin doubled last month.", flag: "unsupported" }]);
    expect(cited).toEqual([]);
  });

  it("leaves text without markers exactly as it is", () => {
    const html = "<h2>A [note]</h2><p>Nothing cited here. [x] 12 %.</p>";
    expect(resolveReferences(html, given)).toEqual({ html, cited: [], flags: [] });
  });
});

describe("sourcesList", () => {
  it("lists cited sources under the heading of the piece's language", () => {
    const { cited } = resolveReferences(
      "<p>Nine bars [P2]. Twelve hours cold [P1]. Eighty degrees tea [P3].</p>",
      given,
    );
    expect(sourcesList(cited, "de")).toBe(
      '<h2>Quellen</h2>\n<ol class="sources"><li>Espresso handbook (handbook.pdf)</li><li><a href="https://example.org/coffee" target="_blank" rel="noopener noreferrer nofollow">Coffee facts</a> (example.org)</li><li>My notes</li></ol>',
    );
    expect(sourcesList([], "en")).toBe("");
    expect(
      ["en", "es", "fr", "de", "hi", "zh", "ar", "ja", "pt"].map((l) => sourcesHeading(l)),
    ).toEqual([
      "Sources",
      "Fuentes",
      "Sources",
      "Quellen",
      "स्रोत",
      "来源",
      "المصادر",
      "出典",
      "Fontes",
    ]);
  });

  describe.each([
    ["DOMPurify fixtures", dompurifyVectors],
    ["OWASP filter evasion", owaspVectors],
  ])("hostile titles and passages (%s)", (_name, vectors) => {
    it.each(vectors)("$name comes out escaped after the sanitiser", ({ payload }) => {
      const hostile = passage(WEB, 7, `${payload} coffee twelve hours`, {
        title: payload,
        site: payload,
        address: "https://example.org/a?b=<x>&c=\"'",
      });
      // A model that echoes the passage verbatim, raw markup and all.
      const written = `<p>${hostile.text} [P1].</p>`;
      const resolved = resolveReferences(written, new Map([["P1", hostile]]));
      expectSafe(sanitizeHtml(resolved.html));
      expect(resolved.html).not.toMatch(/\[P\d/);
      const cited = resolveReferences(
        "<p>Cold brew, twelve hours [P1].</p>",
        new Map([["P1", hostile]]),
      );
      const list = sanitizeHtml(sourcesList(cited.cited, "en"));
      expectSafe(list);
      const title = payload.replace(/\s+/g, " ").trim();
      // The title is text: shown as written, never parsed as markup.
      expect(htmlToPlainText(list)).toContain(title);
    });
  });
});
