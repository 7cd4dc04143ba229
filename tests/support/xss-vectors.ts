import fs from "node:fs";

// The shared XSS vectors (see ../shared/testdata/xss/README.md), named for test titles.
const XSS_DIR = "/work/shared/testdata/xss";

export type Vector = { name: string; payload: string };

function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(`${XSS_DIR}/${file}`, "utf8"));
}

/** A short, printable test name. */
function shortName(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are the point
  const flat = text.replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, " ").trim();
  return flat.length > 60 ? `${flat.slice(0, 57)}...` : flat;
}

// [{ title?, payload }]; 118 of the 223 have no title, so the payload names those.
export const dompurifyVectors: Vector[] = (
  readJson("dompurify-fixture-payloads.json") as { title?: string; payload: string }[]
).map(({ title, payload }, index) => ({
  name: `#${index} ${shortName(title ?? payload)}`,
  payload,
}));

// A plain array of payload strings.
export const owaspVectors: Vector[] = (
  readJson("owasp-filter-evasion-vectors.json") as string[]
).map((payload, index) => ({ name: `#${index} ${shortName(payload)}`, payload }));
