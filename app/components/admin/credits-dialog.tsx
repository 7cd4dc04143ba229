import { CREDIT_REASON_MAX, parseCreditGrant } from "@domain/admin";
import { type AdminUser, creditGrantResponseSchema } from "@domain/api/admin";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { href } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { useMessageText } from "~/lib/use-message-text";
import { useAdminChange } from "./use-admin-change";

/**
 * Adds generation credits to a user (decisions "Plans and quotas"), with the reason the audit log
 * keeps. Checked here with the server's schema; the server checks again.
 */
export function CreditsDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const { text } = useMessageText();
  const fetcher = useAdminChange(creditGrantResponseSchema, t("users.errors.creditsFailed"));
  const [problem, setProblem] = useState<{ field?: string; message: string } | null>(null);
  const busy = fetcher.state !== "idle";

  // Closes once a grant went through (the flash toast and the new audit row say so); keyed on
  // the answer, so reopening the dialog later does not close it again on the old answer.
  const answer = fetcher.state === "idle" ? fetcher.data : undefined;
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (creditGrantResponseSchema.safeParse(answer).success) close.current();
  }, [answer]);

  useEffect(() => {
    if (user) setProblem(null);
  }, [user]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) return;
    const form = new FormData(event.currentTarget);
    const parsed = parseCreditGrant({ credits: form.get("credits"), reason: form.get("reason") });
    if (!parsed.ok) {
      setProblem({ field: parsed.problem.field, message: text(parsed.problem.message) });
      return;
    }
    setProblem(null);
    void fetcher.submit(parsed.value, {
      method: "POST",
      action: href("/api/admin/users/:id/credits", { id: user.id }),
      encType: "application/json",
    });
  }

  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="space-y-4">
          <DialogHeader>
            <DialogTitle>{t("users.credits.title")}</DialogTitle>
            <DialogDescription>
              {t("users.credits.description", { email: user?.email ?? "" })}
            </DialogDescription>
          </DialogHeader>
          <div className="space-y-1">
            <Label htmlFor="admin-credits">{t("users.credits.amount")}</Label>
            <Input
              id="admin-credits"
              name="credits"
              type="number"
              min={1}
              step={1}
              required
              aria-invalid={problem?.field === "credits" || undefined}
              aria-describedby={problem?.field === "credits" ? "admin-credits-problem" : undefined}
            />
            {problem?.field === "credits" ? (
              <p id="admin-credits-problem" className="text-destructive text-sm">
                {problem.message}
              </p>
            ) : null}
          </div>
          <div className="space-y-1">
            <Label htmlFor="admin-credits-reason">{t("users.credits.reason")}</Label>
            <Textarea
              id="admin-credits-reason"
              name="reason"
              required
              maxLength={CREDIT_REASON_MAX}
              rows={3}
              aria-invalid={problem?.field === "reason" || undefined}
              aria-describedby={
                problem?.field === "reason"
                  ? "admin-credits-reason-problem"
                  : "admin-credits-reason-hint"
              }
            />
            {problem?.field === "reason" ? (
              <p id="admin-credits-reason-problem" className="text-destructive text-sm">
                {problem.message}
              </p>
            ) : (
              <p id="admin-credits-reason-hint" className="text-muted-foreground text-xs">
                {t("users.credits.reasonHint")}
              </p>
            )}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              {t("users.credits.cancel")}
            </Button>
            <Button type="submit" disabled={busy}>
              {t("users.credits.submit")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
