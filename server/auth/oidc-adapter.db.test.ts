import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { schema } from "../db";
import { postgresAdapter } from "./oidc-adapter";

const t = testDatabase();

describe("the local OpenID provider's PostgreSQL adapter", () => {
  it("keeps what one process stores for another (and for the next start)", async () => {
    const Here = postgresAdapter(t.db);
    const There = postgresAdapter(t.db);
    await new Here("Interaction").upsert(
      "i-1",
      { uid: "u-1", jti: "i-1", kind: "Interaction" },
      600,
    );
    expect(await new There("Interaction").find("i-1")).toMatchObject({
      uid: "u-1",
      kind: "Interaction",
    });
    expect(await new There("Interaction").findByUid("u-1")).toMatchObject({ jti: "i-1" });
    // Models are separate namespaces.
    expect(await new There("Session").find("i-1")).toBeUndefined();
  });

  it("replaces on upsert, marks consumed, destroys, and revokes a grant's tokens of every model", async () => {
    const Adapter = postgresAdapter(t.db);
    const codes = new Adapter("AuthorizationCode");
    const tokens = new Adapter("AccessToken");
    await codes.upsert("c-1", { grantId: "g-1", accountId: "a" }, 60);
    await codes.upsert("c-1", { grantId: "g-1", accountId: "b" }, 60);
    expect(await codes.find("c-1")).toEqual({ grantId: "g-1", accountId: "b" });
    await codes.consume("c-1");
    expect((await codes.find("c-1"))?.consumed).toBeGreaterThan(Date.now() / 1000 - 60);
    await tokens.upsert("t-1", { grantId: "g-1" }, 600);
    await tokens.upsert("t-2", { grantId: "g-2" }, 600);
    await new Adapter("Grant").revokeByGrantId("g-1");
    expect(await codes.find("c-1")).toBeUndefined();
    expect(await tokens.find("t-1")).toBeUndefined();
    expect(await tokens.find("t-2")).toEqual({ grantId: "g-2" });
    await tokens.destroy("t-2");
    expect(await tokens.find("t-2")).toBeUndefined();
  });

  it("never returns an expired entry, and finds by user code", async () => {
    const devices = new (postgresAdapter(t.db))("DeviceCode");
    await devices.upsert("d-1", { userCode: "ABCD-EFGH" }, 600);
    expect(await devices.findByUserCode("ABCD-EFGH")).toEqual({ userCode: "ABCD-EFGH" });
    await t.db.update(schema.oidcPayload).set({ expiresAt: new Date(Date.now() - 1_000) });
    expect(await devices.find("d-1")).toBeUndefined();
    expect(await devices.findByUserCode("ABCD-EFGH")).toBeUndefined();
  });
});
