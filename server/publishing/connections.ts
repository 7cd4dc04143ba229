/**
 * A user's publishing connections (issue 31, ADR 0032): create (within the plan's number, under a
 * per-user lock; the credential sealed to the row; a webhook's signing secret made here and
 * returned once), list (never the credential: its last four characters), change, delete, and Test
 * connection (the platform's client checks the site; the outcome is stored with the connection).
 */
import { randomUUID } from "node:crypto";
import { publishLimitsFor } from "@domain/plans";
import {
  type Connection,
  type CreateConnectionInput,
  GHOST_KEY,
  type Platform,
  PUBLISHING_MESSAGES,
  type UpdateConnectionInput,
} from "@domain/publishing";
import { and, count, desc, eq } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { Conflict, InvalidInput, NotFound } from "../errors";
import { inStartTransaction } from "../jobs";
import { checkAddress, SourceRefused } from "../sources";
import { newWebhookSecret } from "../webhooks";
import { platformClient } from "./clients";
import { openSecret, sealSecret, secretHint } from "./crypto";
import { type PlatformCredentials, PlatformError } from "./platform";
import { publishingSettings } from "./settings";

type Owner = Pick<SessionUser, "id" | "tier" | "isAdmin">;
type User = Pick<SessionUser, "id">;
export type ConnectionRow = typeof schema.publishConnections.$inferSelect;

export const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

