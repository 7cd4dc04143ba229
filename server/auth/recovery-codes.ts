import { createHmac } from "node:crypto";
import { symmetricDecrypt } from "better-auth/crypto";

/** Marks a stored recovery code as a keyed hash (every code written since this was added). */
const HASHED = "hmac-sha256:";

/**
 * A recovery code as stored: an HMAC with the session secret, so the stored list cannot be turned
 * back into codes (better-auth's default keeps them encrypted, which the secret reverses), and a
 * copy of the database alone does not let anyone try codes offline.
 */
export function hashRecoveryCode(secret: string, code: string): string {
  return `${HASHED}${createHmac("sha256", secret).update(`recovery-code\n${code}`).digest("base64url")}`;
}

const hashAll = (secret: string, codes: string[]) =>
  codes.map((code) => (code.startsWith(HASHED) ? code : hashRecoveryCode(secret, code)));

/**
 * better-auth's `storeBackupCodes`: new codes are stored as hashes, and the list read back holds
 * hashes, so a code is checked by passing its hash (verifySecondFactor does). better-auth writes
 * the list back without the used code, already hashed. Lists stored before this change are
 * better-auth's encrypted JSON: they are decrypted and hashed when read, and stored hashed the
 * next time a code is used.
 */
export function hashedRecoveryCodes(secret: string) {
  return {
    encrypt: async (json: string) => JSON.stringify(hashAll(secret, JSON.parse(json) as string[])),
    decrypt: async (stored: string) => {
      if (stored.startsWith("[")) return stored;
      const codes = JSON.parse(await symmetricDecrypt({ key: secret, data: stored })) as string[];
      return JSON.stringify(hashAll(secret, codes));
    },
  };
}
