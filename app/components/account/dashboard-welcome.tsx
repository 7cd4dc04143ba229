import { PLANS, type Tier } from "@domain/plans";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";

/** The dashboard's first screen until the workspace (create, library, ideas) lands. */
export function DashboardWelcome({ user }: { user: { email: string; name: string; tier: Tier } }) {
  const { t } = useTranslation("account");
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h1 className="text-2xl">{t("dashboard.welcome", { name: user.name || user.email })}</h1>
        </CardTitle>
        <CardDescription>{t("dashboard.signedInAs", { email: user.email })}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <p>
          {t("dashboard.planLine", {
            plan: t(`plans.${user.tier}.name`),
            description: t(`plans.${user.tier}.description`, {
              count: PLANS[user.tier].generationLimit,
            }),
          })}
        </p>
        <p className="text-muted-foreground">{t("dashboard.comingSoon")}</p>
        <Button asChild>
          <Link to="/dashboard?tab=profile">{t("dashboard.openProfile")}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}
