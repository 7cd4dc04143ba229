import { ShieldAlert } from "lucide-react";
import { useTranslation } from "react-i18next";

/** 403: a signed-in user without the role the page needs (spec sections 2 and 8). */
export function AccessDenied() {
  const { t } = useTranslation("account");
  return (
    <section role="alert" className="rounded-xl border border-destructive/40 p-6">
      <ShieldAlert aria-hidden className="size-6 text-destructive" />
      <h1 className="mt-3 font-semibold text-xl">{t("shell.accessDenied")}</h1>
      <p className="mt-1 text-muted-foreground">{t("shell.accessDeniedDescription")}</p>
    </section>
  );
}
