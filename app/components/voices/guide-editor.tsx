import { GUIDE_ITEM_MAX, GUIDE_ITEMS_MAX, GUIDE_TEXT_MAX, type VoiceGuide } from "@domain/voices";
import { LoaderCircleIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";

const LISTS = ["do", "dont", "use", "avoid"] as const;
type ListName = (typeof LISTS)[number];
type Draft = { tone: string } & Record<ListName, string>;

const toDraft = (guide: VoiceGuide): Draft => ({
  tone: guide.tone,
  do: guide.do.join("\n"),
  dont: guide.dont.join("\n"),
  use: guide.use.join("\n"),
  avoid: guide.avoid.join("\n"),
});

/** One item per line; blank lines are dropped. */
export function linesOf(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

export function guideOf(draft: Draft): VoiceGuide {
  return {
    tone: draft.tone.trim(),
    do: linesOf(draft.do),
    dont: linesOf(draft.dont),
    use: linesOf(draft.use),
    avoid: linesOf(draft.avoid),
  };
}

export type GuideEditorProps = {
  guide: VoiceGuide;
  /** Saves the edited guide; resolves true when it was saved. */
  onSave: (guide: VoiceGuide) => Promise<boolean> | boolean;
  saving: boolean;
};

/**
 * A voice's guide, editable (issue 29): the tone in a few sentences, and the do, don't, words to
 * use and words to avoid as one item per line. Save sends the whole guide.
 */
export function GuideEditor({ guide, onSave, saving }: GuideEditorProps) {
  const { t } = useTranslation("voices");
  const id = useId();
  // The screen gives the editor a new key when the saved guide changes (a save, a reload).
  const [draft, setDraft] = useState<Draft>(() => toDraft(guide));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) void onSave(guideOf(draft));
  };
  const field = (name: keyof Draft) => ({
    id: `${id}-${name}`,
    value: draft[name],
    onChange: (event: { target: { value: string } }) =>
      setDraft((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form className="grid gap-4" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="font-semibold text-base">
          {t("guide.title")}
        </h3>
        <p className="text-muted-foreground text-sm">{t("guide.hint")}</p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-tone`}>{t("guide.tone")}</Label>
        <Textarea rows={3} maxLength={GUIDE_TEXT_MAX} {...field("tone")} />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {LISTS.map((list) => (
          <div key={list} className="grid gap-2">
            <Label htmlFor={`${id}-${list}`}>{t(`guide.${list}`)}</Label>
            <Textarea
              rows={5}
              aria-describedby={`${id}-list-hint`}
              maxLength={GUIDE_ITEMS_MAX * (GUIDE_ITEM_MAX + 1)}
              {...field(list)}
            />
          </div>
        ))}
      </div>
      <p id={`${id}-list-hint`} className="text-muted-foreground text-xs">
        {t("guide.listHint", { max: GUIDE_ITEMS_MAX })}
      </p>
      <div>
        <Button type="submit" disabled={saving}>
          {saving ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : null}
          {saving ? t("guide.saving") : t("guide.save")}
        </Button>
      </div>
    </form>
  );
}
