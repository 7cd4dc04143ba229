import { useTranslation } from "react-i18next";
import { Button } from "~/components/ui/button";
import { cn } from "~/lib/cn";

/**
 * The fallback for any error the app did not expect (the stack is shown in development only),
 * and the page for too many attempts (429). `inline` renders it inside a layout that already has
 * the page's main landmark (the dashboard).
 */
export function UnexpectedErrorPage({
  detail,
  tooMany = false,
  inline = false,
}: {
  detail?: string;
  tooMany?: boolean;
  inline?: boolean;
}) {
  const { t } = useTranslation();
  const key = tooMany ? "tooManyAttempts" : "unexpectedError";
  const Root = inline ? "section" : "main";
  return (
    <Root
      id={inline ? undefined : "main"}
      className={cn(
        "grid place-items-center px-6 text-center",
        inline ? "py-12" : "min-h-dvh py-24",
      )}
    >
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
    </Root>
  );
}
