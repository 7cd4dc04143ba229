import { describe, expect, it } from "vitest";
import { countWords, htmlToCopyText, htmlToPlainText } from "./text";

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

  it("counts the words of scripts written without spaces, not the runs between spaces", () => {
    // 我们 / 今天 / 写 / 文章 and 今日 / は / 記事 / を / 書き / ます (ICU's dictionaries).
    expect(countWords("<p>我们今天写文章。</p>")).toBe(4);
    expect(countWords("<p>今日は記事を書きます。</p>")).toBe(6);
    // Mixed: the Latin words still count one each, the punctuation not at all.
    expect(countWords("<p>Inkwell 帮助我们写文章</p>")).toBe(5);
    expect(countWords("<p>مرحبا بالعالم</p>")).toBe(2);
  });

  it("is zero for empty or tag-only content", () => {
    expect(countWords("")).toBe(0);
    expect(countWords("<p> </p><br>")).toBe(0);
  });
});

describe("htmlToCopyText", () => {
  it("sets headings and paragraphs apart by one blank line and bullets list items", () => {
    expect(
      htmlToCopyText(
        "<h1>Title</h1>\n<p>First   line<br>second &amp; last</p><ul><li>one</li><li><strong>two</strong></li></ul><p></p><p></p><h2>Next</h2><p>End.</p>",
      ),
    ).toBe("Title\n\nFirst line\nsecond & last\n\n• one\n• two\n\nNext\n\nEnd.");
  });

  it("puts table cells on one line per row and drops scripts", () => {
    expect(
      htmlToCopyText(
        "<table><tr><th>a</th><th>b</th></tr><tr><td>1</td><td>2</td></tr></table><script>x</script>",
      ),
    ).toBe("a\tb\n1\t2");
  });

  it("is empty for blank content", () => {
    expect(htmlToCopyText("  <p> </p> <br> ")).toBe("");
  });
});
