// The local provider end to end with the real runtime: a tiny random GGUF model written to a
// temporary folder, node-llama-cpp in the child process, the AI SDK on top. The model's output
// is gibberish; the tests check the plumbing (text, streaming, grammar, abort, crashes, queue).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { generateText, jsonSchema, Output, streamText } from "ai";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { tinyModelBytes, writeTinyModel } from "../../../scripts/tiny-model/write-gguf";
import { LocalModelCrashedError, LocalModelUnavailableError } from "./host";
import { createLocalProvider, type LocalProvider } from "./provider";

let dir: string;
let good: string;
let local: LocalProvider;
const providers: LocalProvider[] = [];

function provider(modelPath: string): LocalProvider {
  const created = createLocalProvider({ modelPath, threads: 1, contextSize: 1024, sequences: 2 });
  providers.push(created);
  return created;
}

// With greedy decoding this prompt never meets an end token within the context of the tiny
// model (its weights are seeded), so a generation runs until it is stopped.
const ENDLESS = { prompt: "Hello", temperature: 0 } as const;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "inkwell-local-"));
  good = path.join(dir, "tiny.gguf");
  await writeTinyModel(good);
  local = provider(good);
  await local.warmUp();
}, 30_000);

afterAll(async () => {
  await Promise.all(providers.map((p) => p.dispose()));
  await rm(dir, { recursive: true, force: true });
});

