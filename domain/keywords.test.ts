import { describe, expect, it } from "vitest";
import { cleanKeywords, formatKeywords, parseKeywords } from "./keywords";

describe("parseKeywords", () => {
  it("splits on commas, trims each entry and drops empty ones", () => {
    expect(parseKeywords("  seo , content marketing,, ,blogging ")).toEqual([
      "seo",
      "content marketing",
      "blogging",
    ]);
  });

  it("also splits on the commas Chinese, Japanese and Arabic keyboards type", () => {
    expect(parseKeywords("咖啡，烘焙、手冲")).toEqual(["咖啡", "烘焙", "手冲"]);
    expect(parseKeywords("قهوة، تحميص")).toEqual(["قهوة", "تحميص"]);
  });

  it("gives an empty list for empty or blank text", () => {
    expect(parseKeywords("")).toEqual([]);
    expect(parseKeywords(" , ,\t")).toEqual([]);
  });

  it("folds runs of white space inside a keyword to one space", () => {
    expect(parseKeywords("content \t\n  marketing")).toEqual(["content marketing"]);
  });

  it("drops repeats ignoring case and keeps the first spelling and the order", () => {
    expect(parseKeywords("SEO, tips, seo, Tips , Seo Tools")).toEqual(["SEO", "tips", "Seo Tools"]);
  });

  it("does not cap the list (the schema reports too many instead)", () => {
    const many = Array.from({ length: 25 }, (_, i) => `k${i}`);
    expect(parseKeywords(many.join(","))).toEqual(many);
  });

  it("keeps non-Latin keywords", () => {
    expect(parseKeywords("café, 東京, café")).toEqual(["café", "東京"]);
  });
});

describe("cleanKeywords and formatKeywords", () => {
  it("cleans a list the same way as a line", () => {
    expect(cleanKeywords([" a ", "", "A", "b  c"])).toEqual(["a", "b c"]);
  });

  it("formats a list as the line parseKeywords reads back", () => {
    const list = ["seo", "content marketing"];
    expect(formatKeywords(list)).toBe("seo, content marketing");
    expect(parseKeywords(formatKeywords(list))).toEqual(list);
  });
});
