import { setNonce } from "get-nonce";
import { config } from "zod/v4/core";

// In the browser zod must check without compiling code: its probe for `new Function` is refused
// by the content security policy, which reports it as a violation (ADR 0017). Its compiled
// parsers are chosen when a schema is made, so this runs when the module loads, and the root
// route imports this module first, before any module that makes a schema.
if (typeof document !== "undefined") config({ jitless: true });

/**
 * This page's CSP nonce, read in the browser from the scripts React Router wrote with it (the
 * browser hides the attribute's value but keeps the `nonce` property).
 */
export function pageNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}

/**
 * Gives the nonce to the libraries that insert <style> elements through get-nonce (Radix's scroll
 * lock): the policy refuses style elements without it.
 */
export function shareNonceWithStyleInjectors(): void {
  const nonce = pageNonce();
  if (nonce) setNonce(nonce);
}
