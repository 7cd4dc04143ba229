// `npm run model:pull -- [--url URL] [--file NAME] [--sha256 HEX] [--dry-run]`: downloads a GGUF
// model for the local AI provider into DATA_DIR/models/ (DATA_DIR defaults to .data). Without
// options it fetches the recommended Qwen2.5 1.5B Instruct Q4_K_M (about 1.1 GB) from Hugging
// Face. Interrupted downloads resume where they stopped (HTTP Range). The file is checked
// against the size the server states, and against a SHA-256 when one is known: given with
// --sha256, or stated by Hugging Face (X-Linked-Etag). No hash is built in.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import {
  downloadModel,
  formatBytes,
  formatProgress,
  RECOMMENDED_MODEL,
} from "../server/generation/local/model-download";

type Io = {
  env: Record<string, string | undefined>;
  write: (text: string) => void;
  /** Redraws one progress line in place (a terminal) rather than printing a line per 10%. */
  interactive: boolean;
  signal?: AbortSignal;
};

const USAGE = `Usage: npm run model:pull -- [--url URL] [--file NAME] [--sha256 HEX] [--dry-run]
  --url      the GGUF to download (default: ${RECOMMENDED_MODEL.label}, ${RECOMMENDED_MODEL.approximateSize})
  --file     its file name in DATA_DIR/models/ (default: the last part of the URL)
  --sha256   the expected SHA-256, when the server does not state one
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
  if (args.help) {
    io.write(USAGE);
    return 0;
  }
  const url = args.url ?? RECOMMENDED_MODEL.url;
  const file = args.file ?? decodeURIComponent(path.posix.basename(new URL(url).pathname));
  if (!file || file.includes("/") || file.includes("\\")) {
    io.write(`Not a file name: ${JSON.stringify(file)}\n`);
    return 2;
  }
  const destination = path.resolve(io.env.DATA_DIR ?? ".data", "models", file);
  const check = args.sha256
    ? "its size and the SHA-256 given"
    : "its size, and its SHA-256 if the server states one";
  if (args["dry-run"]) {
    io.write(
      `Would download ${url}\n  to ${destination}\n  through ${destination}.part (resumed if present)\n  and check ${check}.\n`,
    );
    return 0;
  }

  io.write(`Downloading ${url}\n  to ${destination}\n`);
  let lastDecile = -1;
  try {
    const result = await downloadModel({
      url,
      destination,
      sha256: args.sha256,
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
    io.write(
      `${what}: ${result.path} (${formatBytes(result.bytes)}, checked: ${result.verified}).\n` +
        `Use it with LOCAL_MODEL_PATH=${result.path}\n`,
    );
    return 0;
  } catch (error) {
    if (io.interactive) io.write("\n");
    const { message, cause } = error as { message: string; cause?: { message?: string } };
    io.write(
      io.signal?.aborted
        ? "Interrupted. Run the command again to resume.\n"
        : `${message}${cause?.message ? ` (${cause.message})` : ""}\n`,
    );
    return 1;
  }
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    options: {
      url: { type: "string" },
      file: { type: "string" },
      sha256: { type: "string" },
      "dry-run": { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
    allowPositionals: false,
  }).values;
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
