import {
  type AnalysisReport,
  type VoiceSection,
  voiceSectionSchema,
} from "@domain/analysis/report";
import { useTranslation } from "react-i18next";
import { cn } from "~/lib/cn";
import { useMessageText } from "~/lib/use-message-text";

/** From this score on the piece reads as the voice ("close"); from NEAR, "some way off". */
export const VOICE_CLOSE = 75;
export const VOICE_NEAR = 50;

const LIGHT = {
  close: "bg-emerald-500",
  near: "bg-amber-500",
  far: "bg-destructive",
} as const;
type Light = keyof typeof LIGHT;

export function lightOf(score: number): Light {
  return score >= VOICE_CLOSE ? "close" : score >= VOICE_NEAR ? "near" : "far";
}

/**
 * The report's Voice section (issue 29), when it has one and it reads: reports of pieces
 * without a voice, or of an older shape, have none.
 */
export function voiceSection(report: AnalysisReport): VoiceSection | null {
  const section = (report as { voice?: unknown }).voice;
  if (section === undefined || section === null) return null;
  const parsed = voiceSectionSchema.safeParse(section);
  return parsed.success ? parsed.data : null;
}

/**
 * The Voice block beside SEO and readability: "72/100 match with Plain and warm", a light (close,
 * some way off, far off; said in words as well, never by colour alone) and the three measures
 * furthest from the voice. It informs: the overall score does not count it.
 */
export function VoiceReport({ report, className }: { report: AnalysisReport; className?: string }) {
  const { t } = useTranslation("voices");
  const { text } = useMessageText();
  const voice = voiceSection(report);
  if (!voice) return null;
  const light = lightOf(voice.score);
  return (
    <section className={cn("space-y-2", className)} data-testid="report-voice">
      <h3 className="font-semibold">{t("report.title")}</h3>
      <p className="flex items-center gap-2 text-sm">
        <span
          aria-hidden
          className={cn("inline-block size-3 shrink-0 rounded-full", LIGHT[light])}
        />
        <span>
          {t("report.score", { score: voice.score, name: voice.name })}{" "}
          <span className="text-muted-foreground">({t(`report.light.${light}`)})</span>
        </span>
      </p>
      {voice.measures.length > 0 ? (
        <>
          <p className="text-muted-foreground text-sm">{t("report.furthest")}</p>
          <ul className="list-disc space-y-1 ps-5 text-sm">
            {voice.measures.map((measure) => (
              <li key={measure.id}>{text(measure.message, measure.params)}</li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="text-muted-foreground text-xs">{t("report.informs")}</p>
    </section>
  );
}
