// Publishing connections on PostgreSQL with a scripted platform client: the credential is sealed
// to its row (no plain secret anywhere in it; it opens for that row only), lists never carry it,
// a webhook's signing secret is answered once, the plan's number holds under parallel creates,
// another user's connection is not found, and Test connection stores its outcome.
import { randomBytes } from "node:crypto";
import { PUBLISH_LIMITS } from "@domain/plans";
import { PUBLISHING_MESSAGES } from "@domain/publishing";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertUser } from "../../tests/support/factories";
import { schema } from "../db";
import type { AppError } from "../errors";
import {
  configureCredentialsKey,
  configurePublishing,
  createConnection,
  deleteConnection,
  listConnections,
  openSecret,
  PlatformError,
  testConnection,
  updateConnection,
} from "./index";

const fake = vi.hoisted(() => ({ check: vi.fn(), publish: vi.fn() }));
vi.mock("./clients", () => ({ platformClient: () => fake }));

const t = testDatabase();
const PASSWORD = "abcd EFGH ijkl MNOP qrst UVWX";
const COMPACT = PASSWORD.replace(/ /g, "");

beforeAll(() => configureCredentialsKey(randomBytes(32)));
afterAll(() => configurePublishing({}));
beforeEach(() => {
  fake.check.mockReset();
  fake.publish.mockReset();
});

async function owner(tier: "free" | "lite" = "lite") {
  const row = await insertUser(t.db);
  return { id: row.id, tier, isAdmin: false };
}

const wordpress = {
  platform: "wordpress" as const,
  name: "My blog",
  siteUrl: "https://blog.example",
  username: "editor",
  secret: PASSWORD,
};

const rowOf = async (id: string) => {
  const [row] = await t.db
    .select()
    .from(schema.publishConnections)
    .where(eq(schema.publishConnections.id, id));
  if (!row) throw new Error("no row");
  return row;
};

async function failure(run: Promise<unknown>) {
  try {
    await run;
  } catch (error) {
    return error as AppError;
  }
  throw new Error("did not fail");
}

