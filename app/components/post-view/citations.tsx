import type { CitedSource } from "@domain/evidence";
import { ExternalLink } from "lucide-react";
import { type RefObject, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";

export { CITE_CLASSES } from "./cite-classes";

/** The address a reader may open: a web source's http(s) address (a file's name is not one). */
export function sourceLink(source: CitedSource): string | null {
  return source.kind === "url" && source.address && /^https?:\/\//i.test(source.address)
    ? source.address
    : null;
}

/** The number a reference shows ("[3]" -> 3), or null. */
export function referenceNumber(element: Element): number | null {
  const match = /\[\s*(\d{1,3})\s*\]/.exec(element.textContent ?? "");
  return match ? Number(match[1]) : null;
}

/** The cited source: where it comes from, then the passages the piece's references point to. */
export function CitedSourceDetails({ source }: { source: CitedSource }) {
  const { t } = useTranslation("evidence");
  const link = sourceLink(source);
  return (
    <div className="space-y-3">
      <p className="text-muted-foreground text-sm">
        {[source.site, source.kind === "file" ? source.address : null].filter(Boolean).join(" · ")}
      </p>
      {source.passages.length ? (
        <ul className="space-y-2" aria-label={t("cite.passages")}>
          {source.passages.map((passage) => (
            <li key={passage.id}>
              <blockquote className="border-s-2 ps-3 text-sm" dir="auto">
                {passage.text}
              </blockquote>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm">{t("cite.noPassages")}</p>
      )}
      {link ? (
        <a
          href={link}
          target="_blank"
          rel="noopener noreferrer nofollow"
          className="inline-flex items-center gap-1 text-primary text-sm underline underline-offset-4"
        >
          {t("cite.openSource")}
          <ExternalLink aria-hidden className="size-3.5" />
          <span className="sr-only">{t("cite.newTab")}</span>
        </a>
      ) : null}
    </div>
  );
}

/** The dialog a reference opens: the cited passages, with the source's title, site and link. */
export function CitationDialog({
  open,
  source,
  onClose,
  opener,
}: {
  open: boolean;
  /** The source shown (kept while the dialog closes, so its focus goes back to the opener). */
  source: CitedSource | null;
  onClose: () => void;
  /** The reference that opened it, focused again when it closes (it is no Radix trigger). */
  opener?: HTMLElement | null;
}) {
  const { t } = useTranslation("evidence");
  return (
    <Dialog open={open && source !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {source ? (
        <DialogContent
          onCloseAutoFocus={(event) => {
            if (!opener?.isConnected) return;
            event.preventDefault();
            opener.focus();
          }}
        >
          <DialogHeader className="px-0">
            <DialogTitle dir="auto">
              {t("cite.title", { n: source.n, title: source.title })}
            </DialogTitle>
            <DialogDescription>{t("cite.description")}</DialogDescription>
          </DialogHeader>
          <CitedSourceDetails source={source} />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

const ENHANCED = "data-cite-enhanced";

/**
 * Makes each `.cite` reference of the rendered body (sanitised HTML) a button that opens its
 * source (click, Enter or Space): the role, focus and name are set on the element in place, and
 * taken off again when the body or the citations change. A reference whose number has no cited
 * source stays as it was (a web reference is still a link).
 */
export function useCitationReferences(
  root: RefObject<HTMLElement | null>,
  citations: readonly CitedSource[],
  content: string,
) {
  const { t } = useTranslation("evidence");
  const [open, setOpen] = useState<{
    source: CitedSource;
    opener: HTMLElement;
    open: boolean;
  } | null>(null);

  useEffect(() => {
    const element = root.current;
    // New HTML means new reference elements (React put them in anew): enhance those.
    if (!element || citations.length === 0 || !content) return;
    const byNumber = new Map(citations.map((source) => [source.n, source]));
    const openFrom = (event: Event) => {
      const { target } = event;
      const reference =
        target instanceof Element ? target.closest<HTMLElement>(`.cite[${ENHANCED}]`) : null;
      const n = reference ? referenceNumber(reference) : null;
      const source = n === null ? undefined : byNumber.get(n);
      if (!reference || !source) return;
      event.preventDefault();
      setOpen({ source, opener: reference, open: true });
    };
    const references = Array.from(element.querySelectorAll<HTMLElement>(".cite")).filter(
      (reference) => !reference.closest("ol.sources"),
    );
    const changed: HTMLElement[] = [];
    for (const reference of references) {
      const n = referenceNumber(reference);
      const source = n === null ? undefined : byNumber.get(n);
      if (!source) continue;
      reference.setAttribute(ENHANCED, "");
      reference.setAttribute("role", "button");
      reference.setAttribute("aria-haspopup", "dialog");
      reference.setAttribute("aria-label", t("cite.open", { n: source.n, title: source.title }));
      if (reference.tagName !== "A") reference.tabIndex = 0;
      changed.push(reference);
    }
    const onClick = (event: MouseEvent) => openFrom(event);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Enter" || event.key === " ") openFrom(event);
    };
    element.addEventListener("click", onClick);
    element.addEventListener("keydown", onKeyDown);
    return () => {
      element.removeEventListener("click", onClick);
      element.removeEventListener("keydown", onKeyDown);
      for (const reference of changed) {
        for (const name of [ENHANCED, "role", "aria-haspopup", "aria-label", "tabindex"])
          reference.removeAttribute(name);
      }
    };
  }, [root, citations, content, t]);

  return {
    open: open?.open ?? false,
    source: open?.source ?? null,
    opener: open?.opener ?? null,
    close: () => setOpen((shown) => shown && { ...shown, open: false }),
  };
}
