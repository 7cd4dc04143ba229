import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { proofMethod, twoFactorCodeSchema } from "@domain/auth";
import { type ReactNode, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { type FetcherWithComponents, useFetcher } from "react-router";
import { FieldError } from "~/components/forms/field-error";
import { FormAlert } from "~/components/forms/form-alert";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";

type Enrolment = { qrCode: string; secret: string; recoveryCodes: string[] };
type Reply = SubmissionResult<string[]>;

/** Adds or removes the user's authenticator app (TOTP) and shows recovery codes once. */
export function TwoFactorSettings({ status }: { status: "off" | "pending" | "on" }) {
  const { t } = useTranslation("account");
  // One fetcher a form: the start answers the enrolment, the others Conform's reply.
  const start = useFetcher<{ enrolment: Enrolment }>();
  const confirm = useFetcher<Reply>();
  const remove = useFetcher<Reply>();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  useEffect(() => {
    if (start.data?.enrolment) setEnrolment(start.data.enrolment);
  }, [start.data]);
  useEffect(() => {
    if (confirm.data?.status === "success" || remove.data?.status === "success") setEnrolment(null);
  }, [confirm.data, remove.data]);

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-xl">{t("twoFactor.title")}</h2>
        </CardTitle>
        <CardDescription>{t("twoFactor.description")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {status === "on" ? (
          <>
            <p>{t("twoFactor.statusOn")}</p>
            <AlertDialog>
              <AlertDialogTrigger asChild>
                <Button variant="outline">{t("twoFactor.remove")}</Button>
              </AlertDialogTrigger>
              <AlertDialogContent>
                <AlertDialogHeader>
                  <AlertDialogTitle>{t("twoFactor.removeTitle")}</AlertDialogTitle>
                  <AlertDialogDescription>
                    {t("twoFactor.removeDescription")}
                  </AlertDialogDescription>
                </AlertDialogHeader>
                <CodeForm
                  fetcher={remove}
                  intent="two-factor-remove"
                  label={t("twoFactor.removeCode")}
                  className="space-y-4"
                >
                  <AlertDialogFooter>
                    <AlertDialogCancel>{t("twoFactor.cancel")}</AlertDialogCancel>
                    <Button type="submit" variant="destructive" disabled={remove.state !== "idle"}>
                      {t("twoFactor.remove")}
                    </Button>
                  </AlertDialogFooter>
                </CodeForm>
              </AlertDialogContent>
            </AlertDialog>
          </>
        ) : enrolment ? (
          <div className="space-y-6">
            <p>{t("twoFactor.scan")}</p>
            <div className="flex flex-wrap items-start gap-6">
              <img
                src={enrolment.qrCode}
                alt={t("twoFactor.qrAlt")}
                width={176}
                height={176}
                className="rounded-md bg-white p-2"
              />
              <div className="space-y-1">
                <p className="font-medium text-sm">{t("twoFactor.secret")}</p>
                <code
                  data-testid="totp-secret"
                  className="block break-all rounded bg-muted px-2 py-1 text-sm"
                >
                  {enrolment.secret}
                </code>
              </div>
            </div>
            <div className="space-y-2">
              <h3 className="font-semibold">{t("twoFactor.recoveryTitle")}</h3>
              <p className="text-muted-foreground text-sm">{t("twoFactor.recoveryDescription")}</p>
              <ul
                aria-label={t("twoFactor.recoveryTitle")}
                className="grid grid-cols-2 gap-1 font-mono text-sm sm:grid-cols-5"
              >
                {enrolment.recoveryCodes.map((code) => (
                  <li key={code}>{code}</li>
                ))}
              </ul>
            </div>
            <CodeForm
              fetcher={confirm}
              intent="two-factor-confirm"
              label={t("twoFactor.confirmCode")}
              className="flex flex-wrap items-end gap-3"
            >
              <Button type="submit" disabled={confirm.state !== "idle"}>
                {t("twoFactor.confirm")}
              </Button>
            </CodeForm>
          </div>
        ) : (
          <>
            <p className="text-muted-foreground">{t("twoFactor.statusOff")}</p>
            <start.Form method="post">
              <input type="hidden" name="intent" value="two-factor-start" />
              {/* Wraps: the French label is wider than a 375 px phone on one line. */}
              <Button
                type="submit"
                disabled={start.state !== "idle"}
                className="h-auto min-h-9 whitespace-normal"
              >
                {t("twoFactor.enable")}
              </Button>
            </start.Form>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * A code for the authenticator (turning it on: six digits; off: six digits or a recovery code),
 * checked with the shared schema in the browser and again by the action; the action's refusal
 * (a wrong code) shows as the form's alert.
 */
function CodeForm({
  fetcher,
  intent,
  label,
  className,
  children,
}: {
  fetcher: FetcherWithComponents<Reply>;
  intent: "two-factor-confirm" | "two-factor-remove";
  label: string;
  className: string;
  children: ReactNode;
}) {
  const totpOnly = intent === "two-factor-confirm";
  const [form, fields] = useForm({
    id: intent,
    lastResult: fetcher.data,
    onValidate: ({ formData }) => {
      formData.set("method", totpOnly ? "totp" : proofMethod(formData.get("code")));
      return parseWithZod(formData, { schema: twoFactorCodeSchema });
    },
    shouldValidate: "onSubmit",
  });
  const code = fields.code;
  const problem = code.errors ? code.errorId : form.errors ? form.errorId : undefined;
  return (
    <fetcher.Form method="post" className={className} {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      <div className="space-y-2">
        <Label htmlFor={code.id}>{label}</Label>
        <Input
          {...getInputProps(code, { type: "text" })}
          inputMode={totpOnly ? "numeric" : undefined}
          autoComplete="one-time-code"
          pattern={totpOnly ? "\\d{6}" : undefined}
          maxLength={totpOnly ? 6 : 64}
          required
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem}
        />
        <FieldError id={code.errorId} errors={code.errors} ns="auth" />
        {totpOnly ? null : <FormAlert id={form.errorId} errors={form.errors} />}
      </div>
      {children}
      {totpOnly ? (
        <div className="basis-full empty:hidden">
          <FormAlert id={form.errorId} errors={form.errors} />
        </div>
      ) : null}
    </fetcher.Form>
  );
}
