import type { ApiError } from "@domain/api/errors";
import { createVoice } from "@domain/api/voices";
import { LANGUAGES } from "@domain/languages";
import {
  MAX_SAMPLES,
  MIN_SAMPLES,
  SAMPLE_MIN_WORDS,
  VOICE_NAME_MAX,
  type Voice,
} from "@domain/voices";
import { LoaderCircleIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { usePricingDialog } from "~/components/billing/pricing-dialog";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "~/components/ui/select";
import { callApi } from "~/lib/use-api";
import { useMessageText } from "~/lib/use-message-text";
import { ProblemAlert, type ShownProblem } from "./problem-alert";
import { SampleAdders } from "./sample-adders";
import { SampleList } from "./sample-list";
import { type SampleRequest, useSamples } from "./use-samples";

export type NewVoiceFormProps = {
  /** What learning a voice costs, in credits ("0.5"; "0" for admins). */
  cost: string;
  onCreated: (voice: Voice) => void;
  onCancel: () => void;
};

/**
 * A new voice (issue 29): its name, the language of its samples, and 3-10 samples, each added as
 * pasted text, a file, a web address or a library post; what learning it costs is said before it
 * runs, on the button too. The server's refusals are shown in the words of their message keys.
 */
export function NewVoiceForm({ cost, onCreated, onCancel }: NewVoiceFormProps) {
  const { t, i18n } = useTranslation("voices");
  const { problemText } = useMessageText();
  const pricing = usePricingDialog();
  const id = useId();
  const { samples, add, remove } = useSamples();
  const [name, setName] = useState("");
  const [language, setLanguage] = useState(
    LANGUAGES.some((l) => l.code === i18n.language) ? i18n.language : "en",
  );
  const [reading, setReading] = useState(false);
  const [starting, setStarting] = useState(false);
  const [said, setSaid] = useState("");
  const [problem, setProblem] = useState<ShownProblem | null>(null);

  const show = (error: ApiError) => {
    const { title, message } = problemText(error);
    // A refusal about one sample (too short) names it: its number and title.
    const index = error.params?.index;
    const sample = typeof index === "number" ? samples[index] : undefined;
    const which = sample
      ? ` ${t("new.sampleAt", { number: (index as number) + 1, title: sample.title || t("samples.untitled") })}`
      : "";
    setProblem({ title, message: `${message}${which}` });
  };

  const addSample = async (request: SampleRequest) => {
    setProblem(null);
    const reads = request.kind === "file" || request.kind === "url";
    if (reads) {
      setReading(true);
      setSaid(t("new.reading"));
    }
    const result = await add(request);
    setReading(false);
    if (!result.ok) {
      setSaid("");
      show(result.error);
      return false;
    }
    setSaid(t("new.added", { title: result.sample.title || t("samples.untitled") }));
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (starting) return;
    setProblem(null);
    setStarting(true);
    const answer = await callApi(createVoice, {
      body: { name, language: language as Voice["language"], samples: samples.map((s) => s.input) },
    });
    setStarting(false);
    if (answer.ok) onCreated(answer.value.voice);
    else {
      show(answer.error);
      if (answer.error.code === "INSUFFICIENT_CREDITS") pricing.open();
    }
  };

  const credits = Number(cost);
  const free = !(credits > 0);
  // "0.5 credit", "1.5 credits": the plural follows the whole credits it reaches.
  const count = Math.ceil(credits);
  const languageName = (code: string) => LANGUAGES.find((l) => l.code === code)?.name ?? code;
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle asChild>
          <h2 id={`${id}-title`} className="text-lg">
            {t("new.title")}
          </h2>
        </CardTitle>
        <CardDescription>
          {t("new.description", { min: MIN_SAMPLES, max: MAX_SAMPLES })}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-5" onSubmit={(event) => void submit(event)} noValidate>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${id}-name`}>{t("new.name")}</Label>
              <Input
                id={`${id}-name`}
                autoComplete="off"
                maxLength={VOICE_NAME_MAX}
                value={name}
                onChange={(event) => setName(event.target.value)}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-language`}>{t("new.language")}</Label>
              <Select value={language} onValueChange={setLanguage}>
                <SelectTrigger id={`${id}-language`} aria-describedby={`${id}-language-hint`}>
                  <SelectValue>{languageName(language)}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  {LANGUAGES.map((l) => (
                    <SelectItem key={l.code} value={l.code} lang={l.code}>
                      {l.name}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
              <p id={`${id}-language-hint`} className="text-muted-foreground text-xs">
                {t("new.languageHint")}
              </p>
            </div>
          </div>
          <fieldset className="grid gap-3">
            <legend className="mb-1 font-medium text-sm">
              {t("samples.count", { count: samples.length, max: MAX_SAMPLES })}
            </legend>
            <p className="text-muted-foreground text-xs">
              {t("new.samplesHint", { words: SAMPLE_MIN_WORDS })}
            </p>
            <SampleAdders
              onAdd={addSample}
              busy={reading || starting}
              chosenPosts={samples.flatMap((s) =>
                s.input.kind === "post" ? [s.input.postId] : [],
              )}
            />
            <div className="min-h-5 text-sm" role="status" aria-live="polite">
              {reading ? (
                <LoaderCircleIcon aria-hidden className="me-2 inline size-4 animate-spin" />
              ) : null}
              {said}
            </div>
            <SampleList
              label={t("samples.label")}
              samples={samples}
              empty={t("samples.none", { min: MIN_SAMPLES })}
              onRemove={(sample) => {
                remove(sample.key);
                setSaid(t("new.removed", { title: sample.title || t("samples.untitled") }));
              }}
            />
          </fieldset>
          <ProblemAlert problem={problem} />
          <p id={`${id}-cost`} className="text-sm">
            {free ? t("new.costFree") : t("new.cost", { count, credits })}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={starting} aria-describedby={`${id}-cost`}>
              {starting ? <LoaderCircleIcon aria-hidden className="animate-spin" /> : null}
              {starting
                ? t("new.starting")
                : free
                  ? t("new.startFree")
                  : t("new.start", { count, credits })}
            </Button>
            <Button type="button" variant="outline" onClick={onCancel}>
              {t("new.cancel")}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
