import fs from "node:fs";
import path from "node:path";
import { __unstable__loadDesignSystem } from "@tailwindcss/node";
import { describe, expect, it } from "vitest";
import { CONTENT_CLASSES } from "./sanitize";

// The content classes must never mean anything to the app's own stylesheet: asks Tailwind, with
// the app's CSS (its theme and the typography plugin), what CSS each one would generate.
describe("content classes", () => {
  it("are no utility of the app's Tailwind set-up", async () => {
    const app = path.resolve(import.meta.dirname, "../../app");
    const design = await __unstable__loadDesignSystem(
      fs.readFileSync(path.join(app, "app.css"), "utf8"),
      { base: app },
    );
    // The check itself works: these are utilities.
    expect(design.candidatesToCss(["fixed", "inset-0", "hidden"])).not.toContain(null);
    const css = design.candidatesToCss([...CONTENT_CLASSES]);
    const utilities = CONTENT_CLASSES.filter((_, index) => css[index] !== null);
    expect(utilities).toEqual([]);
  });
});
