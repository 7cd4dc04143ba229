import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  type SubmissionResult,
  useForm,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { CREDIT_REASON_MAX, creditGrantSchema } from "@domain/admin";
import { type AdminUser, grantCredits } from "@domain/api/admin";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldError } from "~/components/forms/field-error";
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
import { useApi } from "~/lib/use-api";
import { useAdminFailure } from "./admin-failure";

/**
 * Adds generation credits to a user (decisions "Plans and quotas"), with the reason the audit log
 * keeps. Checked here with the server's schema (Conform); the server checks again, and a problem
 * it finds with a field shows beside that field.
 */
export function CreditsDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  // Each opening gets a fresh form (a new key); the last user stays while the dialog closes.
  const [last, setLast] = useState<{ user: AdminUser; opening: number } | null>(null);
  const [wasOpen, setWasOpen] = useState(false);
  if ((user !== null) !== wasOpen) {
    setWasOpen(user !== null);
    if (user) setLast({ user, opening: (last?.opening ?? 0) + 1 });
  }
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {last ? (
          <CreditsForm key={last.opening} user={user ?? last.user} onClose={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CreditsForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const { t } = useTranslation("admin");
  const failure = useAdminFailure();
  const [refused, setRefused] = useState<SubmissionResult<string[]>>();
  // Closes once a grant went through (the flash toast and the new audit row say so).
  const grant = useApi(grantCredits, {
    onDone: () => onClose(),
    onError: (error) =>
      error.field
        ? setRefused({ status: "error", error: { [error.field]: [error.message] } })
        : failure.changeFailed(t("users.errors.creditsFailed"), error),
  });
  const [form, fields] = useForm({
    id: "admin-credits",
    lastResult: refused,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: creditGrantSchema }),
    onSubmit: (event, { submission }) => {
      event.preventDefault();
      if (submission?.status !== "success") return;
      void grant.call({ params: { id: user.id }, body: submission.value });
    },
  });
  const reasonHint = `${fields.reason.id}-hint`;
  return (
    <form {...getFormProps(form)} className="space-y-4">
      <DialogHeader>
        <DialogTitle>{t("users.credits.title")}</DialogTitle>
        <DialogDescription>
          {t("users.credits.description", { email: user.email })}
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-1">
        <Label htmlFor={fields.credits.id}>{t("users.credits.amount")}</Label>
        <Input {...getInputProps(fields.credits, { type: "number" })} min={1} step={1} required />
        <FieldError id={fields.credits.errorId} errors={fields.credits.errors} ns="admin" />
      </div>
      <div className="space-y-1">
        <Label htmlFor={fields.reason.id}>{t("users.credits.reason")}</Label>
        <Textarea
          {...getTextareaProps(fields.reason)}
          required
          maxLength={CREDIT_REASON_MAX}
          rows={3}
          aria-describedby={fields.reason.errors ? fields.reason.errorId : reasonHint}
        />
        {fields.reason.errors ? (
          <FieldError id={fields.reason.errorId} errors={fields.reason.errors} ns="admin" />
        ) : (
          <p id={reasonHint} className="text-muted-foreground text-xs">
            {t("users.credits.reasonHint")}
          </p>
        )}
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          {t("users.credits.cancel")}
        </Button>
        <Button type="submit" disabled={grant.busy}>
          {t("users.credits.submit")}
        </Button>
      </DialogFooter>
    </form>
  );
}
