import { diffHtml } from "@domain/html/diff";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";

/** A run of words kept, added or removed; `at` is where it starts among all the runs' text. */
type Segment = { kind: "same" | "ins" | "del"; text: string; at: number };

const escapeText = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * The words of two plain texts, kept, added and removed (diffHtml's word diff, read back from an
 * inert document as text only: nothing of the model's answer is ever markup on the page).
 */
export function wordSegments(before: string, after: string): Segment[] {
  const merged = diffHtml(escapeText(before), escapeText(after)).html;
  const body = new window.DOMParser().parseFromString(merged, "text/html").body;
  const segments: Segment[] = [];
  const walk = (node: Node, kind: Segment["kind"]) => {
    if (node.nodeType === Node.TEXT_NODE) {
      const text = node.textContent ?? "";
      const last = segments.at(-1);
      if (last?.kind === kind) last.text += text;
      else if (text)
        segments.push({ kind, text, at: segments.reduce((n, s) => n + s.text.length, 0) });
      return;
    }
    const tag = (node as Element).tagName?.toLowerCase();
    const next = tag === "ins" ? "ins" : tag === "del" ? "del" : kind;
    for (const child of Array.from(node.childNodes)) walk(child, next);
  };
  walk(body, "same");
  return segments;
}

type Props = {
  before: string;
  after: string;
  onAccept: () => void;
  onReject: () => void;
};

/** The model's meta description beside the field: the words it changes, to accept or reject. */
export function FieldSuggestion({ before, after, onAccept, onReject }: Props) {
  const { t } = useTranslation("edits");
  const segments = useMemo(() => wordSegments(before, after), [before, after]);
  const shown: ReactNode[] = segments.map((segment) =>
    segment.kind === "ins" ? (
      <ins
        key={segment.at}
        className="bg-emerald-100 text-emerald-900 no-underline dark:bg-emerald-900/40 dark:text-emerald-100"
      >
        {segment.text}
      </ins>
    ) : segment.kind === "del" ? (
      <del
        key={segment.at}
        className="bg-rose-100 text-rose-900 dark:bg-rose-900/40 dark:text-rose-100"
      >
        {segment.text}
      </del>
    ) : (
      <span key={segment.at}>{segment.text}</span>
    ),
  );
  return (
    <section
      aria-label={t("field.label")}
      className="space-y-2 rounded-md border bg-accent/40 p-3 text-sm"
    >
      <p className="font-medium">{t("field.label")}</p>
      <p dir="auto" className="break-words">
        {shown}
      </p>
      <div className="flex gap-2">
        <Button type="button" size="sm" onClick={onAccept}>
          {t("field.accept")}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={onReject}>
          {t("field.reject")}
        </Button>
      </div>
    </section>
  );
}
