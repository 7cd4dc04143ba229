import { finished, Readable } from "node:stream";
import { APP_NAME } from "@domain/app";
import { ZipArchive } from "archiver";
import type { SessionUser } from "../auth";
import { Conflict } from "../errors";
import { asciiBaseName } from "./file-name";
import { takeExportLease } from "./library-lease";
import { newestCursor, postPages } from "./library-pages";
import { postToMarkdown } from "./markdown";
import { postRecord } from "./post-record";
import type { ExportablePost, FileName } from "./types";

/** Posts read per query. */
export const LIBRARY_BATCH_SIZE = 100;

type Log = {
  error(details: object, message: string): void;
  info(details: object, message: string): void;
};

export type LibraryExportOptions = { batchSize?: number; log?: Log };

/** Thrown inside the export when the reader went away; not a failure worth an error log. */
class Abandoned extends Error {}

/**
 * Names `posts/<date>-<slug>.md`, made unique with -2, -3... Posts come oldest first, so names
 * can only clash within one creation date, and only that date's names are remembered.
 */
class MarkdownNames {
  private date = "";
  private taken = new Set<string>();

  next(post: ExportablePost): string {
    const date = post.createdAt.toISOString().slice(0, 10);
    if (date !== this.date) {
      this.date = date;
      this.taken.clear();
    }
    const base = `${date}-${asciiBaseName(post)}`;
    let name = base;
    for (let n = 2; this.taken.has(name); n++) name = `${base}-${n}`;
    this.taken.add(name);
    return `posts/${name}.md`;
  }
}

export function libraryFileName(now = new Date()): FileName {
  const name = `${APP_NAME.toLowerCase()}-library-${now.toISOString().slice(0, 10)}.zip`;
  return { ascii: name, unicode: name };
}

/**
 * The user's whole library as a zip, streamed: one Markdown file per post, then `library.json`
 * (every field of every post, as a JSON array). Posts are read in keyset pages and each page's
 * entries are written before the next page is read; the zip only moves on as fast as the reader
 * takes its bytes, so memory holds about one page and the stream buffers, whatever the library's
 * size. The library is read twice (Markdown, then JSON), both times up to the newest post when
 * the export started. A failure part way destroys the stream (the download fails rather than
 * ending in a truncated file) and is logged. The first query runs before the stream is returned,
 * so a database that is down gives an error response rather than a broken download. One export
 * per user runs at a time, across processes (./library-lease.ts): another meanwhile is a Conflict.
 */
export async function exportLibraryZip(
  user: Pick<SessionUser, "id">,
  options: LibraryExportOptions = {},
): Promise<Readable> {
  const size = options.batchSize ?? LIBRARY_BATCH_SIZE;
  const lease = await takeExportLease(user, options.log);
  if (!lease) throw new Conflict("EXPORT_RUNNING", "exports:library.running");
  const release = () =>
    lease
      .release()
      .catch((error) =>
        options.log?.error({ err: error, userId: user.id }, "releasing an export lease failed"),
      );
  let last: Awaited<ReturnType<typeof newestCursor>>;
  try {
    last = await newestCursor(user);
  } catch (error) {
    await release();
    throw error;
  }
  const archive = new ZipArchive({ zlib: { level: 6 } });
  // The slot is free again however the stream ends: read to the end, failed or abandoned.
  finished(archive, () => void release());
  let processed = 0;
  let appended = 0;
  let failed = false;
  archive.on("entry", () => processed++);
  archive.on("warning", (warning) =>
    options.log?.error({ err: warning, userId: user.id }, "library export warning"),
  );

  const fail = (error: unknown) => {
    if (failed) return;
    failed = true;
    if (error instanceof Abandoned || archive.destroyed) {
      options.log?.info({ userId: user.id }, "library export abandoned by the client");
    } else {
      options.log?.error({ err: error, userId: user.id }, "library export failed");
    }
    archive.destroy(error instanceof Error ? error : new Error(String(error)));
  };

  /** Resolves once the archive has written every entry appended so far. */
  const caughtUp = () =>
    new Promise<void>((resolve, reject) => {
      if (archive.destroyed) return reject(new Abandoned());
      if (processed >= appended) return resolve();
      const check = () => {
        if (processed < appended) return;
        cleanup();
        resolve();
      };
      const closed = () => {
        cleanup();
        reject(new Abandoned());
      };
      const cleanup = () => {
        archive.off("entry", check);
        archive.off("close", closed);
      };
      archive.on("entry", check);
      archive.on("close", closed);
    });

  const append = (source: string | Readable, name: string, date: Date) => {
    appended++;
    archive.append(source, { name, date });
  };

  async function* libraryJson(): AsyncGenerator<string> {
    try {
      if (!last) {
        yield "[]\n";
        return;
      }
      let first = true;
      yield "[";
      for await (const page of postPages(user, last, size)) {
        if (failed) throw new Abandoned();
        const chunk = page
          .map((post) => JSON.stringify(postRecord(post), null, 2).replace(/^/gm, "  "))
          .join(",\n");
        yield `${first ? "\n" : ",\n"}${chunk}`;
        first = false;
      }
      yield "\n]\n";
    } catch (error) {
      // Before the entry ends: a half-written library.json must never finish as a valid zip.
      fail(error);
      throw error;
    }
  }

  const run = async () => {
    if (last) {
      const names = new MarkdownNames();
      for await (const page of postPages(user, last, size)) {
        for (const post of page) append(postToMarkdown(post), names.next(post), post.updatedAt);
        await caughtUp();
      }
    }
    const json = Readable.from(libraryJson(), { objectMode: false });
    json.on("error", fail);
    append(json, "library.json", new Date());
    await caughtUp();
    if (!failed) await archive.finalize();
  };
  run().catch(fail);
  return archive;
}
