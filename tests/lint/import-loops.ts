/**
 * The import graph of our TypeScript and its loops (issue 26). Every import counts, `import type`,
 * `export ... from` and `import()` too: a loop of types still ties two files together. Files are
 * read with Vite's parser (oxc) and specifiers resolved the way tsc resolves them here (relative
 * paths and tsconfig `paths`, so `@server/model` is server/model/index.ts); imports that leave
 * the folders looked at (packages, domain/ from server/) cannot close a loop and are left out.
 */
import fs from "node:fs";
import path from "node:path";
import { parseSync } from "vite";

export type ImportGraph = Map<string, Set<string>>;

const SOURCE = /\.(ts|tsx|js|mjs)$/;
const TRIES = ["", ".ts", ".tsx", ".js", ".mjs", "/index.ts", "/index.tsx", "/index.js"];

function sourceFiles(dir: string, found: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === "node_modules" || entry.name.startsWith(".")) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sourceFiles(full, found);
    else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(full);
  }
  return found;
}

/** The tsconfig `paths` of `root` as prefixes: "@server/" -> "<root>/server/". */
export function pathAliases(root: string): [string, string][] {
  const config = JSON.parse(fs.readFileSync(path.join(root, "tsconfig.json"), "utf8")) as {
    compilerOptions?: { paths?: Record<string, string[]> };
  };
  return Object.entries(config.compilerOptions?.paths ?? {}).flatMap(([alias, [target]]) =>
    target ? [[alias.replace(/\*$/, ""), path.join(root, target.replace(/\*$/, ""))]] : [],
  ) as [string, string][];
}

function resolve(specifier: string, from: string, aliases: [string, string][]): string | null {
  let base: string | null = null;
  if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  for (const [alias, target] of aliases) {
    if (specifier.startsWith(alias)) base = path.join(target, specifier.slice(alias.length));
  }
  if (base === null) return null;
  const stem = base.replace(/\.js$/, "");
  for (const candidate of [...TRIES.map((end) => base + end), ...TRIES.map((end) => stem + end)]) {
    if (SOURCE.test(candidate) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()) {
      return candidate;
    }
  }
  return null;
}

/** The specifiers a file imports: static, re-exported and dynamic (with a literal). */
export function importsOf(file: string, source: string): string[] {
  const parsed = parseSync(file, source);
  if (parsed.errors.length > 0)
    throw new Error(`${file} does not parse: ${parsed.errors[0]?.message}`);
  const { staticImports, staticExports, dynamicImports } = parsed.module;
  return [
    ...staticImports.map((entry) => entry.moduleRequest.value),
    ...staticExports.flatMap((entry) => entry.entries.map((e) => e.moduleRequest?.value ?? "")),
    ...dynamicImports.map(({ moduleRequest }) =>
      source.slice(moduleRequest.start, moduleRequest.end).replace(/^["'`]|["'`]$/g, ""),
    ),
  ].filter(Boolean);
}

/** Every file under `dirs` (relative to `root`) and the files among them it imports. */
export function importGraph(root: string, dirs: string[]): ImportGraph {
  const aliases = pathAliases(root);
  const files = new Set(dirs.flatMap((dir) => sourceFiles(path.join(root, dir))));
  const graph: ImportGraph = new Map();
  for (const file of files) {
    const targets = new Set<string>();
    for (const specifier of importsOf(file, fs.readFileSync(file, "utf8"))) {
      const target = resolve(specifier, file, aliases);
      if (target && target !== file && files.has(target)) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/**
 * The loops of a graph: one per strongly connected component (Tarjan), each as the path that
 * goes round it, e.g. [a, b, a]. A component of several tangled loops is shown by one of them.
 */
export function importLoops(graph: ImportGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];

  // Iterative, so a deep graph cannot overflow the call stack.
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; edges: Iterator<string> }[] = [];
    const visit = (node: string) => {
      index.set(node, next);
      low.set(node, next++);
      stack.push(node);
      onStack.add(node);
      work.push({ node, edges: (graph.get(node) ?? new Set()).values() });
    };
    visit(start);
    while (work.length > 0) {
      const frame = work[work.length - 1] as (typeof work)[number];
      const edge = frame.edges.next();
      if (!edge.done) {
        const target = edge.value;
        if (!index.has(target)) visit(target);
        else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node) ?? 0, index.get(target) ?? 0));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) {
        low.set(parent.node, Math.min(low.get(parent.node) ?? 0, low.get(frame.node) ?? 0));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string | undefined;
        do {
          member = stack.pop() as string;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1) components.push(component);
      }
    }
  }
  return components.map((component) => loopThrough(graph, new Set(component)));
}

/** A path round a component: from its first file (by name) back to it, staying inside. */
function loopThrough(graph: ImportGraph, component: Set<string>): string[] {
  const first = [...component].sort()[0] as string;
  const cameFrom = new Map<string, string>();
  const queue = [first];
  while (queue.length > 0) {
    const node = queue.shift() as string;
    for (const target of [...(graph.get(node) ?? [])].sort()) {
      if (!component.has(target)) continue;
      if (target === first) {
        const back: string[] = [];
        for (let at: string | undefined = node; at !== undefined && at !== first; ) {
          back.unshift(at);
          at = cameFrom.get(at);
        }
        return [first, ...back, first];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [...component, first];
}

/**
 * The graph of a folder's modules (its subfolders; a file at its top is a module of its own):
 * a module imports another when one of its files does. Tests are left out: a test may use a
 * module above the one it tests.
 */
export function moduleGraph(graph: ImportGraph, dir: string): ImportGraph {
  const moduleOf = (file: string) => path.relative(dir, file).split(path.sep)[0] as string;
  const isTest = (file: string) => /\.test\.tsx?$/.test(file);
  const modules: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    if (isTest(file) || path.relative(dir, file).startsWith("..")) continue;
    const from = moduleOf(file);
    const found = modules.get(from) ?? new Set<string>();
    for (const target of targets) {
      if (isTest(target) || path.relative(dir, target).startsWith("..")) continue;
      if (moduleOf(target) !== from) found.add(moduleOf(target));
    }
    modules.set(from, found);
  }
  return modules;
}
