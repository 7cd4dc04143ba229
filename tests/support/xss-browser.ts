import type { BrowserContext, Page } from "@playwright/test";

/**
 * What a page did with hostile input, seen from inside Chromium: calls to the functions the
 * vectors call (alert, confirm, prompt, print, eval'd `xss()`), script-src violations of the CSP
 * (code the page tried to run and only the policy stopped), and what survived in the DOM: event
 * handler attributes and javascript:/vbscript:/data:text/html URLs.
 */
export type XssFindings = { executed: string[]; blocked: string[]; dangers: string[] };

/** Installs the hooks in every document the context opens, before any of its scripts. */
export async function installXssHooks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    const executed: string[] = [];
    const blocked: string[] = [];
    w.__xssExecuted = executed;
    w.__xssBlocked = blocked;
    for (const name of ["alert", "confirm", "prompt", "print", "xss"]) {
      w[name] = (...args: unknown[]) => {
        executed.push(`${name}(${String(args[0] ?? "").slice(0, 40)})`);
      };
    }
    const urlAttributes = new Set([
      "href",
      "src",
      "action",
      "formaction",
      "xlink:href",
      "data",
      "srcdoc",
      "background",
      "poster",
    ]);
    w.__xssDangers = (root: Document) => {
      const dangers: string[] = [];
      for (const element of Array.from(root.querySelectorAll("*"))) {
        for (const { name, value } of Array.from(element.attributes)) {
          if (/^on/i.test(name)) dangers.push(`<${element.localName} ${name}>`);
          // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers skip them in URLs
          const squashed = value.replace(/[\s\u0000-\u001f]+/g, "").toLowerCase();
          if (
            urlAttributes.has(name.toLowerCase()) &&
            /^(javascript:|vbscript:|data:text\/html)/.test(squashed)
          )
            dangers.push(`<${element.localName} ${name}=${value.slice(0, 40)}>`);
        }
      }
      return dangers;
    };
    document.addEventListener("securitypolicyviolation", (event) => {
      // Zod's feature test `Function("")` in the app's own bundle is refused as it should be
      // (zod then validates without compiling); that is not hostile input running.
      const ownEval = event.blockedURI === "eval" && /\/assets\//.test(event.sourceFile);
      if (event.effectiveDirective.startsWith("script-src") && !ownEval)
        blocked.push(
          `${event.effectiveDirective}: ${event.blockedURI} ${event.sample} at ${event.sourceFile}:${event.lineNumber}`,
        );
    });
  });
  context.on("page", (page) => page.on("dialog", (dialog) => dialog.dismiss()));
}

/** The findings of the page as it is now. */
export function findingsOf(page: Page): Promise<XssFindings> {
  return page.evaluate(() => {
    const w = window as unknown as XssWindow;
    return {
      executed: [...w.__xssExecuted],
      blocked: [...w.__xssBlocked],
      dangers: w.__xssDangers(document),
    };
  });
}

/**
 * The dangers in an HTML page as the server sent it, parsed by Chromium (DOMParser: nothing in
 * it runs), for states too many to load one by one; a script element the server did not give
 * the request's nonce counts as one.
 */
export function dangersInHtml(page: Page, html: string): Promise<string[]> {
  return page.evaluate((text) => {
    const parsed = new DOMParser().parseFromString(text, "text/html");
    const w = window as unknown as XssWindow;
    const scripts = Array.from(parsed.querySelectorAll("script"))
      .filter((script) => !script.hasAttribute("nonce"))
      .map((script) => `<script> without the nonce: ${script.outerHTML.slice(0, 60)}`);
    return [...w.__xssDangers(parsed), ...scripts];
  }, html);
}

type XssWindow = {
  __xssExecuted: string[];
  __xssBlocked: string[];
  __xssDangers: (root: Document) => string[];
};

/**
 * Values packed for a field of at most `max` characters: whole vectors joined by a space while
 * they fit, a vector longer than the field cut to it (the server would refuse it whole).
 */
export function packed(payloads: string[], max: number): string[][] {
  const chunks: string[][] = [];
  let chunk: string[] = [];
  let size = 0;
  for (const payload of payloads.map((p) => p.slice(0, max))) {
    if (chunk.length && size + 1 + payload.length > max) {
      chunks.push(chunk);
      chunk = [];
      size = 0;
    }
    chunk.push(payload);
    size += (chunk.length > 1 ? 1 : 0) + payload.length;
  }
  if (chunk.length) chunks.push(chunk);
  return chunks;
}
