import { describe, expect, it } from "vitest";
import { asciiBaseName, contentDisposition, postFileName, unicodeBaseName } from "./file-name";

const post = { id: "0b6f3c2e-8d4a-4f7e-9c1b-2a3d4e5f6a7b", slug: null, title: "x" };

describe("post file names", () => {
  it("prefer the slug, then the title, then the id, always as a safe ASCII slug", () => {
    expect(asciiBaseName({ ...post, slug: "My Slug", title: "T" })).toBe("my-slug");
    expect(asciiBaseName({ ...post, slug: "../../etc/passwd", title: "T" })).toBe("etcpasswd");
    expect(asciiBaseName({ ...post, title: "Café: 10 Tips!" })).toBe("cafe-10-tips");
    expect(asciiBaseName({ ...post, title: "日本語のタイトル" })).toBe("post-0b6f3c2e");
    expect(asciiBaseName({ ...post, title: "word ".repeat(100) }).length).toBeLessThanOrEqual(80);
  });

  it("keep the title's script in the Unicode name, without separators or control characters", () => {
    expect(unicodeBaseName('日本語: a/b\\c*?\u0007 "q" <x>|', "fallback")).toBe("日本語 a b c q x");
    expect(unicodeBaseName(" ..hidden.. ", "f")).toBe("hidden");
    expect(unicodeBaseName("///", "fallback")).toBe("fallback");
    expect(Array.from(unicodeBaseName("é".repeat(300), "f"))).toHaveLength(100);
  });

  it("give a Content-Disposition with an ASCII filename and a UTF-8 filename*", () => {
    const name = postFileName({ ...post, title: "Ça va? L'été (2025)" }, "md");
    expect(name).toEqual({ ascii: "ca-va-lete-2025.md", unicode: "Ça va L'été (2025).md" });
    expect(contentDisposition(name)).toBe(
      "attachment; filename=\"ca-va-lete-2025.md\"; filename*=UTF-8''%C3%87a%20va%20L%27%C3%A9t%C3%A9%20%282025%29.md",
    );
  });
});
