import { describe, expect, it } from "vitest";
import { chooseModel, findCatalogueModel, type Machine, MODEL_CATALOGUE } from "./local-models";
import { modelFileNameProblem } from "./model-source";

const GB = 1_000_000_000;
const laptop: Machine = { totalMemoryBytes: 16 * GB, cpuCores: 8, gpu: false, vramBytes: 0 };
const pick = (machine: Partial<Machine>) => chooseModel({ ...laptop, ...machine }).model.name;

describe("chooseModel", () => {
  it("gives an ordinary laptop the 4B model", () => {
    expect(pick({})).toBe("qwen3-4b");
    expect(pick({ totalMemoryBytes: 8 * GB, cpuCores: 4 })).toBe("qwen3-4b");
  });

  it("gives small machines the 1.5B model: few cores or little memory", () => {
    expect(pick({ cpuCores: 2, totalMemoryBytes: 24 * GB })).toBe("qwen2.5-1.5b");
    expect(pick({ cpuCores: 3 })).toBe("qwen2.5-1.5b");
    expect(pick({ totalMemoryBytes: 7.9 * GB })).toBe("qwen2.5-1.5b");
    expect(pick({ totalMemoryBytes: 4 * GB, cpuCores: 16 })).toBe("qwen2.5-1.5b");
  });

  it("gives a big workstation the 30B-A3B model, but not on memory alone", () => {
    expect(pick({ totalMemoryBytes: 64 * GB, cpuCores: 8 })).toBe("qwen3-30b-a3b");
    expect(pick({ totalMemoryBytes: 128 * GB, cpuCores: 4 })).toBe("qwen3-4b");
    expect(pick({ totalMemoryBytes: 63 * GB, cpuCores: 32 })).toBe("qwen3-4b");
  });

  it("lets a GPU decide by its memory", () => {
    expect(pick({ gpu: "cuda", vramBytes: 24 * GB, cpuCores: 2 })).toBe("qwen3-30b-a3b");
    expect(pick({ gpu: "vulkan", vramBytes: 8 * GB, cpuCores: 2, totalMemoryBytes: 4 * GB })).toBe(
      "qwen3-4b",
    );
    expect(pick({ gpu: "metal", vramBytes: 5 * GB, cpuCores: 2 })).toBe("qwen3-4b");
  });

  it("falls back to the CPU rules when the GPU's memory is too small", () => {
    expect(pick({ gpu: "cuda", vramBytes: 2 * GB, cpuCores: 2 })).toBe("qwen2.5-1.5b");
    expect(pick({ gpu: "cuda", vramBytes: 4 * GB })).toBe("qwen3-4b");
  });

  it("says why", () => {
    expect(chooseModel({ ...laptop, cpuCores: 2 }).reason).toBe("2 CPU cores and 16 GB of memory");
    expect(chooseModel({ ...laptop, gpu: "cuda", vramBytes: 12 * GB }).reason).toBe(
      "cuda GPU with 12 GB",
    );
  });

  it("never picks the model that is offered by name only", () => {
    const picks = new Set<string>();
    for (const gpu of [false, "cuda"] as const)
      for (const vram of [0, 4, 8, 24, 48])
        for (const memory of [2, 8, 16, 64, 256])
          for (const cores of [1, 2, 4, 8, 64])
            picks.add(
              pick({ gpu, vramBytes: vram * GB, totalMemoryBytes: memory * GB, cpuCores: cores }),
            );
    expect([...picks].sort()).toEqual(["qwen2.5-1.5b", "qwen3-30b-a3b", "qwen3-4b"]);
  });
});

describe("the catalogue", () => {
  it("has unique names and files, each an https GGUF on Hugging Face", () => {
    expect(new Set(MODEL_CATALOGUE.map((m) => m.name)).size).toBe(MODEL_CATALOGUE.length);
    expect(new Set(MODEL_CATALOGUE.map((m) => m.file)).size).toBe(MODEL_CATALOGUE.length);
    for (const entry of MODEL_CATALOGUE) {
      expect(entry.url).toMatch(/^https:\/\/huggingface\.co\/.+\/resolve\/[0-9a-f]{40}\/.+\.gguf$/);
      expect(entry.url.endsWith(`/${entry.file}`)).toBe(true);
    }
    expect(findCatalogueModel("qwen3-4b")?.label).toContain("Qwen3 4B");
    expect(findCatalogueModel("nope")).toBeUndefined();
  });

  // Issue 24, finding 3: a file changed on the server (or a branch moved) is refused.
  it("pins each model to a commit and a SHA-256, never main", () => {
    for (const entry of MODEL_CATALOGUE) {
      expect(entry.revision).toMatch(/^[0-9a-f]{40}$/);
      expect(entry.url).toContain(`/resolve/${entry.revision}/`);
      expect(entry.url).not.toContain("/resolve/main/");
      expect(entry.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(modelFileNameProblem(entry.file)).toBeUndefined();
    }
    expect(new Set(MODEL_CATALOGUE.map((m) => m.sha256)).size).toBe(MODEL_CATALOGUE.length);
  });
});
