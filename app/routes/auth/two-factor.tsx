import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { APP_NAME } from "@domain/app";
import { twoFactorCodeSchema } from "@domain/auth";
import { safeRedirect } from "@domain/safe-redirect";
import { limitAuthAttempts, requireAnonymous, verifySecondFactor } from "@server/auth";
import { i18nContext } from "@server/context";
import { formError, formReply, pageRoute, readForm } from "@server/http";
import { useTranslation } from "react-i18next";
import { Form, href, Link, redirect } from "react-router";
import { AuthCard, AuthExpired } from "~/components/auth/auth-card";
import { FieldError } from "~/components/forms/field-error";
import { FormAlert } from "~/components/forms/form-alert";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { Route } from "./+types/two-factor";

const EXPIRED = "auth:twoFactor.expired";

// better-auth's answers, in the words of this page.
const ERRORS: Record<string, string> = {
  INVALID_CODE: "auth:twoFactor.invalid",
  INVALID_BACKUP_CODE: "auth:twoFactor.invalid",
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: "auth:twoFactor.locked",
  ACCOUNT_TEMPORARILY_LOCKED: "auth:twoFactor.locked",
  INVALID_TWO_FACTOR_COOKIE: EXPIRED,
};

/** Visitors half-way through a sign-in that needs a second factor. */
export async function loader(args: Route.LoaderArgs) {
  requireAnonymous(args);
  const url = new URL(args.request.url);
  const t = args.context.get(i18nContext).getFixedT(null, "auth");
  const challenged = /(^|;\s*)(__Secure-)?inkwell\.two_factor=/.test(
    args.request.headers.get("cookie") ?? "",
  );
  return {
    title: t("twoFactor.metaTitle"),
    expired: !challenged,
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), href("/dashboard")),
    method:
      url.searchParams.get("method") === "recovery" ? ("recovery" as const) : ("totp" as const),
  };
}

/** Visitors half-way through a sign-in: checks the code and, if right, starts the session. */
export const action = pageRoute(async (args: Route.ActionArgs) => {
  requireAnonymous(args);
  await limitAuthAttempts(args);
  const { request } = args;
  const formData = await readForm(request);
  const submission = parseWithZod(formData, { schema: twoFactorCodeSchema });
  if (submission.status !== "success") return formReply(submission);
  const outcome = await verifySecondFactor(request.headers, submission.value);
  if (!outcome.ok) {
    const message = ERRORS[outcome.code] ?? "auth:twoFactor.invalid";
    return formError(submission, message, { status: outcome.status, hideFields: ["code"] });
  }
  const headers = new Headers();
  for (const cookie of outcome.setCookies) headers.append("Set-Cookie", cookie);
  throw redirect(
    safeRedirect(new URL(request.url).searchParams.get("redirectTo"), href("/dashboard")),
    {
      headers,
    },
  );
});

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const { method } = loaderData;
  const other = new URLSearchParams({ redirectTo: loaderData.redirectTo });
  if (method === "totp") other.set("method", "recovery");
  const [form, fields] = useForm({
    lastResult: actionData,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: twoFactorCodeSchema }),
    shouldValidate: "onSubmit",
  });
  const expired = loaderData.expired || form.errors?.includes(EXPIRED);
  return (
    <AuthCard
      title={t("twoFactor.title")}
      description={
        method === "totp"
          ? t("twoFactor.description", { app: APP_NAME })
          : t("twoFactor.recoveryDescription")
      }
    >
      {expired ? (
        <AuthExpired message={t("twoFactor.expired")} action={t("twoFactor.startAgain")} />
      ) : (
        <Form method="post" className="space-y-4" {...getFormProps(form)}>
          <input type="hidden" name="method" value={method} />
          <FormAlert id={form.errorId} errors={form.errors} />
          <div className="space-y-2">
            <Label htmlFor={fields.code.id}>
              {method === "totp" ? t("twoFactor.code") : t("twoFactor.recoveryCode")}
            </Label>
            <Input
              {...getInputProps(fields.code, { type: "text" })}
              key={method}
              autoComplete="one-time-code"
              inputMode={method === "totp" ? "numeric" : "text"}
              autoFocus
            />
            <FieldError id={fields.code.errorId} errors={fields.code.errors} ns="auth" />
          </div>
          <Button type="submit" className="w-full">
            {t("twoFactor.verify")}
          </Button>
          <Button asChild variant="link" className="w-full">
            <Link to={`?${other}`} replace>
              {method === "totp" ? t("twoFactor.useRecovery") : t("twoFactor.useApp")}
            </Link>
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title} · ${APP_NAME}` }, { name: "robots", content: "noindex" }];
}
