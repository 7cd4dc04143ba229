/**
 * The server's half of the API seam: a handler registered for a contract (domain/api/contract.ts).
 * `endpoint(contract, handler)` does, in this one place, what every JSON route used to repeat:
 * who may call (the contract's `access`), the method, the body (read, size-checked upstream,
 * parsed with the domain's check), the one error shape, and the answer with the contract's status.
 * `serve(...)` joins a path's endpoints into the route module's `loader` and `action`.
 */
import type { BodyOf, Contract, OutputOf, ParamsOf } from "@domain/api/contract";
import type { SessionUser } from "@domain/auth";
import { problemOf } from "@domain/generation-input";
import { idempotencyKeyOf, idempotent } from "@server/api-keys";
import { currentUser, requireAdmin, requireSuperAdmin, requireUser } from "@server/auth";
import { requestContext } from "@server/context";
import { data, type RouterContextProvider, type UNSAFE_DataWithResponseInit } from "react-router";
import {
  InvalidInput,
  MethodNotAllowed,
  ScopeMissing,
  Unauthenticated,
  valueOrThrow,
} from "../errors";
import { apiRoute, isRouteAnswer, readBody } from "./routes";

export type EndpointArgs = {
  request: Request;
  params: Record<string, string | undefined>;
  context: Readonly<RouterContextProvider>;
};

type UserFor<A extends Contract["access"]> = A extends "visitor" | "provider"
  ? SessionUser | null
  : SessionUser;

/** What a handler receives: the route's arguments, the caller, the checked body, the query. */
export type Call<C extends Contract> = {
  args: EndpointArgs;
  request: Request;
  params: Record<ParamsOf<C["path"]>, string>;
  user: UserFor<C["access"]>;
  body: BodyOf<C>;
  query: URLSearchParams;
  /**
   * Called through the public API (/api/v1, with a key): an answer that names another of its
   * addresses names the /api/v1 one (`v1Path`).
   */
  publicApi: boolean;
};

/**
 * What a handler returns: the answer's value (sent with the contract's status), `data(value,
 * init)` for headers (a flash toast) or another status, or a Response (a redirect, a file).
 */
export type Returned<C extends Contract> =
  | OutputOf<C>
  | UNSAFE_DataWithResponseInit<OutputOf<C>>
  | Response;

export type Endpoint<C extends Contract = Contract> = {
  contract: C;
  handle: (args: EndpointArgs) => Promise<unknown>;
};

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
/** The public API's writes, which may carry an Idempotency-Key. */
const WRITES = BODY_METHODS;

/**
 * The API key of a public API request (/api/v1, issue 30): the Express layer authenticated it and
 * made its owner the request's user; null on the screens' paths, whose user is the session's.
 */
function apiKeyOf(args: Pick<EndpointArgs, "context">) {
  return args.context.get(requestContext).apiKey ?? null;
}

/** The caller the contract admits (401/403 in the one error shape for anyone else). */
function caller(contract: Contract, args: EndpointArgs): SessionUser | null {
  const key = apiKeyOf(args);
  if (key) {
    // `serve` lets a key reach only the operations with `v1`; each needs its scope.
    if (!contract.v1) throw new MethodNotAllowed([]);
    if (!key.scopes.includes(contract.v1.scope)) throw new ScopeMissing(contract.v1.scope);
    return requireUser(args);
  }
  switch (contract.access) {
    case "user":
      if (contract.loginMessage && !currentUser(args))
        throw new Unauthenticated(contract.loginMessage);
      return requireUser(args);
    case "admin":
      return requireAdmin(args);
    case "superAdmin":
      return requireSuperAdmin(args);
    default:
      return currentUser(args);
  }
}

