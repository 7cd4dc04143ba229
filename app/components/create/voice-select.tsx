import { useTranslation } from "react-i18next";
import { Label } from "~/components/ui/label";

/** A learned voice as a form offers it. */
export type VoiceOption = { id: string; name: string };

/**
 * The voice a piece is written in (issue 29): "No voice", then the writer's learned voices by
 * name; with none, a link to the Voices screen to learn one. A native select (the Create screen
 * is near its bundle budget); its value travels as `voiceId`.
 */
export function VoiceSelect({
  id,
  voices,
  value,
  onChange,
  hint,
}: {
  id: string;
  voices: readonly VoiceOption[];
  value: string;
  onChange: (voiceId: string) => void;
  /** What the choice is for, when not a piece's own form (the Idea Lab). */
  hint?: string;
}) {
  const { t } = useTranslation("create");
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{t("voice.label")}</Label>
      <select
        id={id}
        name="voiceId"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby={`${id}-hint`}
        className="h-9 w-full rounded-md border border-input bg-background px-3 text-sm shadow-xs focus-visible:outline-hidden focus-visible:ring-2 focus-visible:ring-ring"
      >
        <option value="">{t("voice.none")}</option>
        {voices.map((voice) => (
          <option key={voice.id} value={voice.id}>
            {voice.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {voices.length > 0 ? (
          (hint ?? t("voice.hint"))
        ) : (
          <>
            {t("voice.empty")}{" "}
            {/* A plain link: the form works outside a router too (its tests). */}
            <a href="/dashboard/voices" className="underline underline-offset-2">
              {t("voice.learn")}
            </a>
          </>
        )}
      </p>
    </div>
  );
}
