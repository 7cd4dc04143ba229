import type { sanitizeHtml } from "@domain/html/sanitize";
import { useEffect, useState } from "react";

/**
 * The sanitiser (DOMPurify, about 12 KB gzip) is loaded when first needed: the create and presets
 * screens show HTML only once a generation writes text, so it is not part of what their pages
 * download (tests/e2e/server/workspace-bundle.spec.ts). `preloadSanitizer` starts loading it as a
 * generation starts, so it is there before the first text arrives.
 */
type Sanitizer = typeof sanitizeHtml;

let loaded: Sanitizer | null = null;
let loading: Promise<Sanitizer> | null = null;

function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import("@domain/html/sanitize").then(
    (module) => {
      loaded = module.sanitizeHtml;
      return loaded;
    },
    (error: unknown) => {
      // The next caller tries again (a chunk that failed to download once may load later).
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Starts loading the sanitiser; a failure is logged, and the next `SanitizedHtml` tries again. */
export function preloadSanitizer(): void {
  loadSanitizer().catch((error: unknown) =>
    console.warn("Preloading the HTML sanitiser failed", error),
  );
}

function useSanitizer(): Sanitizer | null {
  const [sanitize, setSanitize] = useState<Sanitizer | null>(() => loaded);
  useEffect(() => {
    if (sanitize) return;
    let live = true;
    loadSanitizer().then(
      (value) => {
        if (live) setSanitize(() => value);
      },
      (error: unknown) => console.error("Loading the HTML sanitiser failed", error),
    );
    return () => {
      live = false;
    };
  }, [sanitize]);
  return sanitize;
}

/**
 * HTML from the model, sanitised with the shared allow-list (domain/html/sanitize.ts) before it
 * is shown: rendered, or as its source text (`raw`). Nothing shows until the sanitiser is loaded.
 */
export function SanitizedHtml({
  html,
  raw = false,
  className,
}: {
  html: string;
  raw?: boolean;
  className?: string;
}) {
  const sanitize = useSanitizer();
  if (!sanitize) return null;
  const clean = sanitize(html);
  if (raw) return <pre className={className}>{clean}</pre>;
  return (
    <div
      className={className}
      dir="auto"
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the shared allow-list.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
