import fs from "node:fs";
import path from "node:path";
import routes from "../../app/routes";
import { ROOT } from "./server-process";

/** One route of app/routes.ts, its path in full, and which handlers its module exports. */
export type RouteEntry = {
  pattern: string;
  file: string;
  hasLoader: boolean;
  hasAction: boolean;
};

type Config = { path?: string; file: string; index?: boolean; children?: Config[] };

const exportsHandler = (source: string, name: "loader" | "action") =>
  new RegExp(`export (const|async function|function) ${name}\\b`).test(source);

/**
 * Every route React Router serves, read from app/routes.ts (a layout with children is served
 * only through them, so only its children count), plus the paths Express serves before React
 * Router as the comment at the top of app/routes.ts lists them (`GET /healthz`, `/api/auth/*`).
 */
export function servedRoutes(): RouteEntry[] {
  const found: RouteEntry[] = [];
  const walk = (list: Config[], prefix: string) => {
    for (const route of list) {
      const pattern = route.index ? prefix || "/" : `${prefix}/${route.path ?? ""}`;
      if (route.children?.length) {
        walk(route.children, pattern);
        continue;
      }
      const source = fs.readFileSync(path.join(ROOT, "app", route.file), "utf8");
      found.push({
        pattern,
        file: route.file,
        hasLoader: exportsHandler(source, "loader"),
        hasAction: exportsHandler(source, "action"),
      });
    }
  };
  walk(routes as Config[], "");
  const comment = fs.readFileSync(path.join(ROOT, "app/routes.ts"), "utf8").split("*/")[0] ?? "";
  for (const [, method, pattern] of comment.matchAll(/`(?:(GET|POST) )?(\/[^`\s]*)`/g)) {
    found.push({
      pattern: pattern ?? "",
      file: "server/http/app.ts",
      hasLoader: method !== "POST",
      hasAction: method !== "GET",
    });
  }
  return found;
}

/** A path with its parameter names dropped (`/api/posts/:id` and `/api/posts/:post` agree). */
export const shapeOf = (pattern: string) =>
  pattern.split("?")[0]?.replace(/:[A-Za-z_]+/g, ":") ?? pattern;

/** One line of an authorization matrix: method, path, the status per column, a body's name. */
export type MatrixLine = {
  text: string;
  method: string;
  path: string;
  expected: (number | null)[];
  body?: string;
};

/** A matrix table's lines (six status columns, `-` where a column does not apply). */
export function parseMatrixLines(table: string): MatrixLine[] {
  return table
    .trim()
    .split("\n")
    .map((text) => {
      const [method = "", path = "", ...rest] = text.trim().split(/\s+/);
      const expected = rest.slice(0, 6).map((cell) => (cell === "-" ? null : Number(cell)));
      return { text: text.trim(), method, path, expected, body: rest[6] };
    });
}
