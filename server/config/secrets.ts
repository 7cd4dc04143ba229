import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

type Secrets = { authSecret: string; postgresPassword: string };

/**
 * Secrets generated once into DATA_DIR for local runs (the embedded database's password, the
 * session secret when AUTH_SECRET is unset outside production), readable only by their owner.
 */
export function loadLocalSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, "secrets.json");
  try {
    const stored = JSON.parse(fs.readFileSync(file, "utf8")) as Partial<Secrets>;
    if (stored.authSecret && stored.postgresPassword) return stored as Secrets;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  const secrets: Secrets = {
    authSecret: randomBytes(32).toString("hex"),
    postgresPassword: randomBytes(24).toString("hex"),
  };
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  return secrets;
}

/**
 * The key that encrypts stored credentials when ENCRYPTION_KEY is unset outside production (issue
 * 31): made once into DATA_DIR/encryption.key, readable only by its owner. Several processes may
 * start at once on one folder: the key is written to a file of its own and linked into place, so
 * exactly one key wins and every process reads that one.
 */
export function loadLocalEncryptionKey(dataDir: string): string {
  const file = path.join(dataDir, "encryption.key");
  const read = () => fs.readFileSync(file, "utf8").trim();
  try {
    return read();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o755 });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  fs.writeFileSync(draft, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600, flag: "wx" });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return read();
}
