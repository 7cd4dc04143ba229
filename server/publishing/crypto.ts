/**
 * Credentials at rest (issue 31): a connection's secret is sealed with AES-256-GCM under the key
 * from configuration (ENCRYPTION_KEY; locally one made in DATA_DIR), with the row's user and id as
 * associated data, so a sealed value copied to another row or user does not open. The stored form
 * is `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url; the key id is the first 8 bytes of the
 * key's SHA-256), so a changed key is recognised and reported, never guessed at.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { PUBLISHING_MESSAGES } from "@domain/publishing";
import { processSlot } from "../process-slot";
import { PlatformError } from "./platform";

const slot = processSlot<Buffer>("credentials-key");

/** The key as configured: 64 hex characters or base64 of 32 bytes. */
export function parseKey(text: string): Buffer {
  const key = /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, "hex") : Buffer.from(text, "base64");
  if (key.length !== 32) throw new Error("The credentials key must be 32 bytes");
  return key;
}

/** Sets the process's key (server/main.ts at start; tests with a key of their own). */
export function configureCredentialsKey(key: string | Buffer): void {
  slot.set(typeof key === "string" ? parseKey(key) : key);
}

const keyId = (key: Buffer) => createHash("sha256").update(key).digest().subarray(0, 8);
const aad = (owner: SealOwner) => Buffer.from(`${owner.userId}\u0000${owner.id}`, "utf8");

/** The row a sealed secret belongs to. */
export type SealOwner = { userId: string; id: string };

export function sealSecret(plain: string, owner: SealOwner): string {
  const key = slot.require("The credentials key");
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(aad(owner));
  const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const parts = [keyId(key), iv, cipher.getAuthTag(), data].map((b) => b.toString("base64url"));
  return `v1.${parts.join(".")}`;
}

/**
 * Opens a sealed secret; a value sealed under another key, for another row, or altered throws
 * PlatformError(cannotDecrypt): the writer enters the credential again.
 */
export function openSecret(sealed: string, owner: SealOwner): string {
  const key = slot.require("The credentials key");
  const [version, id, iv, tag, data] = sealed.split(".");
  if (version !== "v1" || !id || !iv || !tag || data === undefined)
    throw new PlatformError(PUBLISHING_MESSAGES.cannotDecrypt);
  if (!Buffer.from(id, "base64url").equals(keyId(key)))
    throw new PlatformError(PUBLISHING_MESSAGES.cannotDecrypt);
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
    decipher.setAAD(aad(owner));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([
      decipher.update(Buffer.from(data, "base64url")),
      decipher.final(),
    ]).toString("utf8");
  } catch {
    // An authentication failure says only that the value does not open under this key and row;
    // the caller tells the user to enter the credential again.
    throw new PlatformError(PUBLISHING_MESSAGES.cannotDecrypt);
  }
}

/** "…abcd": a secret's last four characters (spaces removed), to recognise it by. */
export function secretHint(plain: string): string {
  const compact = plain.replace(/\s+/g, "");
  return compact.length <= 4 ? "…" : `…${compact.slice(-4)}`;
}
