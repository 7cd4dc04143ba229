import type { IdeaRun } from "@domain/api/ideas";
import type { IdeaSummary } from "@domain/ideas";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { href, useNavigate } from "react-router";
import { type VoiceOption, VoiceSelect } from "~/components/create/voice-select";
import { LoadFailedAlert } from "~/components/dashboard/load-failed-alert";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { IdeaCard } from "./idea-card";
import { IdeaForm } from "./idea-form";
import { IdeaOverlay } from "./idea-overlay";
import { SavedIdeas } from "./saved-ideas";
import { useIdeaActions, usePremiumNotice } from "./use-idea-actions";
import { useIdeaFlow } from "./use-idea-flow";

export type IdeasTabProps = {
  latest: IdeaRun | null;
  freeLeft: number | null;
  saved: IdeaSummary[];
  canSave: boolean;
  /** Admins: no daily limit and no charge. */
  unlimited: boolean;
  section: "generate" | "saved";
  query: { q: string; platform: string | null };
  loadFailed: boolean;
  /** The writer's learned voices: Generate This Content may write in one (issue 29). */
  voices?: readonly VoiceOption[];
};

/**
 * The Idea Lab (spec section 2): Generate Ideas and, for elite and admin, Saved Ideas. Choosing
 * Saved without access says Premium Feature, opens the plans and stays where it was.
 */
export function IdeasTab(props: IdeasTabProps) {
  const { t } = useTranslation("ideas");
  const navigate = useNavigate();
  const premium = usePremiumNotice();
  const { run, start, busy } = useIdeaFlow(props.latest);
  const [voiceId, setVoiceId] = useState("");
  const voiceSelect = useId();
  const actions = useIdeaActions(props.canSave, voiceId);

  const choose = (value: string) => {
    if (value === props.section) return;
    if (value === "saved" && !props.canSave) return premium("savedPremium");
    navigate(`${href("/dashboard/ideas")}${value === "saved" ? "?view=saved" : ""}`);
  };
  const shown = run?.status === "succeeded" ? run : null;

  return (
    <div className="space-y-6">
      <header>
        <h1 className="font-semibold text-2xl">{t("title")}</h1>
        <p className="mt-1 text-muted-foreground">{t("description")}</p>
      </header>
      {props.loadFailed ? <LoadFailedAlert message={t("results.loadFailed")} /> : null}
      <div className="max-w-sm">
        <VoiceSelect
          id={voiceSelect}
          voices={props.voices ?? []}
          value={voiceId}
          onChange={setVoiceId}
          hint={t("voice.hint")}
        />
      </div>
      <Tabs value={props.section} onValueChange={choose} activationMode="manual">
        <TabsList aria-label={t("subTabs.label")}>
          <TabsTrigger value="generate">{t("subTabs.generate")}</TabsTrigger>
          <TabsTrigger value="saved">{t("subTabs.saved")}</TabsTrigger>
        </TabsList>
        <TabsContent value="generate" className="space-y-6 pt-4">
          <IdeaForm
            latest={props.latest}
            busy={busy}
            freeLeft={props.freeLeft}
            unlimited={props.unlimited}
            onStart={start}
          />
          {shown ? (
            <section aria-labelledby="idea-results" className="space-y-4">
              <h2 id="idea-results" className="font-semibold text-xl">
                {t("results.heading", {
                  niche: shown.niche,
                  platform: t(`platforms.${shown.platform}`),
                })}
              </h2>
              {shown.shortBy > 0 ? (
                <p
                  role="status"
                  className="rounded-lg border border-warning/60 bg-warning/15 p-3 text-sm"
                >
                  {t("results.short", { count: shown.ideas.length })}
                </p>
              ) : null}
              <ul className="grid gap-4 lg:grid-cols-2">
                {shown.ideas.map((idea) => (
                  <li key={idea.id} className="flex">
                    <IdeaCard
                      idea={idea}
                      onGenerate={actions.generate}
                      onBookmark={actions.bookmark}
                      pending={actions.pendingId === idea.id}
                    />
                  </li>
                ))}
              </ul>
            </section>
          ) : (
            <p className="text-muted-foreground">{t("results.empty")}</p>
          )}
        </TabsContent>
        <TabsContent value="saved" className="pt-4">
          <SavedIdeas ideas={props.saved} query={props.query} actions={actions} />
        </TabsContent>
      </Tabs>
      <IdeaOverlay run={run} />
    </div>
  );
}
