import fs from "node:fs";
import path from "node:path";
import { chooseModel, findCatalogueModel, MODEL_CATALOGUE } from "@domain/local-models";
import type { DetectedMachine } from "./machine";

/** Which GGUF file the local provider runs, where it comes from, and why it was chosen. */
export type ModelTarget = {
  path: string;
  label: string;
  /** Where a missing file is downloaded from; undefined: nothing fetches it. */
  url?: string;
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
};

export function modelsDir(dataDir: string): string {
  return path.resolve(dataDir, "models");
}

/** The last part of a URL's path, decoded: the file name a download is saved under. */
export function fileNameOf(url: string): string {
  return decodeURIComponent(path.posix.basename(new URL(url).pathname));
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
    return {
      path: file,
      label: path.basename(file),
      url: settings.modelUrl,
      why: "LOCAL_MODEL_PATH",
    };
  }
  if (settings.modelUrl) {
    const file = fileNameOf(settings.modelUrl);
    return {
      path: path.join(dir, file),
      label: file,
      url: settings.modelUrl,
      why: "LOCAL_MODEL_URL",
    };
  }
  const named = settings.modelName ? findCatalogueModel(settings.modelName) : undefined;
  if (named) {
    return {
      path: path.join(dir, named.file),
      label: named.label,
      url: named.url,
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
    approximateBytes: chosen.approximateBytes,
    why: present ? "already downloaded" : `chosen for this machine: ${reason}`,
  };
}
