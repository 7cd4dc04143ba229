// `npm run db:seed`: loads the demo data (see server/db/seed) into DATABASE_URL or the embedded
// PostgreSQL; safe to run again.
import "./require-node.js";
import { existsSync } from "node:fs";
import { parseConfig } from "../server/config";
import { openDatabase, stopOnReachError } from "../server/db";
import { PEOPLE, seed } from "../server/db/seed";

if (existsSync(".env")) process.loadEnvFile(".env");
const config = parseConfig(process.env);
const database = await openDatabase(
  config,
  (message) => console.log(message),
  () => {},
).catch(stopOnReachError);
try {
  await seed(database.db);
  console.log("Demo data loaded. Accounts:");
  for (const person of PEOPLE) {
    console.log(
      `  ${person.email.padEnd(24)} ${person.tier}${person.roles.length ? ` (${person.roles.join(", ")})` : ""}`,
    );
  }
} finally {
  await database.close();
}
