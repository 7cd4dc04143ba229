import { describe, expect, it } from "vitest";
import { tidyHeadings } from "./headings";

describe("tidyHeadings", () => {
  it("drops a heading that repeats the title (h1 or not) and keeps its text", () => {
    expect(tidyHeadings("<h1>The Plan</h1><p>Start small.</p>", "The plan!")).toBe(
      "<p>Start small.</p>",
    );
    expect(tidyHeadings("<h2>the  plan</h2><p>A.</p><h2>Next</h2><p>B.</p>", "The Plan")).toBe(
      "<p>A.</p><h2>Next</h2><p>B.</p>",
    );
  });

  it("turns any other h1 into an h2 and closes skipped levels", () => {
    expect(
      tidyHeadings("<h1>Why</h1><p>a</p><h4>Detail</h4><p>b</p><h6>Deeper</h6><p>c</p>", "T"),
    ).toBe("<h2>Why</h2><p>a</p><h3>Detail</h3><p>b</p><h4>Deeper</h4><p>c</p>");
    expect(tidyHeadings("<h3>Starts low</h3><p>a</p>", "T")).toBe("<h2>Starts low</h2><p>a</p>");
  });

  it("removes empty headings and sections with nothing to read", () => {
    expect(
      tidyHeadings(
        "<h2>Zero</h2><h2>One</h2><h2> </h2><p>a</p><h2>Two</h2><h3>Sub</h3><p>b</p><h2>Three</h2><p> </p>",
        "T",
      ),
    ).toBe("<h2>One</h2><p>a</p><h2>Two</h2><h3>Sub</h3><p>b</p><p> </p>");
  });

  it("leaves headings inside other blocks in order too", () => {
    expect(tidyHeadings("<h2>A</h2><blockquote><h5>Q</h5><p>x</p></blockquote>", "T")).toBe(
      "<h2>A</h2><blockquote><h3>Q</h3><p>x</p></blockquote>",
    );
  });
});
