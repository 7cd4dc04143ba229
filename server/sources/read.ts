/**
 * Reading a source's text from what the user gave: a web address (the safe fetcher), an uploaded
 * file, pasted text or one of their library posts. Nothing is stored here (store.ts does).
 */
import { isLanguage, type Language } from "@domain/languages";
import { sourceLimitsFor } from "@domain/plans";
import {
  type AddSourceInput,
  SOURCE_EXTENSIONS,
  SOURCE_MEDIA_TYPES,
  SOURCE_MESSAGES,
  SOURCE_TITLE_MAX,
  type SourceFormat,
  type SourceKind,
} from "@domain/sources";
import type { SessionUser } from "../auth";
import { getPost } from "../library";
import type { Logger } from "../log";
import { SourceLimit, SourceRefused } from "./errors";
import { blockText, extract } from "./extract";
import { DEFAULT_FETCH_LIMITS, fetchSource, megabytes } from "./fetch";
import { sourceLanguage } from "./language";
import { cleanText } from "./text";

export type Owner = Pick<SessionUser, "id" | "tier" | "isAdmin">;

/** A source read and cleaned, ready to be split and stored. */
export type ReadSource = {
  kind: SourceKind;
  title: string;
  site: string | null;
  address: string | null;
  postId: string | null;
  language: Language;
  text: string;
  bytes: number;
  pages: number | null;
};

/** A file's format: its media type, else its name's ending. */
export function formatOfFile(file: { type: string; name: string }): SourceFormat | null {
  const type = file.type.split(";")[0]?.trim().toLowerCase() ?? "";
  const byType = SOURCE_MEDIA_TYPES[type];
  if (byType) return byType;
  const ending = file.name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";
  return SOURCE_EXTENSIONS[ending] ?? null;
}

/** One line of at most SOURCE_TITLE_MAX characters. */
export function titleOf(raw: string | null | undefined, fallback: string): string {
  const line = cleanText(raw ?? "", SOURCE_TITLE_MAX)
    .text.replace(/\s+/g, " ")
    .trim();
  return line || cleanText(fallback, SOURCE_TITLE_MAX).text.replace(/\s+/g, " ").trim() || "—";
}

/** A file's name without folders, at most 255 characters. */
const fileName = (name: string) => (name.split(/[\\/]/).pop() ?? "").slice(0, 255) || "file";

export async function readSource(
  user: Owner,
  input: AddSourceInput,
  log?: Logger,
): Promise<ReadSource> {
  const limits = sourceLimitsFor(user);
  const finish = (
    raw: { title: string | null; text: string; pages: number | null },
    rest: Omit<ReadSource, "title" | "text" | "language" | "pages"> & {
      fallbackTitle: string;
      language?: Language;
    },
  ): ReadSource => {
    const { text } = cleanText(raw.text, limits.characters);
    if (!text) throw new SourceRefused("empty");
    const { fallbackTitle, language, ...fields } = rest;
    return {
      ...fields,
      title: titleOf(raw.title, fallbackTitle || text.split("\n")[0]?.slice(0, 80) || ""),
      text,
      pages: raw.pages,
      language: language ?? sourceLanguage(text),
    };
  };
  switch (input.kind) {
    case "url": {
      const fetched = await fetchSource(input.url, {
        ...DEFAULT_FETCH_LIMITS,
        maxBytes: limits.fileBytes,
      });
      const raw = await extract(fetched.format, fetched.body, {
        charset: fetched.charset,
        maxPages: limits.pdfPages,
        log,
      });
      return finish(raw, {
        kind: "url",
        site: fetched.url.hostname,
        address: fetched.url.href,
        postId: null,
        bytes: fetched.body.length,
        // A page or file without a title of its own: its first line.
        fallbackTitle: "",
        language: input.language,
      });
    }
    case "file": {
      if (input.file.size > limits.fileBytes)
        throw new SourceLimit(SOURCE_MESSAGES.fileTooLarge, { maxMb: megabytes(limits.fileBytes) });
      const format = formatOfFile(input.file);
      if (!format) throw new SourceRefused("unsupportedType", { type: input.file.type || "?" });
      const body = Buffer.from(await input.file.arrayBuffer());
      const raw = await extract(format, body, { maxPages: limits.pdfPages, log });
      const name = fileName(input.file.name);
      return finish(raw, {
        kind: "file",
        site: null,
        address: name,
        postId: null,
        bytes: body.length,
        fallbackTitle: name.replace(/\.[a-z0-9]+$/i, ""),
        language: input.language,
      });
    }
    case "text":
      return finish(
        { title: input.title ?? null, text: input.text, pages: null },
        {
          kind: "text",
          site: null,
          address: null,
          postId: null,
          bytes: Buffer.byteLength(input.text),
          fallbackTitle: "",
          language: input.language,
        },
      );
    case "post": {
      const post = await getPost(user, input.postId);
      const language = isLanguage(post.language) ? post.language : undefined;
      return finish(
        { title: post.title, text: blockText(post.content), pages: null },
        {
          kind: "post",
          site: null,
          address: null,
          postId: post.id,
          bytes: Buffer.byteLength(post.content),
          fallbackTitle: post.title,
          language,
        },
      );
    }
  }
}
