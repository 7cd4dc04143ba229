import fs from "node:fs";
import path from "node:path";
import {
  acceptedOptionsOf,
  CONTENT_TYPES,
  contentTypeOf,
  FIELD_NAMES,
  fieldsOf,
} from "@domain/content-types";
import { slugify } from "@domain/slug";
import { describe, expect, it } from "vitest";
import { fieldKeys, optionKeys, templateKey, typeKey } from "./create-text";

type Tree = { [key: string]: string | Tree };
const english: Tree = JSON.parse(
  fs.readFileSync(path.join(import.meta.dirname, "../../i18n/locales/en/create.json"), "utf8"),
);

/** Every key English has under the catalogue's sections, to find ones nothing reads. */
function leaves(tree: Tree, prefix: string): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : leaves(value, `${prefix}${key}.`),
  );
}

const used = new Set<string>();

/** The first of the keys English has, as i18next resolves a list of keys. */
function resolve(keys: string | string[]): string | undefined {
  for (const key of typeof keys === "string" ? [keys] : keys) {
    let node: string | Tree | undefined = english;
    for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
    if (typeof node === "string") {
      used.add(key);
      return node;
    }
  }
  return undefined;
}

describe("en/create.json has the catalogue's words under the keys the form reads", () => {
  it("keeps type ids and field names apart, so per-type keys cannot clash with shared ones", () => {
    const fields: readonly string[] = FIELD_NAMES;
    for (const type of CONTENT_TYPES) expect(fields).not.toContain(type);
  });

  for (const type of CONTENT_TYPES) {
    const spec = contentTypeOf(type);

    it(`${type}: label, description, generate button and Missing Information message`, () => {
      expect(resolve(typeKey(type, "label"))).toBe(spec.label);
      expect(resolve(typeKey(type, "generate"))).toBe(spec.generateLabel);
      // Word for word against spec section 8 in tests/catalogue/messages.test.ts.
      expect(resolve(typeKey(type, "missingInformation"))?.startsWith("Please provide ")).toBe(
        true,
      );
      expect(resolve(typeKey(type, "description"))?.trim()).toBeTruthy();
    });

    it(`${type}: every field's label, placeholder and every option (preset-only ones too)`, () => {
      for (const [name, field] of fieldsOf(type)) {
        expect(resolve(fieldKeys(type, name, "label")), `${type}.${name}`).toBe(field.label);
        resolve(fieldKeys(type, name, "hint"));
        if (field.kind === "select") {
          for (const option of acceptedOptionsOf(type, name)) {
            expect(option.value, `${type}.${name}`).not.toContain(".");
            expect(resolve(optionKeys(type, name, option.value)), `${type}.${name}`).toBe(
              option.label,
            );
          }
        } else {
          expect(resolve(fieldKeys(type, name, "placeholder")), `${type}.${name}`).toBeTruthy();
        }
      }
    });

    it(`${type}: every template, each under its own key`, () => {
      const slugs = spec.templates.map((name) => slugify(name));
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const name of spec.templates) expect(resolve(templateKey(type, name))).toBe(name);
    });
  }

  it("has no catalogue key that nothing reads", () => {
    const sections = ["types", "fields", "options", "templates"] as const;
    const keys = sections.flatMap((section) => leaves(english[section] as Tree, `${section}.`));
    expect(keys.filter((key) => !used.has(key))).toEqual([]);
  });
});
