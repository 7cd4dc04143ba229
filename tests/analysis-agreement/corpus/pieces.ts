/**
 * The agreement corpus's texts as posts the analyser reads (body, title, meta description, slug,
 * keyphrase), for the harnesses that start from real writing: the Fix eval (`npm run eval`,
 * server/quality/eval/fixes.ts) and the AI edits bench (bench/edits.ts).
 */
import fs from "node:fs";
import path from "node:path";
import type { FixPiece } from "@server/quality";
import { sources } from "./sources";

const corpus = import.meta.dirname;

export function corpusPieces(limit = sources.length): FixPiece[] {
  return sources.slice(0, limit).map((source) => ({
    id: source.id,
    html: fs.readFileSync(path.join(corpus, `${source.id}.html`), "utf8"),
    title: source.title,
    metaDescription: source.metaDescription,
    slug: source.slug,
    keywords: [source.keyphrase],
    contentType: "blog" as const,
    language: "en" as const,
  }));
}
