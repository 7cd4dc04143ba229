/**
 * Reads the JSON a model meant to write, as a person would: inside a code fence or after a
 * sentence of prose, a single object wrapped in another (`{"outline": {...}}`), keys in another
 * casing (`meta_description`, `MetaDescription`), an answer cut short (closed where it stopped).
 * It only finds and reshapes what is there; the caller validates the result with the shared schema.
 */

/** The text of the first fenced block, or the text itself. */
function unfence(text: string): string {
  const fenced = /```[a-zA-Z]*[ \t]*\r?\n?([\s\S]*?)(?:```|$)/.exec(text);
  return fenced?.[1]?.includes("{") ? fenced[1] : text;
}

/**
 * The first balanced `{...}` in the text, skipping braces inside strings; an object that never
 * closes runs to the end (the caller repairs it).
 */
function firstObject(text: string): string | null {
  const start = text.indexOf("{");
  if (start < 0) return null;
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return text.slice(start, i + 1);
  }
  return text.slice(start);
}

/** Closes what an answer cut short left open: a string, then arrays and objects. */
function closeCut(text: string): string {
  const stack: string[] = [];
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (inString) {
      if (char === "\\") i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === "{" || char === "[") stack.push(char === "{" ? "}" : "]");
    else if (char === "}" || char === "]") stack.pop();
  }
  let closed = inString ? `${text}"` : text;
  // A dangling separator or a key without its value cannot be closed: drop it.
  closed = closed.replace(/,\s*$/, "").replace(/,?\s*"[^"]*"\s*:\s*$/, "");
  return closed + stack.reverse().join("");
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Lower case without separators: `meta_description`, `Meta-Description` and `metaDescription` meet. */
const fold = (key: string) => key.toLowerCase().replace(/[\s_-]/g, "");

/** Renames keys that match a known key in another casing, at every depth. */
function recase(value: unknown, known: Map<string, string>): unknown {
  if (Array.isArray(value)) return value.map((item) => recase(item, known));
  if (value === null || typeof value !== "object") return value;
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const name = known.get(fold(key)) ?? key;
    // The exact key wins over a recased one.
    if (name in result && name !== key) continue;
    result[name] = recase(item, known);
  }
  return result;
}

/** `{"outline": {...the answer...}}` or `[{...}]`: the one object inside, when the top has none of the keys. */
function unwrap(value: unknown, topKeys: readonly string[]): unknown {
  let current = value;
  for (let depth = 0; depth < 2; depth++) {
    if (Array.isArray(current) && current.length === 1) {
      current = current[0];
      continue;
    }
    if (current === null || typeof current !== "object" || Array.isArray(current)) break;
    const entries = Object.entries(current);
    const hasKey = topKeys.some((key) => entries.some(([name]) => fold(name) === fold(key)));
    const [only] = entries;
    if (hasKey || entries.length !== 1 || !only || typeof only[1] !== "object") break;
    current = only[1];
  }
  return current;
}

/** Every property name a JSON schema declares, at any depth (for recasing). */
export function schemaKeys(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) schemaKeys(item, found);
  else if (schema !== null && typeof schema === "object") {
    const properties = (schema as { properties?: Record<string, unknown> }).properties;
    if (properties && typeof properties === "object") {
      for (const key of Object.keys(properties)) found.add(key);
    }
    for (const item of Object.values(schema)) schemaKeys(item, found);
  }
  return found;
}

/**
 * The object in a model's answer, reshaped to the schema's keys where that is unambiguous, or
 * undefined when there is no JSON object in it at all.
 */
export function parseLenient(
  text: string,
  keys: { top: readonly string[]; all: ReadonlySet<string> },
): unknown {
  const candidate = firstObject(unfence(text.trim()));
  if (candidate === null) return undefined;
  const value = parse(candidate) ?? parse(closeCut(candidate));
  if (value === undefined) return undefined;
  const known = new Map([...keys.all].map((key) => [fold(key), key]));
  return unwrap(recase(value, known), keys.top);
}
