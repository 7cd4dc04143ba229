import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { APP_NAME } from "@domain/app";
import { localSignInSchema } from "@domain/auth";
import { limitAuthAttempts, localProvider } from "@server/auth";
import { i18nContext, requestContext } from "@server/context";
import { formError, formReply, pageRoute, readForm } from "@server/http";
import { useTranslation } from "react-i18next";
import { data, Form, redirectDocument } from "react-router";
import { AuthCard, AuthExpired } from "~/components/auth/auth-card";
import { FieldError } from "~/components/forms/field-error";
import { Button } from "~/components/ui/button";
import { Checkbox } from "~/components/ui/checkbox";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import type { Route } from "./+types/local";

const EXPIRED = "auth:local.expired";

function provider() {
  const local = localProvider();
  if (!local) throw data(null, { status: 404 });
  return local;
}

/** Anyone in the middle of a local sign-in (the provider's interaction cookie says which). */
export async function loader({ context }: Route.LoaderArgs) {
  const { req, res } = context.get(requestContext).node;
  const interaction = await provider().interaction(req, res);
  const t = context.get(i18nContext).getFixedT(null, "auth");
  return { expired: interaction === null, title: t("local.metaTitle") };
}

/** Anyone in the middle of a local sign-in: signs in as the e-mail and name given. */
export const action = pageRoute(async ({ request, context }: Route.ActionArgs) => {
  const local = provider();
  await limitAuthAttempts({ context });
  const submission = parseWithZod(await readForm(request), { schema: localSignInSchema });
  if (submission.status !== "success") return formReply(submission);
  const { req, res } = context.get(requestContext).node;
  if (!(await local.interaction(req, res))) return formError(submission, EXPIRED);
  // Back to the provider (a document navigation: its endpoints are not routes of this app).
  const { email, name, unverified } = submission.value;
  throw redirectDocument(
    await local.signIn(req, res, { email, name, emailVerified: unverified !== true }),
  );
});

export default function LocalSignIn({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const [form, fields] = useForm({
    lastResult: actionData,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: localSignInSchema }),
    shouldValidate: "onBlur",
  });
  const expired = loaderData.expired || form.errors?.includes(EXPIRED);
  return (
    <AuthCard title={t("local.title")} description={t("local.notice", { app: APP_NAME })}>
      {expired ? (
        <AuthExpired message={t("local.expired")} action={t("local.startAgain")} />
      ) : (
        // A document submission: the provider's interaction cookie is scoped to this exact path,
        // which a data request (".data" suffix) would not match.
        <Form method="post" reloadDocument className="space-y-4" {...getFormProps(form)}>
          <div className="space-y-2">
            <Label htmlFor={fields.email.id}>{t("local.email")}</Label>
            <Input
              {...getInputProps(fields.email, { type: "email" })}
              autoComplete="email"
              autoFocus
            />
            <FieldError id={fields.email.errorId} errors={fields.email.errors} ns="auth" />
          </div>
          <div className="space-y-2">
            <Label htmlFor={fields.name.id}>{t("local.name")}</Label>
            <Input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" />
            <FieldError id={fields.name.errorId} errors={fields.name.errors} ns="auth" />
          </div>
          <div className="flex items-start gap-2">
            <Checkbox
              id={fields.unverified.id}
              name={fields.unverified.name}
              value="on"
              className="mt-0.5"
              aria-describedby={`${fields.unverified.id}-hint`}
            />
            <div className="space-y-1">
              <Label htmlFor={fields.unverified.id}>{t("local.unverified")}</Label>
              <p id={`${fields.unverified.id}-hint`} className="text-muted-foreground text-xs">
                {t("local.unverifiedHint")}
              </p>
            </div>
          </div>
          <Button type="submit" className="w-full">
            {t("local.submit")}
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title} · ${APP_NAME}` }, { name: "robots", content: "noindex" }];
}
