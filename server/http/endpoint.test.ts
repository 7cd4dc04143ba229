import { contract } from "@domain/api/contract";
import type { SessionUser } from "@domain/auth";
import { data } from "react-router";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { routeArgs } from "../../tests/support/route-args";
import { endpoint, serve } from "./endpoint";

const member = { id: "u1", isAdmin: false, isSuperAdmin: false } as SessionUser;
const admin = { id: "a1", isAdmin: true, isSuperAdmin: false } as SessionUser;

const readThing = contract({
  id: "readThing",
  method: "GET",
  path: "/api/things/:id",
  summary: "A thing",
  access: "user",
  answer: { kind: "json", schema: z.object({ id: z.string() }) },
  errors: [],
});
const saveThing = contract({
  id: "saveThing",
  method: "PUT",
  path: "/api/things/:id",
  summary: "Save a thing",
  access: "admin",
  body: { schema: z.object({ name: z.string().min(1, "things:nameRequired") }) },
  answer: { kind: "json", schema: z.object({ name: z.string() }), status: 201 },
  errors: ["INVALID_INPUT"],
});

const seen: unknown[] = [];
const routes = serve(
  endpoint(readThing, ({ params, user }) => ({ id: `${params.id}:${user.id}` })),
  endpoint(saveThing, ({ body }) => {
    seen.push(body);
    return body;
  }),
);

type Answer = { data: unknown; init: { status?: number; headers?: Record<string, string> } | null };
const json = (init: RequestInit) => ({
  ...init,
  headers: { "Content-Type": "application/json" },
});

describe("endpoint and serve", () => {
  it("answers the handler's value with the contract's status", async () => {
    const got = (await routes.loader(
      routeArgs("http://localhost/api/things/7", { user: member, params: { id: "7" } }),
    )) as Answer;
    expect(got.data).toEqual({ id: "7:u1" });
    expect(got.init?.status).toBe(200);
    const saved = (await routes.action(
      routeArgs("http://localhost/api/things/7", {
        user: admin,
        params: { id: "7" },
        init: json({ method: "PUT", body: JSON.stringify({ name: "n" }) }),
      }),
    )) as Answer;
    expect(saved.init?.status).toBe(201);
    expect(saved.data).toEqual({ name: "n" });
  });

  it("refuses who the contract does not admit, before the handler runs", async () => {
    const visitor = (await routes.loader(
      routeArgs("http://localhost/api/things/7", { params: { id: "7" } }),
    )) as Answer;
    expect(visitor.init?.status).toBe(401);
    const before = seen.length;
    const member_ = (await routes.action(
      routeArgs("http://localhost/api/things/7", {
        user: member,
        params: { id: "7" },
        init: json({ method: "PUT", body: JSON.stringify({ name: "n" }) }),
      }),
    )) as Answer;
    expect(member_.init?.status).toBe(403);
    expect(seen.length).toBe(before);
  });

  it("checks the body with the contract: the first problem in the one error shape", async () => {
    const before = seen.length;
    const got = (await routes.action(
      routeArgs("http://localhost/api/things/7", {
        user: admin,
        params: { id: "7" },
        init: json({ method: "PUT", body: JSON.stringify({ name: "" }) }),
      }),
    )) as Answer;
    expect(got.init?.status).toBe(400);
    expect(got.data).toMatchObject({
      error: { code: "INVALID_INPUT", message: "things:nameRequired", field: "name" },
    });
    expect(seen.length).toBe(before);
  });

  it("answers a method no endpoint serves with 405 and Allow", async () => {
    const got = (await routes.action(
      routeArgs("http://localhost/api/things/7", {
        user: admin,
        params: { id: "7" },
        init: { method: "DELETE" },
      }),
    )) as Answer;
    expect(got.init?.status).toBe(405);
    expect(new Headers(got.init?.headers).get("Allow")).toBe("GET, PUT, HEAD");
  });

  it("keeps a handler's own data() answer (headers, status)", async () => {
    const custom = serve(
      endpoint(readThing, () =>
        data({ id: "x" }, { status: 200, headers: { "Set-Cookie": "a=b" } }),
      ),
    );
    const got = (await custom.loader(
      routeArgs("http://localhost/api/things/7", { user: member, params: { id: "7" } }),
    )) as Answer;
    expect(new Headers(got.init?.headers).get("Set-Cookie")).toBe("a=b");
    expect(custom.loader.contracts).toEqual([readThing]);
    expect(custom.action.contracts).toEqual([]);
  });

  it("leaves a raw body to the handler, as it came (a signature covers its bytes)", async () => {
    const hook = contract({
      id: "receiveHook",
      method: "POST",
      path: "/api/hook",
      summary: "A provider's event",
      access: "provider",
      body: { schema: z.object({ id: z.string() }), raw: true, limit: 1024 },
      answer: { kind: "json", schema: z.object({ text: z.string() }) },
      errors: [],
    });
    const custom = serve(endpoint(hook, async ({ request }) => ({ text: await request.text() })));
    const sent = '{ "id" :"x" }';
    const got = (await custom.action(
      routeArgs("http://localhost/api/hook", { init: json({ method: "POST", body: sent }) }),
    )) as Answer;
    expect(got.data).toEqual({ text: sent });
  });
});
