import type { SessionUser } from "@domain/auth";
import pg from "pg";
import type { Logger } from "pino";
import { RouterContextProvider } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { sessionUser, spyLogger } from "../../tests/support/route-args";
import { requestContext } from "../context";
import { errorAnswer, TooManyRequests } from "../errors";
import { configureAuthAttempts, limitAuthAttempts } from "./attempts";

// Review finding 4: attempt limits hold across server processes, because the counters live in
// PostgreSQL. A second pool on the same database, with limiters of its own, is a second process.
const t = testDatabase();
const pools: pg.Pool[] = [];
afterAll(() => Promise.all(pools.map((pool) => pool.end())));
const log = spyLogger();

/** A new "process": its own pool and limiters. */
function startProcess(perMinute: number) {
  const pool = new pg.Pool({ connectionString: t.url, max: 2 });
  pool.on("error", () => {});
  pools.push(pool);
  configureAuthAttempts(perMinute, pool);
}

/** One attempt from `ip` (by `user`), counted as a route counts it: 200 let through, else 429. */
async function attempt(ip: string, user: SessionUser | null = null): Promise<number> {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    nonce: "test",
    log: log as unknown as Logger,
    user,
    node: { req: { ip } } as never,
  });
  try {
    await limitAuthAttempts({ context });
    return 200;
  } catch (thrown) {
    return errorAnswer(thrown).status;
  }
}

const times = async (n: number, run: () => Promise<number>) => {
  const statuses: number[] = [];
  for (let i = 0; i < n; i++) statuses.push(await run());
  return statuses;
};

describe("attempt limits", () => {
  it("hold across processes: what one process counted, the next one sees", async () => {
    startProcess(5);
    expect(await times(3, () => attempt("203.0.113.7"))).toEqual([200, 200, 200]);
    startProcess(5);
    expect(await times(3, () => attempt("203.0.113.7"))).toEqual([200, 200, 429]);
    // Another address has its own count.
    expect(await attempt("203.0.113.8")).toBe(200);
  });

  it("past the limit, throw the typed error: message keys, the one error shape, Retry-After", async () => {
    startProcess(1);
    expect(await attempt("203.0.113.20")).toBe(200);
    const context = new RouterContextProvider();
    context.set(requestContext, {
      nonce: "test",
      log: log as unknown as Logger,
      user: null,
      node: { req: { ip: "203.0.113.20" } } as never,
    });
    const thrown = await limitAuthAttempts({ context }).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(TooManyRequests);
    const { status, body, headers } = errorAnswer(thrown);
    expect(status).toBe(429);
    expect(body).toEqual({
      error: {
        code: "RATE_LIMITED",
        title: "common:tooManyAttempts.title",
        message: "common:tooManyAttempts.description",
      },
    });
    expect(Number(headers?.["Retry-After"])).toBeGreaterThan(0);
    expect(Number(headers?.["Retry-After"])).toBeLessThanOrEqual(60);
  });

  it("count a signed-in user's attempts from any address", async () => {
    startProcess(4);
    const user = sessionUser({ id: "user-attempts" });
    const statuses = [];
    for (const ip of [
      "198.51.100.1",
      "198.51.100.2",
      "198.51.100.3",
      "198.51.100.4",
      "198.51.100.5",
    ])
      statuses.push(await attempt(ip, user));
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it("fall back to counting in memory, and say so, when PostgreSQL does not answer", async () => {
    const pool = new pg.Pool({ connectionString: t.url, max: 1 });
    pool.on("error", () => {});
    await pool.end();
    configureAuthAttempts(2, pool);
    expect(await times(3, () => attempt("192.0.2.50"))).toEqual([200, 200, 429]);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ err: expect.any(Error) }),
      "attempt counters unreachable in PostgreSQL: counting in memory",
    );
  });
});
