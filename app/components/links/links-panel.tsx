import { type LinkSuggestion, linkSuggestions } from "@domain/api/links";
import type { Editor } from "@tiptap/react";
import { Link2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { href, Link } from "react-router";
import { useAiEdits } from "~/components/editor/ai/context";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { toast } from "~/components/ui/toaster";
import { cn } from "~/lib/cn";
import { linkState, suggestLink } from "./insert-link";
import { useRead } from "./use-read";

type Props = {
  postId: string;
  /** The post's updated_at: the suggestions are read again after a save. */
  version: string;
  editor: Editor | null;
  className?: string;
};

/** The sentence with the anchor's words marked. */
function Sentence({ suggestion }: { suggestion: LinkSuggestion }) {
  const { sentence, anchor } = suggestion;
  const at = sentence.toLocaleLowerCase().indexOf(anchor.toLocaleLowerCase());
  if (at < 0) return <q dir="auto">{sentence}</q>;
  return (
    <q dir="auto">
      {sentence.slice(0, at)}
      <mark className="rounded bg-primary/15 px-0.5 text-foreground">
        {sentence.slice(at, at + anchor.length)}
      </mark>
      {sentence.slice(at + anchor.length)}
    </q>
  );
}

/**
 * Internal links beside the editor (issue 31, ADR 0031): links from the open post to the
 * writer's other posts, each inserted at its anchor as a tracked change the writer accepts or
 * rejects in the review bar, and the posts that could link to this one. Loaded lazily.
 */
export default function LinksPanel({ postId, version, editor, className }: Props) {
  const { t } = useTranslation("links");
  const id = useId();
  const ai = useAiEdits();
  const { reading, retry } = useRead(
    linkSuggestions,
    { params: { id: postId } },
    `${postId}:${version}`,
  );
  // The links inserted here (target id -> change id and address), and what became of each.
  const [inserted, setInserted] = useState<ReadonlyMap<string, { change: string; href: string }>>(
    new Map(),
  );
  const [states, setStates] = useState<ReadonlyMap<string, "pending" | "linked">>(new Map());
  useEffect(() => {
    if (!editor) return;
    const read = () => {
      const next = new Map<string, "pending" | "linked">();
      for (const [target, { change, href }] of inserted) {
        const state = linkState(editor.state.doc, change, href);
        if (state) next.set(target, state);
      }
      setStates(next);
    };
    read();
    editor.on("update", read);
    return () => {
      editor.off("update", read);
    };
  }, [editor, inserted]);

  const insert = (suggestion: LinkSuggestion) => {
    if (!editor) return;
    const change = suggestLink(editor, suggestion.anchor, suggestion.to.href);
    if (!change) {
      toast.error(t("panel.notFound", { anchor: suggestion.anchor }));
      return;
    }
    setInserted(
      (map) => new Map([...map, [suggestion.to.id, { change, href: suggestion.to.href }]]),
    );
  };
  const busy = !editor || ai?.busy === true;

  return (
    <Card
      className={cn("gap-3", className)}
      aria-labelledby={`${id}-title`}
      data-testid="links-panel"
    >
      <CardHeader>
        <CardTitle asChild>
          <h2 id={`${id}-title`} className="flex items-center gap-2 text-base">
            <Link2 aria-hidden className="size-4" />
            {t("panel.title")}
          </h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {reading.state === "loading" ? (
          <p role="status" className="text-muted-foreground">
            {t("panel.loading")}
          </p>
        ) : reading.state === "failed" ? (
          <div role="alert" className="space-y-2">
            <p>{t("panel.failed")}</p>
            <Button type="button" size="sm" variant="outline" onClick={retry}>
              {t("panel.retry")}
            </Button>
          </div>
        ) : (
          <>
            <section aria-labelledby={`${id}-out`} className="space-y-2">
              <h3 id={`${id}-out`} className="font-medium">
                {t("panel.outgoing")}
              </h3>
              {reading.value.outgoing.length === 0 ? (
                <p className="text-muted-foreground">{t("panel.noneOutgoing")}</p>
              ) : (
                <ul className="space-y-3">
                  {reading.value.outgoing.map((s) => (
                    <li key={s.to.id} className="space-y-1">
                      <Link
                        to={s.to.href}
                        target="_blank"
                        className="font-medium underline underline-offset-2"
                      >
                        {s.to.title}
                      </Link>
                      <p className="text-muted-foreground">
                        <Sentence suggestion={s} />
                      </p>
                      {states.get(s.to.id) === "pending" ? (
                        <p role="status">{t("panel.inserted")}</p>
                      ) : states.get(s.to.id) === "linked" ? (
                        <p role="status">{t("panel.linked")}</p>
                      ) : (
                        <Button
                          type="button"
                          size="sm"
                          variant="outline"
                          disabled={busy}
                          aria-label={t("panel.insertLabel", {
                            title: s.to.title,
                            anchor: s.anchor,
                          })}
                          onClick={() => insert(s)}
                        >
                          {t("panel.insert")}
                        </Button>
                      )}
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby={`${id}-in`} className="space-y-2">
              <h3 id={`${id}-in`} className="font-medium">
                {t("panel.incoming")}
              </h3>
              {reading.value.incoming.length === 0 ? (
                <p className="text-muted-foreground">{t("panel.noneIncoming")}</p>
              ) : (
                <ul className="space-y-3">
                  {reading.value.incoming.map((s) => (
                    <li key={s.from.id} className="space-y-1">
                      <Link
                        to={href("/dashboard/edit/:id", { id: s.from.id })}
                        className="font-medium underline underline-offset-2"
                      >
                        {t("panel.openSource", { title: s.from.title })}
                      </Link>
                      <p className="text-muted-foreground">
                        <Sentence suggestion={s} />
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
