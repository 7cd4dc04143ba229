import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { strFromU8, unzipSync } from "fflate";
import { afterEach, describe, expect, it, vi } from "vitest";
import { action as libraryExportAction } from "~/routes/api/library-export";
import { loader as postExportLoader } from "~/routes/api/post-export";
import { testDatabase } from "../../tests/setup/test-db";
import { insertPost, insertUser } from "../../tests/support/factories";
import { routeArgs, sessionUser, spyLogger } from "../../tests/support/route-args";
import { NotFound } from "../errors";
import { exportLibraryZip, exportPost, POST_EXPORT_FORMATS } from "./index";

const t = testDatabase();

const argsOf = (user: ReturnType<typeof sessionUser>, path: string, params = {}) =>
  routeArgs(path, { user, params }) as never;

/** What a loader answered, thrown or returned: a Response, or a `data()` answer with its status. */
async function answer(run: () => Promise<unknown>): Promise<{ status: number; response: unknown }> {
  let response: unknown;
  try {
    response = await run();
  } catch (error) {
    response = error;
  }
  if (response instanceof Response) return { status: response.status, response };
  return { status: (response as { init?: ResponseInit }).init?.status ?? 500, response };
}

async function bytesOf(stream: Readable): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(chunks));
}

function library(zip: Uint8Array) {
  const files = unzipSync(zip);
  const markdown = Object.keys(files).filter((name) => name.endsWith(".md"));
  const json = JSON.parse(strFromU8(files["library.json"] ?? new Uint8Array())) as Record<
    string,
    unknown
  >[];
  return { files, markdown, json };
}

/** Inserts `count` posts for a user in one statement: created_at `start` plus i/2 microseconds. */
async function seedPosts(
  userId: string,
  count: number,
  options: { start?: string; content?: string; slug?: string } = {},
) {
  await t.db.execute(sql`
    insert into blog_posts (user_id, title, content, slug, created_at, updated_at)
    select ${userId}, 'Post ' || i,
      ${options.content ?? "<h2>Part</h2><p>Body of post</p>"} || ' ' || i,
      ${options.slug ?? "post-"} || (i % 100),
      ${options.start ?? "2025-01-01 10:00:00+00"}::timestamptz + ((i / 2) * interval '1 microsecond'),
      now()
    from generate_series(1, ${count}) as i`);
}

const FIELDS = [
  "id",
  "title",
  "topic",
  "description",
  "keywords",
  "tone",
  "audience",
  "content",
  "word_count",
  "content_type",
  "language",
  "meta_description",
  "synopsis",
  "abstract",
  "slug",
  "caption",
  "hashtags",
  "video_description",
  "analysis",
  "created_at",
  "updated_at",
].sort();

afterEach(() => {
  vi.restoreAllMocks();
});

describe("post exports", () => {
  it("give the owner every format and everyone else 404, exactly like a missing post", async () => {
    const owner = sessionUser(await insertUser(t.db));
    const other = sessionUser(await insertUser(t.db));
    const post = await insertPost(t.db, owner.id, { title: "Mine", slug: "mine" });
    for (const format of POST_EXPORT_FORMATS) {
      const own = await answer(() => postExportLoader(argsOf(owner, "/", { id: post.id, format })));
      expect(own.status, format).toBe(200);
      const headers = (own.response as Response).headers;
      expect(headers.get("Content-Disposition")).toContain(`filename="mine.${format}"`);
      expect(headers.get("Cache-Control")).toBe("private, no-store");

      for (const [user, id] of [
        [other, post.id],
        [owner, "8d1d2c3b-0000-4000-8000-000000000000"],
        [owner, "not-a-uuid"],
      ] as const) {
        expect(
          (await answer(() => postExportLoader(argsOf(user, "/", { id, format })))).status,
        ).toBe(404);
        await expect(exportPost(user, id, format)).rejects.toBeInstanceOf(NotFound);
      }
    }
  });

  it("answer 404 to an unknown format", async () => {
    const owner = sessionUser(await insertUser(t.db));
    const post = await insertPost(t.db, owner.id);
    for (const format of ["pdf", "HTML", "md.exe", ""]) {
      const result = await answer(() =>
        postExportLoader(argsOf(owner, "/", { id: post.id, format })),
      );
      expect(result.status, format).toBe(404);
    }
  });

  it("serve each format with its media type and content", async () => {
    const owner = sessionUser(await insertUser(t.db));
    const post = await insertPost(t.db, owner.id, { title: "Café guide", slug: null });
    const read = async (format: string) => {
      const { response } = await answer(() =>
        postExportLoader(argsOf(owner, "/", { id: post.id, format })),
      );
      return response as Response;
    };
    const html = await read("html");
    expect(html.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await html.text()).toContain("<h1>Café guide</h1>");
    const md = await read("md");
    expect(md.headers.get("Content-Type")).toBe("text/markdown; charset=utf-8");
    expect(md.headers.get("Content-Disposition")).toBe(
      "attachment; filename=\"cafe-guide.md\"; filename*=UTF-8''Caf%C3%A9%20guide.md",
    );
    expect(await md.text()).toContain("# Café guide\n\n## Heading\n\nSome words for the test.");
    expect(await (await read("txt")).text()).toBe(
      "Café guide\n\nHeading\n\nSome words for the test.\n",
    );
    const docx = await read("docx");
    expect(docx.headers.get("Content-Type")).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    const xml = strFromU8(
      unzipSync(new Uint8Array(await docx.arrayBuffer()))["word/document.xml"] ?? new Uint8Array(),
    );
    expect(xml).toContain("Some words for the test.");
  });
});

