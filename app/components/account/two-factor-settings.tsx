import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useFetcher } from "react-router";
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
type Reply = {
  intent: string;
  enrolment?: Enrolment;
  error?: string;
  confirmed?: boolean;
  removed?: boolean;
};

/** Adds or removes the user's authenticator app (TOTP) and shows recovery codes once. */
export function TwoFactorSettings({ status }: { status: "off" | "pending" | "on" }) {
  const { t } = useTranslation("account");
  const fetcher = useFetcher<Reply>();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  useEffect(() => {
    if (fetcher.data?.enrolment) setEnrolment(fetcher.data.enrolment);
    if (fetcher.data?.confirmed || fetcher.data?.removed) setEnrolment(null);
  }, [fetcher.data]);
  const busy = fetcher.state !== "idle";
  const error = fetcher.data?.error;

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
                <fetcher.Form method="post" className="space-y-4">
                  <input type="hidden" name="intent" value="two-factor-remove" />
                  <div className="space-y-2">
                    <Label htmlFor="totp-remove">{t("twoFactor.removeCode")}</Label>
                    <Input
                      id="totp-remove"
                      name="code"
                      autoComplete="one-time-code"
                      maxLength={64}
                      required
                      aria-invalid={error ? true : undefined}
                      aria-describedby={error ? "totp-remove-error" : undefined}
                    />
                    {error ? (
                      <p id="totp-remove-error" role="alert" className="text-destructive text-sm">
                        {t(error as never)}
                      </p>
                    ) : null}
                  </div>
                  <AlertDialogFooter>
                    <AlertDialogCancel>{t("twoFactor.cancel")}</AlertDialogCancel>
                    <Button type="submit" variant="destructive" disabled={busy}>
                      {t("twoFactor.remove")}
                    </Button>
                  </AlertDialogFooter>
                </fetcher.Form>
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
            <fetcher.Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="two-factor-confirm" />
              <div className="space-y-2">
                <Label htmlFor="totp-confirm">{t("twoFactor.confirmCode")}</Label>
                <Input
                  id="totp-confirm"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  pattern="\d{6}"
                  maxLength={6}
                  required
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? "totp-confirm-error" : undefined}
                />
              </div>
              <Button type="submit" disabled={busy}>
                {t("twoFactor.confirm")}
              </Button>
            </fetcher.Form>
            {error ? (
              <p id="totp-confirm-error" role="alert" className="text-destructive text-sm">
                {t(error as never)}
              </p>
            ) : null}
          </div>
        ) : (
          <>
            <p className="text-muted-foreground">{t("twoFactor.statusOff")}</p>
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value="two-factor-start" />
              {/* Wraps: the French label is wider than a 375 px phone on one line. */}
              <Button type="submit" disabled={busy} className="h-auto min-h-9 whitespace-normal">
                {t("twoFactor.enable")}
              </Button>
            </fetcher.Form>
            {error ? (
              <p role="alert" className="text-destructive text-sm">
                {t(error as never)}
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
