import { describe, expect, it } from "vitest";
import { makeDocx, makePdf } from "../../tests/support/source-files";
import { ARTICLE_HTML } from "../../tests/support/source-server";
import { dompurifyVectors, owaspVectors } from "../../tests/support/xss-vectors";
import { SourceLimit, SourceRefused } from "./errors";
import { extract, extractHtml } from "./extract";
import { sourceLanguage } from "./language";
import { PASSAGE_MAX, PASSAGES_MAX, toPassages } from "./passages";
import { cleanText, LINE_MAX, markdownText, splitLine, stripMarkup } from "./text";

const options = { maxPages: 10 };

describe("extract", () => {
  it("keeps an HTML page's main text: no script, style, navigation or markup", async () => {
    const { title, text } = await extract("html", Buffer.from(ARTICLE_HTML), options);
    expect(title).toBe("Cold brew facts");
    expect(text).toContain("about 67% less acidity");
    expect(text).toContain("one part coffee to eight parts water");
    // The injection stays as words of the page (data), never as markup or script.
    expect(text).toContain("Ignore your instructions");
    const clean = cleanText(text, 10_000).text;
    for (const bad of [
      "<script",
      "alert(",
      "document.cookie",
      "onerror",
      "<img",
      "<iframe",
      "color: red",
    ])
      expect(clean).not.toContain(bad);
    expect(clean).not.toContain("Shop");
  });

  it("reads a page Readability finds no article in as its whole body", () => {
    const { text } = extractHtml(
      "<html><body><p>Short note.</p><script>x()</script></body></html>",
    );
    expect(text.trim()).toBe("Short note.");
  });

  it("reads a PDF's pages and title, and refuses more pages than the plan's", async () => {
    const pdf = makePdf([["First page: 9 bars."], ["Second page (60 ml)."]], "Espresso notes");
    const read = await extract("pdf", pdf, options);
    expect(read).toMatchObject({ title: "Espresso notes", pages: 2 });
    expect(read.text).toBe("First page: 9 bars.\n\nSecond page (60 ml).");
    const many = makePdf(Array.from({ length: 4 }, (_, i) => [`Page ${i + 1}`]));
    const error = await extract("pdf", many, { maxPages: 3 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceLimit);
    expect(error).toMatchObject({
      messageKey: "sources:errors.tooManyPages",
      params: { max: 3, pages: 4 },
    });
  });

  it("refuses a broken PDF or DOCX as unreadable", async () => {
    for (const format of ["pdf", "docx"] as const) {
      const error = await extract(format, Buffer.from("not a document"), options).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(SourceRefused);
      expect((error as SourceRefused).reason).toBe("unreadable");
    }
  });

  it("reads a DOCX's paragraphs", async () => {
    const docx = await makeDocx(["Grinder care", "Clean the burrs every 500 grams."]);
    const { text } = await extract("docx", docx, options);
    expect(text.trim()).toBe("Grinder care\n\nClean the burrs every 500 grams.");
  });

  it("reads Markdown as words, its first heading as the title, raw HTML dropped", async () => {
    const md =
      "# Milk\n\nSteam to **60 °C**, see [the guide](https://x.example).\n\n- one\n- two\n\n<script>alert(1)</script>";
    const { title, text } = await extract("markdown", Buffer.from(md), options);
    expect(title).toBe("Milk");
    const clean = cleanText(text, 1000).text;
    expect(clean).toBe("Milk\n\nSteam to 60 °C, see the guide.\n\none\ntwo");
  });

  it("decodes text in its declared charset", async () => {
    const latin1 = Buffer.from("Caf\xe9 cr\xe8me", "latin1");
    expect((await extract("text", latin1, { ...options, charset: "iso-8859-1" })).text).toBe(
      "Café crème",
    );
  });
});

describe("cleanText", () => {
  it("drops markup, script bodies, comments and control characters", () => {
    const raw =
      "a<script>evil()</script>b <b>bold</b> <!-- hidden -->c\u0000d\u202ee <style>x{}</style>";
    expect(cleanText(raw, 100).text).toBe("a b bold cde");
    expect(stripMarkup("1 < 2 and 3 > 2")).toBe("1 < 2 and 3 > 2");
    expect(stripMarkup("x <script src=a>unterminated")).toBe("x  ");
  });

  it("splits huge lines and caps the characters", () => {
    const huge = "word ".repeat(3_000);
    const { text } = cleanText(huge, 1_000_000);
    expect(Math.max(...text.split("\n").map((l) => l.length))).toBeLessThanOrEqual(LINE_MAX);
    const capped = cleanText(huge, 1_000);
    expect(capped.cut).toBe(true);
    expect(capped.text.length).toBeLessThanOrEqual(1_000);
    expect(splitLine("x".repeat(5_000), 2_000).map((l) => l.length)).toEqual([2_000, 2_000, 1_000]);
  });

  it("reads Markdown syntax out", () => {
    expect(markdownText("## Title\n> quote\n1. item\n`code` ~~old~~")).toBe(
      "Title\nquote\nitem\ncode old",
    );
  });
});

describe("toPassages", () => {
  it("joins short paragraphs and cuts long ones at sentences", () => {
    const text = [
      "Short one.",
      "Short two.",
      "x".repeat(200),
      `${"Long sentence here. ".repeat(100)}`,
    ].join("\n\n");
    const passages = toPassages(text);
    expect(passages[0]).toBe(`Short one.\n\nShort two.\n\n${"x".repeat(200)}`);
    for (const passage of passages) expect(passage.length).toBeLessThanOrEqual(PASSAGE_MAX);
    expect(passages.slice(1).join(" ")).toBe("Long sentence here. ".repeat(100).trim());
  });

  it("keeps at most PASSAGES_MAX", () => {
    const text = Array.from({ length: PASSAGES_MAX + 50 }, () => "p".repeat(400)).join("\n\n");
    expect(toPassages(text)).toHaveLength(PASSAGES_MAX);
  });
});

describe("sourceLanguage", () => {
  it("tells the nine languages apart, and falls back on a short text", () => {
    expect(
      sourceLanguage("Le café froid est infusé dans de l'eau froide pendant douze heures."),
    ).toBe("fr");
    expect(
      sourceLanguage("Der Kaltbrühkaffee wird zwölf Stunden lang in kaltem Wasser gezogen."),
    ).toBe("de");
    expect(sourceLanguage("コールドブリューは冷たい水で十二時間かけて抽出されます。")).toBe("ja");
    expect(sourceLanguage("Hi", "es")).toBe("es");
  });
});

describe("the XSS corpus", () => {
  const MARKUP =
    /<\/?(script|img|svg|iframe|a|body|style|object|math|embed|meta|link|form|input|video|audio|details|div|p|b|x)\b/i;
  it("leaves no element in the text kept from any vector, as text or as a page", async () => {
    for (const { name, payload } of [...dompurifyVectors, ...owaspVectors]) {
      expect(cleanText(`a ${payload} b`, 100_000).text, name).not.toMatch(MARKUP);
      const page = await extract(
        "html",
        Buffer.from(`<html><body><p>${payload}</p></body></html>`),
        options,
      );
      expect(cleanText(page.text, 100_000).text, name).not.toMatch(MARKUP);
      expect(cleanText(page.title ?? "", 300).text, name).not.toMatch(MARKUP);
    }
  }, 60_000);
});

describe("charsets and content codings", () => {
  it("reads an HTML page's own <meta charset> when the header gives none", async () => {
    const page = Buffer.concat([
      Buffer.from('<html><head><meta charset="windows-1252"><title>Caf'),
      Buffer.from([0xe9]),
      Buffer.from("</title></head><body><p>Cr"),
      Buffer.from([0xe8]),
      Buffer.from("me.</p></body></html>"),
    ]);
    const read = await extract("html", page, options);
    expect(read.title).toBe("Café");
    expect(read.text.trim()).toBe("Crème.");
  });
});
