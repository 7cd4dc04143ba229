/**
 * The API seam (issue 26): every JSON route is served through `serve(endpoint(contract, ...))`,
 * every contract has its route, and the OpenAPI document lists exactly the contracts.
 */

import { existsSync, readFileSync } from "node:fs";
import { type Contract, V1_PREFIX, v1Path } from "@domain/api/contract";
import { API_CONTRACTS } from "@domain/api/index";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { Validator } from "@seriousme/openapi-schema-validator";
import { openApiDocument } from "@server/http";
import { describe, expect, it } from "vitest";
import routes from "../../app/routes";

/**
 * Contracts served by Express before React Router (a long-lived stream React Router does not
 * serve), each with the file that registers it: it must exist and name the path.
 */
const SERVED_BY_EXPRESS: Readonly<Record<string, string>> = {
  streamGenerationEvents: "server/http/app.ts",
  streamAiEditEvents: "server/http/app.ts",
  readModelStatus: "server/http/app.ts",
  streamModelStatus: "server/http/app.ts",
};

/**
 * Paths under /api that Express serves without a contract of ours: better-auth's own endpoints
 * (sign-in, two-factor, sessions), documented by better-auth and called only by its client.
 */
const THIRD_PARTY_API = ["/api/auth/{*rest}"];

type Served = { path: string; file: string; id?: string };

function flatten(entries: readonly RouteConfigEntry[], parent = ""): Served[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    return [{ path, file: entry.file, id: entry.id }, ...flatten(entry.children ?? [], path)];
  });
}

/**
 * The same modules at their public API addresses (issue 30): registered a second time by `api()`
 * in app/routes.ts (route id `<file>-v1`). A module registered at an /api/v1 path of its own
 * (the public document) is served at its contract's path like any other.
 */
const isSecondAddress = (r: Served) => r.path.startsWith(`${V1_PREFIX}/`) && r.id?.endsWith("-v1");
/** The JSON routes: every route module under routes/api (the screens' addresses). */
const allApiRoutes = flatten(routes).filter((r) => r.file.startsWith("routes/api/"));
const apiRoutes = allApiRoutes.filter((r) => !isSecondAddress(r));
const publicRoutes = allApiRoutes.filter(isSecondAddress);

type RouteFn = { contracts?: readonly Contract[] };

async function contractsOf(file: string): Promise<Contract[]> {
  const module = (await import(/* @vite-ignore */ `../../app/${file}`)) as {
    loader?: RouteFn;
    action?: RouteFn;
  };
  return [...(module.loader?.contracts ?? []), ...(module.action?.contracts ?? [])];
}

describe("API contracts", () => {
  it("serves every JSON route through its contracts, at the contract's path", async () => {
    const served: Contract[] = [];
    for (const route of apiRoutes) {
      const contracts = await contractsOf(route.file);
      expect(contracts.length, `${route.file} (${route.path}) has no contract`).toBeGreaterThan(0);
      for (const c of contracts) expect(c.path, `${c.id} in ${route.file}`).toBe(route.path);
      served.push(...contracts);
    }
    // No contract without its route, and none served twice.
    const byExpress = API_CONTRACTS.filter((c) => c.id in SERVED_BY_EXPRESS);
    expect(byExpress.map((c) => c.id).sort()).toEqual(Object.keys(SERVED_BY_EXPRESS).sort());
    expect([...served, ...byExpress].map((c) => c.id).sort()).toEqual(
      API_CONTRACTS.map((c) => c.id).sort(),
    );
  });

  it("serves every contract marked v1 at its public API address, and nothing else there", async () => {
    const publicOnes = API_CONTRACTS.filter((c) => c.v1 && !(c.id in SERVED_BY_EXPRESS));
    const served: string[] = [];
    for (const route of publicRoutes) {
      const contracts = (await contractsOf(route.file)).filter((c) => c.v1);
      expect(contracts.length, `${route.file} (${route.path}) has no v1 contract`).toBeGreaterThan(
        0,
      );
      for (const c of contracts)
        expect(v1Path(c.path), `${c.id} in ${route.file}`).toBe(route.path);
      served.push(...contracts.map((c) => c.id));
    }
    expect(served.sort()).toEqual(publicOnes.map((c) => c.id).sort());
    // Never an admin's operation.
    for (const c of API_CONTRACTS.filter((c) => c.v1))
      expect(["admin", "superAdmin", "provider"], c.id).not.toContain(c.access);
  });

  it("finds each contract served by Express registered with its path in the file serving it", () => {
    for (const c of API_CONTRACTS.filter((c) => c.id in SERVED_BY_EXPRESS)) {
      const file = new URL(`../../${SERVED_BY_EXPRESS[c.id]}`, import.meta.url);
      expect(existsSync(file), `${c.id}: ${SERVED_BY_EXPRESS[c.id]} exists`).toBe(true);
      expect(readFileSync(file, "utf8"), `${c.id} in ${SERVED_BY_EXPRESS[c.id]}`).toMatch(
        new RegExp(`app\\.${c.method.toLowerCase()}\\(\\s*${c.id}\\.path\\b`),
      );
    }
  });

  it("serves each Express contract marked v1 at its /api/v1 address too, and no other there", () => {
    for (const c of API_CONTRACTS.filter((c) => c.id in SERVED_BY_EXPRESS)) {
      const source = readFileSync(
        new URL(`../../${SERVED_BY_EXPRESS[c.id]}`, import.meta.url),
        "utf8",
      );
      const atV1 = new RegExp(
        `app\\.${c.method.toLowerCase()}\\(\\s*v1Path\\(${c.id}\\.path\\)`,
      ).test(source);
      expect(atV1, `${c.id} at ${v1Path(c.path)} in ${SERVED_BY_EXPRESS[c.id]}`).toBe(
        Boolean(c.v1),
      );
    }
  });

  it("lets Express serve no /api path of its own without a contract", () => {
    const source = readFileSync(new URL("../../server/http/app.ts", import.meta.url), "utf8");
    const literal = [
      ...source.matchAll(/app\.(?:get|post|put|patch|delete|all|use)\(\s*"(\/api[^"]*)"/g),
    ];
    expect(
      literal.map((m) => m[1] ?? "").filter((path) => !THIRD_PARTY_API.includes(path)),
    ).toEqual([]);
  });

  it("gives each operation a unique id and method per path", () => {
    const ids = API_CONTRACTS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const operations = API_CONTRACTS.map((c) => `${c.method} ${c.path}`);
    expect(new Set(operations).size).toBe(operations.length);
  });

  it("lists every contract in the OpenAPI 3.1 document, with its answers and errors", () => {
    const document = openApiDocument() as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string; responses: object }>>;
    };
    expect(document.openapi).toBe("3.1.0");
    const listed = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(listed.sort()).toEqual(API_CONTRACTS.map((c) => c.id).sort());
    for (const c of API_CONTRACTS) {
      const operation = document.paths[c.path.replace(/:(\w+)/g, "{$1}")]?.[c.method.toLowerCase()];
      const statuses = Object.keys(operation?.responses ?? {});
      expect(statuses, c.id).toContain("500");
      if (c.access === "user") expect(statuses, c.id).toContain("401");
    }
  });

  it("is a valid OpenAPI 3.1 document (checked against the specification's own schema)", async () => {
    const validator = new Validator();
    const result = await validator.validate(
      openApiDocument() as Parameters<Validator["validate"]>[0],
    );
    expect(result.errors ?? [], "validation errors").toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });
});
