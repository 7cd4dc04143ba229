import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabase } from "../../tests/setup/test-db";
import { schema } from "../db";
import { NotFound } from "../errors";
import { deleteMessage, getMessage, messagePage, messagesCsv, setMessageRead } from "./messages";

const t = testDatabase();

async function insertMessages(count: number, start = Date.UTC(2026, 0, 1)) {
  const rows = Array.from({ length: count }, (_, i) => ({
    name: `Sender ${i}`,
    email: `sender${i}@example.test`,
    subject: `Subject ${i}`,
    message: `Message ${i}`,
    createdAt: new Date(start + i * 1000),
  }));
  return t.db.insert(schema.contactSubmissions).values(rows).returning();
}

/** A translation that shows which key it was given, so the test sees every cell is a key. */
const keyed = (key: string) => `[${key.replace("admin:messages.csv.", "")}]`;

async function csvOf(): Promise<string> {
  let text = "";
  for await (const chunk of messagesCsv(keyed)) text += chunk;
  return text;
}

describe("contact messages", () => {
  it("lists newest first a page at a time, counting the unread", async () => {
    await insertMessages(23);
    const first = await messagePage(1);
    expect([first.total, first.unread, first.pageCount, first.messages.length]).toEqual([
      23, 23, 2, 20,
    ]);
    expect(first.messages[0]?.subject).toBe("Subject 22");
    expect((await messagePage(2)).messages.map((m) => m.subject)).toEqual([
      "Subject 2",
      "Subject 1",
      "Subject 0",
    ]);
  });

  it("marks a message read, keeps the first time, and can mark it unread; reading changes nothing", async () => {
    const [row] = await insertMessages(1, Date.UTC(2026, 1, 1));
    expect((await getMessage(row?.id)).readAt).toBeNull();
    const opened = await setMessageRead(row?.id, true);
    expect(opened.readAt).toBeInstanceOf(Date);
    const again = await setMessageRead(row?.id, true);
    expect(again.readAt?.getTime()).toBe(opened.readAt?.getTime());
    expect((await setMessageRead(row?.id, false)).readAt).toBeNull();
    expect((await getMessage(row?.id)).readAt).toBeNull();
  });

  it("deletes one, and a missing or malformed id is NotFound", async () => {
    const [row] = await insertMessages(1, Date.UTC(2026, 2, 1));
    await deleteMessage(row?.id);
    const left = await t.db
      .select()
      .from(schema.contactSubmissions)
      .where(eq(schema.contactSubmissions.id, row?.id ?? ""));
    expect(left).toEqual([]);
    await expect(deleteMessage(row?.id)).rejects.toBeInstanceOf(NotFound);
    await expect(getMessage("not-a-uuid")).rejects.toBeInstanceOf(NotFound);
  });
});

describe("the CSV export", () => {
  it("takes its header and its read column from the locale files, in the admin's language", async () => {
    await t.db.delete(schema.contactSubmissions);
    await insertMessages(1, Date.UTC(2029, 0, 1));
    const lines = (await csvOf()).split("\r\n");
    expect(lines[0]).toBe('"[received]","[name]","[email]","[subject]","[message]","[read]"');
    expect(lines[1]).toMatch(/,"\[no\]"$/);
  });

  it("escapes quotes, commas and line breaks and defuses formulas", async () => {
    await t.db.insert(schema.contactSubmissions).values({
      name: '=HYPERLINK("http://evil.example")',
      email: "+1@example.test",
      subject: 'Hello, "world"',
      message: "line one\nline two",
      createdAt: new Date(Date.UTC(2030, 0, 1)),
    });
    const lines = (await csvOf()).split("\r\n");
    expect(lines[0]).toBe('"[received]","[name]","[email]","[subject]","[message]","[read]"');
    expect(lines[1]).toBe(
      '"2030-01-01T00:00:00.000Z","\'=HYPERLINK(""http://evil.example"")","\'+1@example.test","Hello, ""world""","line one\nline two","[no]"',
    );
  });

  it("streams every message in batches, none lost or repeated, even within one millisecond", async () => {
    await t.db.delete(schema.contactSubmissions);
    // 1,200 rows, several sharing a millisecond (microseconds apart): the batches' cursor must
    // not lose any at a batch boundary.
    await t.db.execute(
      sql.raw(`insert into contact_submissions (name, email, subject, message, created_at)
       select 'n' || i, 'e' || i || '@x.test', 's' || i, 'm', timestamptz '2026-05-01' + i * interval '3 microseconds'
       from generate_series(1, 1200) i`),
    );
    const lines = (await csvOf()).trim().split("\r\n").slice(1);
    expect(lines).toHaveLength(1200);
    expect(new Set(lines.map((line) => line.split(",")[1])).size).toBe(1200);
  });
});
