/**
 * The typed client example's types (docs/api/inkwell-v1.d.ts) are what openapi-typescript makes
 * of the public API's document now: a contract marked `v1` or changed without `npm run
 * api:types` fails here, so the example cannot go stale.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { API_TYPES_FILE, publicApiTypes } from "../../scripts/api-types";

describe("the public API's generated types", () => {
  it("match a fresh generation from the document (run `npm run api:types` to update them)", async () => {
    expect(readFileSync(API_TYPES_FILE, "utf8")).toBe(await publicApiTypes());
  });
});
