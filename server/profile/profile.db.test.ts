import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertUser } from "../../tests/support/factories";
import { schema } from "../db";
import { getProfile, saveLanguage, updateProfile } from "./index";

const t = testDatabase();

describe("profiles", () => {
  it("creates a missing profile from the e-mail only", async () => {
    const user = await insertUser(t.db);
    expect(await getProfile(user)).toEqual({
      email: user.email,
      firstName: null,
      secondName: null,
      username: null,
      country: null,
      profession: null,
    });
  });

  it("keeps the interface language apart from the profile form's fields", async () => {
    const user = await insertUser(t.db);
    await saveLanguage(user, "ja");
    await updateProfile(user, { firstName: "Ada" });
    await saveLanguage(user, "de");
    const [row] = await t.db
      .select({ language: schema.profiles.language, firstName: schema.profiles.firstName })
      .from(schema.profiles)
      .where(eq(schema.profiles.userId, user.id));
    expect(row).toEqual({ language: "de", firstName: "Ada" });
  });

  it("saves the user's own fields and stores empty ones as null", async () => {
    const user = await insertUser(t.db);
    const saved = await updateProfile(user, { firstName: "Ada", username: "ada_l", country: "UK" });
    expect(saved).toMatchObject({
      firstName: "Ada",
      username: "ada_l",
      country: "UK",
      secondName: null,
      profession: null,
    });
    expect(await updateProfile(user, { firstName: "Ada" })).toMatchObject({
      username: null,
      country: null,
    });
  });

  it("refuses a username someone else holds, in any case, and changes nothing", async () => {
    const first = await insertUser(t.db);
    const second = await insertUser(t.db);
    await updateProfile(first, { username: "Grace" });
    await updateProfile(second, { firstName: "Before" });
    await expect(
      updateProfile(second, { firstName: "After", username: "grace" }),
    ).rejects.toMatchObject({
      code: "USERNAME_TAKEN",
      status: 409,
      field: "username",
      title: "account:profile.errors.usernameTaken",
      messageKey: "account:profile.errors.usernameTakenDescription",
    });
    expect((await getProfile(second)).firstName).toBe("Before");
  });

  it("never shows one user another's profile", async () => {
    const first = await insertUser(t.db);
    const second = await insertUser(t.db);
    await updateProfile(first, { firstName: "Only mine", profession: "Writer" });
    const other = await getProfile(second);
    expect(other.firstName).toBeNull();
    expect(other.email).toBe(second.email);
  });
});