/** A handler for one contract. */
export function endpoint<C extends Contract>(
  contract: C,
  handler: (call: Call<C>) => Promise<Returned<C>> | Returned<C>,
): Endpoint<C> {
  return {
    contract,
    handle: async (args) => {
      const user = caller(contract, args);
      // A public API write with an Idempotency-Key runs once; its retries get its answer.
      const key =
        user && apiKeyOf(args) && WRITES.has(contract.method) && idempotencyKeyOf(args.request);
      if (user && key)
        return idempotent(user.id, key, args.request, async () =>
          asResponse(await run(args, user)),
        );
      return run(args, user);
    },
  };

  async function run(args: EndpointArgs, user: SessionUser | null) {
    let body: unknown;
    if (contract.body && !contract.body.raw && BODY_METHODS.has(contract.method)) {
      const raw = await readBody(args.request);
      body = contract.body.parse
        ? valueOrThrow(contract.body.parse(raw))
        : parseWithSchema(contract, raw);
    }
    const returned = await handler({
      args,
      request: args.request,
      params: args.params as Call<C>["params"],
      user: user as UserFor<C["access"]>,
      body: body as Call<C>["body"],
      query: new URL(args.request.url).searchParams,
      publicApi: apiKeyOf(args) !== null,
    });
    if (isRouteAnswer(returned)) return returned;
    const status = contract.answer.kind === "json" ? (contract.answer.status ?? 200) : 200;
    return data(returned, { status });
  }
}

/**
 * What a handler answered, as the Response React Router would send: a stored first answer of an
 * idempotent request is given again byte for byte.
 */
function asResponse(answer: unknown): Response {
  if (answer instanceof Response) return answer;
  const { data: value, init } = answer as UNSAFE_DataWithResponseInit<unknown>;
  const headers = new Headers(init?.headers);
  if (!headers.has("content-type")) headers.set("content-type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(value), { status: init?.status ?? 200, headers });
}

/** A body checked by the contract's schema alone: the first problem, in spec section 8's words. */
function parseWithSchema(contract: Contract, raw: unknown): unknown {
  const parsed = contract.body?.schema.safeParse(raw);
  if (!parsed || parsed.success) return parsed?.data;
  throw new InvalidInput(problemOf(parsed.error));
}

type RouteFunction = ((args: EndpointArgs) => Promise<unknown>) & {
  /** The contracts this function serves: read by the contract test and the OpenAPI check. */
  contracts: readonly Contract[];
};

/**
 * A path's endpoints as a route module's `loader` (GET; React Router also answers HEAD with it)
 * and `action` (every other method). A method no endpoint serves is 405 with `Allow`, in the one
 * error shape, before any access check. Every API route module exports both, so React Router
 * never answers a method with its own 400; the authorization matrix has a 405 line for each.
 */
export function serve(...endpoints: Endpoint[]): { loader: RouteFunction; action: RouteFunction } {
  const methods = (list: Endpoint[]) => {
    const allow = [...new Set(list.map((e) => e.contract.method))];
    return allow.includes("GET") ? [...allow, "HEAD"] : allow;
  };
  const byMethod = new Map(endpoints.map((e) => [e.contract.method, e]));
  // The public API (/api/v1, a request with a key) serves only the operations marked `v1`.
  const publicEndpoints = endpoints.filter((e) => e.contract.v1);
  const publicByMethod = new Map(publicEndpoints.map((e) => [e.contract.method, e]));
  const pick = (args: EndpointArgs) => {
    // HEAD is answered by the GET endpoint (React Router drops the body).
    const method = args.request.method === "HEAD" ? "GET" : args.request.method;
    const viaKey = apiKeyOf(args) !== null;
    const found = (viaKey ? publicByMethod : byMethod).get(method as Contract["method"]);
    if (!found) throw new MethodNotAllowed(methods(viaKey ? publicEndpoints : endpoints));
    return found.handle(args);
  };
  const contracts = endpoints.map((e) => e.contract);
  const loader = Object.assign(apiRoute(pick), {
    contracts: contracts.filter((c) => c.method === "GET"),
  });
  const action = Object.assign(apiRoute(pick), {
    contracts: contracts.filter((c) => c.method !== "GET"),
  });
  return { loader, action };
}
