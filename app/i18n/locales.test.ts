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
const PLURAL = /_(zero|one|two|few|many|other)$/;
const base = (key: string) => key.replace(PLURAL, "");

/**
 * What a language lacks of English's texts: missing or empty keys and differing placeholders. A key
 * English writes in plural forms is needed in every plural category of the language (Arabic six,
 * Chinese and Japanese only "other"); forms other than "other" may leave out the number itself
 * (Arabic says "two generations" in one word).
 */
function problems(english: Map<string, string>, translated: Map<string, string>, language: string) {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const required = new Map<string, { reference: string; countOptional: boolean }>();
  for (const [key, text] of english) {
    if (!PLURAL.test(key)) required.set(key, { reference: text, countOptional: false });
    else {
      const reference = english.get(`${base(key)}_other`) ?? text;
      for (const category of categories)
        required.set(`${base(key)}_${category}`, {
          reference,
          countOptional: category !== "other",
        });
    }
  }
  const out: string[] = [];
  for (const [key, { reference, countOptional }] of required) {
    const text = translated.get(key);
    const wanted = placeholders(reference).filter((p) => !countOptional || p !== "count");
    const found = placeholders(text ?? "").filter((p) => !countOptional || p !== "count");
    if (text === undefined) out.push(`${key}: missing`);
    else if (text.trim() === "") out.push(`${key}: empty`);
    else if (found.join() !== wanted.join())
      out.push(`${key}: placeholders [${found}] instead of [${wanted}]`);
    // Prices arrive formatted by Intl with their currency sign ("10 $US"): a sign written
    // beside the value in the text would show twice.
    else if (/[$€£¥]\s*\{\{|\}\}\s*[$€£¥]/.test(text) && !/[$€£¥]/.test(reference))
      out.push(`${key}: currency sign beside a value that is already formatted`);
  }
  return out;
}

describe("the completeness check", () => {
  const english = new Map([
    ["title", "Hello {{name}}"],
    ["left_one", "{{count}} left"],
    ["left_other", "{{count}} left"],
    ["pay", "Pay {{price}}"],
  ]);
  it("asks each language for its own plural forms", () => {
    const japanese = new Map([
      ["title", "{{name}}さん"],
      ["left_other", "残り{{count}}"],
      ["pay", "{{price}} を支払う"],
    ]);
    expect(problems(english, japanese, "ja")).toEqual([]);
    const arabic = new Map([
      ["title", "مرحبا {{name}}"],
      ["left_zero", "لا شيء"],
      ["left_one", "واحد"],
      ["left_two", "اثنان"],
      ["left_few", "{{count}} متبقية"],
      ["left_other", "{{count}} متبقية"],
      ["pay", "ادفع {{price}}"],
    ]);
    expect(problems(english, arabic, "ar")).toEqual(["left_many: missing"]);
  });
  it("finds missing, empty and re-worded placeholders, and a currency sign built in", () => {
    const spanish = new Map([
      ["title", "Hola {{nombre}}"],
      ["left_one", " "],
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the mistake the check finds.
      ["pay", "Pagar ${{price}}"],
    ]);
    expect(problems(english, spanish, "es")).toEqual([
      "title: placeholders [nombre] instead of [name]",
      "left_many: missing",
      "left_one: empty",
      "left_other: missing",
      "pay: currency sign beside a value that is already formatted",
    ]);
  });
});

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
      it(`${language}/${namespace} has every English key, each plural form and the same placeholders`, () => {
        const found = problems(english, leaves(read(language, namespace)), language);
        expect(found, `${language}/${namespace}`).toEqual([]);
      });

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
