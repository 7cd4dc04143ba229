import type { CitedSource, Claim } from "@domain/evidence";
import { useEffect, useRef } from "react";
import { cn } from "~/lib/cn";
import { CITE_CLASSES, CitationDialog, useCitationReferences } from "./citations";
import { markClaims } from "./evidence-marks";
import { useClaimText } from "./evidence-status";

type Props = {
  /** The body, sanitised by the loader with the shared allow-list. */
  html: string;
  citations: readonly CitedSource[];
  claims: readonly Claim[];
  /** Told, after each marking, which claims were found in the text. */
  onMarked?: (found: boolean[]) => void;
};

/**
 * The post's body as readers see it, with its evidence: each reference opens the passages it
 * cites, and each claim of the fact check is marked on its sentence. Both are added to the
 * rendered DOM after React has put the sanitised HTML in (only elements and text nodes are made;
 * no HTML is parsed) and taken off again when the body or the claims change.
 */
export function PostBody({ html, citations, claims, onMarked }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const { open, source, opener, close } = useCitationReferences(ref, citations, html);
  const { claimText } = useClaimText();
  const marked = useRef(onMarked);
  marked.current = onMarked;

  useEffect(() => {
    const root = ref.current;
    if (!root || !html || claims.length === 0) {
      marked.current?.([]);
      return;
    }
    const { found, undo } = markClaims(root, claims, claimText);
    marked.current?.(found);
    return undo;
  }, [html, claims, claimText]);

  return (
    <>
      <div
        ref={ref}
        className={cn("prose max-w-none", CITE_CLASSES)}
        dir="auto"
        data-testid="post-content"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised on the server with the shared allow-list.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      <CitationDialog open={open} source={source} opener={opener} onClose={close} />
    </>
  );
}
