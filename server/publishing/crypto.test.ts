// Credentials at rest: AES-256-GCM sealed to their row; another key, another row or a changed
// character never opens (cannotDecrypt), and the stored form never holds the plain secret.
import { randomBytes } from "node:crypto";
import { PUBLISHING_MESSAGES } from "@domain/publishing";
import { afterAll, describe, expect, it } from "vitest";
import { configureCredentialsKey, openSecret, parseKey, sealSecret, secretHint } from "./crypto";
import { PlatformError } from "./platform";

const key = randomBytes(32);
const owner = { userId: "user-1", id: "3f0c9a52-6a1e-4c57-9b7a-2f1f0f3c1a11" };
const plain = "abcd efgh ijkl mnop qrst uvwx";

function openFails(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).messageKey).toBe(PUBLISHING_MESSAGES.cannotDecrypt);
    return;
  }
  throw new Error("the sealed value opened");
}

describe("sealed credentials", () => {
  afterAll(() => configureCredentialsKey(randomBytes(32)));

  it("round-trips, in the v1 form, without the plain text, different every time", () => {
    configureCredentialsKey(key);
    const sealed = sealSecret(plain, owner);
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain("abcd");
    expect(Buffer.from(sealed.split(".")[4] ?? "", "base64url").toString("utf8")).not.toContain(
      "abcd",
    );
    expect(openSecret(sealed, owner)).toBe(plain);
    expect(sealSecret(plain, owner)).not.toBe(sealed);
  });

  it("does not open under another key", () => {
    configureCredentialsKey(key);
    const sealed = sealSecret(plain, owner);
    configureCredentialsKey(randomBytes(32));
    openFails(() => openSecret(sealed, owner));
    configureCredentialsKey(key.toString("hex"));
    expect(openSecret(sealed, owner)).toBe(plain);
  });

  it("does not open once tampered with", () => {
    configureCredentialsKey(key);
    const sealed = sealSecret(plain, owner);
    const parts = sealed.split(".");
    const data = Buffer.from(parts[4] ?? "", "base64url");
    data[0] = (data[0] ?? 0) ^ 1;
    parts[4] = data.toString("base64url");
    openFails(() => openSecret(parts.join("."), owner));
    const tag = Buffer.from(parts[3] ?? "", "base64url");
    tag[0] = (tag[0] ?? 0) ^ 1;
    openFails(() =>
      openSecret(
        [...sealed.split(".").slice(0, 3), tag.toString("base64url"), sealed.split(".")[4]].join(
          ".",
        ),
        owner,
      ),
    );
    openFails(() => openSecret("plain text", owner));
    openFails(() => openSecret(sealed.replace(/^v1/, "v2"), owner));
  });

  it("binds the value to its row and user (associated data)", () => {
    configureCredentialsKey(key);
    const sealed = sealSecret(plain, owner);
    openFails(() => openSecret(sealed, { ...owner, userId: "user-2" }));
    openFails(() => openSecret(sealed, { ...owner, id: "3f0c9a52-6a1e-4c57-9b7a-2f1f0f3c1a12" }));
    // The separator keeps "a"+"bc" and "ab"+"c" apart.
    const joined = sealSecret(plain, { userId: "a", id: "bc" });
    openFails(() => openSecret(joined, { userId: "ab", id: "c" }));
  });

  it("parses a key as hex or base64 of 32 bytes, and hints at a secret by its end", () => {
    expect(parseKey(key.toString("hex")).equals(key)).toBe(true);
    expect(parseKey(key.toString("base64")).equals(key)).toBe(true);
    expect(() => parseKey("abcd")).toThrow(/32 bytes/);
    expect(secretHint("abcd efgh ijkl mnop")).toBe("…mnop");
    expect(secretHint("abc")).toBe("…");
  });
});
