// The editor's save with the post's voice (issue 29): another user's voice and one still being
// learned are refused and nothing is written; the user's learned voice is stored and measured in
// the report; "none" clears it; left out, it stays. The Voice select offers learned voices only.
import { type PostEditInput, postEditSchema } from "@domain/post-edit";
import { VOICE_MESSAGES } from "@domain/voices";
import { AppError } from "@server/errors";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../../server/db";
import { testDatabase } from "../../../tests/setup/test-db";
import { insertPost, insertUser } from "../../../tests/support/factories";
import { insertLearnedVoice } from "../../../tests/support/learned-voice";
import { editorVoices, saveEdit } from "./edit.server";

const t = testDatabase();

/** The form's fields as the editor sends them, the voice select set to `voiceId`. */
function formOf(voiceId: string | undefined): PostEditInput {
  return postEditSchema.parse({
    title: "A test post",
    content: "<p>You can keep it simple. Short sentences help you.</p>",
    ...(voiceId === undefined ? {} : { voiceId }),
  });
}
const voiceOfPost = async (id: string) =>
  (await t.db.select().from(schema.blogPosts).where(eq(schema.blogPosts.id, id)))[0];
const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => "saved",
    (error: unknown) =>
      error instanceof AppError ? `${error.status} ${error.messageKey}` : String(error),
  );

describe("the editor's save with a voice", () => {
  it("refuses another user's voice and one being learned, and writes nothing", async () => {
    const user = await insertUser(t.db);
    const other = await insertUser(t.db);
    const mine = await insertLearnedVoice(t.db, user.id);
    const theirs = await insertLearnedVoice(t.db, other.id);
    const learning = await insertLearnedVoice(t.db, user.id, { status: "queued" });
    const post = await insertPost(t.db, user.id, { voiceId: mine.id });
    expect(await codeOf(saveEdit(user, post.id, formOf(theirs.id)))).toBe(
      `404 ${VOICE_MESSAGES.notFound}`,
    );
    expect(await codeOf(saveEdit(user, post.id, formOf(learning.id)))).toBe(
      `409 ${VOICE_MESSAGES.notReady}`,
    );
    const after = await voiceOfPost(post.id);
    expect(after?.voiceId).toBe(mine.id);
    expect(after?.title).toBe(post.title);
    expect(after?.updatedAt.toISOString()).toBe(post.updatedAt.toISOString());
  });

  it("stores the user's learned voice, keeps it when left out, and clears it with none", async () => {
    const user = await insertUser(t.db);
    const voice = await insertLearnedVoice(t.db, user.id);
    const post = await insertPost(t.db, user.id);
    expect((await saveEdit(user, post.id, formOf(voice.id))).voiceId).toBe(voice.id);
    expect((await saveEdit(user, post.id, formOf(undefined))).voiceId).toBe(voice.id);
    expect((await saveEdit(user, post.id, formOf(""))).voiceId).toBe(voice.id);
    expect((await saveEdit(user, post.id, formOf("none"))).voiceId).toBeNull();
  });

  it("offers the user's learned voices only, and the post's voice when it is one of them", async () => {
    const user = await insertUser(t.db);
    const other = await insertUser(t.db);
    const voice = await insertLearnedVoice(t.db, user.id, { name: "Mine" });
    await insertLearnedVoice(t.db, user.id, { name: "Still learning", status: "running" });
    await insertLearnedVoice(t.db, other.id, { name: "Theirs" });
    expect(await editorVoices(user, voice.id)).toEqual({
      voices: [{ id: voice.id, name: "Mine" }],
      voiceId: voice.id,
    });
    expect((await editorVoices(user, null)).voiceId).toBe("");
  });
});
