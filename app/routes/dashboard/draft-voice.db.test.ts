// The Report panel's Voice section follows the editor's Voice select (issue 29): the draft's
// report is measured against the voice on screen (as POST /api/posts/:id/analysis resolves it:
// voiceChoice, then analyseDraft), "none" leaves the section out, left out the post's stored
// voice is used; another user's voice is not found. A save stores the report with the voice.

import { postEditSchema } from "@domain/post-edit";
import { VOICE_MESSAGES } from "@domain/voices";
import { AppError } from "@server/errors";
import { analyseDraft } from "@server/library";
import { voiceChoice } from "@server/voices";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { schema } from "../../../server/db";
import { testDatabase } from "../../../tests/setup/test-db";
import { insertPost, insertUser } from "../../../tests/support/factories";
import { insertLearnedVoice } from "../../../tests/support/learned-voice";
import { saveEdit } from "./edit.server";

const t = testDatabase();

const DRAFT = {
  title: "Composting at home",
  keywords: ["compost"],
  metaDescription: "",
  html: "<p>You can start a compost heap today. Keep it simple. Add scraps and wait.</p><p>The heap is turned every week by the gardener, who checks that it stays moist and warm throughout the long season.</p>",
};

/** The report of the draft with the Voice select at `voiceId`, as the endpoint makes it. */
async function reportWith(user: { id: string }, postId: string, voiceId?: string) {
  return analyseDraft(user, postId, DRAFT, await voiceChoice(user, voiceId));
}

describe("the draft report's Voice section", () => {
  it("measures the draft against the voice on screen, none, or the post's voice", async () => {
    const user = await insertUser(t.db);
    const stored = await insertLearnedVoice(t.db, user.id, { name: "Stored" });
    const chosen = await insertLearnedVoice(t.db, user.id, { name: "Chosen" });
    const post = await insertPost(t.db, user.id, { voiceId: stored.id });
    const onScreen = await reportWith(user, post.id, chosen.id);
    expect(onScreen.voice).toMatchObject({ id: chosen.id, name: "Chosen" });
    expect(onScreen.voice?.score).toBeGreaterThanOrEqual(0);
    expect(onScreen.voice?.measures.length).toBeLessThanOrEqual(3);
    expect((await reportWith(user, post.id, "none")).voice).toBeUndefined();
    expect((await reportWith(user, post.id)).voice).toMatchObject({ id: stored.id });
    // It informs: the overall score is the same with or without it.
    expect(onScreen.overall).toBe((await reportWith(user, post.id, "none")).overall);
  });

  it("refuses another user's voice as not found", async () => {
    const user = await insertUser(t.db);
    const other = await insertUser(t.db);
    const theirs = await insertLearnedVoice(t.db, other.id);
    const post = await insertPost(t.db, user.id);
    const error = await reportWith(user, post.id, theirs.id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).messageKey).toBe(VOICE_MESSAGES.notFound);
  });

  it("is stored with the post's report when the editor saves", async () => {
    const user = await insertUser(t.db);
    const voice = await insertLearnedVoice(t.db, user.id);
    const post = await insertPost(t.db, user.id);
    const input = postEditSchema.parse({
      title: "Composting",
      content: DRAFT.html,
      voiceId: voice.id,
    });
    await saveEdit(user, post.id, input);
    const [row] = await t.db
      .select()
      .from(schema.blogPosts)
      .where(eq(schema.blogPosts.id, post.id));
    expect((row?.analysis as { voice?: { id: string } } | undefined)?.voice?.id).toBe(voice.id);
  });
});
