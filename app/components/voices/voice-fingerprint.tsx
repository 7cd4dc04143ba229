import { type Fingerprint, VOICE_MEASURES } from "@domain/voice/fingerprint-schema";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Badge } from "~/components/ui/badge";
import { measureText } from "./measure-text";

/**
 * A learned voice's fingerprint as readable measures (issue 29): each measure's name and its
 * value with its unit ("Sentence length: 14.2 words"), "not measured" where the language has no
 * rule for it, and the favourite phrases.
 */
export function VoiceFingerprint({ fingerprint }: { fingerprint: Fingerprint }) {
  const { t, i18n } = useTranslation("voices");
  const id = useId();
  return (
    <section aria-labelledby={`${id}-title`} className="grid gap-3">
      <div className="grid gap-1">
        <h3 id={`${id}-title`} className="font-semibold text-base">
          {t("detail.fingerprint")}
        </h3>
        <p className="text-muted-foreground text-sm">
          {t("detail.fingerprintHint")} {t("detail.measuredOn", { count: fingerprint.words })}
        </p>
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {VOICE_MEASURES.map((measure) => {
          const value = fingerprint.measures[measure];
          return (
            <div key={measure} className="flex justify-between gap-3 border-b py-1.5">
              <dt className="text-muted-foreground">{t(`measures.${measure}`)}</dt>
              <dd className="text-end font-medium tabular-nums">
                {typeof value === "number" && Number.isFinite(value)
                  ? measureText(t, i18n.language, fingerprint.language, measure, value)
                  : t("detail.notMeasured")}
              </dd>
            </div>
          );
        })}
      </dl>
      <div className="grid gap-2">
        <h4 className="font-medium text-sm">{t("detail.phrases")}</h4>
        {fingerprint.phrases.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("detail.noPhrases")}</p>
        ) : (
          <ul className="flex flex-wrap gap-1.5" lang={fingerprint.language}>
            {fingerprint.phrases.map((phrase) => (
              <li key={phrase}>
                <Badge variant="outline">{phrase}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
