import {
  MAX_SAMPLES,
  MIN_SAMPLES,
  SAMPLE_MAX,
  SAMPLE_MIN_WORDS,
  VOICE_MESSAGES,
  type Voice,
} from "@domain/voices";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ProgressFill } from "~/components/ui/progress-fill";
import { isActive } from "~/lib/use-job";
import { useMessageText } from "~/lib/use-message-text";
import { ProblemAlert } from "./problem-alert";

/** The numbers a learning job's message key speaks of (the job keeps only the key). */
export function failureParams(key: string): Record<string, number> {
  if (key === VOICE_MESSAGES.sampleTooShort) return { min: SAMPLE_MIN_WORDS };
  if (key === VOICE_MESSAGES.sampleTooLong) return { max: SAMPLE_MAX };
  return { min: MIN_SAMPLES, max: MAX_SAMPLES };
}

/** A voice being learned: its phase and percent; a failed one, why (its message key). */
export function VoiceProgress({ voice }: { voice: Voice }) {
  const { t } = useTranslation("voices");
  const { text } = useMessageText();
  const id = useId();
  const running = isActive(voice);
  return (
    <div className="grid gap-3" aria-busy={running}>
      <div role="status" aria-live="polite" className="grid gap-2 text-sm">
        {running ? (
          <>
            <p id={`${id}-phase`}>
              {t("progress.phase", { phase: t(`phases.${voice.phase}`), percent: voice.percent })}
            </p>
            <div
              role="progressbar"
              aria-label={t("progress.label")}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={voice.percent}
              aria-valuetext={t(`phases.${voice.phase}`)}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <ProgressFill percent={voice.percent} />
            </div>
          </>
        ) : null}
      </div>
      {voice.status === "failed" ? (
        <ProblemAlert
          problem={{
            // The generic failure says it all; another reason gets the heading first.
            title:
              (voice.error ?? VOICE_MESSAGES.failed) === VOICE_MESSAGES.failed
                ? undefined
                : t("progress.failedTitle"),
            message: text(voice.error ?? VOICE_MESSAGES.failed, failureParams(voice.error ?? "")),
          }}
        />
      ) : null}
    </div>
  );
}
