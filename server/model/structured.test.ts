// What each provider is sent for a structured answer, read from the HTTP request bodies (a stubbed
// fetch answers 400, so nothing leaves the machine): hosted providers in their strict modes, and
// openai-compatible servers in the mode AI_STRUCTURED_OUTPUT chooses.
import { afterEach, describe, expect, it, vi } from "vitest";
import { parseConfig } from "../config";
import { metadataAnswer, outlineAnswer, singleAnswer } from "../generation/answers";
import type { PipelineRequest } from "../generation/types";
import { createLogger } from "../log";
import { createModel } from "./model";
import { lengthsInDescriptions, structured } from "./structured";

type Sent = { url: string; body: Record<string, unknown> };

function stubFetch(): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
    sent.push({ url: String(url), body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify({ error: { message: "stubbed" } }), {
      status: 400,
      headers: { "content-type": "application/json" },
    });
  });
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

async function ask(env: Record<string, string>) {
  const sent = stubFetch();
  const request = {
    model: createModel(parseConfig(env)),
    signal: new AbortController().signal,
    progress: { phase() {}, percent() {}, append() {}, tokens() {} },
    log: createLogger("silent"),
  } as unknown as PipelineRequest;
  const result = await structured(request, metadataAnswer(), { system: "S", prompt: "P" });
  return { sent, result };
}

const noLengths = (schema: unknown) =>
  expect(JSON.stringify(schema)).not.toMatch(/"(min|max)Length"/);

describe("structured answers per provider", () => {
  it("OpenAI: json_schema with strict: true, lengths as descriptions", async () => {
    const { sent, result } = await ask({ AI_PROVIDER: "openai", AI_API_KEY: "k" });
    const format = (sent[0]?.body.text as { format: Record<string, unknown> } | undefined)?.format;
    expect(format).toMatchObject({ type: "json_schema", strict: true });
    noLengths(format?.schema);
    expect(JSON.stringify(format?.schema)).toContain("120 to 160 characters");
    // A failed call is asked again (not repaired), then reported for the caller's fallback.
    expect(sent).toHaveLength(2);
    expect(result).toMatchObject({ ok: false, error: expect.stringMatching(/^the call failed/) });
  });

  it("Anthropic: native structured output (output_config.format), not a prompt or a tool", async () => {
    const { sent } = await ask({ AI_PROVIDER: "anthropic", AI_API_KEY: "k" });
    const body = sent[0]?.body ?? {};
    expect(body.output_config).toMatchObject({ format: { type: "json_schema" } });
    expect(body.tools).toBeUndefined();
  });

  it("Google: responseJsonSchema with the JSON mime type", async () => {
    const { sent } = await ask({ AI_PROVIDER: "google", AI_API_KEY: "k" });
    const config = sent[0]?.body.generationConfig as Record<string, unknown>;
    expect(config.responseMimeType).toBe("application/json");
    expect(config.responseJsonSchema).toMatchObject({ type: "object" });
    noLengths(config.responseJsonSchema);
  });

  const compatible = { AI_PROVIDER: "openai-compatible", AI_BASE_URL: "http://127.0.0.1:9/v1" };

  it("openai-compatible by default: response_format json_schema, strict, with the length limits", async () => {
    const { sent } = await ask(compatible);
    expect(sent[0]?.body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: {
        strict: true,
        schema: { properties: { metaDescription: { maxLength: 160 } } },
      },
    });
  });

  it("openai-compatible json_object: the prompt states the schema and an example", async () => {
    const { sent } = await ask({ ...compatible, AI_STRUCTURED_OUTPUT: "json_object" });
    expect(sent[0]?.body.response_format).toEqual({ type: "json_object" });
    const prompt = JSON.stringify(sent[0]?.body.messages);
    for (const key of ["metaDescription", "synopsis", "abstract", "slug", "keywords"]) {
      expect(prompt.match(new RegExp(`\\\\"${key}\\\\"`, "g"))?.length).toBeGreaterThanOrEqual(2);
    }
    expect(prompt).toContain("For example");
  });

  it("openai-compatible tool: one forced tool whose parameters are the schema", async () => {
    const { sent } = await ask({ ...compatible, AI_STRUCTURED_OUTPUT: "tool" });
    const body = sent[0]?.body ?? {};
    expect(body.response_format).toBeUndefined();
    expect(body.tool_choice).toEqual({ type: "function", function: { name: "metadata" } });
    expect(body.tools).toMatchObject([
      { function: { name: "metadata", parameters: { properties: { slug: { maxLength: 59 } } } } },
    ]);
  });
});

describe("the schemas sent", () => {
  it("fit strict modes: every object closed and requiring all its properties, no defaults", () => {
    const objects: Record<string, unknown>[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === "object") {
        const record = node as Record<string, unknown>;
        if (record.type === "object") objects.push(record);
        expect(record).not.toHaveProperty("default");
        Object.values(record).forEach(walk);
      }
    };
    for (const answer of [
      outlineAnswer(3, true),
      metadataAnswer(),
      singleAnswer("social", 120),
      singleAnswer("video", 80),
    ]) {
      walk(answer.schema);
    }
    expect(objects.length).toBeGreaterThan(4);
    for (const object of objects) {
      expect(object.additionalProperties).toBe(false);
      expect(object.required).toEqual(Object.keys(object.properties as object));
    }
  });
});

describe("lengthsInDescriptions", () => {
  it("moves string lengths into the descriptions at every depth and keeps item counts", () => {
    const moved = lengthsInDescriptions(metadataAnswer().schema);
    noLengths(moved);
    expect(moved.properties?.keywords).toMatchObject({
      minItems: 3,
      maxItems: 8,
      items: { description: "at most 40 characters" },
    });
  });
});
