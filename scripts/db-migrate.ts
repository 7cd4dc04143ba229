// `npm run db:migrate`: applies the committed migrations to DATABASE_URL, or to the embedded
// PostgreSQL under DATA_DIR (started for the occasion, or the one the running app uses).
import "./require-node.js";
import { existsSync } from "node:fs";
import { parseConfig } from "../server/config";
import { openDatabase, stopOnReachError } from "../server/db";

if (existsSync(".env")) process.loadEnvFile(".env");
const config = parseConfig(process.env);
const database = await openDatabase(
  config,
  (message) => console.log(message),
  () => {},
).catch(stopOnReachError);
console.log(
  `Migrations are applied to ${new URL(database.url).pathname.slice(1)} on ${new URL(database.url).host}.`,
);
await database.close();
