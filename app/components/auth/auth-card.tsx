import type { ReactNode } from "react";
import { Link } from "react-router";
import { LanguageSwitcher } from "~/components/layout/language-switcher";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** The centred card every sign-in step uses: a heading, what the step is, then its content. */
export function AuthCard({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 py-16"
    >
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      <LanguageSwitcher />
    </main>
  );
}

/** A sign-in step that has expired: says so and goes back to the start. */
export function AuthExpired({ message, action }: { message: string; action: string }) {
  return (
    <div className="space-y-4">
      <p role="alert">{message}</p>
      <Button asChild>
        <Link to="/auth">{action}</Link>
      </Button>
    </div>
  );
}
