import type { SessionUser } from "@domain/auth";
import { requestContext } from "@server/context";
import type { Logger } from "pino";
import { RouterContextProvider } from "react-router";
import { vi } from "vitest";

/** A logger whose calls a test can read; every level is a spy. */
export function spyLogger() {
  const log = {
    error: vi.fn(),
    warn: vi.fn(),
    info: vi.fn(),
    debug: vi.fn(),
    child: () => log,
  };
  return log;
}

/**
 * What React Router hands a loader or action: the request, the route's params and the request
 * context the Express layer would have set (who is signed in, a logger). For calling a route's
 * loader or action directly in a test.
 */
export function routeArgs<P extends Record<string, string> = Record<string, string>>(
  url: string,
  options: {
    user?: SessionUser | null;
    params?: P;
    init?: RequestInit;
    log?: ReturnType<typeof spyLogger>;
  } = {},
) {
  const log = options.log ?? spyLogger();
  const context = new RouterContextProvider();
  context.set(requestContext, {
    nonce: "test",
    log: log as unknown as Logger,
    user: options.user ?? null,
    node: {} as never,
  });
  const address = new URL(url, "http://localhost");
  return {
    request: new Request(address, options.init),
    url: address,
    pattern: address.pathname,
    params: options.params ?? ({} as P),
    context,
    log,
  };
}

/** A session user as server/auth resolves one (free tier, no roles) with the given changes. */
export function sessionUser(user: { id: string; email?: string } & Partial<SessionUser>) {
  return {
    email: `${user.id}@example.test`,
    name: "Test User",
    image: null,
    twoFactorEnabled: false,
    roles: [],
    isAdmin: false,
    isSuperAdmin: false,
    tier: "free",
    ...user,
  } satisfies SessionUser;
}

type Answer = { status: number; body: unknown; headers: Headers };

/**
 * What a loader or action answered, thrown or returned, as HTTP would carry it: a Response, a
 * `data()` answer (status, body, headers), or plain data (200).
 */
export async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  let value: unknown;
  try {
    value = await run();
  } catch (error) {
    value = error;
  }
  if (value instanceof Response) {
    const text = await value
      .clone()
      .text()
      .catch(() => "");
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: the text is the body.
    }
    return { status: value.status, body, headers: value.headers };
  }
  const wrapped = value as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (wrapped?.type === "DataWithResponseInit") {
    return {
      status: wrapped.init?.status ?? 200,
      body: wrapped.data,
      headers: new Headers(wrapped.init?.headers),
    };
  }
  if (value instanceof Error) throw value;
  return { status: 200, body: value, headers: new Headers() };
}
