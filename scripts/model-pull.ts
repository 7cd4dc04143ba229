// `npm run model:pull -- [NAME] [--list] [--url URL] [--file NAME] [--sha256 HEX] [--dry-run]`:
// downloads a GGUF model for the local AI provider into DATA_DIR/models/ (DATA_DIR defaults to
// .data). The app does this by itself on its first start (LOCAL_MODEL_AUTO_PULL); this command
// does it by hand, or fetches another model of the catalogue (--list). Without a name it fetches
// the model the app would use: LOCAL_MODEL_URL, LOCAL_MODEL, else the one chosen for this machine.
// Interrupted downloads resume where they stopped (HTTP Range). The file is checked against the
// size the server states and against a SHA-256: the catalogue's pinned one, the one given with
// --sha256 (or LOCAL_MODEL_SHA256), else the one Hugging Face states (X-Linked-Etag), which only
// catches a damaged file and is said so. URLs must be https (http only from this machine), and a
// file name is a plain one (issue 24).
import "./require-node.js";
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { chooseModel, findCatalogueModel, MODEL_CATALOGUE } from "../domain/local-models";
import { modelFileNameProblem, modelUrlProblem } from "../domain/model-source";
import { redactedUrlValue } from "../domain/url-redaction";
import { downloadLock } from "../server/model/local/download-lock";
import { detectMachine } from "../server/model/local/machine";
import { downloadModel, formatBytes, formatProgress } from "../server/model/local/model-download";
import {
  fileNameOf,
  type ModelTarget,
  modelsDir,
  resolveTarget,
} from "../server/model/local/model-target";

type Io = {
  env: Record<string, string | undefined>;
  write: (text: string) => void;
  /** Redraws one progress line in place (a terminal) rather than printing a line per 10%. */
  interactive: boolean;
  signal?: AbortSignal;
  /** The machine, for the default choice (tests give one; otherwise node-llama-cpp is asked). */
  machine?: typeof detectMachine;
};

const USAGE = `Usage: npm run model:pull -- [NAME] [--list] [--url URL] [--file NAME] [--sha256 HEX] [--dry-run]
  NAME       a model of the catalogue (see --list); default: the one the app would use
  --list     the catalogue, with the model chosen for this machine
  --url      any GGUF to download instead (https; http only from this machine)
  --file     its file name in DATA_DIR/models/ (default: the last part of the URL)
  --sha256   its expected SHA-256 (default: LOCAL_MODEL_SHA256 for LOCAL_MODEL_URL)
  --dry-run  print what would happen and download nothing
`;

