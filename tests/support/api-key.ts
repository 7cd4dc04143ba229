// An API key (issue 30) written straight into the database for a user: the key as a developer
// would hold it, and its row (hashed, as the Profile screen makes it). For tests of what a key
// may do (the public API, the MCP server) without going through the screen.
import type { ApiScope } from "@domain/api-keys";
import { API_KEY_SHOWN } from "@domain/api-keys";
import { hashApiKey, newApiKey } from "@server/api-keys";
import { type Database, schema } from "@server/db";

export type KeyOptions = {
  scopes?: ApiScope[];
  name?: string;
  expiresAt?: Date | null;
  revokedAt?: Date | null;
};

/** A key of `userId`; every scope unless told. Returns its id and the key itself. */
export async function insertApiKey(
  db: Database,
  userId: string,
  options: KeyOptions = {},
): Promise<{ id: string; key: string }> {
  const key = newApiKey();
  const [row] = await db
    .insert(schema.apiKeys)
    .values({
      userId,
      name: options.name ?? "Test key",
      prefix: key.slice(0, API_KEY_SHOWN),
      hash: hashApiKey(key),
      scopes: options.scopes ?? ["read", "generate", "edit", "publish"],
      expiresAt: options.expiresAt ?? null,
      revokedAt: options.revokedAt ?? null,
    })
    .returning({ id: schema.apiKeys.id });
  if (!row) throw new Error("api key not inserted");
  return { id: row.id, key };
}

/** The Authorization header of a key. */
export const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
