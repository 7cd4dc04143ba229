// Where a local model may be downloaded from, and the name it is saved under in DATA_DIR/models
// (issue 24, findings 2 and 3). Shared by the configuration, the server's download and
// `npm run model:pull`, so each refuses the same things with the same words.

/** Letters, digits, ".", "_" and "-": nothing a path could be made of. */
const PLAIN_FILE_NAME = /^[A-Za-z0-9._-]+$/;

const NAME_RULE = 'letters, digits, ".", "_" and "-" only, without "/", "\\" or ".."';

/** Whether `name` can be a file's name in the models folder: never a way out of it. */
function isPlainFileName(name: string): boolean {
  return name !== "." && !name.includes("..") && !/[/\\]/.test(name) && PLAIN_FILE_NAME.test(name);
}

/**
 * Why `name` cannot be a file's name in the models folder (a phrase to follow the option's or
 * variable's name), or undefined when it can. `/`, `\`, `..` and anything outside
 * [A-Za-z0-9._-] are refused, so a name can never lead out of the folder.
 */
export function modelFileNameProblem(name: string): string | undefined {
  return isPlainFileName(name)
    ? undefined
    : `must be a plain file name (${NAME_RULE}), got ${JSON.stringify(name)}`;
}

/** The last part of a URL's path, decoded: the name a download is saved under (unchecked). */
function lastPathPart(url: string): string {
  const { pathname } = new URL(url);
  const part = pathname.slice(pathname.lastIndexOf("/") + 1);
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * The file name a download from `url` is saved under (the last part of its path, decoded), or
 * why there is none that is safe: `https://host/m/..%2F..%2F.bashrc` decodes to `../../.bashrc`.
 */
export function modelFileNameOf(url: string): { name: string } | { problem: string } {
  let name: string;
  try {
    name = lastPathPart(url);
  } catch {
    return { problem: "must be a URL" };
  }
  return isPlainFileName(name)
    ? { name }
    : { problem: `must end in a plain file name (${NAME_RULE}), got ${JSON.stringify(name)}` };
}

/** localhost, 127.0.0.0/8 or ::1: this machine. */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || /^127(\.\d{1,3}){3}$/.test(host);
}

/**
 * Why a model may not be downloaded from `url` (a phrase to follow the variable's name), or
 * undefined when it may: https only, so what the server states about the file (its size and
 * SHA-256) cannot be changed on the way; plain http only from this machine (a test's server, a
 * local mirror).
 */
export function modelUrlProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "must be an https URL of a GGUF file";
  }
  if (parsed.protocol === "https:") return undefined;
  if (parsed.protocol === "http:" && isLoopbackHostname(parsed.hostname)) return undefined;
  return "must be an https URL of a GGUF file (plain http only from this machine: localhost, 127.0.0.1, [::1])";
}

/** Everything wrong with a model URL, download and file name together. */
export function modelSourceProblem(url: string): string | undefined {
  const problem = modelUrlProblem(url);
  if (problem) return problem;
  const file = modelFileNameOf(url);
  return "problem" in file ? file.problem : undefined;
}

/** A SHA-256 as hex (64 characters), the form the download compares. */
export const SHA256_HEX = /^[0-9a-f]{64}$/i;
