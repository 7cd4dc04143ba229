import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import {
  createUserWithSession,
  SESSION_COOKIE,
  signedSessionCookie,
} from "../../tests/support/sessions";
import { parseConfig } from "../config";
import { schema } from "../db";
import { createLogger } from "../log";
import { saveLanguage } from "../profile";
import { createAuth } from "./auth";
import { onSessionCreated } from "./on-sign-in";
import { rolesOf } from "./roles";
import { resolveSession } from "./session";

const t = testDatabase();
const SECRET = "a-test-secret-that-is-long-enough-for-hmac-1234";
const config = parseConfig({
  GOOGLE_CLIENT_ID: "id",
  GOOGLE_CLIENT_SECRET: "secret",
  LOG_LEVEL: "silent",
});
const makeAuth = () =>
  createAuth({ config, db: t.db, log: createLogger("silent"), secret: SECRET, local: null });

const cookieHeader = async (token: string) =>
  new Headers({ cookie: `${SESSION_COOKIE}=${await signedSessionCookie(token, SECRET)}` });

describe("resolveSession", () => {
  it("finds the signed-in user with their roles and plan", async () => {
    const created = await createUserWithSession(t.db, { tier: "pro", roles: ["admin"] });
    const { user, setCookies } = await resolveSession(
      makeAuth(),
      t.db,
      await cookieHeader(created.token),
    );
    expect(user).toMatchObject({
      id: created.id,
      email: created.email,
      tier: "pro",
      isAdmin: true,
      isSuperAdmin: false,
    });
    expect(setCookies).toEqual([]);
  });

  it("reads a user without a plan row as free and without roles as no admin", async () => {
    const created = await createUserWithSession(t.db);
    const { user } = await resolveSession(makeAuth(), t.db, await cookieHeader(created.token));
    expect(user).toMatchObject({ tier: "free", roles: [], isAdmin: false });
  });

  it("carries the interface language saved in the profile, and none when there is none", async () => {
    const created = await createUserWithSession(t.db, { roles: ["admin", "super_admin"] });
    const headers = await cookieHeader(created.token);
    expect((await resolveSession(makeAuth(), t.db, headers)).user).not.toHaveProperty("language");
    await saveLanguage(created, "ar");
    const { user } = await resolveSession(makeAuth(), t.db, headers);
    expect(user).toMatchObject({ language: "ar", isSuperAdmin: true });
  });

  it("refuses a cookie whose signature is wrong, and a missing cookie", async () => {
    const created = await createUserWithSession(t.db);
    const forged = new Headers({ cookie: `${SESSION_COOKIE}=${created.token}.AAAA` });
    expect((await resolveSession(makeAuth(), t.db, forged)).user).toBeNull();
    expect((await resolveSession(makeAuth(), t.db, new Headers())).user).toBeNull();
  });

  it("refreshes a session in daily use and sends the renewed cookie", async () => {
    const created = await createUserWithSession(t.db, { sessionAgeDays: 3 });
    const [before] = await t.db
      .select()
      .from(schema.session)
      .where(eq(schema.session.token, created.token));
    const { user, setCookies } = await resolveSession(
      makeAuth(),
      t.db,
      await cookieHeader(created.token),
    );
    expect(user?.id).toBe(created.id);
    expect(
      setCookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`) && /Max-Age=\d{6,}/.test(c)),
    ).toBe(true);
    const [after] = await t.db
      .select()
      .from(schema.session)
      .where(eq(schema.session.token, created.token));
    expect(after?.expiresAt.getTime()).toBeGreaterThan(
      (before?.expiresAt.getTime() ?? 0) + 2 * 86_400_000,
    );
  });
});

describe("absolute lifetime", () => {
  it("ends a session 90 days after its sign-in even if it was kept alive every day", async () => {
    const created = await createUserWithSession(t.db, { sessionAgeDays: 91 });
    // Daily use would have slid the expiry on: it is still in the future.
    await t.db
      .update(schema.session)
      .set({ expiresAt: new Date(Date.now() + 29 * 86_400_000), updatedAt: new Date() })
      .where(eq(schema.session.token, created.token));
    const { user } = await resolveSession(makeAuth(), t.db, await cookieHeader(created.token));
    expect(user).toBeNull();
    const rows = await t.db
      .select()
      .from(schema.session)
      .where(eq(schema.session.token, created.token));
    expect(rows).toEqual([]);

    const younger = await createUserWithSession(t.db, { sessionAgeDays: 89 });
    await t.db
      .update(schema.session)
      .set({ expiresAt: new Date(Date.now() + 29 * 86_400_000) })
      .where(eq(schema.session.token, younger.token));
    const kept = await resolveSession(makeAuth(), t.db, await cookieHeader(younger.token));
    expect(kept.user?.id).toBe(younger.id);
  });
});

describe("ADMIN_EMAILS", () => {
  it("grants admin at sign-in to listed addresses only, once", async () => {
    const listed = await createUserWithSession(t.db, { email: "Boss@Example.test" });
    const other = await createUserWithSession(t.db);
    const admins = { ADMIN_EMAILS: ["boss@example.test"] };
    await onSessionCreated(t.db, admins, { userId: listed.id });
    await onSessionCreated(t.db, admins, { userId: listed.id });
    await onSessionCreated(t.db, admins, { userId: other.id });
    expect(await rolesOf(t.db, listed.id)).toEqual(["admin"]);
    expect(await rolesOf(t.db, other.id)).toEqual([]);
  });
});
