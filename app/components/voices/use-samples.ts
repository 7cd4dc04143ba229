/**
 * The samples of a voice being created (issue 29): each one as the list shows it (title, kind,
 * word count) and as the create request sends it. Pasted text is kept as it is; a file or a web
 * address is read first through POST /api/voices/samples (nothing is stored until the voice is
 * created); a post is sent by its id (the server reads it, scoped by the user).
 */

import type { ApiError } from "@domain/api/errors";
import { readVoiceSample } from "@domain/api/voices";
import { countWords } from "@domain/text";
import { MAX_SAMPLES, type SampleInput, type SampleKind } from "@domain/voices";
import { useRef, useState } from "react";
import { callApi } from "~/lib/use-api";

export type DraftSample = {
  key: string;
  kind: SampleKind;
  title: string;
  words: number;
  input: SampleInput;
};

/** What the adders ask for: pasted text, a file, a web address, or a library post. */
export type SampleRequest =
  | { kind: "text"; title: string; text: string }
  | { kind: "file"; file: File }
  | { kind: "url"; url: string }
  | { kind: "post"; postId: string; title: string; words: number };

export type SampleResult = { ok: true; sample: DraftSample } | { ok: false; error: ApiError };

/** Words of plain text (pasted, not HTML: a "<" in it is text). */
export function wordsOf(text: string): number {
  return countWords(text.replace(/&/g, "&amp;").replace(/</g, "&lt;"));
}

const refusal = (message: string, params?: ApiError["params"]): SampleResult => ({
  ok: false,
  error: { code: "INVALID_INPUT", message, ...(params ? { params } : {}) } as ApiError,
});

/** Reads a file (multipart `file`) or a web address into a sample's title and text. */
async function readSample(request: { kind: "file"; file: File } | { kind: "url"; url: string }) {
  if (request.kind === "file") {
    const form = new FormData();
    form.set("file", request.file);
    return callApi(readVoiceSample, { form });
  }
  return callApi(readVoiceSample, { body: { kind: "url", url: request.url } as never });
}

export function useSamples() {
  const [samples, setSamples] = useState<readonly DraftSample[]>([]);
  const next = useRef(0);
  const keyOf = () => `sample-${++next.current}`;

  const add = async (request: SampleRequest): Promise<SampleResult> => {
    if (samples.length >= MAX_SAMPLES) return refusal("voices:new.full", { max: MAX_SAMPLES });
    let sample: DraftSample;
    if (request.kind === "text") {
      if (request.text.trim() === "") return refusal("voices:new.text.required");
      sample = {
        key: keyOf(),
        kind: "text",
        title: request.title.trim(),
        words: wordsOf(request.text),
        input: { kind: "text", title: request.title.trim(), text: request.text },
      };
    } else if (request.kind === "post") {
      if (samples.some((s) => s.input.kind === "post" && s.input.postId === request.postId))
        return refusal("voices:new.post.already");
      sample = {
        key: keyOf(),
        kind: "post",
        title: request.title,
        words: request.words,
        input: { kind: "post", postId: request.postId },
      };
    } else {
      const answer = await readSample(request);
      if (!answer.ok) return answer;
      const read = answer.value.sample;
      const kind = request.kind;
      sample = {
        key: keyOf(),
        kind,
        title: read.title,
        words: read.words,
        input: { kind, title: read.title, text: read.text },
      };
    }
    setSamples((list) => [...list, sample]);
    return { ok: true, sample };
  };

  const remove = (key: string) => setSamples((list) => list.filter((s) => s.key !== key));
  const clear = () => setSamples([]);

  return { samples, add, remove, clear };
}
