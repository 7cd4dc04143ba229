import { eq } from "drizzle-orm";
import type { Config } from "../config";
import type { Database } from "../db";
import { schema } from "../db";
import { grantRole } from "./roles";

/** First sign-in: the profile starts with the e-mail only (spec section 4, "Profile"). */
export async function onUserCreated(
  db: Database,
  user: { id: string; email: string },
): Promise<void> {
  await db
    .insert(schema.profiles)
    .values({ userId: user.id, email: user.email })
    .onConflictDoNothing();
}

/** Every sign-in: addresses listed in ADMIN_EMAILS hold the admin role. */
export async function onSessionCreated(
  db: Database,
  config: Pick<Config, "ADMIN_EMAILS">,
  session: { userId: string },
): Promise<void> {
  if (config.ADMIN_EMAILS.length === 0) return;
  const [found] = await db
    .select({ email: schema.user.email })
    .from(schema.user)
    .where(eq(schema.user.id, session.userId));
  if (found && config.ADMIN_EMAILS.includes(found.email.toLowerCase())) {
    await grantRole(db, session.userId, "admin");
  }
}
