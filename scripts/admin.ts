// `npm run admin -- grant|revoke <email> [admin|super_admin]`: roles for operators.
import "./require-node.js";
import { existsSync } from "node:fs";
import { runAdminCommand } from "../server/auth/admin-command";
import { parseConfig } from "../server/config";
import { openDatabase, stopOnReachError } from "../server/db";

if (existsSync(".env")) process.loadEnvFile(".env");
const config = parseConfig({ ...process.env, LOG_LEVEL: "silent" });
const database = await openDatabase(
  config,
  () => {},
  () => {},
).catch(stopOnReachError);
try {
  console.log(await runAdminCommand(database.db, process.argv.slice(2)));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
