import type { GbnfJsonSchema } from "node-llama-cpp";

/**
 * Converts a JSON Schema (draft 7 / 2019-09 style, as the AI SDK sends for `Output.object`) to
 * the subset node-llama-cpp turns into a grammar. What the grammar cannot enforce is dropped
 * with a warning, never an error: callers validate the parsed object with Zod afterwards.
 *
 * Known gaps of the grammar: numbers are unbounded (no minimum/maximum/multipleOf), strings have
 * no pattern and only the date/time formats, lengths count characters differently from
 * JavaScript's UTF-16 `length`, and every declared property is generated (optional ones too).
 */
export function toGrammarSchema(schema: unknown): { schema: GbnfJsonSchema; warnings: string[] } {
  const dropped = new Set<string>();
  const root = isObject(schema) ? schema : {};
  const defs = { ...asRecord(root.definitions), ...asRecord(root.$defs) };
  const converted = convert(schema, dropped) as Record<string, unknown>;
  const usedDefs = Object.entries(defs);
  if (usedDefs.length > 0) {
    converted.$defs = Object.fromEntries(
      usedDefs.map(([name, def]) => [name, convert(def, dropped)]),
    );
  }
  const warnings = [...dropped].map(
    (keyword) => `JSON schema ${keyword} is not enforced by the local model's grammar`,
  );
  return { schema: converted as GbnfJsonSchema, warnings };
}

type Json = Record<string, unknown>;

// Keywords that carry no constraint the grammar could enforce, dropped without a warning.
const IGNORED = new Set([
  "$schema",
  "$id",
  "$comment",
  "title",
  "default",
  "examples",
  "readOnly",
  "writeOnly",
  "deprecated",
  "definitions",
  "$defs",
  "required", // the grammar always generates every declared property
  "additionalItems",
  "contentMediaType",
  "contentEncoding",
]);

const HANDLED = new Set([
  "type",
  "description",
  "enum",
  "const",
  "anyOf",
  "oneOf",
  "allOf",
  "$ref",
  "properties",
  "additionalProperties",
  "minProperties",
  "maxProperties",
  "items",
  "prefixItems",
  "minItems",
  "maxItems",
  "minLength",
  "maxLength",
  "format",
]);

const ANY: Json = {
  oneOf: [
    { type: ["string", "number", "boolean", "null"] },
    { type: "object", additionalProperties: true },
    { type: "array" },
  ],
};

const PRIMITIVES = new Set(["string", "number", "integer", "boolean", "null"]);
const FORMATS = new Set(["date-time", "date", "time"]);

function convert(node: unknown, dropped: Set<string>): Json {
  if (node === true || node === undefined) return ANY;
  if (!isObject(node)) {
    dropped.add("`false` schemas");
    return ANY;
  }
  for (const key of Object.keys(node)) {
    if (!IGNORED.has(key) && !HANDLED.has(key)) dropped.add(`keyword \`${key}\``);
  }
  const description = typeof node.description === "string" ? { description: node.description } : {};

  if (typeof node.$ref === "string") {
    const match = /^#\/(?:\$defs|definitions)\/(.+)$/.exec(node.$ref);
    if (match) return { $ref: `#/$defs/${match[1]}`, ...description };
    dropped.add(`reference \`${node.$ref}\``);
    return ANY;
  }
  if ("const" in node && isPrimitive(node.const)) return { const: node.const, ...description };
  if (Array.isArray(node.enum)) {
    const values = node.enum.filter(isPrimitive);
    if (values.length < node.enum.length) dropped.add("enum values that are objects or arrays");
    if (values.length > 0) return { enum: values, ...description };
  }
  const alternatives = Array.isArray(node.anyOf) ? node.anyOf : node.oneOf;
  if (Array.isArray(alternatives)) {
    return { oneOf: alternatives.map((item) => convert(item, dropped)), ...description };
  }
  if (Array.isArray(node.allOf)) {
    if (node.allOf.length === 1) return convert(node.allOf[0], dropped);
    dropped.add("`allOf` (the parts are merged shallowly)");
    return convert(mergeShallow(node.allOf), dropped);
  }

  const types = typeList(node);
  if (types.length === 0) return { ...ANY, ...description };
  if (types.length > 1) {
    if (types.every((type) => PRIMITIVES.has(type)) && !hasStringConstraints(node)) {
      return { type: types, ...description };
    }
    return {
      oneOf: types.map((type) => convert({ ...node, type }, dropped)),
      ...description,
    };
  }
  const type = types[0] as string;
  if (type === "object") return objectSchema(node, dropped, description);
  if (type === "array") return arraySchema(node, dropped, description);
  if (type === "string") return stringSchema(node, dropped, description);
  if (!PRIMITIVES.has(type)) {
    dropped.add(`type \`${type}\``);
    return ANY;
  }
  if (type === "number" || type === "integer") {
    for (const key of [
      "minimum",
      "maximum",
      "exclusiveMinimum",
      "exclusiveMaximum",
      "multipleOf",
    ]) {
      if (key in node) dropped.add(`keyword \`${key}\``);
    }
  }
  return { type, ...description };
}

