import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { importGraph, importLoops, moduleGraph } from "./import-loops";

const root = path.resolve(import.meta.dirname, "../..");
const shown = (loops: string[][], base: string) =>
  loops.map((loop) => loop.map((file) => path.relative(base, file) || file).join(" -> "));

describe("import loops", () => {
  // No loop of files: each would be two files that can only change, load and be tested together.
  it.each(["server", "domain", "app"])("%s/ has none between files", (dir) => {
    expect(shown(importLoops(importGraph(root, [dir])), root)).toEqual([]);
  });

  // The modules of server/ stack (docs/decisions/0021-model-runtime-module.md): model below
  // generation, generation below ideas, quality and http, nothing importing back up.
  it("server/ has none between modules", () => {
    const graph = moduleGraph(importGraph(root, ["server"]), path.join(root, "server"));
    expect(graph.get("generation")).toContain("model");
    expect(graph.get("quality")).toContain("generation");
    expect(importLoops(graph).map((loop) => loop.join(" -> "))).toEqual([]);
  });
});

describe("the loop check", () => {
  const fixture = fs.mkdtempSync(path.join(os.tmpdir(), "import-loops-"));
  afterAll(() => fs.rmSync(fixture, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(fixture, file)), { recursive: true });
    fs.writeFileSync(path.join(fixture, file), text);
  };
  write("tsconfig.json", JSON.stringify({ compilerOptions: { paths: { "@x/*": ["./x/*"] } } }));
  // a -> b (a type only) -> c (through the alias and an index.ts) -> a (a re-export).
  write("x/a.ts", 'import type { B } from "./b";\nexport type A = { b?: B };\n');
  write("x/b.ts", 'import { c } from "@x/c";\nexport type B = typeof c;\n');
  write("x/c/index.ts", 'export * from "../a";\nexport const c = 1;\n');
  // d <-> e through a dynamic import; f imports a package and a loop-free file only.
  write("y/d.ts", 'export const load = () => import("./e");\n');
  write("y/e.ts", 'import { load } from "./d.js";\nexport const again = load;\n');
  write("z/f.ts", 'import { z } from "zod";\nimport { g } from "./g";\nexport const f = [z, g];\n');
  write("z/g.ts", "export const g = 1;\n");

  it("finds a loop through a type import, an alias, an index.ts and a re-export", () => {
    expect(shown(importLoops(importGraph(fixture, ["x"])), fixture)).toEqual([
      "x/a.ts -> x/b.ts -> x/c/index.ts -> x/a.ts",
    ]);
  });

  it("finds a loop through a dynamic import and a .js specifier", () => {
    expect(shown(importLoops(importGraph(fixture, ["y"])), fixture)).toEqual([
      "y/d.ts -> y/e.ts -> y/d.ts",
    ]);
  });

  it("finds none where there is none, and each loop once", () => {
    expect(importLoops(importGraph(fixture, ["z"]))).toEqual([]);
    expect(importLoops(importGraph(fixture, ["x", "y", "z"]))).toHaveLength(2);
  });

  it("finds a loop between modules that no two files make", () => {
    write("m/one/a.ts", 'import { b } from "../two/b";\nexport const a = b;\n');
    write("m/two/b.ts", "export const b = 1;\n");
    write("m/two/c.ts", 'import { a } from "../one/a";\nexport const c = a;\n');
    const files = importGraph(fixture, ["m"]);
    expect(importLoops(files)).toEqual([]);
    const modules = moduleGraph(files, path.join(fixture, "m"));
    expect(importLoops(modules).map((loop) => loop.join(" -> "))).toEqual(["one -> two -> one"]);
  });
});