describe("publishing connections", () => {
  it("seals the credential to its row: no plain secret at rest, opens for that row only", async () => {
    const user = await owner();
    const { connection, secret } = await createConnection(user, wordpress);
    expect(secret).toBeNull();
    expect(connection).toMatchObject({
      platform: "wordpress",
      username: "editor",
      secretHint: "…UVWX",
      seoPlugin: null,
      lastTest: null,
    });
    const row = await rowOf(connection.id);
    const stored = JSON.stringify(row);
    for (const part of [
      COMPACT,
      PASSWORD,
      "abcdEFGH",
      "qrstUVWX",
      Buffer.from(COMPACT).toString("base64"),
    ])
      expect(stored).not.toContain(part);
    expect(row.credentials).toMatch(/^v1\./);
    // The WordPress password is kept without the spaces WordPress shows it with.
    expect(openSecret(row.credentials, { userId: user.id, id: row.id })).toBe(COMPACT);
    const other = await owner();
    expect(() => openSecret(row.credentials, { userId: other.id, id: row.id })).toThrow(
      PlatformError,
    );

    // Lists never carry it.
    const listed = await listConnections(user);
    expect(listed).toEqual([connection]);
    expect(JSON.stringify(listed)).not.toContain(row.credentials);
    expect(JSON.stringify(listed)).not.toContain(COMPACT);
  });

  it("makes a webhook's signing secret and answers it this once", async () => {
    const user = await owner();
    const { connection, secret } = await createConnection(user, {
      platform: "webhook",
      name: "Hook",
      siteUrl: "https://hooks.example/in",
      username: "ignored",
      secret: "",
    });
    expect(secret).toMatch(/^whsec_/);
    expect(connection.username).toBe("");
    const row = await rowOf(connection.id);
    expect(JSON.stringify(row)).not.toContain(secret as string);
    expect(openSecret(row.credentials, { userId: user.id, id: row.id })).toBe(secret);
    expect(JSON.stringify(await listConnections(user))).not.toContain(secret as string);
  });

  it("holds the plan's number exactly under parallel creates", async () => {
    for (const tier of ["free", "lite"] as const) {
      const user = await owner(tier);
      const limit = PUBLISH_LIMITS[tier].connections;
      const results = await Promise.allSettled(
        Array.from({ length: limit + 3 }, (_, i) =>
          createConnection(user, { ...wordpress, name: `Site ${i}` }),
        ),
      );
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(limit);
      for (const r of results.filter((r) => r.status === "rejected"))
        expect((r as PromiseRejectedResult).reason).toMatchObject({
          code: "CONNECTION_LIMIT",
          status: 409,
          messageKey: PUBLISHING_MESSAGES.connectionLimit,
        });
      expect(await listConnections(user)).toHaveLength(limit);
    }
  });

  it("refuses plain http in production and addresses written as a refused IP", async () => {
    const user = await owner();
    configurePublishing({ production: true });
    try {
      const http = await failure(
        createConnection(user, { ...wordpress, siteUrl: "http://blog.example" }),
      );
      expect(http).toMatchObject({
        code: "INVALID_INPUT",
        messageKey: PUBLISHING_MESSAGES.siteUrlHttps,
      });
    } finally {
      configurePublishing({});
    }
    const loopback = await failure(
      createConnection(user, { ...wordpress, siteUrl: "https://127.0.0.1" }),
    );
    expect(loopback).toMatchObject({
      code: "INVALID_INPUT",
      messageKey: PUBLISHING_MESSAGES.siteUrlRefused,
    });
    expect(await listConnections(user)).toEqual([]);
  });

  it("another user's connection is not found for change, delete and test", async () => {
    const user = await owner();
    const stranger = await owner();
    const { connection } = await createConnection(user, wordpress);
    for (const run of [
      () => updateConnection(stranger, connection.id, { name: "Mine now" }),
      () => deleteConnection(stranger, connection.id),
      () => testConnection(stranger, connection.id),
      () => updateConnection(user, "not-a-uuid", { name: "x" }),
    ])
      expect(await failure(run())).toMatchObject({
        code: "NOT_FOUND",
        messageKey: PUBLISHING_MESSAGES.notFound,
      });
    expect(fake.check).not.toHaveBeenCalled();
    expect((await rowOf(connection.id)).name).toBe("My blog");
  });

  it("tests a connection: stores success with the SEO plugin, a failure, a credential that no longer opens", async () => {
    const user = await owner();
    const { connection } = await createConnection(user, wordpress);
    fake.check.mockResolvedValueOnce({ seoPlugin: "yoast" });
    const ok = await testConnection(user, connection.id);
    expect(ok.seoPlugin).toBe("yoast");
    expect(ok.lastTest).toMatchObject({ ok: true, error: null });
    expect(fake.check).toHaveBeenCalledWith({
      platform: "wordpress",
      siteUrl: "https://blog.example",
      username: "editor",
      secret: COMPACT,
    });

    fake.check.mockRejectedValueOnce(
      new PlatformError(PUBLISHING_MESSAGES.credentials, { status: 401, message: "Bad" }),
    );
    const refused = await testConnection(user, connection.id);
    expect(refused.lastTest).toMatchObject({
      ok: false,
      error: { key: PUBLISHING_MESSAGES.credentials, params: { status: 401, message: "Bad" } },
    });
    expect(refused.seoPlugin).toBe("yoast");

    // A value sealed for another row does not open: a failed test, the client never called.
    const other = await createConnection(user, { ...wordpress, name: "Other" });
    await t.db
      .update(schema.publishConnections)
      .set({ credentials: (await rowOf(other.connection.id)).credentials })
      .where(eq(schema.publishConnections.id, connection.id));
    fake.check.mockClear();
    const sealedElsewhere = await testConnection(user, connection.id);
    expect(sealedElsewhere.lastTest).toMatchObject({
      ok: false,
      error: { key: PUBLISHING_MESSAGES.cannotDecrypt },
    });
    expect(fake.check).not.toHaveBeenCalled();
  });

  it("changes a connection: a new secret is sealed again, a new address forgets the last test", async () => {
    const user = await owner();
    const { connection } = await createConnection(user, wordpress);
    fake.check.mockResolvedValue({ seoPlugin: "rankmath" });
    await testConnection(user, connection.id);
    const renamed = await updateConnection(user, connection.id, { name: "Renamed" });
    expect(renamed).toMatchObject({ name: "Renamed", seoPlugin: "rankmath" });
    expect(renamed.lastTest).not.toBeNull();

    const before = (await rowOf(connection.id)).credentials;
    const rekeyed = await updateConnection(user, connection.id, { secret: "new1 new2 new3 9876" });
    expect(rekeyed.secretHint).toBe("…9876");
    const row = await rowOf(connection.id);
    expect(row.credentials).not.toBe(before);
    expect(JSON.stringify(row)).not.toContain("new1new2");
    expect(openSecret(row.credentials, { userId: user.id, id: row.id })).toBe("new1new2new39876");

    await testConnection(user, connection.id);
    const moved = await updateConnection(user, connection.id, { siteUrl: "https://moved.example" });
    expect(moved).toMatchObject({
      siteUrl: "https://moved.example",
      lastTest: null,
      seoPlugin: null,
    });

    await deleteConnection(user, connection.id);
    expect((await listConnections(user)).map((c) => c.id)).not.toContain(connection.id);
  });
});
