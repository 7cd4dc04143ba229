import type { Language } from "@domain/languages";
import type { ProfileInput } from "@domain/profile";
import { eq } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { Conflict, uniqueViolation } from "../errors";

export type Profile = {
  email: string;
  firstName: string | null;
  secondName: string | null;
  username: string | null;
  country: string | null;
  profession: string | null;
};

const columns = {
  email: schema.profiles.email,
  firstName: schema.profiles.firstName,
  secondName: schema.profiles.secondName,
  username: schema.profiles.username,
  country: schema.profiles.country,
  profession: schema.profiles.profession,
};

/** The user's own profile; created from their e-mail if they have none yet (spec section 4). */
export async function getProfile(user: Pick<SessionUser, "id" | "email">): Promise<Profile> {
  const db = database();
  const [found] = await db
    .select(columns)
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, user.id));
  if (found) return found;
  await db
    .insert(schema.profiles)
    .values({ userId: user.id, email: user.email })
    .onConflictDoNothing();
  const [created] = await db
    .select(columns)
    .from(schema.profiles)
    .where(eq(schema.profiles.userId, user.id));
  if (!created) throw new Error("profile was not created");
  return created;
}

/**
 * Saves the user's own profile; fields left empty are stored as null. A username someone else
 * holds (in any case) throws Conflict("USERNAME_TAKEN"), detected by the database's unique index.
 */
export async function updateProfile(
  user: Pick<SessionUser, "id" | "email">,
  input: ProfileInput,
): Promise<Profile> {
  const values = {
    firstName: input.firstName ?? null,
    secondName: input.secondName ?? null,
    username: input.username ?? null,
    country: input.country ?? null,
    profession: input.profession ?? null,
    updatedAt: new Date(),
  };
  try {
    const [saved] = await database()
      .insert(schema.profiles)
      .values({ userId: user.id, email: user.email, ...values })
      .onConflictDoUpdate({ target: schema.profiles.userId, set: values })
      .returning(columns);
    if (!saved) throw new Error("profile was not saved");
    return saved;
  } catch (error) {
    if (uniqueViolation(error) === "profiles_username_key")
      throw new Conflict("USERNAME_TAKEN", "account:profile.errors.usernameTakenDescription", {
        title: "account:profile.errors.usernameTaken",
        field: "username",
      });
    throw error;
  }
}

/**
 * Keeps the user's interface language in their profile (creating the profile if need be), so a
 * device that has no choice of its own renders in it.
 */
export async function saveLanguage(
  user: Pick<SessionUser, "id" | "email">,
  language: Language,
): Promise<void> {
  await database()
    .insert(schema.profiles)
    .values({ userId: user.id, email: user.email, language })
    .onConflictDoUpdate({
      target: schema.profiles.userId,
      set: { language, updatedAt: new Date() },
    });
}
