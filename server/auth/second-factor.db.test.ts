import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { symmetricEncrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import {
  createUserWithSession,
  SESSION_COOKIE,
  signedSessionCookie,
} from "../../tests/support/sessions";
import { parseConfig } from "../config";
import { schema } from "../db";
import { AppError } from "../errors";
import { createLogger } from "../log";
import { type Auth, createAuth } from "./auth";
import { setAuth } from "./instance";
import { resolveSession } from "./session";
import { confirmEnrolment, removeFactor, startEnrolment, verifySecondFactor } from "./two-factor";

// Review finding 3: the second factor holds whatever path creates a session, and the factor can
// be neither removed nor replaced without a current code. Finding 9: recovery codes are hashed.
const t = testDatabase();
const SECRET = "a-test-secret-that-is-long-enough-for-hmac-1234";
const config = parseConfig({
  GOOGLE_CLIENT_ID: "id",
  GOOGLE_CLIENT_SECRET: "secret",
  LOG_LEVEL: "silent",
});
let auth: Auth;
beforeAll(() => {
  auth = createAuth({ config, db: t.db, log: createLogger("silent"), secret: SECRET, local: null });
  setAuth(auth, null);
});

const headersFor = async (token: string) =>
  new Headers({ cookie: `${SESSION_COOKIE}=${await signedSessionCookie(token, SECRET)}` });

/** The session cookie among Set-Cookie values, as a Cookie header. */
function cookieFrom(setCookies: string[]): Headers {
  const cookie = setCookies.find((c) => c.startsWith(`${SESSION_COOKIE}=`))?.split(";")[0];
  if (!cookie) throw new Error("no session cookie was set");
  return new Headers({ cookie });
}

const codeFor = (secret: string) => createOTP(base32.decode(secret)).totp();

/** A user who has set up and confirmed an authenticator, signed in with the renewed session. */
async function enrolledUser() {
  const created = await createUserWithSession(t.db);
  const enrolment = await startEnrolment(
    { id: created.id, twoFactorEnabled: false },
    await headersFor(created.token),
  );
  const confirmed = await confirmEnrolment(
    await headersFor(created.token),
    await codeFor(enrolment.secret),
  );
  if (!confirmed.ok) throw new Error(`confirming failed: ${confirmed.code}`);
  return { ...created, enrolment, headers: cookieFrom(confirmed.setCookies) };
}

const factorOf = async (userId: string) =>
  (await t.db.select().from(schema.twoFactor).where(eq(schema.twoFactor.userId, userId)))[0];

describe("the second factor at session creation", () => {
  it("the session the code check creates signs the user in", async () => {
    const user = await enrolledUser();
    expect((await resolveSession(auth, t.db, user.headers)).user?.id).toBe(user.id);
  });

  it("any other path that creates a session for a user with a factor makes one that signs no one in", async () => {
    const user = await enrolledUser();
    const context = await auth.$context;
    const made = await context.internalAdapter.createSession(user.id);
    const [row] = await t.db.select().from(schema.session).where(eq(schema.session.id, made.id));
    expect(row?.awaitingSecondFactor).toBe(true);
    expect((await resolveSession(auth, t.db, await headersFor(made.token))).user).toBeNull();

    const plain = await createUserWithSession(t.db);
    const ordinary = await context.internalAdapter.createSession(plain.id);
    const [ordinaryRow] = await t.db
      .select()
      .from(schema.session)
      .where(eq(schema.session.id, ordinary.id));
    expect(ordinaryRow?.awaitingSecondFactor).toBe(false);
    expect((await resolveSession(auth, t.db, await headersFor(ordinary.token))).user?.id).toBe(
      plain.id,
    );
  });
});

describe("removing or replacing the factor", () => {
  it("starting another enrolment while one is on is refused and changes nothing", async () => {
    const user = await enrolledUser();
    const before = await factorOf(user.id);
    const refused = await startEnrolment({ id: user.id, twoFactorEnabled: true }, user.headers)
      .then(() => null)
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).status).toBe(409);
    expect(await factorOf(user.id)).toEqual(before);
  });

  it("removal needs a current code or a recovery code", async () => {
    const user = await enrolledUser();
    const wrong = await removeFactor(user.headers, { method: "totp", code: "000000" });
    expect(wrong).toMatchObject({ ok: false, code: "INVALID_CODE" });
    const wrongRecovery = await removeFactor(user.headers, {
      method: "recovery",
      code: "abcde-fghij",
    });
    expect(wrongRecovery).toMatchObject({ ok: false, code: "INVALID_BACKUP_CODE" });
    expect(await factorOf(user.id)).toBeDefined();

    const removed = await removeFactor(user.headers, {
      method: "totp",
      code: await codeFor(user.enrolment.secret),
    });
    expect(removed.ok).toBe(true);
    expect(await factorOf(user.id)).toBeUndefined();
  });

  it("removal with a recovery code works too", async () => {
    const user = await enrolledUser();
    const [recovery] = user.enrolment.recoveryCodes;
    const removed = await removeFactor(user.headers, { method: "recovery", code: recovery ?? "" });
    expect(removed.ok).toBe(true);
    expect(await factorOf(user.id)).toBeUndefined();
  });
});

describe("recovery codes", () => {
  it("are stored as keyed hashes, none readable, and each works once", async () => {
    const user = await enrolledUser();
    const stored = (await factorOf(user.id))?.backupCodes ?? "";
    const hashes = JSON.parse(stored) as string[];
    expect(hashes).toHaveLength(user.enrolment.recoveryCodes.length);
    for (const hash of hashes) expect(hash).toMatch(/^hmac-sha256:[\w-]{43}$/);
    for (const code of user.enrolment.recoveryCodes) expect(stored).not.toContain(code);

    const code = user.enrolment.recoveryCodes[0] ?? "";
    expect((await verifySecondFactor(user.headers, { method: "recovery", code })).ok).toBe(true);
    expect((await verifySecondFactor(user.headers, { method: "recovery", code })).ok).toBe(false);
    expect(JSON.parse((await factorOf(user.id))?.backupCodes ?? "")).toHaveLength(
      hashes.length - 1,
    );
  });

  it("a list stored encrypted before still works, and is stored hashed once used", async () => {
    const user = await enrolledUser();
    const codes = ["aaaaa-11111", "bbbbb-22222"];
    await t.db
      .update(schema.twoFactor)
      .set({ backupCodes: await symmetricEncrypt({ key: SECRET, data: JSON.stringify(codes) }) })
      .where(eq(schema.twoFactor.userId, user.id));
    const used = await verifySecondFactor(user.headers, {
      method: "recovery",
      code: "bbbbb-22222",
    });
    expect(used.ok).toBe(true);
    const after = JSON.parse((await factorOf(user.id))?.backupCodes ?? "") as string[];
    expect(after).toHaveLength(1);
    expect(after[0]).toMatch(/^hmac-sha256:/);
    expect(
      (await verifySecondFactor(user.headers, { method: "recovery", code: "aaaaa-11111" })).ok,
    ).toBe(true);
  });
});
