import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";

/**
 * The fallback for any error the app did not expect (the stack is shown in development only),
 * and the page for too many attempts (429).
 */
export function UnexpectedErrorPage({
  detail,
  tooMany = false,
}: {
  detail?: string;
  tooMany?: boolean;
}) {
  const { t } = useTranslation();
  const key = tooMany ? "tooManyAttempts" : "unexpectedError";
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-6 py-24 text-center">
      <div className="max-w-xl">
        <h1 className="font-bold text-3xl tracking-tight">{t(`${key}.title`)}</h1>
        <p className="mt-4 text-muted-foreground">{t(`${key}.description`)}</p>
        <Button asChild className="mt-8">
          <a href="/">{t("notFound.home")}</a>
        </Button>
        {detail ? (
          <pre className="mt-8 overflow-auto rounded-md bg-muted p-4 text-start text-xs">
            {detail}
          </pre>
        ) : null}
      </div>
    </main>
  );
}
