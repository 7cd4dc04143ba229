import { bareWord, QUESTION_STARTERS } from "./english";
import type { AnalysisInput, AnalysisLanguage } from "./report";
import { type Block, extractBlocks, parseContent } from "./text-parts";

/** A heading that opens an FAQ block, in the languages we write. */
const FAQ_HEADING =
  /(?<![\p{L}\p{N}])(faqs?|frequently asked|preguntas frecuentes|foire aux questions|questions fréquentes|häufig gestellte fragen|perguntas frequentes)(?![\p{L}\p{N}])/iu;

/** A paragraph that is nothing but bold text, the other common way to write an FAQ question. */
const BOLD_ONLY = /^<(strong|b)\b[^>]*>[\s\S]*<\/\1>$/i;

/** A question: it ends with a question mark, or (English) starts with a question word. */
export function isQuestion(text: string, language: AnalysisLanguage): boolean {
  const t = text.trim();
  if (/[?？؟]$/.test(t) || t.startsWith("¿")) return true;
  return language === "en" && QUESTION_STARTERS.has(bareWord(t.split(/\s+/)[0] ?? ""));
}

export interface Faq {
  heading: string;
  /** Questions found under the FAQ heading. */
  questions: number;
  /** Questions that are followed by an answer; only these can go into FAQPage markup. */
  pairs: { question: string; answer: string }[];
}

/** The first FAQ block: a heading naming it, then question headings (or bold questions) with answers. */
export function findFaq(blocks: readonly Block[], language: AnalysisLanguage): Faq | null {
  const start = blocks.findIndex((b) => b.kind === "heading" && FAQ_HEADING.test(b.text));
  const heading = blocks[start];
  if (heading === undefined) return null;
  const faq: Faq = { heading: heading.text, questions: 0, pairs: [] };
  let current: { question: string; answer: string[] } | null = null;
  const close = () => {
    if (current && current.answer.length > 0)
      faq.pairs.push({ question: current.question, answer: current.answer.join(" ") });
    current = null;
  };
  for (const block of blocks.slice(start + 1)) {
    if (block.kind === "heading" && block.level <= heading.level) break;
    const asQuestion =
      (block.kind === "heading" || (block.kind === "paragraph" && BOLD_ONLY.test(block.html))) &&
      isQuestion(block.text, language);
    if (asQuestion) {
      close();
      faq.questions++;
      current = { question: block.text, answer: [] };
    } else if (block.kind === "heading") {
      close();
    } else if (current && block.kind !== "code") {
      current.answer.push(block.text);
    }
  }
  close();
  return faq.questions > 0 ? faq : null;
}

export type JsonLd = Record<string, unknown>;

/**
 * Schema.org JSON-LD for a post. Articles for blog posts (TechArticle for help articles, which
 * are how-tos), WebPage for website and e-commerce copy (Product needs a price and offers we do
 * not have), nothing for social posts, e-mails and video scripts, which are not pages; plus
 * FAQPage when an FAQ block has questions with answers. Undefined values are left out.
 */
export function structuredData(
  input: AnalysisInput & { url?: string; datePublished?: string },
): JsonLd[] {
  const out: JsonLd[] = [];
  const type = { blog: "Article", help: "TechArticle", website: "WebPage", ecommerce: "WebPage" }[
    input.contentType as string
  ];
  const title = input.title.trim();
  const description = input.metaDescription.trim();
  const keywords = input.keywords.map((k) => k.trim()).filter((k) => k !== "");
  if (type !== undefined) {
    const page: JsonLd = { "@context": "https://schema.org", "@type": type };
    if (title !== "") page[type === "WebPage" ? "name" : "headline"] = title;
    if (description !== "") page.description = description;
    page.inLanguage = input.language;
    if (keywords.length > 0) page.keywords = keywords.join(", ");
    if (type !== "WebPage") page.wordCount = parseContent(input.html, input.language).words;
    if (input.url) {
      page.url = input.url;
      if (type !== "WebPage") page.mainEntityOfPage = { "@type": "WebPage", "@id": input.url };
    }
    if (input.datePublished) page.datePublished = input.datePublished;
    out.push(page);
  }
  const faq = findFaq(extractBlocks(input.html), input.language);
  if (faq && faq.pairs.length > 0) {
    out.push({
      "@context": "https://schema.org",
      "@type": "FAQPage",
      inLanguage: input.language,
      mainEntity: faq.pairs.map((p) => ({
        "@type": "Question",
        name: p.question,
        acceptedAnswer: { "@type": "Answer", text: p.answer },
      })),
    });
  }
  return out;
}
