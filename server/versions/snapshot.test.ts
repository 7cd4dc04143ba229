import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { compressSnapshot, decompressSnapshot, sameSnapshot, snapshotOf } from "./snapshot";

const post = {
  title: "Ten Ways to Test",
  topic: "testing",
  description: null,
  keywords: ["testing", "quality"],
  tone: "professional",
  audience: null,
  content: "<h2>Why</h2><p>Because « ça marche » — 测试 ✓.</p>",
  metaDescription: "How to test, in ten ways.",
};

describe("version snapshots", () => {
  it("gives back exactly the fields compressed, and only the snapshot's fields", () => {
    const { data, bytes } = compressSnapshot({ ...post, id: "x", wordCount: 3 } as never);
    expect(decompressSnapshot(data)).toEqual(post);
    expect(bytes).toBe(Buffer.byteLength(JSON.stringify(post)));
    expect(sameSnapshot(decompressSnapshot(data), post)).toBe(true);
    expect(sameSnapshot(post, { ...post, keywords: ["testing"] })).toBe(false);
    expect(snapshotOf({ ...post, topic: undefined } as never).topic).toBeNull();
  });

  it("compresses a real post's body more than twofold", () => {
    const html = readFileSync(
      join(import.meta.dirname, "../../tests/analysis-agreement/corpus/cross-spawn.html"),
      "utf8",
    );
    const { data, bytes } = compressSnapshot({ ...post, content: html });
    expect(bytes).toBeGreaterThan(2000);
    expect(bytes / data.length).toBeGreaterThan(2);
    expect(decompressSnapshot(data).content).toBe(html);
  });

  it("refuses a damaged snapshot rather than show half a post", () => {
    const { data } = compressSnapshot(post);
    expect(() => decompressSnapshot(data.subarray(0, data.length - 3))).toThrow();
  });
});
