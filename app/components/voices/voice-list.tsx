import { LANGUAGES } from "@domain/languages";
import type { Voice } from "@domain/voices";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { useDateText } from "~/lib/use-date-text";

export type VoiceListProps = {
  voices: readonly Voice[];
  /** The address that opens a voice. */
  hrefOf: (voice: Voice) => string;
};

/** The writer's voices (issue 29): name (opens it), language, status, samples and when made. */
export function VoiceList({ voices, hrefOf }: VoiceListProps) {
  const { t, i18n } = useTranslation("voices");
  const dateText = useDateText(i18n.language);
  const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.name ?? code;
  return (
    <div className="overflow-x-auto rounded-md border">
      <table className="w-full text-sm">
        <caption className="sr-only">{t("list.label")}</caption>
        <thead className="bg-muted/50 text-start">
          <tr>
            <th scope="col" className="p-3 text-start font-medium">
              {t("list.name")}
            </th>
            <th scope="col" className="p-3 text-start font-medium">
              {t("list.language")}
            </th>
            <th scope="col" className="p-3 text-start font-medium">
              {t("list.status")}
            </th>
            <th scope="col" className="p-3 text-start font-medium">
              {t("list.samples")}
            </th>
            <th scope="col" className="p-3 text-start font-medium">
              {t("list.created")}
            </th>
          </tr>
        </thead>
        <tbody>
          {voices.map((voice) => (
            <tr key={voice.id} className="border-t">
              <th scope="row" className="p-3 text-start font-medium">
                <Link
                  to={hrefOf(voice)}
                  aria-label={t("list.open", { name: voice.name })}
                  className="break-words underline-offset-4 hover:underline focus-visible:underline"
                >
                  {voice.name}
                </Link>
              </th>
              <td className="p-3" lang={voice.language}>
                {languageName(voice.language)}
              </td>
              <td className="p-3">
                <Badge variant={voice.status === "failed" ? "destructive" : "secondary"}>
                  {t(`status.${voice.status}`)}
                </Badge>
              </td>
              <td className="p-3 tabular-nums">{voice.samples.length}</td>
              <td className="p-3">{dateText(voice.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
