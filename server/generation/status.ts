import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { NotFound } from "../errors";

const NOT_FOUND = "common:errors.generationNotFound";

/** The user's own generation: status, phase, percent, text so far, the saved post's id. */
export async function generationStatus(user: Pick<SessionUser, "id">, id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) throw new NotFound(NOT_FOUND);
  const [row] = await database()
    .select({
      id: schema.generations.id,
      status: schema.generations.status,
      phase: schema.generations.phase,
      percent: schema.generations.percent,
      text: schema.generations.text,
      error: schema.generations.error,
      postId: schema.generations.postId,
      contentType: schema.generations.contentType,
    })
    .from(schema.generations)
    .where(and(eq(schema.generations.id, id), eq(schema.generations.userId, user.id)));
  if (!row) throw new NotFound(NOT_FOUND);
  return row;
}
