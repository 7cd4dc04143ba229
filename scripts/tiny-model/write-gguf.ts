// Writes a tiny, valid GGUF v3 model (llama architecture, random seeded F32 weights, byte-level
// BPE tokenizer, ChatML template) that llama.cpp loads and runs. Its output is gibberish: it
// exists so that tests exercise the real runtime (tokenize, evaluate, sample, stream, grammar)
// in milliseconds without downloading anything.
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

export type TinyModelOptions = {
  layers?: number;
  embedding?: number;
  heads?: number;
  feedForward?: number;
  contextLength?: number;
  seed?: number;
};

// GGUF metadata value types (gguf.h `enum gguf_type`).
const T = { u32: 4, i32: 5, f32: 6, bool: 7, string: 8, array: 9 } as const;
// ggml tensor type of every weight.
const GGML_F32 = 0;
const ALIGNMENT = 32;

type Value =
  | { type: "u32" | "i32" | "f32"; value: number }
  | { type: "bool"; value: boolean }
  | { type: "string"; value: string }
  | { type: "array"; of: "string"; value: string[] }
  | { type: "array"; of: "i32"; value: number[] };

type Tensor = { name: string; dims: number[]; data: Float32Array };

/** The special tokens, appended after the byte tokens and merges, in this order. */
export const SPECIAL_TOKENS = ["<|endoftext|>", "<|im_start|>", "<|im_end|>"] as const;

const CHATML_TEMPLATE =
  "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}" +
  "{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

/** GPT-2's reversible map from the 256 byte values to printable unicode characters. */
export function byteToUnicode(): string[] {
  const printable = (b: number) =>
    (b >= 0x21 && b <= 0x7e) || (b >= 0xa1 && b <= 0xac) || (b >= 0xae && b <= 0xff);
  const map: string[] = [];
  let next = 256;
  for (let b = 0; b < 256; b++) map[b] = String.fromCodePoint(printable(b) ? b : next++);
  return map;
}

/** The vocabulary: 256 byte tokens, a few merges and their results, then the special tokens. */
export function tinyVocabulary(): { tokens: string[]; types: number[]; merges: string[] } {
  const bytes = byteToUnicode();
  const space = bytes[0x20] as string;
  const pairs: [string, string][] = [
    [space, "t"],
    [space, "a"],
    ["h", "e"],
    ["i", "n"],
    ["r", "e"],
    ["o", "n"],
    [`${space}t`, "he"],
    ["e", "r"],
    [space, "s"],
    ["a", "t"],
    ["e", "n"],
    [space, "w"],
  ];
  const tokens = [...bytes, ...pairs.map(([a, b]) => a + b), ...SPECIAL_TOKENS];
  // llama.cpp token types: 1 normal, 3 control.
  const types = tokens.map((_, i) => (i >= tokens.length - SPECIAL_TOKENS.length ? 3 : 1));
  return { tokens, types, merges: pairs.map(([a, b]) => `${a} ${b}`) };
}

/** A small deterministic PRNG (mulberry32) so the same seed always writes the same file. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class ByteWriter {
  private chunks: Buffer[] = [];
  length = 0;
  private push(buffer: Buffer) {
    this.chunks.push(buffer);
    this.length += buffer.length;
  }
  u32(n: number) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n);
    this.push(b);
  }
  i32(n: number) {
    const b = Buffer.alloc(4);
    b.writeInt32LE(n);
    this.push(b);
  }
  u64(n: number) {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(n));
    this.push(b);
  }
  f32(n: number) {
    const b = Buffer.alloc(4);
    b.writeFloatLE(n);
    this.push(b);
  }
  u8(n: number) {
    this.push(Buffer.from([n]));
  }
  string(s: string) {
    const bytes = Buffer.from(s, "utf8");
    this.u64(bytes.length);
    this.push(bytes);
  }
  raw(bytes: Uint8Array) {
    this.push(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  }
  pad(alignment: number) {
    const extra = (alignment - (this.length % alignment)) % alignment;
    if (extra > 0) this.push(Buffer.alloc(extra));
  }
  value(v: Value) {
    if (v.type === "array") {
      this.u32(T.array);
      this.u32(T[v.of]);
      this.u64(v.value.length);
      if (v.of === "string") for (const s of v.value) this.string(s);
      else for (const n of v.value) this.i32(n);
      return;
    }
    this.u32(T[v.type]);
    if (v.type === "string") this.string(v.value);
    else if (v.type === "bool") this.u8(v.value ? 1 : 0);
    else if (v.type === "u32") this.u32(v.value);
    else if (v.type === "i32") this.i32(v.value);
    else this.f32(v.value);
  }
  toBuffer(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

/**
 * Output rows stay random, but only printable-ASCII byte tokens and the merges can win: their rows
 * are scaled up and the others zeroed. The gibberish is then valid UTF-8 of one token a character,
 * so a JSON-schema grammar's string lengths hold and structured answers finish like a real
 * model's, while the runtime still tokenizes, evaluates and samples for real.
 */
function asciiOutput(data: Float32Array, embd: number, nVocab: number): Float32Array {
  const merges = nVocab - 256 - SPECIAL_TOKENS.length;
  for (let token = 0; token < nVocab; token++) {
    const printable = (token >= 0x20 && token < 0x7f) || (token >= 256 && token < 256 + merges);
    for (let i = 0; i < embd; i++) {
      const index = token * embd + i;
      data[index] = printable ? (data[index] as number) * 20 : 0;
    }
  }
  return data;
}