export function shownConnection(row: ConnectionRow): Connection {
  return {
    id: row.id,
    platform: row.platform,
    name: row.name,
    siteUrl: row.siteUrl,
    username: row.username,
    secretHint: row.secretHint,
    seoPlugin: row.seoPlugin ?? null,
    lastTest: row.lastTestAt
      ? {
          at: row.lastTestAt.toISOString(),
          ok: row.lastTestOk === true,
          error: row.lastTestError ?? null,
        }
      : null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The address rules beyond the shape (as server/webhooks checkEndpointUrl): https only in
 * production, and no address written as a refused IP (loopback, private...) unless the sources'
 * test-only allow-list names it. A host name is resolved and checked again at every request.
 */
export function checkSiteUrl(address: string, production = publishingSettings().production) {
  const url = new URL(address);
  if (production && url.protocol !== "https:")
    throw new InvalidInput({ message: PUBLISHING_MESSAGES.siteUrlHttps, field: "siteUrl" });
  try {
    checkAddress(url);
  } catch (error) {
    if (error instanceof SourceRefused)
      throw new InvalidInput({ message: PUBLISHING_MESSAGES.siteUrlRefused, field: "siteUrl" });
    throw error;
  }
}

/** The credential as stored: WordPress shows application passwords in groups with spaces. */
const storedSecret = (platform: Platform, secret: string) =>
  platform === "wordpress" ? secret.replace(/\s+/g, "") : secret.trim();

export async function listConnections(user: User): Promise<Connection[]> {
  const rows = await database()
    .select()
    .from(schema.publishConnections)
    .where(eq(schema.publishConnections.userId, user.id))
    .orderBy(desc(schema.publishConnections.createdAt));
  return rows.map(shownConnection);
}

/** Connects a site: CONNECTION_LIMIT past the plan's number (counted under a user lock). */
export async function createConnection(
  user: Owner,
  input: CreateConnectionInput,
): Promise<{ connection: Connection; secret: string | null }> {
  checkSiteUrl(input.siteUrl);
  const limit = publishLimitsFor(user).connections;
  return inStartTransaction(`publishing:${user.id}`, async (tx) => {
    const [row] = await tx
      .select({ total: count() })
      .from(schema.publishConnections)
      .where(eq(schema.publishConnections.userId, user.id));
    if ((row?.total ?? 0) >= limit)
      throw new Conflict("CONNECTION_LIMIT", PUBLISHING_MESSAGES.connectionLimit, {
        params: { count: limit },
      });
    const made = input.platform === "webhook" ? newWebhookSecret() : null;
    const secret = made ?? storedSecret(input.platform, input.secret);
    // The id is made here so the sealed value is bound to the row it is written to.
    const id = randomUUID();
    const [created] = await tx
      .insert(schema.publishConnections)
      .values({
        id,
        userId: user.id,
        platform: input.platform,
        name: input.name,
        siteUrl: input.siteUrl,
        username: input.platform === "wordpress" ? input.username : "",
        credentials: sealSecret(secret, { userId: user.id, id }),
        secretHint: secretHint(secret),
      })
      .returning();
    if (!created) throw new Error("publishing connection not created");
    return { connection: shownConnection(created), secret: made };
  });
}

const owned = (user: User, id: string) =>
  and(eq(schema.publishConnections.id, id), eq(schema.publishConnections.userId, user.id));

/** One of the user's connections (another user's, or none: NotFound). */
export async function connectionRowOf(user: User, id: string): Promise<ConnectionRow> {
  if (!isUuid(id)) throw new NotFound(PUBLISHING_MESSAGES.notFound);
  const [row] = await database().select().from(schema.publishConnections).where(owned(user, id));
  if (!row) throw new NotFound(PUBLISHING_MESSAGES.notFound);
  return row;
}

/** Changes a connection; a new secret replaces the sealed one, a new address or user forgets the last test. */
export async function updateConnection(
  user: User,
  id: string,
  input: UpdateConnectionInput,
): Promise<Connection> {
  const current = await connectionRowOf(user, id);
  if (input.siteUrl !== undefined) checkSiteUrl(input.siteUrl);
  if (current.platform === "wordpress" && input.username !== undefined && input.username === "")
    throw new InvalidInput({ message: PUBLISHING_MESSAGES.usernameRequired, field: "username" });
  if (current.platform === "ghost" && input.secret !== undefined && !GHOST_KEY.test(input.secret))
    throw new InvalidInput({ message: PUBLISHING_MESSAGES.ghostKeyInvalid, field: "secret" });
  const secret =
    input.secret === undefined ? undefined : storedSecret(current.platform, input.secret);
  const moved =
    (input.siteUrl !== undefined && input.siteUrl !== current.siteUrl) ||
    (input.username !== undefined &&
      input.username !== current.username &&
      current.platform === "wordpress") ||
    secret !== undefined;
  const [row] = await database()
    .update(schema.publishConnections)
    .set({
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.siteUrl === undefined ? {} : { siteUrl: input.siteUrl }),
      ...(input.username === undefined || current.platform !== "wordpress"
        ? {}
        : { username: input.username }),
      ...(secret === undefined
        ? {}
        : {
            credentials: sealSecret(secret, { userId: user.id, id: current.id }),
            secretHint: secretHint(secret),
          }),
      ...(moved
        ? { lastTestAt: null, lastTestOk: null, lastTestError: null, seoPlugin: null }
        : {}),
      updatedAt: new Date(),
    })
    .where(owned(user, current.id))
    .returning();
  if (!row) throw new NotFound(PUBLISHING_MESSAGES.notFound);
  return shownConnection(row);
}

/** Deletes a connection with its publications' records (the sites keep their posts). */
export async function deleteConnection(user: User, id: string): Promise<void> {
  if (!isUuid(id)) throw new NotFound(PUBLISHING_MESSAGES.notFound);
  const [row] = await database()
    .delete(schema.publishConnections)
    .where(owned(user, id))
    .returning({ id: schema.publishConnections.id });
  if (!row) throw new NotFound(PUBLISHING_MESSAGES.notFound);
}

/** The connection's credentials opened (throws PlatformError(cannotDecrypt) when they do not). */
export function credentialsOf(row: ConnectionRow): PlatformCredentials {
  return {
    platform: row.platform,
    siteUrl: row.siteUrl,
    username: row.username,
    secret: openSecret(row.credentials, { userId: row.userId, id: row.id }),
  };
}

/**
 * Test connection: the platform's client checks the address, TLS, the credentials and the right
 * to publish. The outcome is stored (a credential that no longer opens is a failed test) and the
 * connection answered. Anything else that goes wrong is thrown (a 500, logged by the server).
 */
export async function testConnection(user: User, id: string): Promise<Connection> {
  const row = await connectionRowOf(user, id);
  let outcome:
    | { ok: true; seoPlugin: ConnectionRow["seoPlugin"] }
    | { ok: false; error: PlatformError };
  try {
    const check = await platformClient(row.platform).check(credentialsOf(row));
    outcome = { ok: true, seoPlugin: check.seoPlugin };
  } catch (error) {
    if (!(error instanceof PlatformError)) throw error;
    outcome = { ok: false, error };
  }
  const [updated] = await database()
    .update(schema.publishConnections)
    .set({
      lastTestAt: new Date(),
      lastTestOk: outcome.ok,
      lastTestError: outcome.ok ? null : outcome.error.toMessage(),
      ...(outcome.ok ? { seoPlugin: outcome.seoPlugin } : {}),
      updatedAt: new Date(),
    })
    .where(owned(user, row.id))
    .returning();
  if (!updated) throw new NotFound(PUBLISHING_MESSAGES.notFound);
  return shownConnection(updated);
}
