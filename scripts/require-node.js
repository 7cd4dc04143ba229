// The first import of every entry point (server.js, the scripts): on a Node.js older than
// package.json's `engines` (the installed packages crash on Node 20, inside undici), it stops with
// one line saying which Node is needed and how to run the one the project brings, before anything
// that would crash is loaded. Built-in modules only: nothing else may be imported here.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const engines = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")).engines.node;
const neededText = engines.replace(/^>=\s*/, "");
const needed = neededText.split(".").map(Number);
const running = process.versions.node.split(".").map(Number);
const differs = needed.findIndex((part, i) => running[i] !== part);
if (differs !== -1 && running[differs] < needed[differs]) {
  const entry = path.relative(process.cwd(), process.argv[1] ?? "server.js") || "server.js";
  const bundled = path.join(root, "node_modules", ".bin", "node");
  let how = "install it (npm install brings one only on Linux x64)";
  if (fs.existsSync(bundled) && entry.endsWith(".ts")) {
    how = "run this through npm (npm run <script>), whose scripts use the Node the project brings";
  } else if (fs.existsSync(bundled)) {
    how = `run it with the Node the project brings: npm start, or ${path.relative(process.cwd(), bundled)} ${entry}`;
  }
  console.error(
    `Inkwell needs Node.js ${neededText} or newer, not ${process.version} (${process.execPath}): ${how}.`,
  );
  process.exit(1);
}
