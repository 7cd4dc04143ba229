import { bookmarkIdea, deleteIdea } from "@domain/api/ideas";
import { type IdeaSummary, ideaToPrefill } from "@domain/ideas";
import { useTranslation } from "react-i18next";
import { href, useNavigate } from "react-router";
import { usePricingDialog } from "~/components/billing/pricing-dialog";
import { useCreditsLeft } from "~/components/dashboard/use-credits-left";
import { PENDING_GENERATION_KEY, type Prefill } from "~/components/dashboard/use-prefill";
import { toast } from "~/components/ui/toaster";
import { useApi } from "~/lib/use-api";
import { useMessageText } from "~/lib/use-message-text";

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
 * without credits whatever the screen does. The piece is written in `voiceId` when one is chosen
 * (issue 29): the Create tab's form shows it, and the server checks it is a learned voice.
 */
export function useIdeaActions(canSave: boolean, voiceId = "") {
  const { t } = useTranslation("ideas");
  const account = useTranslation("account").t;
  const { text } = useMessageText();
  const navigate = useNavigate();
  const premium = usePremiumNotice();
  const pricing = usePricingDialog();
  const remaining = useCreditsLeft();
  const noCredits = typeof remaining === "number" && remaining <= 0;
  // A failed bookmark says Premium Feature in the spec's words, anything else a short failure.
  const bookmarker = useApi(bookmarkIdea, {
    onError: (error) =>
      toast.error(error.title ? text(error.title) : t("errors.errorTitle"), {
        description:
          error.code === "PREMIUM_FEATURE" ? text(error.message) : t("errors.bookmarkFailed"),
      }),
  });
  const deleter = useApi(deleteIdea, {
    onError: (error) =>
      toast.error(t("errors.errorTitle"), { description: text(error.message, error.params) }),
  });

  const bookmark = (idea: IdeaSummary) => {
    if (!canSave) return premium("bookmarkPremium");
    bookmarker.call({ params: { id: idea.id }, body: { bookmarked: !idea.bookmarked } });
  };
  const remove = (idea: IdeaSummary) => {
    deleter.call({ params: { id: idea.id } });
  };
  const generate = (idea: IdeaSummary) => {
    const filled = { ...ideaToPrefill(idea), ...(voiceId ? { voiceId } : {}) };
    if (noCredits) {
      sessionStorage.setItem(PENDING_GENERATION_KEY, JSON.stringify(filled));
      toast.error(account("generation.noCreditsTitle"), {
        description: account("generation.noCredits"),
      });
      pricing.open();
      return;
    }
    // Prefill's index signature (field name to text) cannot also describe its one boolean flag.
    const prefill = { ...filled, autoGenerate: true } as Prefill;
    sessionStorage.setItem(PENDING_GENERATION_KEY, JSON.stringify(prefill));
    navigate(href("/dashboard/create"), { state: { prefill } });
  };

  // The idea whose bookmark is being saved (its address is the call's).
  const pendingId = /\/api\/ideas\/([^/?]+)/.exec(bookmarker.pendingAction ?? "")?.[1];
  return { bookmark, remove, generate, pendingId };
}
