import { describe, expect, it } from "vitest";
import { countWords, htmlToPlainText } from "./text";

describe("htmlToPlainText", () => {
  it("removes tags, scripts and styles and decodes entities", () => {
    expect(
      htmlToPlainText("<h2>Tips &amp; tricks</h2><p>Use&nbsp;it <strong>daily</strong>.</p>"),
    ).toBe("Tips & tricks Use it daily.");
    expect(htmlToPlainText("<script>alert(1)</script><p>&#72;&#x69;</p><style>p{}</style>")).toBe(
      "Hi",
    );
  });
});

describe("countWords", () => {
  it("counts words across block boundaries", () => {
    expect(countWords("<p>one two</p><p>three</p>")).toBe(3);
    expect(countWords("<p>un<strong>break</strong>able</p>")).toBe(1);
    expect(countWords("<h1>Title</h1>\n<ul><li>a</li><li>b</li></ul>")).toBe(3);
  });

  it("is zero for empty or tag-only content", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("<p> </p><br>")).toBe(0);
  });
});
