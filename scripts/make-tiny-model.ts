// `npm run model:tiny -- [path]`: writes the tiny random test model (default
// .data/models/tiny-test.gguf). Its output is gibberish; it is for tests, never for users.
import "./require-node.js";
import { stat } from "node:fs/promises";
import path from "node:path";
import { writeTinyModel } from "./tiny-model/write-gguf";

const file = path.resolve(process.argv[2] ?? path.join(".data", "models", "tiny-test.gguf"));
const started = performance.now();
await writeTinyModel(file);
const { size } = await stat(file);
console.log(
  `Wrote ${file} (${(size / 1024).toFixed(0)} KiB) in ${(performance.now() - started).toFixed(0)} ms`,
);