/** Runs the command; returns the exit code. */
export async function runModelPull(argv: string[], io: Io): Promise<number> {
  let args: ReturnType<typeof parse>;
  try {
    args = parse(argv);
  } catch (error) {
    io.write(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  const { values, positionals } = args;
  if (values.help) {
    io.write(USAGE);
    return 0;
  }
  const dataDir = io.env.DATA_DIR ?? ".data";
  const machine = io.machine ?? detectMachine;
  if (values.list) {
    io.write(await catalogue(dataDir, machine));
    return 0;
  }

  let target: ModelTarget;
  try {
    target = await chooseTarget(values, positionals, dataDir, io.env, machine);
  } catch (error) {
    io.write(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (!target.url) {
    io.write(
      `Nothing to download for ${target.path}: set LOCAL_MODEL_URL, or give a name or --url.\n`,
    );
    return 2;
  }
  const sha256 = values.sha256 ?? target.sha256;
  const check = values.sha256
    ? "its size and the SHA-256 given"
    : target.sha256
      ? "its size and its pinned SHA-256"
      : "its size, and its SHA-256 if the server states one";
  if (values["dry-run"]) {
    io.write(
      `Would download ${target.label} from ${redactedUrlValue(target.url)}\n  to ${target.path}\n  through ${target.path}.part (resumed if present)\n  and check ${check}.\n`,
    );
    return 0;
  }

  // The app may be fetching this very file (its first start): never two writers on one file.
  const lock = downloadLock(target.path);
  const release = await lock.acquire(() => {});
  if (!release) {
    io.write(
      `The app is downloading ${target.label} already (its terminal and the dashboard show the progress).\n`,
    );
    return 1;
  }
  try {
    if (!sha256) {
      io.write(
        "No SHA-256 is pinned for this file: it is checked only against the SHA-256 the server states (a damaged file is caught, a replaced one is not). Give --sha256 (or LOCAL_MODEL_SHA256) to pin it.\n",
      );
    }
    return await pull(target, sha256, io);
  } finally {
    await release().catch((error) =>
      io.write(
        `Could not remove the download lock (${String(error)}); the next start takes it over once stale.\n`,
      ),
    );
  }
}

async function pull(target: ModelTarget, sha256: string | undefined, io: Io): Promise<number> {
  const url = target.url as string;
  // A signed URL's query and any user-info stay out of the output (it may end up in a CI log).
  io.write(`Downloading ${target.label} from ${redactedUrlValue(url)}\n  to ${target.path}\n`);
  let lastDecile = -1;
  try {
    const result = await downloadModel({
      url,
      destination: target.path,
      sha256,
      signal: io.signal,
      onStatus: (message) => io.write(`${io.interactive ? "\r\x1b[2K" : ""}${message}\n`),
      onProgress: (progress) => {
        if (io.interactive) {
          io.write(`\r\x1b[2K${formatProgress(progress)}`);
          return;
        }
        const decile = progress.total ? Math.floor((progress.received / progress.total) * 10) : -1;
        if (decile > lastDecile) {
          lastDecile = decile;
          io.write(`${formatProgress(progress)}\n`);
        }
      },
    });
    if (io.interactive) io.write("\n");
    const what = result.alreadyPresent ? "Already downloaded" : "Saved";
    const entry = MODEL_CATALOGUE.find((model) => path.basename(result.path) === model.file);
    io.write(
      `${what}: ${result.path} (${formatBytes(result.bytes)}, checked: ${result.verified}).\n` +
        (entry
          ? `The app uses it when it is the only one, or with LOCAL_MODEL=${entry.name}.\n`
          : `Use it with LOCAL_MODEL_PATH=${result.path}\n`),
    );
    return 0;
  } catch (error) {
    if (io.interactive) io.write("\n");
    const { message, cause } = error as { message: string; cause?: { message?: string } };
    io.write(
      io.signal?.aborted
        ? "Interrupted. Run the command again to resume.\n"
        : `${message}${cause?.message ? ` (${cause.message})` : ""} Run the command again to resume.\n`,
    );
    return 1;
  }
}

async function chooseTarget(
  values: ReturnType<typeof parse>["values"],
  positionals: string[],
  dataDir: string,
  env: Record<string, string | undefined>,
  machine: typeof detectMachine,
): Promise<ModelTarget> {
  const [name, ...extra] = positionals;
  if (extra.length > 0) throw new Error(`One model at a time (got ${positionals.join(", ")}).`);
  if (values.url) {
    const problem = modelUrlProblem(values.url);
    if (problem) throw new Error(`--url ${problem}.`);
    const fileProblem = values.file === undefined ? undefined : modelFileNameProblem(values.file);
    if (fileProblem) throw new Error(`--file ${fileProblem}.`);
    const file = values.file ?? fileNameOf(values.url, "--url");
    return {
      path: path.join(modelsDir(dataDir), file),
      label: file,
      url: values.url,
      why: "--url",
    };
  }
  if (name) {
    const entry = findCatalogueModel(name);
    if (!entry) throw new Error(`No model named ${JSON.stringify(name)} (see --list).`);
    return {
      path: path.join(modelsDir(dataDir), entry.file),
      label: entry.label,
      url: entry.url,
      why: name,
    };
  }
  return resolveTarget(
    {
      dataDir,
      modelPath: env.LOCAL_MODEL_PATH || undefined,
      modelName: env.LOCAL_MODEL || undefined,
      modelUrl: env.LOCAL_MODEL_URL || undefined,
      modelSha256: env.LOCAL_MODEL_SHA256?.trim().toLowerCase() || undefined,
    },
    machine,
  );
}

async function catalogue(dataDir: string, machine: typeof detectMachine): Promise<string> {
  const found = await machine();
  const { model: pick, reason } = chooseModel(found);
  const width = Math.max(...MODEL_CATALOGUE.map((model) => model.name.length));
  const lines = MODEL_CATALOGUE.map((model) => {
    const marks = [
      model.name === pick.name ? "chosen for this machine" : "",
      existsSync(path.join(modelsDir(dataDir), model.file)) ? "downloaded" : "",
    ].filter(Boolean);
    return (
      `  ${model.name.padEnd(width)}  ${model.label}, ${formatBytes(model.approximateBytes)}, ${model.licence}${marks.length ? `  [${marks.join(", ")}]` : ""}\n` +
      `  ${" ".repeat(width)}  ${model.summary}`
    );
  });
  return `Local models (npm run model:pull -- NAME; the app uses LOCAL_MODEL=NAME):\n${lines.join("\n")}\nThis machine: ${reason}${found.gpu ? "" : ", no GPU that node-llama-cpp can use"}.\n`;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      list: { type: "boolean" },
      url: { type: "string" },
      file: { type: "string" },
      sha256: { type: "string" },
      "dry-run": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
    allowPositionals: true,
  });
}

const entry = process.argv[1];
if (entry && import.meta.url === pathToFileURL(path.resolve(entry)).href) {
  const controller = new AbortController();
  process.once("SIGINT", () => controller.abort());
  process.exitCode = await runModelPull(process.argv.slice(2), {
    env: process.env,
    write: (text) => process.stdout.write(text),
    interactive: Boolean(process.stdout.isTTY),
    signal: controller.signal,
  });
}
