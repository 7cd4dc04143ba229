import { readAnswer } from "@domain/api/errors";
import { bookmarkResponseSchema, deleteIdeaResponseSchema } from "@domain/api/ideas";
import { type IdeaSummary, ideaToPrefill } from "@domain/ideas";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { href, useFetcher, useNavigate } from "react-router";
import { usePricingDialog } from "~/components/billing/pricing-dialog";
import { useCreditsLeft } from "~/components/dashboard/use-credits-left";
import { PENDING_GENERATION_KEY, type Prefill } from "~/components/dashboard/use-prefill";
import { toast } from "~/components/ui/toaster";
import { useMessageText } from "~/lib/use-message-text";

/** Each answer once: a fetcher shows its last answer again when it next goes idle. */
function firstTime(seen: { current: unknown[] }, answer: unknown): boolean {
  if (answer === undefined || seen.current.includes(answer)) return false;
  seen.current = [...seen.current.slice(-4), answer];
  return true;
}

/** Premium Feature: the spec's words and the plans (spec sections 6 and 8). */
export function usePremiumNotice() {
  const { t } = useTranslation("ideas");
  const pricing = usePricingDialog();
  return (message: "savedPremium" | "bookmarkPremium") => {
    toast.error(t("errors.premiumTitle"), { description: t(`errors.${message}`) });
    pricing.open();
  };
}

/**
 * What can be done with an idea: bookmark it (elite and admin; anyone else reads Premium Feature
 * and sees the plans, nothing is sent), delete a saved one, or Generate This Content: the Create
 * tab filled through navigation state (and the pending-generation entry, should the page reload)
 * with generation started by itself. With no generation left it is blocked here (spec sections 5
 * and 8): "No Credits Remaining" and the plans, nothing sent; the idea waits in the
 * pending-generation entry, without starting, so the Create tab opens filled with it after the
 * upgrade (checkout comes back to the dashboard's Create tab). The server refuses a generation
 * without credits whatever the screen does.
 */
export function useIdeaActions(canSave: boolean) {
  const { t } = useTranslation("ideas");
  const account = useTranslation("account").t;
  const { text } = useMessageText();
  const navigate = useNavigate();
  const premium = usePremiumNotice();
  const pricing = usePricingDialog();
  const remaining = useCreditsLeft();
  const noCredits = typeof remaining === "number" && remaining <= 0;
  const bookmarker = useFetcher();
  const deleter = useFetcher();

  const bookmark = (idea: IdeaSummary) => {
    if (!canSave) return premium("bookmarkPremium");
    bookmarker.submit(
      { bookmarked: !idea.bookmarked },
      {
        method: "PATCH",
        action: href("/api/ideas/:id", { id: idea.id }),
        encType: "application/json",
      },
    );
  };
  const remove = (idea: IdeaSummary) => {
    deleter.submit(null, { method: "DELETE", action: href("/api/ideas/:id", { id: idea.id }) });
  };
  const generate = (idea: IdeaSummary) => {
    if (noCredits) {
      sessionStorage.setItem(PENDING_GENERATION_KEY, JSON.stringify(ideaToPrefill(idea)));
      toast.error(account("generation.noCreditsTitle"), {
        description: account("generation.noCredits"),
      });
      pricing.open();
      return;
    }
    // Prefill's index signature (field name to text) cannot also describe its one boolean flag.
    const prefill = { ...ideaToPrefill(idea), autoGenerate: true } as Prefill;
    sessionStorage.setItem(PENDING_GENERATION_KEY, JSON.stringify(prefill));
    navigate(href("/dashboard/create"), { state: { prefill } });
  };

  const said = useRef({ t, text });
  said.current = { t, text };
  const handled = useRef<unknown[]>([]);
  const bookmarkAnswer = bookmarker.state === "idle" ? bookmarker.data : undefined;
  useEffect(() => {
    if (!firstTime(handled, bookmarkAnswer)) return;
    const answer = readAnswer(bookmarkResponseSchema, bookmarkAnswer);
    if (answer.ok) return;
    const { t, text } = said.current;
    toast.error(answer.error.title ? text(answer.error.title) : t("errors.errorTitle"), {
      description:
        answer.error.code === "PREMIUM_FEATURE"
          ? text(answer.error.message)
          : t("errors.bookmarkFailed"),
    });
  }, [bookmarkAnswer]);
  const deleteAnswer = deleter.state === "idle" ? deleter.data : undefined;
  useEffect(() => {
    if (!firstTime(handled, deleteAnswer)) return;
    const answer = readAnswer(deleteIdeaResponseSchema, deleteAnswer);
    if (answer.ok) return;
    const { t, text } = said.current;
    toast.error(t("errors.errorTitle"), {
      description: text(answer.error.message, answer.error.params),
    });
  }, [deleteAnswer]);

  const pendingId =
    bookmarker.state !== "idle"
      ? /\/api\/ideas\/([^/?]+)/.exec(bookmarker.formAction ?? "")?.[1]
      : undefined;
  return { bookmark, remove, generate, pendingId };
}
