import type { AddSourceInput } from "@domain/sources";
import type { SessionUser } from "../auth";
import type { Logger } from "../log";
import { inFetchSlot, readSource } from "../sources";
import { sampleText, sampleTitle, sampleWords } from "./samples";

/** A sample read from a file or a web address, as the create form then sends it. */
export type ReadSample = {
  kind: "file" | "url";
  title: string;
  text: string;
  words: number;
};

/**
 * Reads one sample's text from an uploaded file or a web address (the safe fetcher: blocked
 * addresses, the plan's bytes, 15 s, 5 redirects; a page fetch takes one of the user's few fetch
 * slots, like adding a source, else 429). The text is plain text cut to SAMPLE_MAX; nothing is
 * stored. A page or file that cannot be read is 422 SOURCE_REFUSED with the reason.
 */
export async function readSample(
  user: Pick<SessionUser, "id" | "tier" | "isAdmin">,
  input: AddSourceInput,
  log?: Logger,
): Promise<ReadSample> {
  if (input.kind !== "url" && input.kind !== "file")
    throw new Error(`a ${input.kind} sample needs no reading`);
  const kind = input.kind;
  const read = async () => {
    const source = await readSource(user, input, log);
    const text = sampleText(source.text);
    return { kind, title: sampleTitle(source.title), text, words: sampleWords(text) };
  };
  return kind === "url" ? inFetchSlot(user, read) : read();
}
