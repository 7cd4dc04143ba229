/**
 * The local models Inkwell offers (docs/decisions/0008-default-local-model.md says why these):
 * instruction-tuned, answering without a hidden "thinking" phase (the pipeline asks for JSON
 * under a grammar), GGUF Q4_K_M. Sizes are the files' approximate sizes. Each is pinned (issue
 * 24): downloaded from one commit of its Hugging Face repository, never `main`, and checked
 * against the SHA-256 written here, not only the one the server states, so a changed or
 * replaced file is refused. The hashes and commits are those public records give for these files
 * (docs/decisions/0009-model-download.md says where they come from).
 */
export type CatalogueModel = {
  /** The name `npm run model:pull -- <name>` and LOCAL_MODEL take. */
  name: string;
  label: string;
  /** The file at a pinned commit (`resolve/<revision>/`), from huggingFaceUrl. */
  url: string;
  /** The Hugging Face repository's commit the file is taken from. */
  revision: string;
  /** The file's SHA-256 (hex); empty: unknown, only the server's stated one is checked. */
  sha256: string;
  /** File name under DATA_DIR/models. */
  file: string;
  approximateBytes: number;
  licence: string;
  summary: string;
};

const GB = 1_000_000_000;

/** A file of a Hugging Face repository at one commit. */
export function huggingFaceUrl(repository: string, revision: string, file: string): string {
  return `https://huggingface.co/${repository}/resolve/${revision}/${file}`;
}

export const MODEL_CATALOGUE = [
  {
    name: "qwen2.5-1.5b",
    label: "Qwen2.5 1.5B Instruct (Q4_K_M)",
    url: huggingFaceUrl(
      "Qwen/Qwen2.5-1.5B-Instruct-GGUF",
      "91cad51170dc346986eccefdc2dd33a9da36ead9",
      "qwen2.5-1.5b-instruct-q4_k_m.gguf",
    ),
    revision: "91cad51170dc346986eccefdc2dd33a9da36ead9",
    sha256: "6a1a2eb6d15622bf3c96857206351ba97e1af16c30d7a74ee38970e434e9407e",
    file: "qwen2.5-1.5b-instruct-q4_k_m.gguf",
    approximateBytes: 1.12 * GB,
    licence: "Apache 2.0",
    summary: "small and quick; plain prose, weaker in Hindi",
  },
  {
    name: "qwen3-4b",
    label: "Qwen3 4B Instruct 2507 (Q4_K_M)",
    url: huggingFaceUrl(
      "unsloth/Qwen3-4B-Instruct-2507-GGUF",
      "a06e946bb6b655725eafa393f4a9745d460374c9",
      "Qwen3-4B-Instruct-2507-Q4_K_M.gguf",
    ),
    revision: "a06e946bb6b655725eafa393f4a9745d460374c9",
    sha256: "3605803b982cb64aead44f6c1b2ae36e3acdb41d8e46c8a94c6533bc4c67e597",
    file: "Qwen3-4B-Instruct-2507-Q4_K_M.gguf",
    approximateBytes: 2.5 * GB,
    licence: "Apache 2.0",
    summary: "the default on most laptops: good long-form writing in all nine languages",
  },
  {
    name: "gemma3-4b",
    label: "Gemma 3 4B Instruct (Q4_K_M)",
    url: huggingFaceUrl(
      "ggml-org/gemma-3-4b-it-GGUF",
      "d0976223747697cb51e056d85c532013931fe52e",
      "gemma-3-4b-it-Q4_K_M.gguf",
    ),
    revision: "d0976223747697cb51e056d85c532013931fe52e",
    sha256: "882e8d2db44dc554fb0ea5077cb7e4bc49e7342a1f0da57901c0802ea21a0863",
    file: "gemma-3-4b-it-Q4_K_M.gguf",
    approximateBytes: 2.49 * GB,
    licence: "Gemma Terms of Use",
    summary: "an alternative voice of the same size; never chosen automatically",
  },
  {
    name: "qwen3-30b-a3b",
    label: "Qwen3 30B-A3B Instruct 2507 (Q4_K_M)",
    url: huggingFaceUrl(
      "unsloth/Qwen3-30B-A3B-Instruct-2507-GGUF",
      "eea7b2be5805a5f151f8847ede8e5f9a9284bf77",
      "Qwen3-30B-A3B-Instruct-2507-Q4_K_M.gguf",
    ),
    revision: "eea7b2be5805a5f151f8847ede8e5f9a9284bf77",
    sha256: "6c997b8af17debdfb01d890214400ccbab00db6acc0ba8da5de1cc906c4774d0",
    file: "Qwen3-30B-A3B-Instruct-2507-Q4_K_M.gguf",
    approximateBytes: 18.6 * GB,
    licence: "Apache 2.0",
    summary: "the best writer here, for a 24 GB GPU or a 64 GB workstation (3B active parameters)",
  },
] as const satisfies readonly CatalogueModel[];

export type CatalogueName = (typeof MODEL_CATALOGUE)[number]["name"];
export const CATALOGUE_NAMES = MODEL_CATALOGUE.map((model) => model.name) as [
  CatalogueName,
  ...CatalogueName[],
];

export function findCatalogueModel(name: string): CatalogueModel | undefined {
  return MODEL_CATALOGUE.find((model) => model.name === name);
}

function model(name: CatalogueName): CatalogueModel {
  return findCatalogueModel(name) as CatalogueModel;
}

/** What the machine offers the model: what node-llama-cpp detects, and the operating system. */
export type Machine = {
  totalMemoryBytes: number;
  cpuCores: number;
  /** The GPU backend node-llama-cpp loaded, or false when it runs on the CPU. */
  gpu: false | "cuda" | "vulkan" | "metal";
  vramBytes: number;
};

/**
 * The model this machine runs best, with the reason in a few words. A GPU decides by its memory;
 * without one, the CPU's cores and the RAM do: a 4B model on two cores writes a long post in
 * tens of minutes, so small machines get the 1.5B one.
 */
export function chooseModel(machine: Machine): { model: CatalogueModel; reason: string } {
  const gb = (bytes: number) => Math.round(bytes / GB);
  if (machine.gpu) {
    const gpu = `${machine.gpu} GPU with ${gb(machine.vramBytes)} GB`;
    if (machine.vramBytes >= 22 * GB) return { model: model("qwen3-30b-a3b"), reason: gpu };
    if (machine.vramBytes >= 5 * GB) return { model: model("qwen3-4b"), reason: gpu };
  }
  const cpu = `${machine.cpuCores} CPU cores and ${gb(machine.totalMemoryBytes)} GB of memory`;
  if (machine.totalMemoryBytes >= 64 * GB && machine.cpuCores >= 8) {
    return { model: model("qwen3-30b-a3b"), reason: cpu };
  }
  if (machine.totalMemoryBytes >= 8 * GB && machine.cpuCores >= 4) {
    return { model: model("qwen3-4b"), reason: cpu };
  }
  return { model: model("qwen2.5-1.5b"), reason: cpu };
}
