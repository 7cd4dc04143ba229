import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** A greeting that hides itself after 7 seconds (spec section 2). */
export function WelcomeLine({ name }: { name: string }) {
  const { t } = useTranslation("account");
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = setTimeout(() => setShown(false), 7000);
    return () => clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return <p className="truncate text-muted-foreground text-sm">{t("shell.welcome", { name })}</p>;
}
