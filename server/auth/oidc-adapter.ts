import { and, eq, gt, isNull, lt, or, type SQL } from "drizzle-orm";
import type { Adapter, AdapterConstructor, AdapterPayload } from "oidc-provider";
import { type Database, schema } from "../db";

const table = schema.oidcPayload;
const PRUNE_EVERY_MS = 60_000;

/**
 * oidc-provider's storage in PostgreSQL (its default keeps everything in one process's memory):
 * the local provider's sessions, interactions, grants, codes and tokens survive a restart and are
 * shared by every server process. Expired rows are never returned and are deleted now and then.
 */
export function postgresAdapter(db: Database): AdapterConstructor {
  let lastPrune = 0;
  const prune = async () => {
    if (Date.now() - lastPrune < PRUNE_EVERY_MS) return;
    lastPrune = Date.now();
    await db.delete(table).where(lt(table.expiresAt, new Date()));
  };
  const live = () => or(isNull(table.expiresAt), gt(table.expiresAt, new Date())) as SQL;

  return class PostgresAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const row = {
        payload,
        grantId: typeof payload.grantId === "string" ? payload.grantId : null,
        userCode: typeof payload.userCode === "string" ? payload.userCode : null,
        uid: typeof payload.uid === "string" ? payload.uid : null,
        expiresAt: expiresIn ? new Date(Date.now() + expiresIn * 1000) : null,
        consumedAt: null,
      };
      await db
        .insert(table)
        .values({ model: this.model, id, ...row })
        .onConflictDoUpdate({ target: [table.model, table.id], set: row });
      await prune();
    }

    find(id: string) {
      return this.#one(eq(table.id, id));
    }

    findByUid(uid: string) {
      return this.#one(eq(table.uid, uid));
    }

    findByUserCode(userCode: string) {
      return this.#one(eq(table.userCode, userCode));
    }

    async consume(id: string) {
      await db
        .update(table)
        .set({ consumedAt: new Date() })
        .where(and(eq(table.model, this.model), eq(table.id, id)));
    }

    async destroy(id: string) {
      await db.delete(table).where(and(eq(table.model, this.model), eq(table.id, id)));
    }

    async revokeByGrantId(grantId: string) {
      // Every token of the grant goes, whatever its model.
      await db.delete(table).where(eq(table.grantId, grantId));
    }

    async #one(where: SQL): Promise<AdapterPayload | undefined> {
      const [row] = await db
        .select({ payload: table.payload, consumedAt: table.consumedAt })
        .from(table)
        .where(and(eq(table.model, this.model), where, live()))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt
        ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) }
        : payload;
    }
  };
}