function objectSchema(node: Json, dropped: Set<string>, description: Json): Json {
  const properties = Object.fromEntries(
    Object.entries(asRecord(node.properties)).map(([name, value]) => [
      name,
      convert(value, dropped),
    ]),
  );
  const out: Json = { type: "object", properties, ...description };
  const additional = node.additionalProperties;
  // JSON Schema allows extra properties unless told otherwise; the grammar only when told to.
  // Zod and the AI SDK say `false`, and an undeclared default is read as `false` too.
  if (additional === true) out.additionalProperties = true;
  else if (isObject(additional)) out.additionalProperties = convert(additional, dropped);
  if (out.additionalProperties !== undefined) {
    if (typeof node.minProperties === "number") out.minProperties = node.minProperties;
    if (typeof node.maxProperties === "number") out.maxProperties = node.maxProperties;
  }
  return out;
}

function arraySchema(node: Json, dropped: Set<string>, description: Json): Json {
  const out: Json = { type: "array", ...description };
  // Draft 7 tuples are `items: [...]`; 2020-12 tuples are `prefixItems`.
  const prefix = Array.isArray(node.items) ? node.items : node.prefixItems;
  if (Array.isArray(prefix)) out.prefixItems = prefix.map((item) => convert(item, dropped));
  if (node.items !== undefined && !Array.isArray(node.items))
    out.items = convert(node.items, dropped);
  if (typeof node.minItems === "number") out.minItems = node.minItems;
  if (typeof node.maxItems === "number") out.maxItems = node.maxItems;
  if ("uniqueItems" in node || "contains" in node) dropped.add("keyword `uniqueItems`/`contains`");
  return out;
}

function stringSchema(node: Json, dropped: Set<string>, description: Json): Json {
  if (typeof node.format === "string") {
    if (FORMATS.has(node.format)) return { type: "string", format: node.format, ...description };
    dropped.add(`string format \`${node.format}\``);
  }
  const out: Json = { type: "string", ...description };
  if (typeof node.minLength === "number") out.minLength = node.minLength;
  if (typeof node.maxLength === "number") out.maxLength = node.maxLength;
  if ("pattern" in node) dropped.add("keyword `pattern`");
  return out;
}

function typeList(node: Json): string[] {
  if (typeof node.type === "string") return [node.type];
  if (Array.isArray(node.type)) return node.type.filter((t): t is string => typeof t === "string");
  if (isObject(node.properties) || "additionalProperties" in node) return ["object"];
  if ("items" in node || "prefixItems" in node) return ["array"];
  if ("minLength" in node || "maxLength" in node || "format" in node) return ["string"];
  return [];
}

function hasStringConstraints(node: Json): boolean {
  return "minLength" in node || "maxLength" in node || "format" in node;
}

function mergeShallow(parts: unknown[]): Json {
  const merged: Json = {};
  for (const part of parts) {
    if (!isObject(part)) continue;
    for (const [key, value] of Object.entries(part)) {
      merged[key] =
        key === "properties" ? { ...asRecord(merged.properties), ...asRecord(value) } : value;
    }
  }
  return merged;
}

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function asRecord(value: unknown): Json {
  return isObject(value) ? value : {};
}

function isPrimitive(value: unknown): value is string | number | boolean | null {
  return value === null || ["string", "number", "boolean"].includes(typeof value);
}
