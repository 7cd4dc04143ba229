import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";

/** The fallback for any error the app did not expect; the stack is shown in development only. */
export function UnexpectedErrorPage({ detail }: { detail?: string }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-6 py-24 text-center">
      <div className="max-w-xl">
        <h1 className="font-bold text-3xl tracking-tight">{t("unexpectedError.title")}</h1>
        <p className="mt-4 text-muted-foreground">{t("unexpectedError.description")}</p>
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
