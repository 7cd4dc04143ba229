import { describe, expect, it } from "vitest";
import { z } from "zod";
import { toGrammarSchema } from "./json-schema";

describe("toGrammarSchema", () => {
  it("keeps what the grammar enforces", () => {
    const { schema, warnings } = toGrammarSchema({
      $schema: "http://json-schema.org/draft-07/schema#",
      type: "object",
      properties: {
        title: { type: "string", minLength: 1, maxLength: 60, description: "The title" },
        tags: { type: "array", items: { type: "string" }, maxItems: 5 },
        tone: { type: "string", enum: ["formal", "casual"] },
        when: { type: "string", format: "date" },
        note: { type: ["string", "null"] },
      },
      required: ["title", "tags", "tone"],
      additionalProperties: false,
    });
    expect(warnings).toEqual([]);
    expect(schema).toEqual({
      type: "object",
      properties: {
        title: { type: "string", minLength: 1, maxLength: 60, description: "The title" },
        tags: { type: "array", items: { type: "string" }, maxItems: 5 },
        tone: { enum: ["formal", "casual"] },
        when: { type: "string", format: "date" },
        note: { type: ["string", "null"] },
      },
    });
  });

  it("drops what it cannot enforce, with a warning for each kind", () => {
    const { schema, warnings } = toGrammarSchema({
      type: "object",
      properties: {
        email: { type: "string", format: "email" },
        code: { type: "string", pattern: "^[A-Z]+$" },
        count: { type: "integer", minimum: 1, maximum: 9 },
        odd: { type: "string", not: { const: "x" } },
      },
    });
    expect(schema).toEqual({
      type: "object",
      properties: {
        email: { type: "string" },
        code: { type: "string" },
        count: { type: "integer" },
        odd: { type: "string" },
      },
    });
    expect(warnings).toHaveLength(5);
    expect(warnings.join("\n")).toMatch(
      /format `email`[\s\S]*`pattern`[\s\S]*`minimum`[\s\S]*`maximum`/,
    );
  });

  it("turns nullable objects into alternatives and references into $defs", () => {
    const { schema } = toGrammarSchema({
      definitions: { Section: { type: "object", properties: { heading: { type: "string" } } } },
      type: "object",
      properties: {
        sections: { type: "array", items: { $ref: "#/definitions/Section" } },
        meta: {
          anyOf: [{ type: "object", properties: { a: { type: "number" } } }, { type: "null" }],
        },
      },
    });
    expect(schema).toEqual({
      type: "object",
      properties: {
        sections: { type: "array", items: { $ref: "#/$defs/Section" } },
        meta: {
          oneOf: [{ type: "object", properties: { a: { type: "number" } } }, { type: "null" }],
        },
      },
      $defs: { Section: { type: "object", properties: { heading: { type: "string" } } } },
    });
  });

  it("accepts what Zod 4 produces for a typical output schema", () => {
    const outline = z.object({
      title: z.string().max(80),
      headings: z.array(z.string()).min(3).max(8),
      audience: z.enum(["beginner", "expert"]),
      summary: z.string().optional(),
    });
    const { schema, warnings } = toGrammarSchema(z.toJSONSchema(outline, { target: "draft-7" }));
    expect(warnings).toEqual([]);
    expect(schema).toMatchObject({
      type: "object",
      properties: {
        title: { type: "string", maxLength: 80 },
        headings: { type: "array", items: { type: "string" }, minItems: 3, maxItems: 8 },
        audience: { enum: ["beginner", "expert"] },
        summary: { type: "string" },
      },
    });
  });
});
