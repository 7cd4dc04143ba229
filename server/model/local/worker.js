// The child process that runs a GGUF model with node-llama-cpp for the local AI provider
// (host.ts forks it). Plain ESM JavaScript on purpose: it runs as is with the same Node binary
// in development, tests and production, outside the Vite bundle. A model file that makes
// llama.cpp abort kills this process only; the parent reports it and starts a new one.
//
// Protocol (process IPC, JSON):
//   parent -> child  {type:"load", modelPath, threads, contextSize, sequences, gpu}
//                    {type:"generate", id, history, options}   options: see generate()
//                    {type:"abort", id}
//                    {type:"dispose"}
//   child -> parent  {type:"loaded", info} | {type:"load-failed", message}
//                    {type:"started", id, warnings} then {type:"chunk", id, text}...
//                    then {type:"done", id, text, stopReason, usage} | {type:"error", id, message}
//                    {type:"log", level, message}
import { getLlama, LlamaChat, LlamaLogLevel, resolveChatWrapper } from "node-llama-cpp";

if (!process.send) {
  console.error("worker.js is the local model's child process: it is started with fork().");
  process.exit(1);
}

/** @param {Record<string, unknown>} message */
function send(message) {
  if (process.connected) process.send?.(message);
}

/**
 * @typedef {{ sequence: import("node-llama-cpp").LlamaContextSequence, chat: LlamaChat, busy: boolean }} Slot
 * @typedef {{ llama: import("node-llama-cpp").Llama, model: import("node-llama-cpp").LlamaModel,
 *   context: import("node-llama-cpp").LlamaContext, slots: Slot[],
 *   waiting: Array<(slot: Slot) => void>, grammars: Map<string, import("node-llama-cpp").LlamaGrammar> }} State
 */

/** @type {State | undefined} */
let state;
/** @type {Map<number, AbortController>} */
const running = new Map();

async function load({ modelPath, threads, contextSize, sequences, gpu }) {
  const started = performance.now();
  // llama.cpp explains a failed load in its log ("tensor ... is not within the file bounds").
  let firstError = "";
  try {
    const llama = await getLlama({
      // The backend probe.js found ("cuda", "vulkan", "metal"), or the CPU.
      gpu: gpu || false,
      build: "never",
      skipDownload: true,
      progressLogs: false,
      maxThreads: threads,
      logLevel: LlamaLogLevel.warn,
      logger: (level, message) => {
        if ((level === "error" || level === "fatal") && !firstError) firstError = message.trim();
        send({ type: "log", level, message: message.trimEnd() });
      },
    });
    const model = await llama.loadModel({ modelPath });
    const context = await model.createContext({
      contextSize: Math.min(contextSize, model.trainContextSize),
      sequences,
      threads,
    });
    // Resolving the chat wrapper reads the model's template: once per model, not per request.
    const chatWrapper = resolveChatWrapper(model);
    const slots = Array.from({ length: sequences }, () => {
      const sequence = context.getSequence();
      return {
        sequence,
        chat: new LlamaChat({ contextSequence: sequence, chatWrapper }),
        busy: false,
      };
    });
    state = { llama, model, context, slots, waiting: [], grammars: new Map() };
    send({
      type: "loaded",
      info: {
        contextSize: context.contextSize,
        trainContextSize: model.trainContextSize,
        chatWrapper: chatWrapper.wrapperName,
        loadMs: Math.round(performance.now() - started),
      },
    });
  } catch (error) {
    // llama.cpp's log lines arrive a moment after the failure they explain.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const message = [errorMessage(error), firstError].filter(Boolean).join(": ");
    process.send?.({ type: "load-failed", message }, () => process.exit(1));
  }
}

/** Waits for a free context sequence; requests beyond the pool queue here in order. */
function acquire(signal) {
  const free = state.slots.find((slot) => !slot.busy);
  if (free) {
    free.busy = true;
    return Promise.resolve(free);
  }
  return new Promise((resolve, reject) => {
    const take = (slot) => {
      signal.removeEventListener("abort", leave);
      resolve(slot);
    };
    const leave = () => {
      state.waiting.splice(state.waiting.indexOf(take), 1);
      reject(signal.reason);
    };
    signal.addEventListener("abort", leave, { once: true });
    state.waiting.push(take);
  });
}

