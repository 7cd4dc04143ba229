import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { NAMESPACES } from "~/i18n/options";

const LOCALES = path.resolve(import.meta.dirname, "../../app/i18n/locales");
type Tree = { [key: string]: string | Tree };

function values(tree: Tree): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === "string" ? [v] : values(v)));
}

function catalogue(language: string): string[] {
  return NAMESPACES.flatMap((ns) =>
    values(JSON.parse(fs.readFileSync(path.join(LOCALES, language, `${ns}.json`), "utf8"))),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Whether an English text says enough to be recognised on a page in another language. */
function recognisable(text: string): boolean {
  const literal = text.replace(/\{\{[^}]*\}\}/g, " ");
  // With a value in it, one English word is not enough: "{{plan}} plan" would match "Mejorar plan".
  return literal === text ? /\p{L}{2}/u.test(literal) : /\p{L}{2,}\s+\p{L}{2,}/u.test(literal);
}

/**
 * The English catalogue's texts as patterns a screen could show ({{x}} matching anything), less
 * the ones the language writes the same way (brand and plan names, "OK"...): what would be an
 * English leak on a page in `language`.
 */
export function englishLeakPatterns(language: string): { text: string; pattern: RegExp }[] {
  const own = new Set(catalogue(language).map((t) => t.trim()));
  const seen = new Set<string>();
  return catalogue("en")
    .map((text) => text.trim())
    .filter((text) => recognisable(text) && !own.has(text))
    .filter((text) => !seen.has(text) && seen.add(text))
    .map((text) => ({
      text,
      pattern: new RegExp(`^${escapeRegExp(text).replace(/\\\{\\\{[^}]*\\\}\\\}/g, ".+?")}$`, "s"),
    }));
}

/**
 * The page's text as a person or a screen reader meets it: each text node shown (or read: the
 * visually hidden ones count), white space folded, bidi isolates removed. Text marked as another
 * language (`lang` on an ancestor: the language menu's native names) is not the page's.
 */
export function pageTexts(page: Page, language: string): Promise<string[]> {
  return page.evaluate((language) => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const element = node.parentElement;
      if (!element || element.closest("script, style, noscript, template")) continue;
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      if (element.closest("[lang]")?.getAttribute("lang") !== language) continue;
      const text = (node.textContent ?? "")
        .replace(/[\u2066-\u2069]/g, "")
        .replace(/\s+/g, " ")
        .trim();
      if (text) texts.push(text);
    }
    return texts;
  }, language);
}

/** The page's texts that are English catalogue texts the language translates differently. */
export async function englishLeaks(page: Page, language: string): Promise<string[]> {
  const patterns = englishLeakPatterns(language);
  const texts = await pageTexts(page, language);
  return texts.filter((text) => patterns.some(({ pattern }) => pattern.test(text)));
}
