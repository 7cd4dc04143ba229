import { schema } from "@server/db";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertUser } from "../../tests/support/factories";
import { createLogger } from "../log";
import { EMAIL_NOT_VERIFIED, onSessionCreated, refuseUnverifiedEmail } from "./on-sign-in";

const t = testDatabase();
const log = createLogger("silent");

const rolesOf = async (userId: string) =>
  (await t.db.select().from(schema.userRoles).where(eq(schema.userRoles.userId, userId))).map(
    (row) => row.role,
  );

describe("ADMIN_EMAILS at sign-in (issue 24, finding 1)", () => {
  it("grants admin to a listed address only once it is verified", async () => {
    const unverified = await insertUser(t.db, { email: "boss@corp.example", emailVerified: false });
    await onSessionCreated(
      t.db,
      { ADMIN_EMAILS: ["boss@corp.example"] },
      { userId: unverified.id },
    );
    expect(await rolesOf(unverified.id)).toEqual([]);

    const verified = await insertUser(t.db, { email: "chief@corp.example", emailVerified: true });
    await onSessionCreated(t.db, { ADMIN_EMAILS: ["chief@corp.example"] }, { userId: verified.id });
    expect(await rolesOf(verified.id)).toEqual(["admin"]);
  });

  it("refuses to make a user of an address the provider did not verify", () => {
    expect(() => refuseUnverifiedEmail(log, { emailVerified: false })).toThrow(
      expect.objectContaining({ body: expect.objectContaining({ code: EMAIL_NOT_VERIFIED }) }),
    );
    expect(() => refuseUnverifiedEmail(log, {})).toThrow();
    expect(() => refuseUnverifiedEmail(log, { emailVerified: true })).not.toThrow();
  });
});
