import { APP_NAME } from "@domain/app";
import { ZipArchive } from "archiver";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { exportPost, type FileName } from "../exports";
import { ownRun } from "./view";

type Owner = Pick<SessionUser, "id">;

/** The zip's name: the app, "bulk" and the run's date. */
function zipName(createdAt: Date): FileName {
  const name = `${APP_NAME.toLowerCase()}-bulk-${createdAt.toISOString().slice(0, 10)}.zip`;
  return { ascii: name, unicode: name };
}

/**
 * A run's succeeded rows' posts as a zip of Markdown files, `row-<n>-<post file>.md` (the row
 * number keeps names unique and in the sheet's order). Only the user's own run and posts: a post
 * deleted since is left out. Built in memory: a run has at most the largest plan's rows.
 */
export async function bulkRunZip(
  user: Owner,
  id: string,
): Promise<{ body: Buffer; fileName: FileName }> {
  const run = await ownRun(user, id);
  const rows = await database()
    .select({ rowNumber: schema.bulkRows.rowNumber, postId: schema.bulkRows.postId })
    .from(schema.bulkRows)
    .innerJoin(schema.blogPosts, eq(schema.blogPosts.id, schema.bulkRows.postId))
    .where(
      and(
        eq(schema.bulkRows.runId, run.id),
        eq(schema.bulkRows.status, "succeeded"),
        eq(schema.blogPosts.userId, user.id),
        isNotNull(schema.bulkRows.postId),
      ),
    )
    .orderBy(asc(schema.bulkRows.rowNumber));
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const chunks: Buffer[] = [];
  archive.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    archive.on("end", () => resolve());
    archive.on("error", reject);
  });
  for (const row of rows) {
    if (!row.postId) continue;
    const file = await exportPost(user, row.postId, "md");
    archive.append(typeof file.body === "string" ? file.body : Buffer.from(file.body), {
      name: `row-${row.rowNumber}-${file.fileName.ascii}`,
    });
  }
  await archive.finalize();
  await done;
  return { body: Buffer.concat(chunks), fileName: zipName(run.createdAt) };
}
