import { NO_VOICE } from "@domain/post-edit";
import { useTranslation } from "react-i18next";
import { Label } from "~/components/ui/label";
import { cn } from "~/lib/cn";

/** The form field's name (domain/post-edit.ts voiceId), read by the report and "Match my voice". */
export const VOICE_FIELD = "voiceId";

/** The voice the form shows now: a voice's id, or "" for none (also without the field). */
export function formVoiceId(form: HTMLFormElement | null): string {
  const value = form ? new FormData(form).get(VOICE_FIELD) : null;
  return typeof value === "string" && value !== NO_VOICE ? value : "";
}

type Props = {
  /** The user's learned voices. */
  voices: readonly { id: string; name: string }[];
  /** The post's voice (a learned voice's id), or "none". */
  defaultValue: string;
  className?: string;
};

/**
 * The post's voice (issue 29): a native select of the user's learned voices (no library, the
 * editor's bundle budget), "No voice" first. The report measures the draft against it, and
 * "Match my voice" rewrites in it; a save stores it. Not shown while the user has no voice.
 */
export function VoiceField({ voices, defaultValue, className }: Props) {
  const { t } = useTranslation("editor");
  if (voices.length === 0) return null;
  const id = "post-voice";
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={id}>{t("fields.voice")}</Label>
      <select
        id={id}
        name={VOICE_FIELD}
        defaultValue={defaultValue}
        aria-describedby={`${id}-hint`}
        className="flex h-9 w-full rounded-md border border-input bg-background px-3 py-1 text-sm shadow-xs focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
      >
        <option value={NO_VOICE}>{t("fields.voiceNone")}</option>
        {voices.map((voice) => (
          <option key={voice.id} value={voice.id}>
            {voice.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-muted-foreground text-xs">
        {t("fields.voiceHint")}
      </p>
    </div>
  );
}
