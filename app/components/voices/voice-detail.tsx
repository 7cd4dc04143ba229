import type { ApiError } from "@domain/api/errors";
import { createVoice, readVoice, updateVoice, type VoiceResponse } from "@domain/api/voices";
import { LANGUAGES } from "@domain/languages";
import { VOICE_NAME_MAX, type Voice, type VoiceGuide } from "@domain/voices";
import { Trash2Icon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRevalidator } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/toaster";
import { useApi } from "~/lib/use-api";
import { useDateText } from "~/lib/use-date-text";
import { type JobKind, useJob } from "~/lib/use-job";
import { useMessageText } from "~/lib/use-message-text";
import { DeleteVoiceDialog } from "./delete-voice-dialog";
import { GuideEditor } from "./guide-editor";
import { ProblemAlert, type ShownProblem } from "./problem-alert";
import { SampleList } from "./sample-list";
import { VoiceFingerprint } from "./voice-fingerprint";
import { VoiceProgress } from "./voice-progress";

/** A voice's learning as a job (started by the New voice form): read again every second while it runs (GET /api/voices/:id). */
export const VOICE_JOB: JobKind<Voice, VoiceResponse, never, VoiceResponse> = {
  start: { contract: createVoice, begin: ({ voice }) => voice },
  poll: {
    contract: readVoice,
    params: (voice) => ({ id: voice.id }),
    read: ({ voice }) => voice,
    everyMs: 1000,
  },
};

export type VoiceDetailProps = {
  /** The voice as the screen's loader read it. */
  voice: Voice;
  /** Deletes it (the screen does, and goes back to the list: this panel goes with the voice). */
  onDelete: () => void;
  /** A deletion is under way. */
  deleting: boolean;
};

/**
 * One voice (issue 29): while it is learned, its progress (read every second); if learning
 * failed, why; once learned, its fingerprint as readable measures, its guide (editable), the
 * samples it was learned from; rename and delete (after confirming).
 */
export function VoiceDetail({ voice: loaded, onDelete, deleting }: VoiceDetailProps) {
  const { t, i18n } = useTranslation("voices");
  const { problemText } = useMessageText();
  const dateText = useDateText(i18n.language);
  const revalidator = useRevalidator();
  const id = useId();
  // The credit it held is committed or released when it ends: the usage box is read again.
  const { job } = useJob(VOICE_JOB, { latest: loaded, onFinished: () => revalidator.revalidate() });
  const voice = job ?? loaded;
  const [problem, setProblem] = useState<ShownProblem | null>(null);
  const [name, setName] = useState(voice.name);
  const [confirming, setConfirming] = useState(false);

  const refused = (error: ApiError) => {
    const { message } = problemText(error);
    setProblem({ title: t("detail.failedTitle"), message });
  };
  const renamer = useApi(updateVoice, {
    onDone: () => toast.success(t("detail.renamed")),
    onError: refused,
  });
  const guideSaver = useApi(updateVoice, {
    onDone: () => toast.success(t("guide.saved")),
    onError: refused,
  });

  const rename = (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    void renamer.call({ params: { id: voice.id }, body: { name } });
  };
  const saveGuide = (guide: VoiceGuide) => {
    setProblem(null);
    void guideSaver.call({ params: { id: voice.id }, body: { guide } });
    return true;
  };

  const language = LANGUAGES.find((l) => l.code === voice.language)?.name ?? voice.language;
  const samples = voice.samples.map((sample, index) => ({ ...sample, key: `${index}` }));
  return (
    <Card role="region" aria-labelledby={`${id}-title`}>
      <CardHeader className="gap-2">
        <CardTitle asChild>
          <h2 id={`${id}-title`} className="flex flex-wrap items-center gap-2 text-xl">
            <span className="break-words">{voice.name}</span>
            <Badge variant={voice.status === "failed" ? "destructive" : "secondary"}>
              {t(`status.${voice.status}`)}
            </Badge>
          </h2>
        </CardTitle>
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-muted-foreground text-sm">
          <div className="flex gap-1">
            <dt>{t("detail.language")}:</dt>
            <dd lang={voice.language}>{language}</dd>
          </div>
          <div className="flex gap-1">
            <dt>{t("detail.created")}:</dt>
            <dd>{dateText(voice.createdAt)}</dd>
          </div>
        </dl>
      </CardHeader>
      <CardContent className="grid gap-8">
        {voice.status === "succeeded" ? null : <VoiceProgress voice={voice} />}
        <ProblemAlert problem={problem} />
        {voice.status === "succeeded" && voice.fingerprint ? (
          <VoiceFingerprint fingerprint={voice.fingerprint} />
        ) : null}
        {voice.status === "succeeded" && voice.guide ? (
          <GuideEditor
            key={JSON.stringify(voice.guide)}
            guide={voice.guide}
            saving={guideSaver.busy}
            onSave={saveGuide}
          />
        ) : null}
        <section aria-labelledby={`${id}-samples`} className="grid gap-2">
          <h3 id={`${id}-samples`} className="font-semibold text-base">
            {t("detail.samples")}
          </h3>
          <SampleList label={t("detail.samples")} samples={samples} />
        </section>
        <div className="flex flex-wrap items-end justify-between gap-4 border-t pt-4">
          {voice.status === "succeeded" ? (
            <form className="flex flex-wrap items-end gap-2" onSubmit={rename}>
              <div className="grid gap-2">
                <Label htmlFor={`${id}-name`}>{t("detail.renameLabel")}</Label>
                <Input
                  id={`${id}-name`}
                  autoComplete="off"
                  maxLength={VOICE_NAME_MAX}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              </div>
              <Button type="submit" variant="outline" disabled={renamer.busy}>
                {t("detail.rename")}
              </Button>
            </form>
          ) : (
            <span />
          )}
          <Button
            type="button"
            variant="destructive"
            disabled={deleting}
            onClick={() => setConfirming(true)}
          >
            <Trash2Icon aria-hidden />
            {t("detail.delete")}
          </Button>
        </div>
      </CardContent>
      <DeleteVoiceDialog
        voice={confirming ? voice : null}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          setProblem(null);
          onDelete();
        }}
      />
    </Card>
  );
}