// Starting a child and loading llama.cpp takes about a second, more on a busy machine.
describe("local provider", { timeout: 20_000 }, () => {
  it("generates text with usage", async () => {
    const result = await generateText({
      model: local(),
      system: "You write short answers.",
      prompt: "Say hello.",
      maxOutputTokens: 24,
      seed: 1,
    });
    expect(result.text.length).toBeGreaterThan(0);
    expect(result.usage.inputTokens).toBeGreaterThan(5);
    expect(result.usage.outputTokens).toBeGreaterThan(0);
    expect(result.usage.outputTokens).toBeLessThanOrEqual(24);
    expect(["stop", "length"]).toContain(result.finishReason);
  });

  it("stops at maxOutputTokens with finish reason length", async () => {
    const result = await generateText({ model: local(), ...ENDLESS, maxOutputTokens: 10 });
    expect(result.finishReason).toBe("length");
    expect(result.usage.outputTokens).toBe(10);
  });

  it("streams several deltas", async () => {
    const result = streamText({ model: local(), ...ENDLESS, maxOutputTokens: 40 });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    expect(deltas.length).toBeGreaterThan(3);
    expect(deltas.join("")).toBe(await result.text);
    expect(await result.finishReason).toBe("length");
    expect((await result.usage).outputTokens).toBe(40);
  });

  it("answers JSON of the schema's shape through the grammar", async () => {
    // Bounded strings and arrays let the gibberish model finish the object within the limit.
    const schema = jsonSchema<unknown>({
      type: "object",
      properties: {
        title: { type: "string", maxLength: 12 },
        tags: { type: "array", items: { type: "string", maxLength: 8 }, maxItems: 3 },
        tone: { type: "string", enum: ["formal", "casual"] },
      },
      required: ["title", "tags", "tone"],
      additionalProperties: false,
    });
    const result = await generateText({
      model: local(),
      prompt: "Describe an article as JSON.",
      output: Output.object({ schema }),
      maxOutputTokens: 300,
      seed: 3,
    });
    // The grammar guarantees the structure; callers check the rest with Zod.
    const shape = z.strictObject({
      title: z.string(),
      tags: z.array(z.string()).max(3),
      tone: z.enum(["formal", "casual"]),
    });
    expect(shape.safeParse(JSON.parse(result.text)).success).toBe(true);
    expect(result.finishReason).toBe("stop");
  });

  it("streams partial objects, and warns about schema keywords the grammar ignores", async () => {
    const result = streamText({
      model: local(),
      prompt: "A slug as JSON.",
      output: Output.object({
        schema: jsonSchema<{ slug: string }>({
          type: "object",
          properties: { slug: { type: "string", maxLength: 10, pattern: "^[a-z-]+$" } },
          required: ["slug"],
          additionalProperties: false,
        }),
      }),
      maxOutputTokens: 100,
      seed: 4,
    });
    const partials: unknown[] = [];
    for await (const partial of result.partialOutputStream) partials.push(partial);
    expect(partials.length).toBeGreaterThan(1);
    expect(await result.output).toEqual({ slug: expect.any(String) });
    expect(await result.warnings).toContainEqual({
      type: "compatibility",
      feature: "responseFormat",
      details: "JSON schema keyword `pattern` is not enforced by the local model's grammar",
    });
  });

  it("stops a generation when aborted", async () => {
    const controller = new AbortController();
    const started = performance.now();
    const result = streamText({ model: local(), ...ENDLESS, abortSignal: controller.signal });
    let deltas = 0;
    for await (const _ of result.textStream) {
      if (++deltas === 3) controller.abort();
    }
    await expect(result.text).rejects.toThrow();
    // The whole generation would stream about a thousand deltas.
    expect(deltas).toBeLessThan(200);

    const again = new AbortController();
    setTimeout(() => again.abort(), 100);
    await expect(
      generateText({ model: local(), ...ENDLESS, abortSignal: again.signal }),
    ).rejects.toThrow();

    // A consumer that stops reading cancels the model's stream, which stops the generation.
    const { stream } = await local().doStream({
      prompt: [{ role: "user", content: [{ type: "text", text: "Hello" }] }],
      temperature: 0,
    });
    const reader = stream.getReader();
    for (let i = 0; i < 5; i++) await reader.read();
    await reader.cancel();

    // A full generation would take seconds; both sequences are free again at once.
    const [a, b] = await Promise.all([
      generateText({ model: local(), prompt: "One", maxOutputTokens: 5 }),
      generateText({ model: local(), prompt: "Two", maxOutputTokens: 5 }),
    ]);
    expect(a.usage.outputTokens).toBeGreaterThan(0);
    expect(b.usage.outputTokens).toBeGreaterThan(0);
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it("completes concurrent requests, queueing those beyond the sequences", async () => {
    const prompts = ["First", "Second", "Third"];
    const results = await Promise.all(
      prompts.map((prompt) =>
        generateText({ model: local(), prompt, temperature: 0, maxOutputTokens: 30 }),
      ),
    );
    for (const result of results) expect(result.usage.outputTokens).toBe(30);
  });

  it("waits for a model that is still on its way, then runs it", async () => {
    let arrive: (file: string) => void = () => {};
    const later = new Promise<string>((resolve) => {
      arrive = resolve;
    });
    const waiting = createLocalProvider({
      modelPath: path.join(dir, "models"),
      resolveModel: () => later,
      threads: 1,
      contextSize: 1024,
    });
    providers.push(waiting);
    let done = false;
    const call = generateText({
      model: waiting(),
      prompt: "Hi",
      maxOutputTokens: 4,
      maxRetries: 0,
    });
    void call.then(() => {
      done = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(done).toBe(false);
    expect(waiting.workerPid).toBeUndefined();
    arrive(good);
    expect((await call).text.length).toBeGreaterThan(0);
  });

  it("fails every call with a clear error when the model file is missing", async () => {
    const missing = path.join(dir, "missing.gguf");
    const absent = provider(missing);
    const call = generateText({ model: absent(), prompt: "Hi", maxRetries: 0 });
    await expect(call).rejects.toThrow(LocalModelUnavailableError);
    await expect(call).rejects.toThrow(
      `No local model at ${missing}. Run \`npm run model:pull\` to download the recommended model (or restart the app to try the download again), set LOCAL_MODEL_PATH to a GGUF file, or choose another provider: AI_PROVIDER with AI_API_KEY, or AI_PROVIDER=openai-compatible with AI_BASE_URL (Ollama, LM Studio).`,
    );
    let streamError: unknown;
    const streamed = streamText({
      model: absent(),
      prompt: "Hi",
      maxRetries: 0,
      onError: ({ error }) => {
        streamError = error;
      },
    });
    await expect(streamed.text).rejects.toThrow();
    expect(streamError).toBeInstanceOf(LocalModelUnavailableError);
    expect(absent.workerPid).toBeUndefined();
  });

  it("reports a GGUF file with garbage after the magic, or cut short, as unloadable", async () => {
    const corrupt = path.join(dir, "corrupt.gguf");
    const bytes = Buffer.alloc(4096, 0xa7);
    bytes.write("GGUF", 0, "ascii");
    bytes.writeUInt32LE(3, 4);
    await writeFile(corrupt, bytes);
    const truncated = path.join(dir, "truncated.gguf");
    await writeFile(truncated, tinyModelBytes().subarray(0, 200_000));
    const call = (modelPath: string) =>
      generateText({ model: provider(modelPath)(), prompt: "Hi", maxRetries: 0 });
    await Promise.all([
      expect(call(corrupt)).rejects.toThrow(`The local model at ${corrupt} could not be loaded (`),
      // llama.cpp's explanation is part of the message.
      expect(call(truncated)).rejects.toThrow(
        /not within the file bounds, model is corrupted or incomplete\)\. Run `npm run model:pull`/,
      ),
    ]);
  });

  it("survives a model that aborts llama.cpp natively, and other models keep working", async () => {
    // A block count of 0 fails a GGML_ASSERT while loading: the child process aborts.
    const aborting = path.join(dir, "aborting.gguf");
    await writeFile(aborting, tinyModelBytes({ layers: 0 }));
    const broken = provider(aborting);
    const first = generateText({ model: broken(), prompt: "Hi", maxRetries: 0 });
    await expect(first).rejects.toThrow(LocalModelUnavailableError);
    await expect(first).rejects.toThrow(
      /could not be loaded \(its process crashed while loading it, signal SIGABRT/,
    );
    // The failure is remembered until the file changes: no new process per call.
    await expect(generateText({ model: broken(), prompt: "Hi", maxRetries: 0 })).rejects.toThrow(
      LocalModelUnavailableError,
    );
    expect(broken.workerPid).toBeUndefined();

    const result = await generateText({
      model: local(),
      prompt: "Still there?",
      maxOutputTokens: 5,
    });
    expect(result.usage.outputTokens).toBeGreaterThan(0);
  });

  it("fails the requests in flight when the child dies, then restarts it", async () => {
    const pid = local.workerPid;
    expect(pid).toBeTypeOf("number");
    const result = streamText({ model: local(), ...ENDLESS, onError: () => {} });
    let deltas = 0;
    const consume = (async () => {
      for await (const _ of result.textStream) {
        if (++deltas === 2) process.kill(pid as number, "SIGKILL");
      }
    })();
    await expect(consume).rejects.toThrow(LocalModelCrashedError);
    const after = await generateText({ model: local(), prompt: "Back?", maxOutputTokens: 5 });
    expect(after.usage.outputTokens).toBe(5);
    expect(local.workerPid).not.toBe(pid);
  });
});
