import type { UsePresetRequest } from "@domain/api/generations";
import { TEXT_FIELD_MAX_LENGTH } from "@domain/generation-input";
import {
  PRESET_CONTEXT_MAX_LENGTH,
  PRESET_TOPIC_MAX_LENGTH,
  type PresetSummary,
} from "@domain/presets";
import { SparklesIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCreateText } from "~/components/create/create-text";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Spinner } from "~/components/ui/spinner";
import { Textarea } from "~/components/ui/textarea";
import { toast } from "~/components/ui/toaster";

export type UsePresetDialogProps = {
  /** The preset being used; the dialog is open while it is set. */
  preset: PresetSummary | null;
  onClose: () => void;
  /** Starts the generation; resolves true once it has started (the dialog then closes). */
  onGenerate: (request: UsePresetRequest) => Promise<boolean>;
};

/**
 * The Use Preset dialog (spec sections 2 and 5): a topic (required), a title (defaults to the
 * topic) and additional context. Generate is disabled while a request runs; with a blank topic it
 * stays focusable and says "Please enter a topic for your content".
 */
export function UsePresetDialog({ preset, onClose, onGenerate }: UsePresetDialogProps) {
  const { t } = useTranslation("presets");
  const { typeText } = useCreateText();
  const id = useId();
  const [topic, setTopic] = useState("");
  const [title, setTitle] = useState("");
  const [context, setContext] = useState("");
  const [topicError, setTopicError] = useState(false);
  const [sending, setSending] = useState(false);
  const blank = topic.trim() === "";

  function reset() {
    setTopic("");
    setTitle("");
    setContext("");
    setTopicError(false);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!preset || sending) return;
    if (blank) {
      setTopicError(true);
      toast.error(t("messages.topicRequired"));
      document.getElementById(`${id}-topic`)?.focus();
      return;
    }
    setSending(true);
    const started = await onGenerate({
      presetId: preset.id,
      topic,
      title,
      additionalContext: context,
    });
    setSending(false);
    if (started) {
      reset();
      onClose();
    }
  }

  const hintShown = blank && !sending;
  const describedBy =
    [topicError ? `${id}-topic-error` : "", hintShown ? `${id}-topic-hint` : ""]
      .filter(Boolean)
      .join(" ") || undefined;
  return (
    <Dialog
      open={preset !== null}
      onOpenChange={(open) => {
        if (open || sending) return;
        reset();
        onClose();
      }}
    >
      <DialogContent>
        <form noValidate onSubmit={submit} aria-busy={sending} className="grid gap-5">
          <DialogHeader className="px-0">
            <DialogTitle>{t("use.title")}</DialogTitle>
            <DialogDescription>
              {preset
                ? t("use.description", {
                    type: typeText(preset.contentType, "label"),
                    name: preset.name,
                  })
                : null}
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-2">
            <Label htmlFor={`${id}-topic`} required>
              {t("use.topic")}
            </Label>
            <Input
              id={`${id}-topic`}
              name="topic"
              value={topic}
              maxLength={PRESET_TOPIC_MAX_LENGTH}
              placeholder={t("use.topicPlaceholder")}
              required
              autoComplete="off"
              aria-invalid={topicError ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                setTopic(event.target.value);
                setTopicError(false);
              }}
            />
            {topicError ? (
              <p id={`${id}-topic-error`} className="text-destructive text-sm">
                {t("messages.topicRequired")}
              </p>
            ) : null}
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-title`}>
              {t("use.titleLabel")}{" "}
              <span className="text-muted-foreground">{t("use.optional")}</span>
            </Label>
            <Input
              id={`${id}-title`}
              name="title"
              value={title}
              maxLength={TEXT_FIELD_MAX_LENGTH.title}
              placeholder={topic.trim() || undefined}
              autoComplete="off"
              aria-describedby={`${id}-title-hint`}
              onChange={(event) => setTitle(event.target.value)}
            />
            <p id={`${id}-title-hint`} className="text-muted-foreground text-xs">
              {t("use.titleHint")}
            </p>
          </div>
          <div className="space-y-2">
            <Label htmlFor={`${id}-context`}>
              {t("use.context")} <span className="text-muted-foreground">{t("use.optional")}</span>
            </Label>
            <Textarea
              id={`${id}-context`}
              name="additionalContext"
              value={context}
              rows={4}
              maxLength={PRESET_CONTEXT_MAX_LENGTH}
              placeholder={t("use.contextPlaceholder")}
              onChange={(event) => setContext(event.target.value)}
            />
          </div>
          <DialogFooter className="items-center">
            {hintShown ? (
              <p id={`${id}-topic-hint`} className="me-auto text-muted-foreground text-sm">
                {t("use.topicHint")}
              </p>
            ) : null}
            <Button
              type="button"
              variant="outline"
              disabled={sending}
              onClick={() => {
                reset();
                onClose();
              }}
            >
              {t("use.cancel")}
            </Button>
            <Button
              type="submit"
              disabled={sending}
              aria-disabled={hintShown ? true : undefined}
              aria-describedby={hintShown ? `${id}-topic-hint` : undefined}
              className="aria-disabled:pointer-events-auto aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            >
              {sending ? (
                <Spinner label={t("use.generating")} className="text-current" />
              ) : (
                <SparklesIcon aria-hidden />
              )}
              {t("use.generate")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
