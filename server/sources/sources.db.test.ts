import { LANGUAGE_CODES } from "@domain/languages";
import { SOURCE_LIMITS } from "@domain/plans";
import { TEXT_SEARCH_CONFIGS } from "@domain/sources";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { insertPost, insertUser, statementErrorCode } from "../../tests/support/factories";
import { makeDocx, makePdf } from "../../tests/support/source-files";
import { schema } from "../db";
import { NotFound } from "../errors";
import { SourceLimit } from "./errors";
import {
  addSource,
  deleteSource,
  getSource,
  listSources,
  searchPassages,
  sourcePassages,
} from "./index";

const t = testDatabase();

async function owner(tier: "free" | "elite" = "free") {
  const row = await insertUser(t.db);
  return { id: row.id, tier, isAdmin: false };
}

const COFFEE = [
  "Cold brew coffee is steeped in cold water for twelve to twenty-four hours.",
  "Espresso machines push water through the coffee at nine bars of pressure.",
  "Green tea is brewed at eighty degrees to keep it from turning bitter.",
].join("\n\n");

describe("sources", () => {
  it("has a text-search configuration in PostgreSQL for each interface language", async () => {
    for (const language of LANGUAGE_CODES) {
      const config = TEXT_SEARCH_CONFIGS[language];
      const result = await t.db.execute<{ ok: boolean }>(
        sql`select to_tsvector(${config}::regconfig, 'word') is not null as ok`,
      );
      expect(result.rows[0]?.ok, `${language} -> ${config}`).toBe(true);
    }
  });

  it("adds pasted text as passages with their words indexed, for its owner only", async () => {
    const user = await owner();
    const source = await addSource(user, { kind: "text", text: COFFEE, title: "Brewing" });
    expect(source).toMatchObject({
      kind: "text",
      title: "Brewing",
      language: "en",
      status: "ready",
    });
    expect(source.passages).toBeGreaterThan(0);
    expect(await getSource(user, source.id)).toEqual(source);
    expect((await sourcePassages(user, source.id)).map((p) => p.text).join("\n\n")).toBe(COFFEE);
    const [stored] = await t.db
      .select({ search: schema.sourcePassages.search, userId: schema.sourcePassages.userId })
      .from(schema.sourcePassages)
      .where(eq(schema.sourcePassages.sourceId, source.id));
    expect(stored?.userId).toBe(user.id);
    // English stemming: "steeped" is indexed as "steep".
    expect(stored?.search).toContain("'steep'");
  });

  it("ranks the passages that answer a query, in the source's language", async () => {
    const user = await owner();
    const paragraphs = COFFEE.split("\n\n").map((p) => `${p} ${"Filler words. ".repeat(20)}`);
    const source = await addSource(user, { kind: "text", text: paragraphs.join("\n\n") });
    expect(source.passages).toBe(3);
    const hits = await searchPassages(user, [source.id], "pressure of espresso machine", 5);
    expect(hits[0]?.text).toContain("nine bars of pressure");
    expect(hits[0]?.ordinal).toBe(1);
    const steep = await searchPassages(user, [source.id], "steeping", 5);
    expect(steep.map((h) => h.ordinal)).toEqual([0]);
    expect(await searchPassages(user, [source.id], "", 5)).toEqual([]);
    expect(await searchPassages(user, [], "coffee", 5)).toEqual([]);
  });

  it("searches in German with German stemming, and Japanese with the simple configuration", async () => {
    const user = await owner();
    const german = await addSource(user, {
      kind: "text",
      text: "Der Kaffee wird zwölf Stunden lang in kaltem Wasser gezogen und schmeckt milder.",
    });
    expect(german.language).toBe("de");
    expect((await searchPassages(user, [german.id], "Wassers", 5)).length).toBe(1);
    const japanese = await addSource(user, {
      kind: "text",
      text: "コールドブリュー は 冷たい 水 で 抽出 されます。",
      language: "ja",
    });
    expect((await searchPassages(user, [japanese.id], "抽出", 5)).length).toBe(1);
  });

  it("never returns, reads or deletes another user's sources", async () => {
    const alice = await owner();
    const mallory = await owner();
    const secret = await addSource(alice, { kind: "text", text: `Alice's secret: ${COFFEE}` });
    const own = await addSource(mallory, { kind: "text", text: COFFEE });
    expect(await searchPassages(mallory, [secret.id, own.id], "secret espresso", 10)).toEqual(
      await searchPassages(mallory, [own.id], "secret espresso", 10),
    );
    const hits = await searchPassages(mallory, [secret.id], "espresso", 10);
    expect(hits).toEqual([]);
    expect((await listSources(mallory)).map((s) => s.id)).toEqual([own.id]);
    await expect(getSource(mallory, secret.id)).rejects.toBeInstanceOf(NotFound);
    await expect(sourcePassages(mallory, secret.id)).rejects.toBeInstanceOf(NotFound);
    await expect(deleteSource(mallory, secret.id)).rejects.toBeInstanceOf(NotFound);
    await expect(getSource(mallory, "not-a-uuid")).rejects.toBeInstanceOf(NotFound);
    expect((await getSource(alice, secret.id)).id).toBe(secret.id);
  });

  it("deletes a source with its passages", async () => {
    const user = await owner();
    const source = await addSource(user, { kind: "text", text: COFFEE });
    await deleteSource(user, source.id);
    await expect(getSource(user, source.id)).rejects.toBeInstanceOf(NotFound);
    const left = await t.db
      .select()
      .from(schema.sourcePassages)
      .where(eq(schema.sourcePassages.sourceId, source.id));
    expect(left).toEqual([]);
  });

  it("reads one of the user's library posts, and not another's", async () => {
    const user = await owner();
    const post = await insertPost(t.db, user.id, {
      title: "My espresso guide",
      content: "<h2>Pressure</h2><p>Nine bars <script>alert(1)</script>of pressure.</p>",
    });
    const source = await addSource(user, { kind: "post", postId: post.id });
    expect(source).toMatchObject({ kind: "post", title: "My espresso guide" });
    expect((await sourcePassages(user, source.id))[0]?.text).toBe(
      "Pressure\n\nNine bars of pressure.",
    );
    const other = await owner();
    await expect(addSource(other, { kind: "post", postId: post.id })).rejects.toBeInstanceOf(
      NotFound,
    );
  });

  it("reads uploaded PDF, DOCX and Markdown files", async () => {
    const user = await owner();
    const file = (body: Buffer, name: string, type: string) =>
      new File([new Uint8Array(body)], name, { type });
    const pdf = await addSource(user, {
      kind: "file",
      file: file(
        makePdf([["Nine bars of pressure."]], "Espresso"),
        "espresso.pdf",
        "application/pdf",
      ),
    });
    expect(pdf).toMatchObject({ title: "Espresso", address: "espresso.pdf", pages: 1 });
    const docx = await addSource(user, {
      kind: "file",
      file: file(await makeDocx(["Grinders need cleaning."]), "C:\\docs\\grind.docx", ""),
    });
    expect(docx).toMatchObject({ title: "grind", address: "grind.docx" });
    const md = await addSource(user, {
      kind: "file",
      file: file(Buffer.from("# Milk\n\nSteam it."), "milk.md", "application/octet-stream"),
    });
    expect(md.title).toBe("Milk");
    const png = file(Buffer.from([1, 2, 3]), "a.png", "image/png");
    await expect(addSource(user, { kind: "file", file: png })).rejects.toMatchObject({
      code: "SOURCE_REFUSED",
      messageKey: "sources:refused.unsupportedType",
    });
  });

  it("keeps the plan's limits: number of sources, file size", async () => {
    const user = await owner();
    const max = SOURCE_LIMITS.free.sources;
    await t.db.insert(schema.sources).values(
      Array.from({ length: max }, (_, i) => ({
        userId: user.id,
        kind: "text" as const,
        title: `s${i}`,
      })),
    );
    const error = await addSource(user, { kind: "text", text: COFFEE }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SourceLimit);
    expect(error).toMatchObject({ messageKey: "sources:errors.limitReached", params: { max } });
    const big = new File([new Uint8Array(SOURCE_LIMITS.free.fileBytes + 1)], "big.txt");
    const other = await owner();
    await expect(addSource(other, { kind: "file", file: big })).rejects.toMatchObject({
      messageKey: "sources:errors.fileTooLarge",
      params: { maxMb: 2 },
    });
    // An elite user's file of that size is read.
    const elite = await owner("elite");
    const text = new File([`${"Coffee notes. ".repeat(160_000)}`], "big.txt", {
      type: "text/plain",
    });
    expect(text.size).toBeGreaterThan(SOURCE_LIMITS.free.fileBytes);
    const read = await addSource(elite, { kind: "file", file: text });
    expect(read.characters).toBeLessThanOrEqual(SOURCE_LIMITS.elite.characters);
  });

  it("refuses a text with nothing readable in it", async () => {
    const user = await owner();
    await expect(
      addSource(user, { kind: "text", text: "<script>alert(1)</script>" }),
    ).rejects.toMatchObject({ messageKey: "sources:refused.empty" });
  });

  it("checks kind, status and language in the table", async () => {
    const user = await owner();
    const base = { userId: user.id, kind: "text" as const, title: "x" };
    expect(
      await statementErrorCode(t.db.insert(schema.sources).values({ ...base, language: "xx" })),
    ).toBe("23514");
    expect(
      await statementErrorCode(
        t.db.insert(schema.sources).values({ ...base, kind: "ftp" as never }),
      ),
    ).toBe("23514");
  });
});
