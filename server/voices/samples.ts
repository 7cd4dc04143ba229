/**
 * A voice's samples as they are stored (issue 29): pasted text, a file's or a page's text (read
 * before by POST /api/voices/samples), or one of the user's library posts read here, scoped by
 * the user. Every sample becomes plain text (markup, scripts and control characters out: the
 * sources' cleaning), is cut to SAMPLE_MAX characters and must hold SAMPLE_MIN_WORDS words.
 */
import { GENERATION_MESSAGES } from "@domain/generation-messages";
import { countWords } from "@domain/text";
import {
  SAMPLE_MAX,
  SAMPLE_MIN_WORDS,
  SAMPLE_TITLE_MAX,
  type SampleInput,
  type StoredSample,
  VOICE_MESSAGES,
} from "@domain/voices";
import { and, eq, inArray } from "drizzle-orm";
import type { SessionUser } from "../auth";
import { database, schema } from "../db";
import { InvalidInput, NotFound } from "../errors";
import { blockText, cleanText } from "../sources";

/** A text as a sample keeps it: plain text, at most SAMPLE_MAX characters. */
export function sampleText(raw: string): string {
  return cleanText(raw, SAMPLE_MAX).text;
}

/** A title on one line, at most SAMPLE_TITLE_MAX characters. */
export function sampleTitle(raw: string): string {
  return cleanText(raw, SAMPLE_TITLE_MAX).text.replace(/\s+/g, " ").trim();
}

/** Words in a sample's plain text (scripts written without spaces counted by word). */
export function sampleWords(text: string): number {
  // countWords reads HTML: the plain text's own "<" and "&" must stay text.
  return countWords(text.replaceAll("&", "&amp;").replaceAll("<", "&lt;"));
}

function tooShort(index: number): InvalidInput {
  return new InvalidInput({
    title: GENERATION_MESSAGES.validationErrorTitle,
    message: VOICE_MESSAGES.sampleTooShort,
    field: "samples",
    params: { min: SAMPLE_MIN_WORDS, index },
  });
}

/**
 * The samples of a create request as stored: posts read from the user's own library (another
 * user's post, or a missing one, is 404 postNotFound), every text cleaned and cut, and each
 * checked to hold enough words (400 sampleTooShort naming the sample's index, from 0).
 */
export async function storedSamples(
  user: Pick<SessionUser, "id">,
  inputs: readonly SampleInput[],
): Promise<StoredSample[]> {
  const postIds = inputs.flatMap((s) => (s.kind === "post" ? [s.postId] : []));
  const posts =
    postIds.length === 0
      ? []
      : await database()
          .select({
            id: schema.blogPosts.id,
            title: schema.blogPosts.title,
            content: schema.blogPosts.content,
          })
          .from(schema.blogPosts)
          .where(and(eq(schema.blogPosts.userId, user.id), inArray(schema.blogPosts.id, postIds)));
  const byId = new Map(posts.map((post) => [post.id, post]));
  return inputs.map((input, index) => {
    let sample: StoredSample;
    if (input.kind === "post") {
      const post = byId.get(input.postId);
      if (!post) throw new NotFound(VOICE_MESSAGES.postNotFound);
      const text = sampleText(blockText(post.content));
      sample = {
        kind: "post",
        title: sampleTitle(post.title),
        text,
        words: sampleWords(text),
        postId: post.id,
      };
    } else {
      const text = sampleText(input.text);
      sample = {
        kind: input.kind,
        title: sampleTitle(input.title),
        text,
        words: sampleWords(text),
        postId: null,
      };
    }
    if (sample.words < SAMPLE_MIN_WORDS) throw tooShort(index);
    return sample;
  });
}
