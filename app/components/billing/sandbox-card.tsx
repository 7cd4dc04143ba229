import { FlaskConical } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** The sandbox provider's pages: a card that says plainly that no real money moves. */
export function SandboxCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("account");
  return (
    <main id="main" className="grid min-h-dvh place-items-center px-4 py-16">
      <Card className="w-full max-w-md">
        <p
          role="note"
          className="flex items-center gap-2 rounded-t-xl border-b border-dashed bg-amber-100 px-6 py-2 font-medium text-amber-950 text-sm"
        >
          <FlaskConical aria-hidden className="size-4" />
          {t("sandbox.testMode")}
        </p>
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </main>
  );
}
