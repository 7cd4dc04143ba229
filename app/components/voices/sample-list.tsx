import type { SampleKind } from "@domain/voices";
import { FileTextIcon, GlobeIcon, LibraryIcon, TextIcon, XIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";

/** One sample as a list shows it. */
export type ListedSample = { key: string; kind: SampleKind; title: string; words: number };

export type SampleListProps = {
  samples: readonly ListedSample[];
  /** Removes one; absent, the list is read-only (a learned voice's samples). */
  onRemove?: (sample: ListedSample) => void;
  /** The list's accessible name. */
  label: string;
  /** What an empty list says. */
  empty?: string;
};

const ICONS = { text: TextIcon, file: FileTextIcon, url: GlobeIcon, post: LibraryIcon } as const;

/**
 * A voice's samples (issue 29): each one's title, where it came from and its word count, and a
 * Remove button while the voice is being put together. Titles are text (React escapes them):
 * whatever a pasted sample or a web page's title holds is shown, never run.
 */
export function SampleList({ samples, onRemove, label, empty }: SampleListProps) {
  const { t } = useTranslation("voices");
  if (samples.length === 0)
    return empty ? <p className="text-muted-foreground text-sm">{empty}</p> : null;
  return (
    <ul aria-label={label} className="grid gap-2">
      {samples.map((sample) => {
        const Icon = ICONS[sample.kind];
        const title = sample.title.trim() || t("samples.untitled");
        return (
          <li
            key={sample.key}
            className="flex items-center justify-between gap-3 rounded-md border p-3 text-sm"
          >
            <div className="flex min-w-0 items-start gap-2">
              <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <div className="grid min-w-0 gap-1">
                <p className="break-words font-medium">{title}</p>
                <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-xs">
                  <Badge variant="secondary">{t(`samples.kinds.${sample.kind}`)}</Badge>
                  <span>{t("samples.words", { count: sample.words })}</span>
                </p>
              </div>
            </div>
            {onRemove ? (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={t("samples.removeNamed", { title })}
                onClick={() => onRemove(sample)}
              >
                <XIcon aria-hidden />
                {t("samples.remove")}
              </Button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
