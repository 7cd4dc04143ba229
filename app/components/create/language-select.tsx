import { LANGUAGES } from "@domain/languages";
import { useTranslation } from "react-i18next";
import { Label } from "~/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";

/**
 * The language a post is written in (decisions: "Languages", "Content and generation"): the nine
 * languages by their own names, the interface language until the user picks another. The value
 * travels in a hidden input: Radix only adds its own native select in the browser.
 */
export function LanguageSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (language: string) => void;
}) {
  const { t } = useTranslation("generation");
  const name = (code: string) => LANGUAGES.find((l) => l.code === code)?.name ?? code;
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{t("language.label")}</Label>
      <Select value={value} onValueChange={onChange}>
        <SelectTrigger id={id} aria-describedby={`${id}-hint`}>
          <SelectValue>{name(value)}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {LANGUAGES.map((language) => (
            <SelectItem key={language.code} value={language.code} lang={language.code}>
              {language.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <input type="hidden" name="language" value={value} />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t("language.hint")}
      </p>
    </div>
  );
}
