/**
 * The local models Inkwell offers (docs/decisions/0008-default-local-model.md says why these):
 * instruction-tuned, answering without a hidden "thinking" phase (the pipeline asks for JSON
 * under a grammar), GGUF Q4_K_M. Sizes are the files' approximate sizes; the download checks the
 * exact size (and SHA-256) the server states.
 */
export type CatalogueModel = {
  /** The name `npm run model:pull -- <name>` and LOCAL_MODEL take. */
  name: string;
  label: string;
  url: string;
  /** File name under DATA_DIR/models. */
  file: string;
  approximateBytes: number;
  licence: string;
  summary: string;
};

const GB = 1_000_000_000;

export const MODEL_CATALOGUE = [
  {
    name: "qwen2.5-1.5b",
    label: "Qwen2.5 1.5B Instruct (Q4_K_M)",
    url: "https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct-GGUF/resolve/main/qwen2.5-1.5b-instruct-q4_k_m.gguf",
    file: "qwen2.5-1.5b-instruct-q4_k_m.gguf",
    approximateBytes: 1.12 * GB,
    licence: "Apache 2.0",
    summary: "small and quick; plain prose, weaker in Hindi",
  },
  {
    name: "qwen3-4b",
    label: "Qwen3 4B Instruct 2507 (Q4_K_M)",
    url: "https://huggingface.co/unsloth/Qwen3-4B-Instruct-2507-GGUF/resolve/main/Qwen3-4B-Instruct-2507-Q4_K_M.gguf",
    file: "Qwen3-4B-Instruct-2507-Q4_K_M.gguf",
    approximateBytes: 2.5 * GB,
    licence: "Apache 2.0",
    summary: "the default on most laptops: good long-form writing in all nine languages",
  },
  {
    name: "gemma3-4b",
    label: "Gemma 3 4B Instruct (Q4_K_M)",
    url: "https://huggingface.co/ggml-org/gemma-3-4b-it-GGUF/resolve/main/gemma-3-4b-it-Q4_K_M.gguf",
    file: "gemma-3-4b-it-Q4_K_M.gguf",
    approximateBytes: 2.49 * GB,
    licence: "Gemma Terms of Use",
    summary: "an alternative voice of the same size; never chosen automatically",
  },
  {
    name: "qwen3-30b-a3b",
    label: "Qwen3 30B-A3B Instruct 2507 (Q4_K_M)",
    url: "https://huggingface.co/unsloth/Qwen3-30B-A3B-Instruct-2507-GGUF/resolve/main/Qwen3-30B-A3B-Instruct-2507-Q4_K_M.gguf",
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
