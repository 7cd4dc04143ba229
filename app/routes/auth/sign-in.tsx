import { parseWithZod } from "@conform-to/zod/v4";
import { APP_NAME } from "@domain/app";
import { signInErrorKey, signInStartSchema } from "@domain/auth";
import { safeRedirect } from "@domain/safe-redirect";
import {
  auth,
  limitAuthAttempts,
  localProvider,
  OAUTH_PROVIDER_ID,
  requireAnonymous,
} from "@server/auth";
import { i18nContext } from "@server/context";
import { pageRoute, readForm } from "@server/http";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Form, href, redirect, redirectDocument, useNavigation } from "react-router";
import { GoogleMark } from "~/components/auth/google-mark";
import { LanguageSwitcher } from "~/components/layout/language-switcher";
import { SiteHeader } from "~/components/layout/site-header";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { toast } from "~/components/ui/toaster";
import type { Route } from "./+types/sign-in";

/** Visitors only: signed-in users go straight on to where they were going. */
export async function loader(args: Route.LoaderArgs) {
  requireAnonymous(args);
  const url = new URL(args.request.url);
  const t = args.context.get(i18nContext).getFixedT(null, "auth");
  return {
    title: t("signIn.metaTitle"),
    local: localProvider() !== null,
    redirectTo: safeRedirect(url.searchParams.get("redirectTo"), href("/dashboard")),
    error: signInErrorKey(url.searchParams.get("error")),
  };
}

/** Visitors only: starts the OpenID sign-in (PKCE and state) and sends the browser to the issuer. */
export const action = pageRoute(async (args: Route.ActionArgs) => {
  requireAnonymous(args);
  await limitAuthAttempts(args);
  const submission = parseWithZod(await readForm(args.request), { schema: signInStartSchema });
  const given = submission.status === "success" ? submission.value.redirectTo : undefined;
  const redirectTo = safeRedirect(given, href("/dashboard"));
  const response = await auth().api.signInSocial({
    body: {
      provider: OAUTH_PROVIDER_ID,
      callbackURL: redirectTo,
      errorCallbackURL: `/auth?redirectTo=${encodeURIComponent(redirectTo)}`,
    },
    headers: args.request.headers,
    asResponse: true,
  });
  const { url } = (await response.json()) as { url?: string };
  if (!response.ok || !url) {
    throw redirect(
      `/auth?error=${encodeURIComponent("sign_in_unavailable")}&redirectTo=${encodeURIComponent(redirectTo)}`,
    );
  }
  const headers = new Headers();
  for (const cookie of response.headers.getSetCookie()) headers.append("Set-Cookie", cookie);
  // A document navigation: the issuer's pages are not routes of this app.
  return redirectDocument(url, { headers });
});

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("auth");
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth") === true;
  const { error } = loaderData;

  useEffect(() => {
    if (error) toast.error(t("signIn.failed"), { description: t(error as never) });
  }, [error, t]);

  return (
    <>
      <SiteHeader />
      <main
        id="main"
        className="flex min-h-[calc(100dvh-4rem)] flex-col items-center justify-center gap-6 px-4 py-16"
      >
        <Card className="w-full max-w-md">
          <CardHeader className="text-center">
            <CardTitle asChild>
              <h1 className="text-2xl">{t("signIn.title", { app: APP_NAME })}</h1>
            </CardTitle>
            <CardDescription>{t("signIn.subtitle")}</CardDescription>
          </CardHeader>
          <CardContent className="space-y-4">
            {error ? (
              <p
                role="alert"
                className="rounded-md border border-destructive/40 p-3 text-destructive text-sm"
              >
                <strong>{t("signIn.failed")}</strong>: {t(error as never)}
              </p>
            ) : null}
            <Form method="post">
              <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
              <Button type="submit" size="lg" variant="outline" className="w-full" disabled={busy}>
                <GoogleMark />
                {t("signIn.continueWithGoogle")}
              </Button>
            </Form>
            {loaderData.local ? (
              <p className="rounded-md bg-muted p-3 text-muted-foreground text-sm">
                {t("signIn.localNotice", { app: APP_NAME })}
              </p>
            ) : null}
            <p className="text-center text-muted-foreground text-xs">{t("signIn.terms")}</p>
          </CardContent>
        </Card>
        <LanguageSwitcher />
      </main>
    </>
  );
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.title} · ${APP_NAME}` }, { name: "robots", content: "noindex" }];
}