describe("library export", () => {
  it("zips one Markdown file per post, uniquely named, and library.json with every field", async () => {
    const owner = sessionUser(await insertUser(t.db));
    const other = sessionUser(await insertUser(t.db));
    const full = await insertPost(t.db, owner.id, {
      title: "Everything",
      slug: "everything",
      keywords: ["a", "b"],
      metaDescription: "Meta",
      synopsis: "Syn",
      abstract: "Abs",
      caption: "Cap",
      hashtags: ["#x"],
      videoDescription: "Video",
      contentType: "video",
      language: "fr",
      analysis: { seo: { score: 80 } },
      content: '<p onclick="x()">Safe</p><script>alert(1)</script>',
      createdAt: new Date("2024-12-31T12:00:00Z"),
    });
    await seedPosts(owner.id, 249);
    await seedPosts(other.id, 20, { slug: "theirs-" });

    const zip = await bytesOf(await exportLibraryZip(owner, { log: spyLogger() }));
    const { files, markdown, json } = library(zip);

    expect(markdown).toHaveLength(250);
    expect(new Set(markdown).size).toBe(250);
    expect(markdown).toContain("posts/2024-12-31-everything.md");
    // post-1 is the slug of posts 1, 101 and 201, all made the same day.
    expect(markdown).toEqual(
      expect.arrayContaining([
        "posts/2025-01-01-post-1.md",
        "posts/2025-01-01-post-1-2.md",
        "posts/2025-01-01-post-1-3.md",
      ]),
    );
    expect(markdown.some((name) => name.includes("theirs"))).toBe(false);

    expect(json).toHaveLength(250);
    for (const record of json) expect(Object.keys(record).sort()).toEqual(FIELDS);
    const ids = new Set(json.map((record) => record.id));
    expect(ids.size).toBe(250);
    const stored = await t.db.execute<{ id: string }>(
      sql`select id from blog_posts where user_id = ${owner.id}`,
    );
    expect(ids).toEqual(new Set(stored.rows.map((row) => row.id)));
    expect(json[0]).toEqual({
      id: full.id,
      title: "Everything",
      topic: "testing",
      description: "A post made by a test.",
      keywords: ["a", "b"],
      tone: "professional",
      audience: "developers",
      content: "<p>Safe</p>",
      word_count: 6,
      content_type: "video",
      language: "fr",
      meta_description: "Meta",
      synopsis: "Syn",
      abstract: "Abs",
      slug: "everything",
      caption: "Cap",
      hashtags: ["#x"],
      video_description: "Video",
      analysis: { seo: { score: 80 } },
      created_at: "2024-12-31T12:00:00.000Z",
      updated_at: full.updatedAt.toISOString(),
    });
    const everything = strFromU8(files["posts/2024-12-31-everything.md"] ?? new Uint8Array());
    expect(everything).toContain('title: "Everything"');
    expect(everything).toContain("# Everything\n\nSafe\n");
    expect(everything).not.toContain("alert");
  });

  it("keeps order across pages when many posts share a creation time", async () => {
    const owner = sessionUser(await insertUser(t.db));
    // 250 posts in 125 pairs that share their created_at to the microsecond.
    await seedPosts(owner.id, 250, { start: "2025-02-01 00:00:00+00" });
    const { json } = library(await bytesOf(await exportLibraryZip(owner, { batchSize: 7 })));
    expect(json).toHaveLength(250);
    const pairs = new Map<string, string[]>();
    for (const record of json) {
      const n = Number(String(record.title).slice(5));
      const key = String(Math.floor(n / 2));
      pairs.set(key, [...(pairs.get(key) ?? []), String(record.id)]);
    }
    for (const ids of pairs.values()) expect(ids).toEqual([...ids].sort());
    const titles = json.map((r) => Math.floor(Number(String(r.title).slice(5)) / 2));
    expect(titles).toEqual([...titles].sort((a, b) => a - b));
  });

  it("gives an empty library a valid zip with library.json = []", async () => {
    const owner = sessionUser(await insertUser(t.db));
    const { status, response } = await answer(() =>
      libraryExportAction(
        routeArgs("/api/library/export", { user: owner, init: { method: "POST" } }) as never,
      ),
    );
    expect(status).toBe(200);
    const res = response as Response;
    expect(res.headers.get("Content-Type")).toBe("application/zip");
    expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    expect(res.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="inkwell-library-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    const { files, markdown, json } = library(new Uint8Array(await res.arrayBuffer()));
    expect(markdown).toEqual([]);
    expect(json).toEqual([]);
    expect(Object.keys(files)).toEqual(["library.json"]);
  });

  it("streams: the first bytes leave before most pages are read, and a slow reader holds it back", async () => {
    const owner = sessionUser(await insertUser(t.db));
    // ~40 KB of hard-to-compress text per post, 10 MB in all: far more than the stream buffers.
    const noise = Buffer.from(
      Array.from({ length: 30_000 }, () => Math.floor(Math.random() * 256)),
    ).toString("base64");
    await seedPosts(owner.id, 250, { content: `<p>${noise}</p>` });
    const query = vi.spyOn(t.db.$client, "query");
    const pageQueries = () =>
      query.mock.calls.filter(([config]) =>
        /order by .*"created_at" asc/i.test(String((config as { text?: string })?.text ?? config)),
      ).length;

    const stream = await exportLibraryZip(owner, { batchSize: 25 });
    const reader = stream[Symbol.asyncIterator]();
    const first = await reader.next();
    expect(first.done).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const whileWaiting = pageQueries();
    // 10 pages of Markdown, then 10 of JSON: a reader that stops holds the export at a few.
    expect(whileWaiting).toBeGreaterThan(0);
    expect(whileWaiting).toBeLessThanOrEqual(4);

    const rest: Buffer[] = [first.value as Buffer];
    for (let next = await reader.next(); !next.done; next = await reader.next()) {
      rest.push(next.value as Buffer);
    }
    expect(pageQueries()).toBe(20);
    const { markdown, json } = library(new Uint8Array(Buffer.concat(rest)));
    expect(markdown).toHaveLength(250);
    expect(json).toHaveLength(250);
  });

  it("destroys the stream and logs when a query fails part way", async () => {
    const owner = sessionUser(await insertUser(t.db));
    await seedPosts(owner.id, 60);
    const client = t.db.$client;
    const original = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
    let pages = 0;
    vi.spyOn(client, "query").mockImplementation(((...args: unknown[]) => {
      const text = String((args[0] as { text?: string })?.text ?? args[0]);
      if (/"created_at" asc/i.test(text) && ++pages === 4) {
        return Promise.reject(new Error("connection lost"));
      }
      return original(...args);
    }) as never);
    const logger = spyLogger();
    const failure = await bytesOf(
      await exportLibraryZip(owner, { batchSize: 25, log: logger }),
    ).then(
      () => null,
      (error: unknown) => error as Error & { cause?: Error },
    );
    expect(failure?.cause?.message ?? failure?.message).toBe("connection lost");
    expect(logger.error).toHaveBeenCalledWith(
      expect.objectContaining({ userId: owner.id }),
      "library export failed",
    );
  });

  it("stops reading the library when the reader goes away", async () => {
    const owner = sessionUser(await insertUser(t.db));
    const noise = "x ".repeat(20_000);
    await seedPosts(owner.id, 200, { content: `<p>${noise}</p>` });
    const query = vi.spyOn(t.db.$client, "query");
    const logger = spyLogger();
    const stream = await exportLibraryZip(owner, { batchSize: 10, log: logger });
    const reader = stream[Symbol.asyncIterator]();
    await reader.next();
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const after = query.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(query.mock.calls.length).toBe(after);
    expect(after).toBeLessThan(20);
    expect(logger.error).not.toHaveBeenCalled();
  });
});

describe("Readable.toWeb of the zip", () => {
  it("carries the bytes of the Node stream", async () => {
    const owner = sessionUser(await insertUser(t.db));
    await insertPost(t.db, owner.id, { slug: "web" });
    const web = Readable.toWeb(await exportLibraryZip(owner)) as ReadableStream<Uint8Array>;
    const { markdown } = library(new Uint8Array(await new Response(web).arrayBuffer()));
    expect(markdown).toHaveLength(1);
  });
});
