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
