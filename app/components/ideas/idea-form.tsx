import type { IdeaRun } from "@domain/api/ideas";
import { IDEA_SET_COST_HALVES } from "@domain/credits";
import {
  AUDIENCE_MAX_LENGTH,
  IDEA_PLATFORMS,
  type IdeaPlatform,
  type IdeaRequest,
  NICHE_MAX_LENGTH,
  parseIdeaRequest,
} from "@domain/ideas";
import { Lightbulb, RefreshCw } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";
import { toast } from "~/components/ui/toaster";
import { useMessageText } from "~/lib/use-message-text";

export type IdeaFormProps = {
  /** The latest set: its platform, niche and audience fill the form, and Refresh appears. */
  latest: IdeaRun | null;
  busy: boolean;
  /** A free user's sets left today; null for everyone else. */
  freeLeft: number | null;
  unlimited: boolean;
  onStart: (request: IdeaRequest) => void;
};

/** Platform, niche, audience, then Get 10 Viral Ideas (and Refresh Ideas after a first set). */
export function IdeaForm({ latest, busy, freeLeft, unlimited, onStart }: IdeaFormProps) {
  const { t, i18n } = useTranslation("ideas");
  const { problemText } = useMessageText();
  const [platform, setPlatform] = useState<IdeaPlatform>(latest?.platform ?? "instagram");
  const [niche, setNiche] = useState(latest?.niche ?? "");
  const [audience, setAudience] = useState(latest?.audience ?? "");

  const submit = (refresh: boolean) => {
    const parsed = parseIdeaRequest({
      platform,
      niche,
      audience,
      refresh,
      language: i18n.language,
    });
    if (!parsed.ok) {
      const { title, message } = problemText(parsed.problem, (field) =>
        t(`form.${field}` as never),
      );
      toast.error(title ?? t("errors.errorTitle"), { description: message });
      return;
    }
    onStart(parsed.value);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit(false);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-xl border p-5">
      <div className="grid gap-4 md:grid-cols-3">
        <div className="space-y-2">
          <Label htmlFor="idea-platform" required>
            {t("form.platform")}
          </Label>
          <Select value={platform} onValueChange={(value) => setPlatform(value as IdeaPlatform)}>
            <SelectTrigger id="idea-platform" aria-required>
              <SelectValue>{t(`platforms.${platform}`)}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              {IDEA_PLATFORMS.map((value) => (
                <SelectItem key={value} value={value}>
                  {t(`platforms.${value}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="space-y-2">
          <Label htmlFor="idea-niche" required>
            {t("form.niche")}
          </Label>
          <Input
            id="idea-niche"
            name="niche"
            required
            maxLength={NICHE_MAX_LENGTH}
            placeholder={t("form.nichePlaceholder")}
            value={niche}
            onChange={(event) => setNiche(event.target.value)}
          />
        </div>
        <div className="space-y-2">
          <Label htmlFor="idea-audience">{t("form.audience")}</Label>
          <Input
            id="idea-audience"
            name="audience"
            maxLength={AUDIENCE_MAX_LENGTH}
            placeholder={t("form.audiencePlaceholder")}
            value={audience}
            onChange={(event) => setAudience(event.target.value)}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          <Lightbulb aria-hidden />
          {busy ? t("form.working") : t("form.submit")}
        </Button>
        {latest ? (
          <Button type="button" variant="outline" disabled={busy} onClick={() => submit(true)}>
            <RefreshCw aria-hidden />
            {t("form.refresh")}
          </Button>
        ) : null}
        <p className="text-muted-foreground text-sm">
          {unlimited
            ? t("form.unlimited")
            : freeLeft === null
              ? t("form.paidCost", { cost: IDEA_SET_COST_HALVES / 2 })
              : t("form.freeLeft", { count: freeLeft })}
        </p>
      </div>
    </form>
  );
}