function release(slot) {
  const next = state.waiting.shift();
  if (next) next(slot);
  else slot.busy = false;
}

async function grammarFor(json, warnings) {
  const key = JSON.stringify(json.schema ?? null);
  let grammar = state.grammars.get(key);
  if (!grammar) {
    if (json.schema) {
      try {
        grammar = await state.llama.createGrammarForJsonSchema(json.schema);
      } catch (error) {
        warnings.push(
          `The JSON schema could not become a grammar (${errorMessage(error)}); any JSON is allowed.`,
        );
        grammar = await state.llama.getGrammarFor("json");
      }
    } else {
      grammar = await state.llama.getGrammarFor("json");
    }
    if (state.grammars.size >= 64) state.grammars.delete(state.grammars.keys().next().value);
    state.grammars.set(key, grammar);
  }
  return grammar;
}

/**
 * options: { maxTokens?, temperature, topP?, topK?, seed?, stopSequences?, repeatPenalty?, json? }
 * where json is { schema? } (already converted to node-llama-cpp's JSON schema subset).
 */
async function generate({ id, history, options }) {
  const controller = new AbortController();
  running.set(id, controller);
  /** @type {Slot | undefined} */
  let slot;
  try {
    if (!state) throw new Error("The model is not loaded.");
    slot = await acquire(controller.signal);
    const warnings = [];
    const grammar = options.json ? await grammarFor(options.json, warnings) : undefined;
    send({ type: "started", id, warnings });
    const { sequence, chat } = slot;
    // Stop when the context is full rather than let node-llama-cpp shift the prompt out of it.
    const contextSize = state.context.contextSize;
    const promptTokens = chat.chatWrapper
      .generateContextState({ chatHistory: history })
      .contextText.tokenize(state.model.tokenizer).length;
    const room = contextSize - promptTokens;
    if (room <= 0) {
      throw new Error(
        `the prompt has ${promptTokens} tokens and the context holds ${contextSize}: shorten it or raise contextSize`,
      );
    }
    const before = sequence.tokenMeter.getState();
    const result = await chat.generateResponse(history, {
      signal: controller.signal,
      maxTokens: Math.min(options.maxTokens ?? room, room),
      temperature: options.temperature,
      topP: options.topP,
      topK: options.topK,
      seed: options.seed,
      repeatPenalty: options.repeatPenalty,
      customStopTriggers: options.stopSequences?.length ? options.stopSequences : undefined,
      grammar,
      onTextChunk: (text) => send({ type: "chunk", id, text }),
    });
    const used = sequence.tokenMeter.diff(before);
    send({
      type: "done",
      id,
      text: result.response,
      stopReason: result.metadata.stopReason,
      usage: {
        // Tokens evaluated now; the rest of the prompt was reused from the sequence's cache.
        inputEvaluated: used.usedInputTokens,
        inputTotal: Math.max(used.usedInputTokens, promptTokens),
        output: used.usedOutputTokens,
      },
    });
  } catch (error) {
    send({ type: "error", id, message: errorMessage(error), aborted: controller.signal.aborted });
  } finally {
    running.delete(id);
    if (slot) release(slot);
  }
}

async function dispose() {
  for (const controller of running.values()) controller.abort(new Error("disposed"));
  try {
    await state?.llama.dispose();
  } finally {
    process.exit(0);
  }
}

function errorMessage(error) {
  return error instanceof Error ? error.message : String(error);
}

process.on("message", (message) => {
  switch (message?.type) {
    case "load":
      void load(message);
      break;
    case "generate":
      void generate(message);
      break;
    case "abort":
      running.get(message.id)?.abort(new Error("aborted"));
      break;
    case "dispose":
      void dispose();
      break;
  }
});

// The parent went away: nothing can read the output any more.
process.on("disconnect", () => process.exit(0));
