import { APP_NAME } from "@domain/app";
import { sanitizeHtml } from "@domain/html/sanitize";
import { directionOf } from "@domain/languages";
import { Document, HeadingLevel, Packer, Paragraph, TextRun } from "docx";
import { parseFragment } from "parse5";
import { languageTag } from "../html-document";
import type { ExportablePost } from "../types";
import { htmlNodesToBlocks } from "./blocks";
import { NUMBERING, STYLES } from "./styles";

/**
 * A post as a Word document: the title as Heading 1, then the content, mapped element by element
 * from the sanitised HTML (headings, paragraphs, bold, italic, underline and code runs, nested
 * bulleted and numbered lists, web and mail links, quotes, code blocks, tables). The document's
 * properties carry the title, meta description and keywords.
 */
export async function postToDocx(post: ExportablePost): Promise<Uint8Array<ArrayBuffer>> {
  const rtl = directionOf(languageTag(post.language)) === "rtl";
  const content = htmlNodesToBlocks(parseFragment(sanitizeHtml(post.content)).childNodes, rtl);
  const document = new Document({
    title: post.title,
    description: post.metaDescription ?? undefined,
    keywords: post.keywords.join(", ") || undefined,
    creator: APP_NAME,
    styles: STYLES,
    numbering: NUMBERING,
    sections: [
      {
        children: [
          new Paragraph({
            heading: HeadingLevel.HEADING_1,
            bidirectional: rtl || undefined,
            children: [new TextRun({ text: post.title, rightToLeft: rtl || undefined })],
          }),
          ...content,
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.pack(document, "arraybuffer"));
}
