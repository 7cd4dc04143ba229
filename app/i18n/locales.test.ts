import fs from "node:fs";
import path from "node:path";
import { LANGUAGE_CODES } from "@domain/languages";
import { describe, expect, it } from "vitest";
import { NAMESPACES } from "./options";

const root = path.join(import.meta.dirname, "locales");
type Tree = { [key: string]: string | Tree };

function read(language: string, namespace: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(root, language, `${namespace}.json`), "utf8"));
}

function leaves(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") out.set(name, value);
    else for (const [k, v] of leaves(value, name)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
// Plural forms differ per language (Arabic has six), so compare keys without their plural suffix.
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, "");

describe("locale files", () => {
  it("exist for every language and namespace, with exactly the folders of the language list", () => {
    expect(fs.readdirSync(root).sort()).toEqual([...LANGUAGE_CODES].sort());
    for (const language of LANGUAGE_CODES) {
      expect(fs.readdirSync(path.join(root, language)).sort()).toEqual(
        NAMESPACES.map((n) => `${n}.json`).sort(),
      );
    }
  });

  for (const namespace of NAMESPACES) {
    const english = leaves(read("en", namespace));
    const englishBases = new Set([...english.keys()].map(base));

    it(`en/${namespace} has no empty text`, () => {
      for (const [key, text] of english) expect(text.trim(), key).not.toBe("");
    });

    for (const language of LANGUAGE_CODES.filter((l) => l !== "en")) {
      it(`${language}/${namespace} only translates keys English has, with the same placeholders`, () => {
        for (const [key, text] of leaves(read(language, namespace))) {
          expect(
            englishBases.has(base(key)),
            `${language}/${namespace}: ${key} is not in English`,
          ).toBe(true);
          const reference =
            english.get(key) ?? english.get(`${base(key)}_other`) ?? english.get(base(key)) ?? "";
          expect(placeholders(text), `${language}/${namespace}: ${key}`).toEqual(
            placeholders(reference),
          );
        }
      });
    }
  }
});
