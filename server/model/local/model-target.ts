import fs from "node:fs";
import path from "node:path";
import { chooseModel, findCatalogueModel, MODEL_CATALOGUE } from "@domain/local-models";
import { modelFileNameOf, modelUrlProblem } from "@domain/model-source";
import type { DetectedMachine } from "./machine";

/** Which GGUF file the local provider runs, where it comes from, and why it was chosen. */
export type ModelTarget = {
  path: string;
  label: string;
  /** Where a missing file is downloaded from; undefined: nothing fetches it. */
  url?: string;
  /**
   * The SHA-256 the download must have (pinned in the catalogue, or LOCAL_MODEL_SHA256);
   * undefined: only the one the server states is checked.
   */
  sha256?: string;
  approximateBytes?: number;
  /** What decided: a variable, a file already there, or the machine (with its reason). */
  why: string;
};

export type TargetSettings = {
  dataDir: string;
  /** LOCAL_MODEL_PATH */
  modelPath?: string;
  /** LOCAL_MODEL: a catalogue name. */
  modelName?: string;
  /** LOCAL_MODEL_URL */
  modelUrl?: string;
  /** LOCAL_MODEL_SHA256: the expected SHA-256 of LOCAL_MODEL_URL's file. */
  modelSha256?: string;
};

export function modelsDir(dataDir: string): string {
  return path.resolve(dataDir, "models");
}

/**
 * The last part of a URL's path, decoded: the file name a download is saved under. A URL that
 * may not be downloaded from, or whose name is not a plain file name (`..%2F..%2F.bashrc`), is
 * refused with why (issue 24).
 */
export function fileNameOf(url: string, variable = "LOCAL_MODEL_URL"): string {
  const problem = modelUrlProblem(url);
  if (problem) throw new Error(`${variable} ${problem}.`);
  const file = modelFileNameOf(url);
  if ("problem" in file) throw new Error(`${variable} ${file.problem}.`);
  return file.name;
}

/**
 * In order: LOCAL_MODEL_PATH (fetched from LOCAL_MODEL_URL when missing, if set);
 * LOCAL_MODEL_URL (saved under DATA_DIR/models with its own file name); LOCAL_MODEL, a catalogue
 * name; a catalogue model already in DATA_DIR/models (the machine's pick first); the machine's
 * pick. The machine is only asked when it matters.
 */
export async function resolveTarget(
  settings: TargetSettings,
  machine: () => Promise<DetectedMachine>,
): Promise<ModelTarget> {
  const dir = modelsDir(settings.dataDir);
  if (settings.modelPath) {
    const file = path.resolve(settings.modelPath);
    const problem = settings.modelUrl && modelUrlProblem(settings.modelUrl);
    if (problem) throw new Error(`LOCAL_MODEL_URL ${problem}.`);
    return {
      path: file,
      label: path.basename(file),
      url: settings.modelUrl,
      sha256: settings.modelUrl ? settings.modelSha256 : undefined,
      why: "LOCAL_MODEL_PATH",
    };
  }
  if (settings.modelUrl) {
    const file = fileNameOf(settings.modelUrl);
    return {
      path: path.join(dir, file),
      label: file,
      url: settings.modelUrl,
      sha256: settings.modelSha256,
      why: "LOCAL_MODEL_URL",
    };
  }
  const named = settings.modelName ? findCatalogueModel(settings.modelName) : undefined;
  if (named) {
    return {
      path: path.join(dir, named.file),
      label: named.label,
      url: named.url,
      sha256: named.sha256 || undefined,
      approximateBytes: named.approximateBytes,
      why: `LOCAL_MODEL=${named.name}`,
    };
  }
  const { model: pick, reason } = chooseModel(await machine());
  const present = [pick, ...MODEL_CATALOGUE].find((entry) =>
    fs.existsSync(path.join(dir, entry.file)),
  );
  const chosen = present ?? pick;
  return {
    path: path.join(dir, chosen.file),
    label: chosen.label,
    url: chosen.url,
    sha256: chosen.sha256 || undefined,
    approximateBytes: chosen.approximateBytes,
    why: present ? "already downloaded" : `chosen for this machine: ${reason}`,
  };
}
