import { describe, expect, it } from "vitest";
import { RICH_CONTENT, testPost } from "../../tests/support/test-post";
import { postToPlainText } from "./plain-text";

describe("postToPlainText", () => {
  it("is the title, a blank line, then the copy text of the content", () => {
    const text = postToPlainText(testPost({ content: RICH_CONTENT }));
    expect(text.startsWith("Ten Ways to Test\n\nGetting started\n\nPlain, bold, italic,")).toBe(
      true,
    );
    // The Copy button's rules (spec section 5): every list item a bullet, cells split by tabs.
    expect(text).toContain("• First bullet\n• Nested bullet\n\n• Second bullet");
    expect(text).toContain("• Step one\n• Step two");
    expect(text).toContain("Plan\tPrice\n\nPro | Plus\t$10");
    expect(text).not.toMatch(/<[a-z/]/i);
    expect(text.endsWith("$10\n")).toBe(true);
  });

  it("decodes entities and drops hostile markup", () => {
    const text = postToPlainText(
      testPost({
        title: "A  &  B",
        content: "<p>AT&amp;T &lt;tag&gt;</p><script>alert(1)</script>",
      }),
    );
    expect(text).toBe("A & B\n\nAT&T <tag>\n");
  });

  it("is only the title when there is no content", () => {
    expect(postToPlainText(testPost({ content: "" }))).toBe("Ten Ways to Test\n");
  });
});
