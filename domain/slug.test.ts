import { describe, expect, it } from "vitest";
import { isValidSlug, SLUG_MAX_LENGTH, slugify } from "./slug";

describe("slugify", () => {
  it("follows spec section 5", () => {
    expect(slugify("Hello World")).toBe("hello-world");
    expect(slugify("Tips & Tricks: 10 Ways!")).toBe("tips-tricks-10-ways");
    expect(slugify("already-a-slug")).toBe("already-a-slug");
    expect(slugify("a -- b")).toBe("a-b");
    expect(slugify("What's new in 2025?")).toBe("whats-new-in-2025");
  });

  it("drops accents and transliterates common Latin letters", () => {
    expect(slugify("Café crème brûlée")).toBe("cafe-creme-brulee");
    expect(slugify("Ñandú São Paulo Zürich")).toBe("nandu-sao-paulo-zurich");
    expect(slugify("Straße Æble Œuvre Łódź Ørsted")).toBe("strasse-aeble-oeuvre-lodz-orsted");
  });

  it("treats any white space as a separator and trims hyphens at the ends", () => {
    expect(slugify("  one\ttwo\nthree  ")).toBe("one-two-three");
    expect(slugify("--Hello--")).toBe("hello");
    expect(slugify("!Hello?")).toBe("hello");
  });

  it("is empty when nothing is left", () => {
    expect(slugify("")).toBe("");
    expect(slugify("!!! ???")).toBe("");
    expect(slugify("日本語")).toBe("");
    expect(slugify(" - - ")).toBe("");
  });

  it(`caps the slug at ${SLUG_MAX_LENGTH} characters on a word boundary`, () => {
    const long = slugify("word ".repeat(40));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long).toBe(Array(16).fill("word").join("-")); // 16 × 4 + 15 hyphens = 79
    expect(isValidSlug(long)).toBe(true);

    // A word ending exactly at the limit is kept whole.
    const exact = `${"a".repeat(39)} ${"b".repeat(40)} tail`;
    expect(slugify(exact)).toBe(`${"a".repeat(39)}-${"b".repeat(40)}`);

    // A single word longer than the limit is cut.
    expect(slugify("x".repeat(100))).toBe("x".repeat(SLUG_MAX_LENGTH));
  });

  it("always yields a valid slug or nothing", () => {
    for (const text of ["Ça va?", "  -a-  ", "C++ & C#", "Über 9000!!!", "x".repeat(200)]) {
      const slug = slugify(text);
      expect(slug === "" || isValidSlug(slug), text).toBe(true);
    }
  });
});

describe("isValidSlug", () => {
  it("accepts lowercase words joined by single hyphens", () => {
    for (const ok of ["a", "hello-world", "2025-plans", "a1-b2-c3"])
      expect(isValidSlug(ok)).toBe(true);
  });

  it("rejects everything else", () => {
    for (const bad of ["", "-a", "a-", "a--b", "Hello", "a b", "café", "a_b", "a/b"]) {
      expect(isValidSlug(bad), bad).toBe(false);
    }
  });
});
