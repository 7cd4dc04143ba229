import { type DerivedPart, derivedParts } from "@domain/generation-notes";
import { and, eq } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";

/**
 * The parts of the user's post that its generation took from elsewhere than the model's answer
 * (see ./derive), for the post's view to name; none for a post made another way.
 */
export async function derivedPartsOf(
  user: Pick<SessionUser, "id">,
  postId: string,
): Promise<DerivedPart[]> {
  const rows = await database()
    .select({ fallbacks: schema.generations.fallbacks })
    .from(schema.generations)
    .where(and(eq(schema.generations.postId, postId), eq(schema.generations.userId, user.id)));
  return derivedParts(rows.flatMap((row) => row.fallbacks));
}