/** The GGUF file as bytes: header, metadata, tensor infos, then the aligned tensor data. */
export function tinyModelBytes(options: TinyModelOptions = {}): Buffer {
  const layers = options.layers ?? 2;
  const embd = options.embedding ?? 64;
  const heads = options.heads ?? 4;
  const ff = options.feedForward ?? 128;
  // Room for real prompts: its byte-level tokenizer spends about one token per byte.
  const ctx = options.contextLength ?? 16384;
  const next = random(options.seed ?? 42);
  const vocab = tinyVocabulary();
  const nVocab = vocab.tokens.length;
  const special = (name: (typeof SPECIAL_TOKENS)[number]) => vocab.tokens.indexOf(name);

  const metadata: [string, Value][] = [
    ["general.architecture", { type: "string", value: "llama" }],
    ["general.name", { type: "string", value: "inkwell-tiny-test" }],
    ["general.file_type", { type: "u32", value: 0 }], // all F32
    ["llama.context_length", { type: "u32", value: ctx }],
    ["llama.embedding_length", { type: "u32", value: embd }],
    ["llama.block_count", { type: "u32", value: layers }],
    ["llama.feed_forward_length", { type: "u32", value: ff }],
    ["llama.attention.head_count", { type: "u32", value: heads }],
    ["llama.attention.head_count_kv", { type: "u32", value: heads }],
    ["llama.attention.layer_norm_rms_epsilon", { type: "f32", value: 1e-5 }],
    ["llama.rope.dimension_count", { type: "u32", value: embd / heads }],
    ["llama.rope.freq_base", { type: "f32", value: 10000 }],
    ["llama.vocab_size", { type: "u32", value: nVocab }],
    ["tokenizer.ggml.model", { type: "string", value: "gpt2" }],
    ["tokenizer.ggml.pre", { type: "string", value: "gpt-2" }],
    ["tokenizer.ggml.tokens", { type: "array", of: "string", value: vocab.tokens }],
    ["tokenizer.ggml.token_type", { type: "array", of: "i32", value: vocab.types }],
    ["tokenizer.ggml.merges", { type: "array", of: "string", value: vocab.merges }],
    ["tokenizer.ggml.bos_token_id", { type: "u32", value: special("<|endoftext|>") }],
    ["tokenizer.ggml.eos_token_id", { type: "u32", value: special("<|im_end|>") }],
    ["tokenizer.ggml.padding_token_id", { type: "u32", value: special("<|endoftext|>") }],
    ["tokenizer.ggml.add_bos_token", { type: "bool", value: false }],
    ["tokenizer.chat_template", { type: "string", value: CHATML_TEMPLATE }],
  ];

  // Small random weights keep activations tame; the norm weights are ones.
  const weights = (...dims: number[]) => {
    const data = new Float32Array(dims.reduce((a, b) => a * b, 1));
    const scale = 1 / Math.sqrt(dims[0] as number);
    for (let i = 0; i < data.length; i++) data[i] = (next() * 2 - 1) * scale;
    return data;
  };
  const ones = (n: number) => new Float32Array(n).fill(1);
  // Dimensions are ggml's order: the first is the contiguous one (a row of the matrix).
  const tensors: Tensor[] = [
    { name: "token_embd.weight", dims: [embd, nVocab], data: weights(embd, nVocab) },
  ];
  for (let i = 0; i < layers; i++) {
    const blk = `blk.${i}`;
    tensors.push(
      { name: `${blk}.attn_norm.weight`, dims: [embd], data: ones(embd) },
      { name: `${blk}.attn_q.weight`, dims: [embd, embd], data: weights(embd, embd) },
      { name: `${blk}.attn_k.weight`, dims: [embd, embd], data: weights(embd, embd) },
      { name: `${blk}.attn_v.weight`, dims: [embd, embd], data: weights(embd, embd) },
      { name: `${blk}.attn_output.weight`, dims: [embd, embd], data: weights(embd, embd) },
      { name: `${blk}.ffn_norm.weight`, dims: [embd], data: ones(embd) },
      { name: `${blk}.ffn_gate.weight`, dims: [embd, ff], data: weights(embd, ff) },
      { name: `${blk}.ffn_up.weight`, dims: [embd, ff], data: weights(embd, ff) },
      { name: `${blk}.ffn_down.weight`, dims: [ff, embd], data: weights(ff, embd) },
    );
  }
  tensors.push(
    { name: "output_norm.weight", dims: [embd], data: ones(embd) },
    {
      name: "output.weight",
      dims: [embd, nVocab],
      data: asciiOutput(weights(embd, nVocab), embd, nVocab),
    },
  );

  const out = new ByteWriter();
  out.raw(Buffer.from("GGUF", "ascii"));
  out.u32(3);
  out.u64(tensors.length);
  out.u64(metadata.length);
  for (const [key, value] of metadata) {
    out.string(key);
    out.value(value);
  }
  const padded = (n: number) => Math.ceil(n / ALIGNMENT) * ALIGNMENT;
  let offset = 0; // relative to the start of the data section
  for (const tensor of tensors) {
    out.string(tensor.name);
    out.u32(tensor.dims.length);
    for (const d of tensor.dims) out.u64(d);
    out.u32(GGML_F32);
    out.u64(offset);
    offset += padded(tensor.data.byteLength);
  }
  out.pad(ALIGNMENT);
  for (const tensor of tensors) {
    out.raw(new Uint8Array(tensor.data.buffer, tensor.data.byteOffset, tensor.data.byteLength));
    out.pad(ALIGNMENT);
  }
  return out.toBuffer();
}

/** Writes the tiny test model to `file` (creating its folder). */
export async function writeTinyModel(file: string, options?: TinyModelOptions): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, tinyModelBytes(options));
}
