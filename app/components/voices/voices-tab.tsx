import { deleteVoice } from "@domain/api/voices";
import type { Voice } from "@domain/voices";
import { ArrowLeftIcon, PlusIcon, SpeechIcon } from "lucide-react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { LoadFailedAlert } from "~/components/dashboard/load-failed-alert";
import { Button } from "~/components/ui/button";
import { toast } from "~/components/ui/toaster";
import { useApi } from "~/lib/use-api";
import { useMessageText } from "~/lib/use-message-text";
import { NewVoiceForm } from "./new-voice-form";
import { VoiceDetail } from "./voice-detail";
import { VoiceList } from "./voice-list";

export type VoicesTabProps = {
  /** The user's voices, newest first. */
  voices: Voice[];
  /** How many the plan keeps. */
  limit: number;
  /** What learning one costs, in credits ("0.5"; "0" for admins). */
  cost: string;
  /** The list could not be read. */
  loadFailed: boolean;
};

/**
 * The Voices screen (issue 29): the writer's voices with the plan's limit ("Voices: 2 of 3"),
 * New voice (its form at `?new`), and one voice at `?voice=<id>` (progress, then its fingerprint
 * and guide), so a reload or a shared link opens the same view.
 */
export function VoicesTab({ voices, limit, cost, loadFailed }: VoicesTabProps) {
  const { t } = useTranslation("voices");
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { problemText } = useMessageText();
  // Deleting is the screen's: the voice's panel goes with the voice when the list is read again.
  const deleter = useApi(deleteVoice, {
    onDone: () => {
      toast.success(t("detail.deleted"));
      navigate(".", { replace: true });
    },
    onError: (error) =>
      toast.error(t("detail.failedTitle"), { description: problemText(error).message }),
  });
  const openId = params.get("voice");
  const creating = params.has("new");
  const open = openId ? voices.find((voice) => voice.id === openId) : undefined;
  const full = voices.length >= limit;

  useEffect(() => {
    if (loadFailed) toast.error(t("screen.loadFailed"));
  }, [loadFailed, t]);

  const hrefOf = (voice: Pick<Voice, "id">) => `?voice=${encodeURIComponent(voice.id)}`;
  const toList = () => navigate(".", { replace: false });

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="space-y-1">
          <h1 className="font-semibold text-2xl tracking-tight">{t("screen.title")}</h1>
          <p className="max-w-2xl text-muted-foreground">{t("screen.description")}</p>
          {loadFailed ? null : (
            <p className="text-muted-foreground text-sm">
              {t("screen.usage", { count: voices.length, limit })}
            </p>
          )}
        </div>
        {creating || loadFailed ? null : (
          <Button
            asChild={!full}
            disabled={full}
            aria-describedby={full ? "voices-full" : undefined}
          >
            {full ? (
              <>
                <PlusIcon aria-hidden />
                {t("screen.new")}
              </>
            ) : (
              <Link to="?new">
                <PlusIcon aria-hidden />
                {t("screen.new")}
              </Link>
            )}
          </Button>
        )}
      </header>
      {full && !loadFailed ? (
        <p id="voices-full" className="text-muted-foreground text-sm">
          {t("errors.limit", { limit })}
        </p>
      ) : null}

      {openId || creating ? (
        <Link
          to="."
          className="inline-flex items-center gap-1 text-sm underline-offset-4 hover:underline"
        >
          <ArrowLeftIcon aria-hidden className="size-4" />
          {t("screen.back")}
        </Link>
      ) : null}

      {loadFailed ? (
        <LoadFailedAlert message={t("screen.loadFailed")} />
      ) : creating ? (
        <NewVoiceForm
          cost={cost}
          onCreated={(voice) => navigate(hrefOf(voice))}
          onCancel={toList}
        />
      ) : openId ? (
        open ? (
          <VoiceDetail
            key={open.id}
            voice={open}
            deleting={deleter.busy}
            onDelete={() => void deleter.call({ params: { id: open.id } })}
          />
        ) : deleter.busy || deleter.result?.ok ? null : (
          <p role="alert" className="text-sm">
            {t("screen.notFound")}
          </p>
        )
      ) : voices.length === 0 ? (
        <section className="grid place-items-center gap-3 rounded-xl border border-dashed p-10 text-center">
          <SpeechIcon aria-hidden className="size-8 text-muted-foreground" />
          <h2 className="font-semibold text-lg">{t("screen.emptyTitle")}</h2>
          <p className="max-w-md text-muted-foreground text-sm">{t("screen.emptyDescription")}</p>
        </section>
      ) : (
        <VoiceList voices={voices} hrefOf={hrefOf} />
      )}
    </div>
  );
}
