import { describe, expect, it } from "vitest";
import { htmlOf } from "./analyse";
import { progressOf } from "./progress";

describe("progressOf", () => {
  it("tells each change of phase or percent once, always moving forward", () => {
    const first = progressOf({ phase: "queued", percent: 0 }, null);
    expect(first?.params).toMatchObject({ progress: 0, total: 100, message: "queued (0%)" });
    expect(progressOf({ phase: "queued", percent: 0 }, first)).toBeNull();
    const phase = progressOf({ phase: "analyzing", percent: 0 }, first);
    expect(phase?.params.progress).toBeCloseTo(0.1);
    const on = progressOf({ phase: "writing", percent: 40 }, phase);
    expect(on?.params.progress).toBe(40);
    // A percent that went back (a retried step) still moves the progress on.
    expect(progressOf({ phase: "writing", percent: 30 }, on)?.params.progress).toBeCloseTo(40.1);
  });
});

describe("htmlOf", () => {
  it("makes paragraphs of plain text, escaped, and keeps HTML as it is", () => {
    expect(htmlOf("1 < 2 & 3\n\nTwo\nlines")).toBe("<p>1 &lt; 2 &amp; 3</p>\n<p>Two<br>lines</p>");
    expect(htmlOf("<h2>Title</h2><p>Body</p>")).toBe("<h2>Title</h2><p>Body</p>");
  });
});
